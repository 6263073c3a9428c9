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

    /// The fixture catalog in a scratch directory with `edits` (old text → new text) made, and
    /// the inputs that check it like ``inputs``.
    static func catalog(in scratch: ScratchDirectory, _ edits: [(String, String)] = []) throws -> [String] {
        var text = try String(contentsOfFile: fixtures + "/App.xcstrings", encoding: .utf8)
        for (old, new) in edits {
            #expect(text.contains("\"value\" : \"\(old)\""), "the fixture has \(old)")
            text = text.replacingOccurrences(of: "\"value\" : \"\(old)\"", with: "\"value\" : \"\(new)\"")
        }
        try scratch.write("App.xcstrings", text)
        return ["--strings", scratch.path("App.xcstrings"), "--entry", "body", "--lines", "1"]
    }

    /// Translations changed since the baseline: the German one now truncates, the English one
    /// still fits.
    static let edits = [("Info", "Mitteilungen und Benachrichtigungen verwalten"), ("Alerts", "Notices")]

    @Test("a changed translation: compare shows the old and the new text beside the verdicts, in text and JSON")
    func changedTranslation() throws {
        let scratch = try ScratchDirectory("typefit-baseline")
        defer { scratch.remove() }
        let baseline = scratch.path("baseline.jsonl")
        let record = try TypeFitProcess.run(
            ["baseline", "record", "--output", baseline] + (try Self.catalog(in: scratch)))
        #expect(record.status == 0, "\(record.stderr)")
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(recorded.contains(#"["body","de","tab.notifications",null,"111111111111",null,"Info"]"#))

        let changed = try Self.catalog(in: scratch, Self.edits)
        let compare = try TypeFitProcess.run(["baseline", "compare", baseline] + changed)
        #expect(compare.status == 1, "\(compare.stderr)")
        #expect(
            compare.stdout.hasSuffix(
                """
                7 results compared: 1 regression.
                New truncations: 1 (body: de 1)
                Fixed truncations: none
                Moved first truncations: none
                Line count changes: 0 results
                Text changes: 2 results

                body · tab.notifications
                  de: text changed “Info” → “Mitteilungen und Benachrichtigungen ver…”; now truncates at large…AX5 (regression)
                  en: text changed “Alerts” → “Notices”

                """), "\(compare.stdout)")

        let json = try TypeFitProcess.run(["baseline", "compare", baseline, "--format", "json"] + changed)
        #expect(json.status == 1)
        let document = try #require(json.jsonObject)
        #expect((document["summary"] as? [String: Any])?["textChanges"] as? Int == 2)
        let locales = (document["blocks"] as? [[String: Any]] ?? []).flatMap {
            $0["locales"] as? [[String: Any]] ?? []
        }
        let german = try #require(locales.first { $0["locale"] as? String == "de" })
        #expect(german["textBefore"] as? String == "Info")
        #expect(german["text"] as? String == "Mitteilungen und Benachrichtigungen verwalten")
        #expect(german["verdict"] as? String == "newTruncation")
        let english = try #require(locales.first { $0["locale"] as? String == "en" })
        #expect(english["textBefore"] as? String == "Alerts")
        #expect(english["text"] as? String == "Notices")
        #expect(english["verdict"] == nil)
    }

    @Test("a baseline recorded before texts were kept (format 2) still compares, and claims no text change")
    func baselineWithoutTexts() throws {
        let scratch = try ScratchDirectory("typefit-baseline")
        defer { scratch.remove() }
        let baseline = scratch.path("baseline.jsonl")
        #expect(
            try TypeFitProcess.run(["baseline", "record", "--output", baseline] + (try Self.catalog(in: scratch)))
                .status == 0)
        // As an earlier TypeFit wrote it: format 2, no text element on the result lines.
        var lines = try String(contentsOfFile: baseline, encoding: .utf8).split(separator: "\n").map(String.init)
        var header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        header["format"] = 2
        header["columns"] = ["entry", "locale", "key", "variant", "lines", "firstTruncatedSize"]
        lines[0] = String(decoding: try JSONSerialization.data(withJSONObject: header), as: UTF8.self)
        for index in lines.indices.dropFirst() {
            var fields = try #require(try JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [Any])
            fields.remove(at: 6)
            lines[index] = String(decoding: try JSONSerialization.data(withJSONObject: fields), as: UTF8.self)
        }
        try scratch.write("old.jsonl", lines.joined(separator: "\n") + "\n")

        let same = try TypeFitProcess.run(
            ["baseline", "compare", scratch.path("old.jsonl")] + (try Self.catalog(in: scratch)))
        #expect(same.status == 0, "\(same.stderr)")
        #expect(
            same.stdout.hasSuffix(
                "7 results compared: no changes.\n"
                    + "Text changes: unknown, the baseline records no texts (record it again to list them)\n"))
        let compare = try TypeFitProcess.run(
            ["baseline", "compare", scratch.path("old.jsonl")] + (try Self.catalog(in: scratch, Self.edits)))
        #expect(compare.status == 1, "\(compare.stderr)")
        #expect(
            compare.stdout.contains(
                """
                Line count changes: 0 results
                Text changes: unknown, the baseline records no texts (record it again to list them)

                body · tab.notifications
                  de “Mitteilungen und Benachrichtigungen ver…”: now truncates at large…AX5 (regression)

                """), "\(compare.stdout)")
        #expect(!compare.stdout.contains("text changed") && !compare.stdout.contains("“Info”"))
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
