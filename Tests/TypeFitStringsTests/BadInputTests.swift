import Foundation
import Testing
import TypeFitInput
import TypeFitStrings
import TypeFitTestSupport

/// Malformed catalogs, bad encodings, missing, unreadable and oversized files, too many strings.
@Suite("Bad input")
struct BadInputTests {
    static let catalogs: [(json: String, keyPath: String, message: String)] = [
        (
            #"{"sourceLanguage": "en", "strings": {"Hello": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 5}}}}}}"#,
            #"strings["Hello"].localizations.de.stringUnit.value"#, "expected a string, found a number"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"Hello": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}"#,
            #"strings["Hello"].localizations.de.stringUnit"#, "missing key 'value'"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"Hi": {"localizations": {"zh-Hans": {"stringUnit": {"value": true}}}}}}"#,
            #"strings["Hi"].localizations.zh-Hans.stringUnit.value"#, "expected a string, found a boolean"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"Hello": {"shouldTranslate": "no"}}}"#,
            #"strings["Hello"].shouldTranslate"#, "expected true or false, found a string"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"Say \"hi\"": {"comment": 7}}}"#,
            #"strings["Say \"hi\""].comment"#, "expected a string, found a number"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"n": {"localizations": {"en": {"variations": {"plural": {"one": "x"}}}}}}}"#,
            #"strings["n"].localizations.en.variations.plural.one"#, "expected an object, found a string"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"n": {"localizations": {"en": {"stringUnit": {"value": "%#@c@"}, "substitutions": {"c": {"argNum": 0}}}}}}}"#,
            #"strings["n"].localizations.en.substitutions.c.argNum"#, "argNum must be a whole number from 1, found 0.0"
        ),
        (#"{"sourceLanguage": "en", "strings": []}"#, "strings", "expected an object, found an array"),
        (#"{"strings": {}}"#, "", "missing key 'sourceLanguage'"),
        (#"{"sourceLanguage": "en"}"#, "", "missing key 'strings'"),
        (#"{"sourceLanguage": 1, "strings": {}}"#, "sourceLanguage", "expected a string, found a number"),
        (#"["not", "a", "catalog"]"#, "", "expected an object, found an array"),
    ]

    @Test("a malformed catalog names the key path", arguments: catalogs.indices)
    func malformedCatalog(index: Int) {
        let (json, keyPath, message) = Self.catalogs[index]
        // One-line documents: a key path's line is 1; the root has none.
        #expect(
            throws: InputError(
                path: "App.xcstrings", kind: .invalidValue, line: keyPath.isEmpty ? nil : 1, keyPath: keyPath,
                message: message)
        ) {
            try StringCatalogReader.parse(data: Data(json.utf8), source: "App.xcstrings")
        }
    }

    @Test("of several malformed keys, spread over the cores that read them, the error names the first in the file")
    func firstMalformedKeyInFileOrder() {
        // 2,000 keys, one a line, in an order no sort gives; keys 1,500 and 900 (in the file) are
        // malformed, so the runs that read them finish in no fixed order.
        let keys = (0..<2000).map { "k\(($0 * 7919) % 2000)" }
        let entries = keys.enumerated().map { line, key in
            let value = line == 900 || line == 1500 ? "7" : "\"\(key) text\""
            return #""\#(key)": {"localizations": {"de": {"stringUnit": {"value": \#(value)}}}}"#
        }
        let json = #"{"sourceLanguage": "en", "strings": {"# + "\n" + entries.joined(separator: ",\n") + "\n}}"
        #expect(
            throws: InputError(
                path: "App.xcstrings", kind: .invalidValue, line: 902,
                keyPath: #"strings["\#(keys[900])"].localizations.de.stringUnit.value"#,
                message: "expected a string, found a number")
        ) {
            try StringCatalogReader.parse(data: Data(json.utf8), source: "App.xcstrings")
        }
    }

    @Test("the description of a catalog error starts with the path and the line of the key path, then the key path")
    func catalogDescription() {
        do {
            _ = try StringCatalogReader.parse(data: Data(Self.catalogs[0].json.utf8), source: "App.xcstrings")
            Issue.record("accepted")
        } catch {
            #expect(
                error.description
                    == #"App.xcstrings:1: strings["Hello"].localizations.de.stringUnit.value: expected a string, found a number"#
            )
        }
        let spread = """
            {
              "sourceLanguage": "en",
              "strings": {
                "Hello": {
                  "localizations": {
                    "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
                    "de": {
                      "stringUnit": {
                        "state": "translated",
                        "value": 7
                      }
                    }
                  }
                }
              }
            }
            """
        #expect(
            throws: InputError(
                path: "App.xcstrings", line: 10, keyPath: #"strings["Hello"].localizations.de.stringUnit.value"#,
                message: "expected a string, found a number")
        ) {
            try StringCatalogReader.parse(data: Data(spread.utf8), source: "App.xcstrings")
        }
    }

    @Test("malformed JSON gives a line and column")
    func malformedJSON() {
        let json = "{\"sourceLanguage\": \"en\",\n  \"strings\": {\"a\" 1}}"
        #expect(
            throws: InputError(
                path: "App.xcstrings", kind: .syntax, line: 2, column: 19,
                message: "malformed JSON: Invalid value around character 43.")
        ) {
            try StringCatalogReader.parse(data: Data(json.utf8), source: "App.xcstrings")
        }
    }

    @Test("invalid UTF-8 names line, column and byte (a .strings file and an in-memory catalog)")
    func invalidUTF8() {
        let path = Fixtures.path("BadUTF8.strings")
        #expect(
            throws: InputError(
                path: path, kind: .encoding, line: 2, column: 10, message: "invalid UTF-8 (byte 0xC3) at byte 24")
        ) {
            try StringsReader.read(path: path)
        }
        var catalog = Data(#"{"sourceLanguage": "en", "strings": {""#.utf8)
        catalog.append(0xFF)
        catalog.append(contentsOf: Array(#"": {}}}"#.utf8))
        #expect(
            throws: InputError(
                path: "mem.xcstrings", kind: .encoding, line: 1, column: 39,
                message: "invalid UTF-8 (byte 0xFF) at byte 38")
        ) {
            try StringCatalogReader.parse(data: catalog, source: "mem.xcstrings")
        }
    }

    @Test("an unpaired surrogate in a UTF-16 file names line, column and byte")
    func unpairedSurrogate() {
        let path = Fixtures.path("UnpairedSurrogate.strings")
        do {
            _ = try StringsFileReader.read(path: path)
            Issue.record("accepted")
        } catch {
            #expect(
                error
                    == InputError(
                        path: path, kind: .encoding, line: 1, column: 8,
                        message: "unpaired UTF-16 surrogate 0xD83D at byte 16"))
            #expect(error.description == "\(path):1:8: unpaired UTF-16 surrogate 0xD83D at byte 16")
        }
    }

    @Test("a missing file, and a directory where a file should be")
    func missingAndUnreadable() throws {
        #expect(
            throws: InputError(
                path: "/nonexistent/de.lproj/Localizable.strings", kind: .notFound, message: "no such file")
        ) {
            try StringsReader.read(path: "/nonexistent/de.lproj/Localizable.strings")
        }
        let scratch = try ScratchDirectory("TypeFitStringsTests")
        defer { scratch.remove() }
        let directory = scratch.path
        let folder = directory + "/Folder.xcstrings"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(throws: InputError(path: folder, kind: .unreadable, message: "is a directory, not a file")) {
            try StringsReader.read(path: folder)
        }
        #expect(throws: InputError(path: "/nonexistent/c.json", kind: .notFound, message: "no such file")) {
            try ConstraintsFile.read(path: "/nonexistent/c.json")
        }
    }

    @Test("a file over 64 MiB is refused before it is read")
    func tooLarge() throws {
        #expect(StringsLimits.standard == StringsLimits(maximumFileBytes: 67_108_864, maximumStrings: 1_000_000))
        let scratch = try ScratchDirectory("TypeFitStringsTests")
        defer { scratch.remove() }
        let directory = scratch.path
        let path = directory + "/Huge.xcstrings"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 64 << 20 + 1)  // sparse: nothing is written
        try handle.close()
        #expect(
            throws: InputError(
                path: path, kind: .tooLarge,
                message: "file is 67108865 bytes, over the limit of 67108864 bytes; refusing to read it")
        ) {
            try StringsReader.read(path: path)
        }
        #expect(
            throws: InputError(
                path: "mem.strings", kind: .tooLarge,
                message: "file is 10 bytes, over the limit of 9 bytes; refusing to read it")
        ) {
            try StringsFileReader.parse(
                data: Data(#""a" = "b";"#.utf8), source: "mem.strings", limits: StringsLimits(maximumFileBytes: 9))
        }
    }

    @Test(
        "more strings than the limit are refused",
        arguments: [
            ("Catalog.xcstrings", 28), ("de.lproj/Localizable.strings", 8), ("ar.lproj/Localizable.stringsdict", 12),
            ("strings.json", 3), ("lines.txt", 3),
        ])
    func tooManyStrings(name: String, limit: Int) throws {
        let path = Fixtures.path(name)
        #expect(
            throws: InputError(
                path: path, kind: .tooManyStrings,
                message: "more than \(limit) strings; refusing to read (split the file, or raise the limit)")
        ) {
            try StringsReader.read(path: path, limits: StringsLimits(maximumStrings: limit))
        }
        #expect(try StringsReader.read(path: path, limits: StringsLimits(maximumStrings: limit + 1)).count == limit + 1)
    }
}
