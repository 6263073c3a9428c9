import Foundation
import Testing
import TypeFitTestSupport

/// The fallback iOS would use, end to end: `typefit shape` names stand-in faces, and the check's
/// summaries count approximate cells with their reasons.
@Suite("Fallback in the CLI")
struct FallbackCommandTests {
    @Test("shape: the Arabic comma after Latin is measured in Noto Sans Arabic, marked as SF Arabic's stand-in")
    func shapeComma() throws {
        let run = try TypeFitProcess.run("shape", "abc، مرفق")
        #expect(run.status == 0)
        #expect(!run.stderr.contains("missing glyphs"), "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        let comma = try #require(lines.first { $0.hasPrefix("\"،") })
        #expect(comma.contains("NotoSansArabic-Regular (fallback, stands in for SF Arabic)"))
        #expect(run.stdout.contains("approximate: Noto Sans Arabic stands in for SF Arabic"))
        #expect(!run.stdout.contains("missing glyphs"))

        let json = try TypeFitProcess.run("shape", "abc، مرفق", "--format", "json")
        let object = try #require(json.jsonObject)
        #expect(object["missingGlyphs"] as? Int == 0)
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(
            runs.contains {
                ($0["text"] as? String)?.hasPrefix("،") == true && $0["standsInFor"] as? String == "SF Arabic"
            })
    }

    @Test("check: the text and JSON summaries count approximate cells and give the reasons")
    func checkSummary() throws {
        let scratch = try ScratchDirectory("fallback")
        defer { scratch.remove() }
        let directory = try scratch.makeDirectory("ar.lproj")
        let file = directory.appendingPathComponent("Localizable.strings").path
        try Data(#""attach" = "abc، مرفق";\#n"ok" = "OK";\#n"#.utf8).write(to: URL(fileURLWithPath: file))
        let text = try TypeFitProcess.run("check", "--strings", file, "--entry", "body", "--width", "320")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.contains(
                "approximate: 12 of 24 cells (string × size); Noto Sans Arabic stands in for SF Arabic (1 result, 12 cells)"
            ), "\(text.stdout)")
        let json = try TypeFitProcess.run(
            "check", "--strings", file, "--entry", "body", "--width", "320", "--format", "json")
        let summary = try #require(json.jsonObject?["summary"] as? [String: Any])
        #expect(summary["approximateCells"] as? Int == 12)
        #expect(summary["cells"] as? Int == 24)
        let reasons = try #require(summary["approximationReasons"] as? [[String: Any]])
        #expect(reasons.first?["reason"] as? String == "Noto Sans Arabic stands in for SF Arabic")
        #expect(reasons.first?["results"] as? Int == 1)
    }
}
