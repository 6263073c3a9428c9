import Foundation
import Testing
import TypeFitInput
import TypeFitStrings

/// Flat JSON, plain text, and choosing the reader by extension.
@Suite("JSON and plain text readers")
struct JSONAndTextReaderTests {
    @Test("flat JSON: file order, lines, escapes, explicit locale")
    func json() throws {
        let path = Fixtures.path("strings.json")
        let strings = try JSONStringsReader.read(path: path, locale: "de")
        #expect(
            strings == [
                LocalizedString(key: "greeting", locale: "de", text: "Guten Tag", source: path, line: 2),
                LocalizedString(
                    key: "farewell", locale: "de", text: "Auf Wiedersehen, \"Freund\"", source: path, line: 3),
                LocalizedString(key: "emoji", locale: "de", text: "🌸 Kirschblüte", source: path, line: 4),
                LocalizedString(key: "ja", locale: "de", text: "さようなら", source: path, line: 5),
            ])
    }

    @Test("flat JSON: a nested object or a number is an error naming the key")
    func jsonNested() {
        #expect(
            throws: InputError(
                path: "web.json", kind: .invalidValue, line: 1, keyPath: #"["onboarding"]"#,
                message:
                    "expected a string, found an object (nested objects are not supported: flatten the keys, e.g. \"a.b\")"
            )
        ) {
            try JSONStringsReader.parse(
                data: Data(#"{"ok": "fine", "onboarding": {"title": "Hi"}}"#.utf8), source: "web.json")
        }
        #expect(
            throws: InputError(
                path: "web.json", kind: .invalidValue, line: 1, keyPath: #"["count"]"#,
                message: "expected a string, found a number")
        ) {
            try JSONStringsReader.parse(data: Data(#"{"count": 3}"#.utf8), source: "web.json")
        }
        #expect(
            throws: InputError(
                path: "web.json", kind: .invalidValue, message: "expected an object of strings, found an array")
        ) {
            try JSONStringsReader.parse(data: Data(#"["a"]"#.utf8), source: "web.json")
        }
    }

    @Test("plain text: one string per line, key 'line N', blank lines skipped, CRLF handled")
    func plainText() throws {
        let path = Fixtures.path("lines.txt")
        let strings = try PlainTextStringsReader.read(path: path)
        #expect(strings.map(\.key) == ["line 1", "line 4", "line 5", "line 6"])
        #expect(strings.map(\.text) == ["Einstellungen", "Datenschutzerklärung", "お問い合わせ", "مرحبا بالعالم"])
        #expect(strings.map(\.line) == [1, 4, 5, 6])
        #expect(strings.allSatisfy { $0.locale == "und" })
    }

    @Test(
        "StringsReader picks the reader by extension",
        arguments: [
            ("Catalog.xcstrings", 29), ("de.lproj/Localizable.strings", 9), ("ar.lproj/Localizable.stringsdict", 13),
            ("strings.json", 4), ("lines.txt", 4),
        ])
    func dispatch(name: String, count: Int) throws {
        #expect(try StringsReader.read(path: Fixtures.path(name)).count == count)
    }

    @Test("StringsReader: an unknown or missing extension is a clear error")
    func unknownExtension() {
        #expect(
            throws: InputError(
                path: "app/fr.po", kind: .unsupportedFormat,
                message: "unknown strings format '.po' (accepted: .xcstrings, .strings, .stringsdict, .json, .txt, .mo)"
            )
        ) {
            try StringsReader.read(path: "app/fr.po")
        }
        #expect(
            throws: InputError(
                path: "README", kind: .unsupportedFormat,
                message:
                    "no file extension to tell the format by (accepted: .xcstrings, .strings, .stringsdict, .json, .txt, .mo)"
            )
        ) {
            try StringsReader.read(path: "README")
        }
        #expect(StringsFormat(path: "A.XCSTRINGS") == .stringCatalog)
    }
}
