import Foundation
import Testing
import TypeFitInput

/// Every JSON and property-list document TypeFit reads goes through ``DocumentReader``: its
/// errors name the file, the key path and, in JSON, the line that key path starts on.
@Suite("Document reader")
struct DocumentReaderTests {
    static let scale = """
        {
          "name": "App",
          "entries": [
            {"name": "body", "size": 17},
            {
              "name": "title",
              "weight": "heavyish"
            }
          ],
          "fonts": {"Inter Display": {"regular": "InterDisplay-Regular"}}
        }
        """

    static func read(_ json: String, source: String = "scale.json") throws(InputError) -> DocumentReader {
        try DocumentReader.json(Array(json.utf8), source: source, maximumBytes: 1 << 20)
    }

    @Test("an error deep in a JSON document names its file, line and key path")
    func lineOfKeyPath() throws {
        let root = try Self.read(Self.scale)
        let entries = try #require(try root.object()["entries"]).array()
        let weight = try #require(try entries[1].object()["weight"])
        let error = weight.error("unknown weight 'heavyish'")
        #expect(
            error
                == InputError(
                    path: "scale.json", line: 7, keyPath: "entries[1].weight", message: "unknown weight 'heavyish'"))
        #expect(error.description == "scale.json:7: entries[1].weight: unknown weight 'heavyish'")
        // An array element is on the line it starts on; the root has no line.
        #expect(entries[1].line == 5)
        #expect(entries[0].line == 4)
        #expect(root.line == nil)
        #expect(root.error("missing key 'x'").description == "scale.json: missing key 'x'")
    }

    @Test("a key that is not a plain name is written in brackets, and still found on its line")
    func quotedKey() throws {
        let fonts = try #require(try Self.read(Self.scale).object()["fonts"]).object()
        let family = try #require(fonts["Inter Display"])
        #expect(family.keyPath == #"fonts["Inter Display"]"#)
        #expect(family.line == 10)
        #expect(DocumentReader.quoted("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
    }

    @Test("a repeated key: the value kept is the last one, and so is its line")
    func repeatedKey() throws {
        let root = try Self.read("{\n\"a\": 1,\n\"b\": 2,\n\"a\": \"three\"\n}")
        let a = try #require(try root.object()["a"])
        #expect(try a.string() == "three")
        #expect(a.line == 4)
    }

    @Test("unknown keys and wrong types name the key path, the type found and what was expected")
    func strictValues() throws {
        let root = try Self.read(#"{"size": true, "name": null, "extra": [1]}"#)
        let fields = try root.object()
        #expect(
            throws: InputError(
                path: "scale.json", line: 1, keyPath: "size", message: "expected a number, found a boolean")
        ) {
            try fields["size"]!.number()
        }
        #expect(
            throws: InputError(path: "scale.json", line: 1, keyPath: "name", message: "expected a string, found null")
        ) {
            try fields["name"]!.string()
        }
        #expect(
            throws: InputError(
                path: "scale.json", line: 1, keyPath: "extra", message: "unknown key (allowed: name, size)")
        ) {
            try root.object(allowing: ["name", "size"])
        }
        enum Mode: String, CaseIterable { case tail, head }
        #expect(
            throws: InputError(
                path: "scale.json", line: 1, keyPath: "size", message: "expected a string, found a boolean")
        ) {
            try fields["size"]!.choice(of: Mode.self)
        }
        let mode = try Self.read(#"{"mode": "middle"}"#).object()["mode"]!
        #expect(
            throws: InputError(
                path: "scale.json", line: 1, keyPath: "mode",
                message: "unknown truncation mode 'middle' (accepted: tail, head)")
        ) {
            try mode.choice(of: Mode.self, what: "truncation mode")
        }
    }

    @Test(
        "malformed JSON is a syntax error with Foundation's reason and, where it names a character, the line and column"
    )
    func malformedJSON() {
        do {
            _ = try Self.read("{\n  \"a\": 1,\n  \"b\": }\n")
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.message.hasPrefix("malformed JSON: "))
            #expect(error.line == 3, "\(error)")
        }
    }

    @Test("a JSON Lines record counts its lines from the record's, and whole-record errors name it")
    func recordLine() throws {
        let root = try DocumentReader.json(
            Array(#"{"size": "big"}"#.utf8), source: "-", maximumBytes: 100, recordLine: 12)
        #expect(root.error("missing key 'text'").description == "-:12: missing key 'text'")
        #expect(try root.object()["size"]!.line == 12)
        #expect(
            throws: InputError(
                path: "-", kind: .encoding, line: 12, column: 2, message: "invalid UTF-8 (byte 0xFF) at byte 1")
        ) {
            try DocumentReader.json([0x7B, 0xFF, 0x7D], source: "-", maximumBytes: 100, recordLine: 12)
        }
    }

    @Test("documents over their size limit are refused before they are parsed, naming what they are")
    func sizeLimit() {
        #expect(
            throws: InputError(
                path: "c.xcstrings", kind: .tooLarge,
                message: "catalog is 11 bytes, over the limit of 10 bytes; refusing to read it")
        ) {
            try DocumentReader.json(
                Array(#"{"a": "bc"}"#.utf8), source: "c.xcstrings", maximumBytes: 10, what: "catalog")
        }
        #expect(
            throws: InputError(
                path: "Info.plist", kind: .tooLarge,
                message: "file is 11 bytes, over the limit of 10 bytes; refusing to read it")
        ) {
            try DocumentReader.propertyList(Array(repeating: 0x20, count: 11), source: "Info.plist", maximumBytes: 10)
        }
    }

    @Test("property lists: XML and binary are read, XML is decoded strictly, a broken one is a syntax error")
    func propertyLists() throws {
        let dictionary: [String: Any] = ["UIAppFonts": ["Inter.ttf"], "Count": 3]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: format, options: 0)
            let root = try DocumentReader.propertyList(data, source: "Info.plist", maximumBytes: 1 << 20)
            let fonts = try #require(try root.object()["UIAppFonts"]).array()
            #expect(try fonts.map { try $0.string() } == ["Inter.ttf"])
            #expect(fonts[0].keyPath == "UIAppFonts[0]")
            #expect(fonts[0].line == nil)  // a property list has no line positions here
        }
        let xml =
            Array(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><string>caf"#.utf8) + [0xE9]
            + Array("</string></plist>".utf8)
        #expect(
            throws: InputError(
                path: "Info.plist", kind: .encoding, line: 1, column: 71,
                message: "invalid UTF-8 (byte 0xE9) at byte 70")
        ) {
            try DocumentReader.propertyList(xml, source: "Info.plist", maximumBytes: 1 << 20)
        }
        do {
            _ = try DocumentReader.propertyList(
                Array("<plist><dict><key>a</key></plist>".utf8), source: "Info.plist", maximumBytes: 1 << 20)
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .syntax && error.message.hasPrefix("malformed property list: "), "\(error)")
        }
    }
}
