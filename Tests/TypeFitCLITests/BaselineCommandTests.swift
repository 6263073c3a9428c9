import Foundation
import Testing
import TypeFit
import TypeFitReport
import TypeFitTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `typefit baseline` and the CI formats of `typefit check`, end to end.
@Suite("typefit baseline and CI formats")
struct BaselineCommandTests {
    static let fixtures = TestFixtures.directory(of: "TypeFitCLITests")
    static let inputs = ["--strings", fixtures + "/App.xcstrings", "--entry", "body", "--lines", "1"]

    /// A path named `name` in a new scratch directory (nothing is created there).
    static func scratch(_ name: String) throws -> String {
        try ScratchDirectory("typefit-baseline").path(name)
    }

    @Test("record, then compare an unchanged tree: no change, exit 0")
    func unchanged() throws {
        let baseline = try Self.scratch("baseline.json")
        let record = try TypeFitProcess.run(["baseline", "record", "--output", baseline] + Self.inputs)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("recorded 7 results at 12 sizes"))
        let compare = try TypeFitProcess.run(["baseline", "compare", baseline] + Self.inputs)
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("7 results compared: no changes."))
    }

    @Test(
        "the baseline is small JSON Lines holding the check's own lines, verdicts and heights; a format-1 file still compares"
    )
    func sameData() throws {
        let baseline = try Self.scratch("baseline.jsonl")
        defer { ScratchDirectory.remove(URL(fileURLWithPath: baseline).deletingLastPathComponent()) }
        let record = try TypeFitProcess.run("baseline", "record", "--output", baseline)
        #expect(record.status == 0, "\(record.stderr)")
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 721, "a header and one line per result (720)")
        #expect(!text.contains("\"heights\""), "every height follows from the lines and the entry's line height")
        let check = try TypeFitProcess.run("check", "--format", "json")
        let expected = Baseline(report: try check.checkReport())
        let recorded = try Baseline.read(path: baseline)
        #expect(recorded.results == expected.results)
        #expect(recorded.results.map(\.id) == recorded.results.map(\.id).sorted())
        let old = try Self.scratch("baseline-format1.json")
        defer { ScratchDirectory.remove(URL(fileURLWithPath: old).deletingLastPathComponent()) }
        try recorded.formatOneData().write(to: URL(fileURLWithPath: old))
        let compare = try TypeFitProcess.run("baseline", "compare", old)
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("720 results compared: no changes."))
    }

    @Test("a narrowed width reports the new truncations as regressions, exit 1")
    func narrowed() throws {
        let baseline = try Self.scratch("baseline.json")
        #expect(try TypeFitProcess.run(["baseline", "record", "--output", baseline] + Self.inputs).status == 0)
        let compare = try TypeFitProcess.run(
            ["baseline", "compare", baseline, "--width", "100", "--format", "json"] + Self.inputs)
        #expect(compare.status == 1)
        let document = try #require(compare.jsonObject)
        let blocks = try #require(document["blocks"] as? [[String: Any]])
        let newTruncations = blocks.filter { block in
            (block["locales"] as? [[String: Any]] ?? []).contains { ($0["verdict"] as? String) == "newTruncation" }
        }
        #expect(!newTruncations.isEmpty)
        #expect(
            newTruncations.allSatisfy { block in
                (block["locales"] as? [[String: Any]] ?? []).contains { ($0["regression"] as? Bool) == true }
            })
        #expect(newTruncations.compactMap { $0["key"] as? String }.contains("tab.notifications"))
        let summary = try #require(document["summary"] as? [String: Any])
        #expect((summary["newTruncations"] as? [[String: Any]])?.isEmpty == false)
        #expect((document["baseline"] as? [String: Any])?["file"] as? String == baseline)
    }

    @Test("comparing two type scales on the same strings")
    func typefaceSwap() throws {
        let run = try TypeFitProcess.run(
            ["baseline", "compare", "--scale", "builtin:inter", "--against", "builtin:system"] + Self.inputs)
        #expect(run.status == 0 || run.status == 1)
        #expect(run.stdout.contains("Baseline:  builtin:inter (scale Default (Inter)"))
        #expect(run.stdout.contains("Candidate: builtin:system (scale Default (system font)"))
        #expect(run.stdout.contains("cells changed height or width without changing a verdict; --verbose lists them"))
        let verbose = try TypeFitProcess.run(
            ["baseline", "compare", "--scale", "builtin:inter", "--against", "builtin:system", "--verbose"]
                + Self.inputs)
        #expect(verbose.stdout.contains("cells changed height or width without changing a verdict:\n"))
        let neither = try TypeFitProcess.run("baseline", "compare")
        #expect(neither.status == 2)
    }

    @Test("a malformed baseline file exits 2 naming it")
    func badBaseline() throws {
        let path = try Self.scratch("broken.json")
        try Data("{\"format\": ".utf8).write(to: URL(fileURLWithPath: path))
        let run = try TypeFitProcess.run(["baseline", "compare", path] + Self.inputs)
        #expect(run.status == 2)
        #expect(run.stderr.contains(path))
    }

    @Test("check --format junit: one failing test case per truncating string, valid XML")
    func junit() throws {
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings",
            "--constraints", Self.fixtures + "/constraints.json", "--format", "junit")
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        let counter = ElementCounter()
        let parser = XMLParser(data: Data(run.stdout.utf8))
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.counts["testcase"] == 7)
        #expect(counter.counts["failure"] == 2)
        #expect(run.stdout.contains("truncates from accessibility4"))
    }

    @Test("check --format sarif: SARIF 2.1.0 with one result per truncating string, located in the catalog")
    func sarif() throws {
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings",
            "--constraints", Self.fixtures + "/constraints.json", "--format", "sarif")
        #expect(run.status == 1)
        let document = try #require(run.jsonObject)
        #expect(document["version"] as? String == "2.1.0")
        let runs = try #require(document["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let levels = results.compactMap { $0["level"] as? String }.sorted()
        #expect(levels == ["error", "warning"])  // xSmall is at or below the default size, accessibility4 is not
        let location = try #require(
            (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
        #expect(uri.hasSuffix("App.xcstrings"))
    }
}

/// Counts XML elements by name.
final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        counts[name, default: 0] += 1
    }
}
