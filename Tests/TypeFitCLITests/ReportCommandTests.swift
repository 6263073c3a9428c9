import Foundation
import Testing
import TypeFit
import TypeFitTestSupport

/// `typefit report`, the main job, as a user runs it.
@Suite("typefit report")
struct ReportCommandTests {
    @Test("with no arguments: the default matrix, truncations listed, exit 1")
    func defaultReport() throws {
        let run = try TypeFitProcess.run("report")
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix("TypeFit report · Default (Inter) · 80 strings × 9 entries · width 361 pt · ≤ 2 lines")
        )
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("entry ") && $0.contains("AX5") })
        #expect(header.contains("large*"))
        for entry in ["display", "title", "headline", "body", "caption", "mono"] {
            #expect(lines.contains { $0.hasPrefix(entry + " ") }, "row \(entry)")
        }
        #expect(run.stdout.contains("First truncations ("))
        #expect(!run.stdout.contains("\u{1B}["))  // no colour when not a terminal
    }

    @Test("JSON: every result with its first truncated size and per-size outcomes")
    func json() throws {
        let run = try TypeFitProcess.run("report", "--format", "json")
        #expect(run.status == 1)
        let document = try #require(run.jsonObject)
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == 720)
        let summary = try #require(document["summary"] as? [String: Any])
        let checked = summary["checked"] as? Int
        #expect(checked == 720)
        let truncating = results.filter { $0["firstTruncatedSize"] is String }.count
        let reported = summary["truncating"] as? Int
        #expect(reported == truncating)
        // A short label in body fits everywhere in 361 pt.
        let continueBody = try #require(
            results.first {
                ($0["key"] as? String) == "button.continue" && ($0["locale"] as? String) == "en"
                    && ($0["entry"] as? String) == "body"
            })
        #expect(continueBody["firstTruncatedSize"] is NSNull || continueBody["firstTruncatedSize"] == nil)
        #expect(document["schemaVersion"] as? Int == 2)
        #expect((continueBody["lines"] as? [Int])?.count == 12)
        #expect(continueBody["fits"] == nil, "fits is left out when the text fits at every size")
        let decoded = try #require(
            try run.checkReport().results.first {
                $0.key == "button.continue" && $0.locale == "en" && $0.entry.name == "body"
            })
        #expect(decoded.sizes.count == 12)
        #expect(decoded.sizes[.accessibility5]?.fits == true)
    }

    @Test("a wide unlimited container fits everything: exit 0")
    func everythingFits() throws {
        let run = try TypeFitProcess.run("report", "--width", "5000", "--lines", "0")
        #expect(run.status == 0)
        #expect(run.stdout.contains("Everything fits at every size."))
    }

    @Test("bad input exits 2 with the file named; --output is written atomically")
    func badInputAndOutput() throws {
        let missing = try TypeFitProcess.run("report", "--strings", "/nonexistent/Localizable.xcstrings")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/Localizable.xcstrings"))
        let zero = try TypeFitProcess.run("report", "--width", "0")
        #expect(zero.status == 2)
        let scratch = try ScratchDirectory("report")
        defer { scratch.remove() }
        let output = scratch.path("report.json")
        let written = try TypeFitProcess.run("report", "--format", "json", "--output", output)
        #expect(written.status == 1)
        #expect(written.stdout.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["summary"] != nil)
        let unwritable = try TypeFitProcess.run("report", "--output", "/nonexistent/dir/report.txt")
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("/nonexistent/dir/report.txt: cannot write output"))
    }
}
