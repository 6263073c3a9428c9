import Foundation
import Testing
import TypeFitTestSupport

/// `typefit measure`: JSON Lines in, JSON Lines out, one bad line never stops the rest.
@Suite("typefit measure")
struct MeasureCommandTests {
    static func run(_ lines: [String], arguments: [String] = []) throws -> (status: Int32, results: [[String: Any]]) {
        let scratch = try ScratchDirectory("measure")
        defer { scratch.remove() }
        let input = scratch.path("requests.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: input))
        let run = try TypeFitProcess.run(["measure", "--input", input] + arguments)
        let results = try run.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        return (run.status, results)
    }

    @Test("results come back in order, with pushOut in standard and an orphan in greedy")
    func ordered() throws {
        let text = "Turn on notifications to hear about new episodes"
        let (status, results) = try Self.run([
            #"{"text": "\#(text)", "size": 17, "width": 200, "strategy": "greedy"}"#,
            #"{"text": "\#(text)", "size": 17, "width": 200}"#,
            #"{"text": "\#(text)", "size": 17}"#,
        ])
        #expect(status == 0)
        #expect(results.count == 3)
        let greedy = try #require(results[0]["lineWidths"] as? [Double])
        let standard = try #require(results[1]["lineWidths"] as? [Double])
        #expect(greedy.count == 3 && standard.count == 3)
        // Greedy leaves "episodes" alone on the last line; standard pushes "new" down to it.
        #expect(try #require(standard.last) > greedy.last! + 30)
        #expect(results[2]["lines"] as? Int == 1)
        #expect(greedy.allSatisfy { $0 <= 200 })
    }

    @Test("a line limit truncates with the visible text; fallback faces are named")
    func truncationAndFallback() throws {
        let (_, results) = try Self.run([
            #"{"text": "Benachrichtigungseinstellungen", "font": {"family": "Inter", "weight": 600}, "size": 34, "width": 320, "lineLimit": 1}"#,
            #"{"text": "設定を開く", "size": 17, "locale": "ja"}"#,
        ])
        let truncated = results[0]["truncated"] as? Bool
        let visible = results[0]["visibleText"] as? String ?? ""
        let face = results[0]["face"] as? String
        #expect(truncated == true)
        #expect(visible.hasSuffix("…") && visible.hasPrefix("Benachrichtigung"))
        #expect(face == "Inter-SemiBold")
        let fallback = results[1]["fallbackFaces"] as? [String]
        #expect(fallback == ["NotoSansCJKjp-Regular"])
    }

    @Test(
        "each bad request gives an error on its own line and the rest go on",
        arguments: [
            (#"{"text": "x", "size": -1}"#, "size: must be more than 0 and at most 10000 points, found -1.0"),
            (#"{"text": "x", "size": 17, "width": 0}"#, "width: must be more than 0 points"),
            (#"{"text": "x"}"#, "missing key 'size'"),
            (#"not json"#, "malformed JSON"),
            (#"{"text": "a\ud800b", "size": 17}"#, "malformed JSON"),
            (#"{"text": "x", "size": 17, "font": "Inter-Semibold"}"#, "closest: Inter-SemiBold"),
            (#"{"text": "x", "size": 17, "colour": "red"}"#, "colour: unknown key (allowed: features, font,"),
            (
                #"{"text": "x", "size": 17, "strategy": "optimal"}"#,
                "strategy: unknown strategy 'optimal' (accepted: greedy, standard)"
            ),
        ])
    func badLine(request: String, message: String) throws {
        let (status, results) = try Self.run([
            #"{"text": "first", "size": 17}"#, request, #"{"text": "last", "size": 17}"#,
        ])
        #expect(status == 0)
        #expect(results.count == 3)
        #expect(results[0]["lines"] as? Int == 1)
        let error = results[1]["error"] as? String ?? ""
        #expect(error.hasPrefix("line 2: "))
        #expect(error.contains(message), "\(error)")
        #expect(results[2]["lines"] as? Int == 1)
    }

    @Test("invalid UTF-8 on one line is an error on that line only")
    func invalidUTF8() throws {
        let scratch = try ScratchDirectory("measure")
        defer { scratch.remove() }
        let input = scratch.path("requests.jsonl")
        var bytes = Array(#"{"text": "ok", "size": 17}"#.utf8) + [0x0A]
        bytes += Array(#"{"text": "a"#.utf8) + [0xC3, 0x28] + Array(#"", "size": 17}"#.utf8) + [0x0A]
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        let run = try TypeFitProcess.run("measure", "--input", input)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].contains("line 2: invalid UTF-8"))
    }

    @Test("a missing input file exits 2")
    func missingInput() throws {
        let run = try TypeFitProcess.run("measure", "--input", "/nonexistent/requests.jsonl")
        #expect(run.status == 2)
        #expect(run.stderr.contains("/nonexistent/requests.jsonl"))
    }

    @Test("--fonts DIR still finds the bundled faces a request names, unless --no-bundled-fonts")
    func bundledFacesWithFonts() throws {
        let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
        let scratch = try ScratchDirectory("measure-fonts")
        defer { scratch.remove() }
        let directory = scratch.url
        try FileManager.default.copyItem(
            atPath: noto, toPath: directory.appendingPathComponent("NotoSans-Regular.ttf").path)
        let requests = [
            #"{"text": "Settings", "font": "Inter-Regular", "size": 17}"#,
            #"{"text": "Settings", "font": {"family": "Inter Display", "weight": 700}, "size": 34}"#,
            #"{"text": "Settings", "font": "NotoSans-Regular", "size": 17}"#,
        ]
        let (status, results) = try Self.run(requests, arguments: ["--fonts", directory.path])
        #expect(status == 0)
        #expect(results.map { $0["face"] as? String } == ["Inter-Regular", "InterDisplay-Bold", "NotoSans-Regular"])
        // The bundled face measures as it does without --fonts.
        let (_, plain) = try Self.run([requests[0]])
        #expect(results[0]["width"] as? Double == plain[0]["width"] as? Double)

        let (strictStatus, strict) = try Self.run(
            requests, arguments: ["--fonts", directory.path, "--no-bundled-fonts"])
        #expect(strictStatus == 0)
        #expect((strict[0]["error"] as? String)?.contains("no font with PostScript name 'Inter-Regular'") == true)
        #expect(strict[1]["error"] is String)
        #expect(strict[2]["face"] as? String == "NotoSans-Regular")
    }
}
