import Foundation
import Testing
import TypeFitInput
import TypeFitStrings

/// `Localizable.strings`: syntax, escapes, comments, encodings, locale from `.lproj`.
@Suite("Strings file reader")
struct StringsFileReaderTests {
    @Test("German UTF-8 file: escapes, comments, unquoted strings, shorthand, duplicates, lines")
    func german() throws {
        let path = Fixtures.path("de.lproj/Localizable.strings")
        let strings = try StringsFileReader.read(path: path)
        #expect(
            strings.map(\.key) == [
                "welcome.title", "save", "path.hint", "two.lines", "unicode", "unquoted.key_1",
                "Fußgängerübergänge", "multi", "dup",
            ])
        #expect(
            strings.map(\.text) == [
                "Willkommen bei \"TypeFit\"", "Speichern", #"C:\Benutzer\Dokumente"#,
                "Erste Zeile\nZweite Zeile\tTab\rEnde", "Straße über 😀 A", "unquoted/value-1.0:$x",
                "Fußgängerübergänge", "Zeile 1\nZeile 2", "zweite",
            ])
        #expect(
            strings.map(\.comment) == [
                "Title of the welcome screen", "Button that saves\nthe current document",
                nil, nil, nil, nil, nil, nil, nil,
            ])
        #expect(strings.map(\.line) == [7, 11, 13, 14, 15, 16, 17, 18, 21])
        #expect(strings.allSatisfy { $0.locale == "de" && $0.source == path && $0.variant == nil && $0.state == nil })
    }

    @Test("Japanese UTF-16 LE file with a byte-order mark, surrogate-pair escape")
    func japaneseUTF16() throws {
        let strings = try StringsFileReader.read(path: Fixtures.path("ja.lproj/Localizable.strings"))
        #expect(strings.map(\.key) == ["done", "greeting", "emoji"])
        #expect(strings.map(\.text) == ["完了", "こんにちは、%@さん", "🌸 桜"])
        #expect(strings.map(\.comment) == ["ボタンのラベル", nil, nil])
        #expect(strings.map(\.line) == [2, 4, 5])
        #expect(strings.allSatisfy { $0.locale == "ja" })
    }

    @Test("locale: an explicit one wins over .lproj; without either it is und")
    func locales() throws {
        #expect(
            try StringsFileReader.read(path: Fixtures.path("ja.lproj/Localizable.strings"), locale: "ja-JP").map(
                \.locale)
                == ["ja-JP", "ja-JP", "ja-JP"])
        #expect(try StringsFileReader.read(path: Fixtures.path("Plain.strings")).map(\.locale) == ["und"])
        #expect(try StringsFileReader.parse(data: Data(#""a" = "b";"#.utf8), source: "x").map(\.locale) == ["und"])
    }

    @Test("a braced dictionary, a comment on the key's own line, and an escaped octal and quote")
    func bracedAndEscapes() throws {
        let text = "{\n  /* c */ \"k\" = \"\\101\\'\\q\\\n\";\n  // detached\n\n  k2 = v2;\n}\n"
        let strings = try StringsFileReader.parse(data: Data(text.utf8), source: "mem.strings", locale: "fr")
        #expect(
            strings == [
                LocalizedString(key: "k", locale: "fr", text: "A'q\n", comment: "c", source: "mem.strings", line: 2),
                LocalizedString(key: "k2", locale: "fr", text: "v2", source: "mem.strings", line: 6),
            ])
    }

    @Test("a .strings file stored as an XML property list")
    func propertyListStrings() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>b</key><string>Beta</string><key>a</key><string>Alpha</string></dict></plist>
            """
        let strings = try StringsFileReader.parse(data: Data(xml.utf8), source: "p.strings", locale: "de")
        #expect(strings.map(\.key) == ["a", "b"])
        #expect(strings.map(\.text) == ["Alpha", "Beta"])
    }

    static let syntaxErrors: [(text: String, line: Int, column: Int, message: String)] = [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ';' after value, found '\"'"),
        ("\"a\" \"b\";", 1, 5, "expected '=' after key, found '\"'"),
        ("\"a\" = ;", 1, 7, "expected a value (a quoted string) after '=', found ';'"),
        ("\"a\" = \"b", 1, 7, "unterminated string (no closing '\"' before the end of the file)"),
        ("\"a\" = \"b\";\n  /* open", 2, 3, "unterminated comment (no closing '*/' before the end of the file)"),
        (
            "\"a\" = \"x\\UD83D\";", 1, 9,
            "unpaired surrogate \\UD83D (expected a \\U escape with the low surrogate after it)"
        ),
        ("\"a\" = \"\\UD83D\\U0041\";", 1, 8, "unpaired surrogate \\UD83D (followed by \\U0041, not a low surrogate)"),
        ("\"a\" = \"\\UDE00\";", 1, 8, "unpaired surrogate \\UDE00 (a low surrogate with no high surrogate before it)"),
        ("\"a\" = \"\\Uxyz\";", 1, 10, "expected hex digits after '\\U', found 'x'"),
        ("= \"b\";", 1, 1, "expected a key (a quoted string), found '='"),
        ("\"k\" = \"v\";\n  ключ = x;", 2, 3, "expected a key (a quoted string), found 'к'"),
        ("\"ä\" = \"ö\" x", 1, 11, "expected ';' after value, found 'x'"),
        ("\"a\" = \"b\"", 1, 10, "expected ';' after value, found the end of the file"),
        ("{ \"a\" = \"b\";\n", 2, 1, "expected '}' to close the '{' at line 1, found the end of the file"),
    ]

    @Test("syntax errors name the file, line, column and what was expected", arguments: syntaxErrors.indices)
    func syntaxError(index: Int) {
        let (text, line, column, message) = Self.syntaxErrors[index]
        #expect(throws: InputError(path: "mem.strings", kind: .syntax, line: line, column: column, message: message)) {
            try StringsFileReader.parse(data: Data(text.utf8), source: "mem.strings")
        }
    }

    @Test("the description starts with path:line:column")
    func description() {
        do {
            _ = try StringsFileReader.parse(
                data: Data("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), source: "de.lproj/Localizable.strings")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "de.lproj/Localizable.strings:2:1: expected ';' after value, found '\"'")
        }
    }
}
