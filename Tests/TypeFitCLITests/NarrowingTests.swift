import Foundation
import Testing
import TypeFit
import TypeFitTestSupport

/// Options and constraint rules that narrow a run, end to end: what matches nothing is an error
/// (exit 2) with a suggestion; skip, variant and entry rules; the width each result was laid out
/// in; `report` and `baseline` narrowed like `check`.
@Suite("narrowing a run: --locale, --entry, --sizes, skip, variants, entries")
struct NarrowingTests {
    static let fixtures = CheckCommandTests.fixtures
    static let catalog = fixtures + "/App.xcstrings"
    static let constraints = fixtures + "/constraints.json"

    /// A file in a fresh temporary directory, holding `text`.
    static func scratch(_ name: String, _ text: String = "") throws -> String {
        let directory = try ScratchDirectory("typefit-narrowing").url
        let path = directory.appendingPathComponent(name).path
        if !text.isEmpty { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        return path
    }

    @Test("--locale de-DE on a catalog with de exits 2, naming the locales there are and the closest")
    func unknownLocale() throws {
        let run = try TypeFitProcess.run("check", "--strings", Self.catalog, "--locale", "de-DE")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no strings in locale de-DE; locales: ar, de, en, ja; did you mean de?"))
        // Case and separators do not matter; each --locale must match.
        #expect(
            try TypeFitProcess.run("check", "--strings", Self.catalog, "--locale", "DE", "--entry", "body").status == 1)
        let second = try TypeFitProcess.run("check", "--strings", Self.catalog, "--locale", "de", "--locale", "fr")
        #expect(second.status == 2)
        #expect(second.stderr.contains("no strings in locale fr"))
    }

    @Test("--entry that matches nothing exits 2: unknown to the scale, or no string checked in it")
    func unmatchedEntry() throws {
        let unknown = try TypeFitProcess.run("check", "--strings", Self.catalog, "--entry", "bdy")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--entry bdy: no such entry"))
        #expect(unknown.stderr.contains("did you mean body?"))
        // The constraints file sets every string in body: nothing is checked in caption.
        let unused = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", Self.constraints, "--entry", "caption")
        #expect(unused.status == 2)
        #expect(unused.stderr.contains("--entry caption: no string is checked in caption"))
        #expect(unused.stderr.contains("entries checked: body"))
        // --entry narrows what the file chooses rather than being ignored.
        let body = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", Self.constraints,
            "--entry", "body", "--entry", "caption", "--format", "json")
        #expect(body.status == 2)
        let narrowed = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", Self.constraints,
            "--entry", "body", "--format", "json")
        #expect(narrowed.status == 1)
        #expect(try CheckCommandTests.results(narrowed).count == 7)
    }

    @Test("--sizes naming no size exits 2 with the closest name")
    func unmatchedSizes() throws {
        let run = try TypeFitProcess.run("check", "--strings", Self.catalog, "--sizes", "larg...AX2")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--sizes: unknown Dynamic Type size \"larg\""))
        #expect(run.stderr.contains("did you mean large?"))
    }

    @Test("a run that checks nothing exits 2 saying why; skipped strings are counted in the summary")
    func nothingToCheck() throws {
        let skipAll = try Self.scratch("skip-all.json", #"{"rules": [{"keys": "*", "skip": true}]}"#)
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", skipAll, "--entry", "body")
        #expect(run.status == 2)
        #expect(
            run.stderr.contains("nothing to check: every string (7) is skipped by a rule of \(skipAll)"))
        let empty = try Self.scratch("empty.json", "{}")
        let none = try TypeFitProcess.run("check", "--strings", empty)
        #expect(none.status == 2)
        #expect(none.stderr.contains("nothing to check: \(empty) hold no strings"))

        let skipSettings = try Self.scratch(
            "skip.json",
            """
            {"defaults": {"entry": "body", "width": 361, "lines": 1},
             "rules": [{"keys": "settings.*", "skip": true}, {"keys": ["tab.*"], "locales": ["ja"], "width": 80}]}
            """)
        let text = try TypeFitProcess.run("check", "--strings", Self.catalog, "--constraints", skipSettings)
        #expect(text.status == 1)
        #expect(text.stdout.contains("5 checked, 1 truncate, 2 skipped by rule;"))
        let json = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", skipSettings, "--format", "json")
        let summary = try #require(json.jsonObject?["summary"] as? [String: Any])
        #expect(summary["skippedByRule"] as? Int == 2)
        #expect(try CheckCommandTests.results(json).keys.allSatisfy { !$0.hasPrefix("settings.") })

        // Checked in every entry of the scale, a skipped string is counted once, not once per entry.
        let skipOnly = try Self.scratch("skip-only.json", #"{"rules": [{"keys": "settings.*", "skip": true}]}"#)
        let everyEntry = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", skipOnly, "--format", "json")
        let everySummary = try #require(everyEntry.jsonObject?["summary"] as? [String: Any])
        #expect(everySummary["skippedByRule"] as? Int == 2)
    }

    @Test(
        "check's table shows the width each truncating result was laid out in; a rule's width keeps the default insets out"
    )
    func widthColumn() throws {
        let file = try Self.scratch(
            "insets.json",
            """
            {"defaults": {"entry": "body", "device": "iPhone 16", "insets": 16, "lines": 1},
             "rules": [{"keys": "settings.*", "width": 150}, {"keys": ["tab.*"], "locales": ["ja"], "device": "iPhone SE (1st generation)", "insets": 130}]}
            """)
        let run = try TypeFitProcess.run("check", "--strings", Self.catalog, "--constraints", file)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first)
        #expect(header.contains("width pt"))
        let german = try #require(lines.first { $0.contains("settings.title") })
        #expect(german.split(separator: " ").contains("150"))
        let japanese = try #require(lines.first { $0.contains("tab.notifications") })
        #expect(japanese.split(separator: " ").contains("60"))  // 320 − 2 × 130
        let json = try TypeFitProcess.run("check", "--strings", Self.catalog, "--constraints", file, "--format", "json")
        let results = try json.checkReport().results
        #expect(
            results.first { $0.key == "settings.title" && $0.locale == "de" && $0.entry.name == "body" }?.constraint
                .width
                == 150)
        #expect(
            results.first { $0.key == "greeting" && $0.locale == "en" && $0.entry.name == "body" }?.constraint.width
                == 361)
    }

    @Test("variant and entry rules end to end: plural forms in their own containers, a rule only for one entry")
    func variantsAndEntries() throws {
        let strings = try Self.scratch(
            "Plural.xcstrings",
            """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "items": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "One item in your shopping basket"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}},
              "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Notification settings"}}}}}}
            """)
        let file = try Self.scratch(
            "rules.json",
            """
            {"defaults": {"width": 361, "lines": 1},
             "rules": [{"keys": "items", "variants": ["plural.one"], "width": 100},
                       {"keys": "items", "variants": "plural.other", "skip": true},
                       {"keys": "*", "entries": ["caption"], "width": 60},
                       {"keys": "nothing.*", "width": 10}]}
            """)
        let run = try TypeFitProcess.run(
            "check", "--strings", strings, "--constraints", file, "--entry", "body", "--entry", "caption",
            "--format", "json")
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(file): rules[3] matches no string"))
        let list = try #require(run.jsonObject?["results"] as? [[String: Any]])
        let report = try run.checkReport()
        func width(_ key: String, _ entry: String) -> Double? {
            report.results.first { $0.key == key && $0.entry.name == entry }?.constraint.width
        }
        // plural.one is 100 pt in body; in caption the first matching rule is still its variant rule.
        #expect(width("items", "body") == 100)
        #expect(width("title", "body") == 361)
        #expect(width("title", "caption") == 60)
        #expect(list.filter { $0["key"] as? String == "items" }.allSatisfy { $0["variant"] as? String == "plural.one" })
        #expect((run.jsonObject?["summary"] as? [String: Any])?["skippedByRule"] as? Int == 2)
    }

    @Test(
        "report takes --constraints, --locale, --entry and --sizes; different widths are named, and listed per result")
    func narrowedReport() throws {
        let run = try TypeFitProcess.run(
            "report", "--strings", Self.catalog, "--constraints", Self.constraints,
            "--locale", "de", "--locale", "ja", "--entry", "body", "--sizes", "large...AX5")
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("3 strings × 1 entry · widths 80–361 pt by constraints · ≤ 1 line") == true)
        let matrix = try #require(lines.first { $0.hasPrefix("entry ") })
        #expect(matrix.contains("large*") && matrix.contains("AX5") && !matrix.contains("xSmall"))
        #expect(lines.contains { $0.hasPrefix("body ") })
        let list = try #require(lines.first { $0.hasPrefix("from ") })
        #expect(list.contains("width pt"))
        let german = try #require(lines.first { $0.contains("settings.title") })
        #expect(german.split(separator: " ").contains("150"))
        let json = try TypeFitProcess.run(
            "report", "--strings", Self.catalog, "--constraints", Self.constraints,
            "--locale", "ja", "--entry", "body", "--sizes", "AX3...AX4", "--format", "json")
        let results = try #require(json.jsonObject?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(json.jsonObject?["sizes"] as? [String] == ["accessibility3", "accessibility4"])
        #expect((results.first?["lines"] as? [Int])?.count == 2)
        let mistake = try TypeFitProcess.run("report", "--strings", Self.catalog, "--locale", "ja-JP")
        #expect(mistake.status == 2)
        #expect(mistake.stderr.contains("did you mean ja?"))
    }

    @Test("baselines go through the same plan: skipped strings are absent, and compare still matches")
    func baselineSkips() throws {
        let file = try Self.scratch(
            "skip.json",
            #"{"defaults": {"entry": "body", "width": 361, "lines": 1}, "rules": [{"keys": "greeting", "skip": true}]}"#
        )
        let baseline = try Self.scratch("baseline.json")
        let inputs = ["--strings", Self.catalog, "--constraints", file]
        let record = try TypeFitProcess.run(["baseline", "record", "--output", baseline] + inputs)
        #expect(record.status == 0)
        #expect(record.stdout.contains("recorded 5 results"))
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(!text.contains("\"greeting\""))
        #expect(text.contains("\"settings.title\""))
        let compare = try TypeFitProcess.run(["baseline", "compare", baseline] + inputs)
        #expect(compare.status == 0)
        #expect(compare.stdout.contains("5 results compared: no changes."))
        let wrongLocale = try TypeFitProcess.run(["baseline", "compare", baseline, "--locale", "de-DE"] + inputs)
        #expect(wrongLocale.status == 2)
    }
}
