import Foundation
import Testing
import TypeFitInput
import TypeFitLayout
import TypeFitShaping

@testable import TypeFitCheck

/// One JSON Lines request of `typefit measure`, parsed by the library type the command and the
/// fuzzer share.
@Suite("Measure requests")
struct MeasureRequestTests {
    static func parse(_ line: String) throws(InputError) -> MeasureRequest {
        try MeasureRequest.parse(Array(line.utf8), source: "requests.jsonl", line: 3)
    }

    @Test("every field is read")
    func fields() throws {
        let request = try Self.parse(
            #"{"text": "Hi", "font": {"family": "Inter", "weight": 600.7, "italic": true}, "size": 17, "width": 320, "lineLimit": 2, "strategy": "greedy", "truncation": "middle", "locale": "de", "features": ["tnum"]}"#
        )
        #expect(request.text == "Hi")
        #expect(request.font == .family("Inter", weight: 600, italic: true))
        #expect(request.size == 17)
        #expect(request.options == LayoutOptions(width: 320, strategy: .greedy, lineLimit: 2, truncationMode: .middle))
        #expect(request.locale == "de")
        #expect(request.features == [FontFeature("tnum")!])
        #expect(try Self.parse(#"{"text": "", "size": 1}"#) == MeasureRequest(text: "", size: 1))
        let library = try BundledFonts.library()
        #expect(try request.face(in: library).postScriptName == "Inter-SemiBoldItalic")
        #expect(try MeasureRequest(text: "", size: 1).face(in: library).postScriptName == "Inter-Regular")
    }

    @Test(
        "a bad request names its line, key and problem",
        arguments: [
            (
                #"{"text": "x", "size": 17, "font": {"family": "Inter", "weight": 1e300}}"#, "font.weight",
                "must be 1–1000, found 1e+300"
            ),
            (
                #"{"text": "x", "size": 17, "font": {"family": "Inter", "weight": -5}}"#, "font.weight",
                "must be 1–1000, found -5.0"
            ),
            (#"{"text": "x", "size": 17, "font": {"weight": 400}}"#, "font", "missing key 'family'"),
            (
                #"{"text": "x", "size": 17, "font": {"family": "Inter", "slant": 1}}"#, "font.slant",
                "unknown key (allowed: family, italic, weight)"
            ),
            (
                #"{"text": "x", "size": 17, "font": 7}"#, "font",
                #"expected a PostScript name or {"family", "weight", "italic"}, found a number"#
            ),
            (#"{"text": "x", "size": 17, "width": -0.0}"#, "width", "must be more than 0 points, found -0.0"),
            (#"{"text": "x", "size": true}"#, "size", "expected a number, found a boolean"),
            (#"{"text": "x"}"#, "", "missing key 'size'"),
            (#"{"text": "x", "size": 17, "lineLimit": 1.5}"#, "lineLimit", "must be a whole number, found 1.5"),
            (#"{"text": "x", "size": 17, "locale": 5}"#, "locale", "expected a string, found a number"),
            (
                #"{"text": "x", "size": 17, "features": ["tnum", 1]}"#, "features[1]",
                "expected a string, found a number"
            ),
            (
                #"{"text": "x", "size": 17, "strategy": "optimal"}"#, "strategy",
                "unknown strategy 'optimal' (accepted: greedy, standard)"
            ),
            (#"[1]"#, "", "expected an object, found an array"),
        ])
    func badRequests(line: String, keyPath: String, message: String) {
        #expect(throws: InputError(path: "requests.jsonl", line: 3, keyPath: keyPath, message: message)) {
            try Self.parse(line)
        }
    }

    @Test("malformed JSON and invalid UTF-8 are syntax and encoding errors on the request's line")
    func unreadable() {
        #expect(throws: InputError.self) { try Self.parse("{") }
        do {
            _ = try Self.parse(#"{"text": "x", "size": }"#)
        } catch {
            #expect(error.kind == .syntax && error.line == 3 && error.message.hasPrefix("malformed JSON"), "\(error)")
        }
        #expect(
            throws: InputError(
                path: "requests.jsonl", kind: .encoding, line: 3, column: 11,
                message: "invalid UTF-8 (byte 0xFF) at byte 10")
        ) {
            try MeasureRequest.parse(
                Array(#"{"text": ""#.utf8) + [0xFF] + Array(#"", "size": 1}"#.utf8), source: "requests.jsonl", line: 3)
        }
    }

    @Test("a line over 8 MiB is refused before it is decoded")
    func hugeLine() {
        let line = [UInt8](repeating: 0xFF, count: MeasureRequest.maximumLineBytes + 1)  // not even UTF-8
        #expect(
            throws: InputError(
                path: "requests.jsonl", kind: .tooLarge, line: 7,
                message: "the line is 8388609 bytes, over the limit of 8388608 bytes; refusing to read it")
        ) {
            try MeasureRequest.parse(line, source: "requests.jsonl", line: 7)
        }
    }

    @Test("a text over 1 Mi UTF-16 code units is refused before it is shaped; one at the limit is read")
    func longText() throws {
        let limit = MeasureRequest.maximumTextUTF16Count
        #expect(limit == 1_048_576)
        // Counted in UTF-16 code units: an emoji is two.
        let emoji = String(repeating: "a", count: limit - 1) + "😀"
        #expect(
            throws: InputError(
                path: "requests.jsonl", kind: .stringTooLong, line: 3, keyPath: "text",
                message: "is 1048577 UTF-16 code units long, over the limit of 1048576")
        ) {
            try Self.parse(#"{"text": "\#(emoji)", "size": 17}"#)
        }
        #expect(
            try Self.parse(#"{"text": "\#(String(repeating: "a", count: limit))", "size": 17}"#).text.utf16.count
                == limit)
    }
}
