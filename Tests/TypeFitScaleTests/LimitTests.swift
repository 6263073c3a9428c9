import Foundation
import Testing
import TypeFitInput
import TypeFitTestSupport

@testable import TypeFitScale

/// Type scales, style dictionaries and Info.plists beyond the documented bounds are refused with
/// the file and key path, before they can cost unbounded time or memory.
@Suite("Type scale limits")
struct TypeScaleLimitTests {
    /// A scale whose only entry has `fields` added.
    static func entry(_ fields: String) -> String {
        #"{"entries": [{"name": "a", "font": "Inter", "size": 17, "textStyle": "body", \#(fields)}]}"#
    }

    @Test("the limits are documented values")
    func values() {
        #expect(TypeScale.maximumFileBytes == 16_777_216)
        #expect(TypeScale.maximumEntries == 1_000)
        #expect(TypeScale.maximumFamilies == 1_000)
        #expect(TypeScale.maximumFeaturesPerEntry == 64)
        #expect(TypeScale.maximumLineSpacing == 1_000)
        #expect(TypeScale.maximumTracking == 1_000)
    }

    @Test(
        "absurd values are refused, naming the key",
        arguments: [
            (
                entry(#""lineSpacing": 1000.5"#), "entries[0].lineSpacing",
                "lineSpacing must be at most 1000 points, found 1000.5"
            ),
            (
                entry(#""tracking": 1e300"#), "entries[0].tracking",
                "tracking must be between -1000 and 1000 points, found 1e+300"
            ),
            (
                entry(#""tracking": -1001"#), "entries[0].tracking",
                "tracking must be between -1000 and 1000 points, found -1001.0"
            ),
            (
                entry(#""size": 1e308"#).replacingOccurrences(of: #""size": 17, "#, with: ""), "entries[0].size",
                "size must be more than 0 and at most 1000 points, found 1e+308"
            ),
            (
                entry(#""features": [\#(Array(repeating: #""tnum""#, count: 65).joined(separator: ","))]"#),
                "entries[0].features",
                "65 features, over the limit of 64"
            ),
        ])
    func absurdValues(json: String, keyPath: String, message: String) {
        let kind: InputError.Kind = message.contains("over the limit") ? .tooLarge : .invalidValue
        #expect(throws: InputError(path: "scale.json", kind: kind, line: 1, keyPath: keyPath, message: message)) {
            try TypeScale.parse(Data(json.utf8), source: "scale.json")
        }
    }

    @Test("the largest allowed values are accepted")
    func boundaries() throws {
        let scale = try TypeScale.parse(
            Data(Self.entry(#""lineSpacing": 1000, "tracking": -1000"#).utf8), source: "scale.json")
        #expect(scale.entries.first?.lineSpacing == 1000)
        #expect(scale.entries.first?.tracking == -1000)
    }

    @Test("more than 1,000 entries or font families are refused")
    func tooManyEntriesAndFamilies() throws {
        let entries = (0...1_000).map { #"{"name": "e\#($0)", "textStyle": "body"}"# }.joined(separator: ",")
        #expect(
            throws: InputError(
                path: "scale.json", kind: .tooLarge, line: 1, keyPath: "entries",
                message: "1001 entries, over the limit of 1000")
        ) {
            try TypeScale.parse(Data(#"{"entries": [\#(entries)]}"#.utf8), source: "scale.json")
        }
        let atLimit = (0..<1_000).map { #"{"name": "e\#($0)", "textStyle": "body"}"# }.joined(separator: ",")
        #expect(
            try TypeScale.parse(Data(#"{"entries": [\#(atLimit)]}"#.utf8), source: "scale.json").entries.count == 1_000)
        let families = (0...1_000).map { #""F\#($0)": {"regular": "F\#($0)-Regular"}"# }.joined(separator: ",")
        #expect(
            throws: InputError(
                path: "scale.json", kind: .tooLarge, line: 1, keyPath: "fonts",
                message: "1001 font families, over the limit of 1000")
        ) {
            try TypeScale.parse(
                Data(#"{"fonts": {\#(families)}, "entries": [{"name": "a", "textStyle": "body"}]}"#.utf8),
                source: "scale.json")
        }
    }

    @Test("a document over 16 MiB is refused; a file over it is refused before it is read")
    func tooLarge() throws {
        let big = Data(count: TypeScale.maximumFileBytes + 1)
        #expect(
            throws: InputError(
                path: "big.json", kind: .tooLarge,
                message: "document is 16777217 bytes, over the limit of 16777216 bytes; refusing to read it")
        ) {
            try TypeScale.parse(big, source: "big.json")
        }
        #expect(
            throws: InputError(
                path: "big.plist", kind: .tooLarge,
                message: "document is 16777217 bytes, over the limit of 16777216 bytes; refusing to read it")
        ) {
            try TypeScale.parseStyleDictionary(big, source: "big.plist")
        }
        let scratch = try ScratchDirectory("typefit-scale-limits")
        defer { scratch.remove() }
        let directory = scratch.url
        for name in ["scale.json", "styles.plist", "Info.plist"] {
            let path = directory.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: 1 << 34)  // sparse: 16 GiB that are never read
            try handle.close()
            let refusal = InputError(
                path: path, kind: .tooLarge,
                message: "file is 17179869184 bytes, over the limit of 16777216 bytes; refusing to read it")
            #expect(throws: refusal) { try TypeScale.load(path: path) }
            #expect(throws: refusal) { try TypeScale.loadStyleDictionary(path: path) }
            #expect(throws: refusal) { try TypeScale.readDocument(path: path) }
            #expect(throws: refusal) { try AppFontRegistration.read(infoPlist: path) }
        }
        #expect(throws: InputError(path: directory.path, kind: .unreadable, message: "is a directory, not a file")) {
            try TypeScale.load(path: directory.path)
        }
    }
}
