import Foundation
import Testing
import TypeFitCheck
import TypeFitVocabulary

@testable import TypeFitReport

@Suite("Baseline diff (the review compare prints)")
struct BaselineDiffTests {
    let fixtures = ReportFixtures.self

    /// The diff of two reports, as `typefit baseline compare` builds it.
    func diff(_ before: CheckReport, _ after: CheckReport, baselineFile: String? = "base.jsonl") -> BaselineDiff {
        let (old, new) = (Baseline(report: before), Baseline(report: after))
        var texts: [Baseline.ResultID: String] = [:]
        for result in after.results { texts[result.id] = result.text }
        return BaselineDiff(
            BaselineComparison(baseline: old, current: new), old: old, new: new, baselineFile: baselineFile,
            candidateFile: "candidate.json", texts: texts)
    }

    /// A result that shows `lines` lines at `sizes` and one elsewhere.
    func wrapped(_ key: String, locale: String = "en", lines: Int, at sizes: [DynamicTypeSize]) -> CheckResult {
        fixtures.result(key: key, locale: locale) { outcomes in
            for size in sizes { outcomes[size]?.lines = lines }
        }
    }

    @Test("line count changes at consecutive sizes merge into one range with short size names")
    func rangeMerging() throws {
        let before = fixtures.report([fixtures.result(key: "k")])
        let after = fixtures.report([
            wrapped("k", lines: 2, at: [.small, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility5])
        ])
        let diff = diff(before, after)
        let locale = try #require(diff.blocks.first?.locales.first)
        #expect(
            locale.lines.map { "\($0.from)-\($0.to)" } == [
                "small-small", "xLarge-accessibility1", "accessibility5-accessibility5",
            ])
        #expect(BaselineDiff.parts(locale) == ["small: 1 → 2 lines", "xLarge…AX1: 1 → 2 lines", "AX5: 1 → 2 lines"])
        // Different counts at neighbouring sizes are separate ranges.
        let ranges = BaselineDiff.lineRanges([
            .init(
                kind: .lineCountChanged, result: .init(key: "k", locale: "en", entry: "body"), size: .large,
                linesBefore: 1, linesAfter: 2),
            .init(
                kind: .lineCountChanged, result: .init(key: "k", locale: "en", entry: "body"), size: .xLarge,
                linesBefore: 1, linesAfter: 3),
        ])
        #expect(ranges.count == 2)
        #expect(
            BaselineDiff.ranges([.accessibility2, .accessibility3, .xSmall]).map { "\($0.from)…\($0.to)" } == [
                "xSmall…xSmall", "accessibility2…accessibility3",
            ])
    }

    @Test("the summary counts new, fixed and moved truncations by entry and locale")
    func summaryCounts() throws {
        let before = fixtures.report([
            fixtures.result(key: "a", locale: "de"), fixtures.result(key: "a", locale: "fr"),
            fixtures.result(key: "b", locale: "de", truncatesFrom: .large),
            fixtures.result(key: "c", locale: "de", truncatesFrom: .accessibility3),
            fixtures.result(key: "c", locale: "ja", truncatesFrom: .accessibility3),
        ])
        let after = fixtures.report([
            fixtures.result(key: "a", locale: "de", truncatesFrom: .accessibility5),
            fixtures.result(key: "a", locale: "fr", truncatesFrom: .accessibility4),
            fixtures.result(key: "b", locale: "de"),
            fixtures.result(key: "c", locale: "de", truncatesFrom: .accessibility2),
            fixtures.result(key: "c", locale: "ja", truncatesFrom: .accessibility2),
        ])
        let diff = diff(before, after)
        #expect(diff.summary.newTruncations.map { "\($0.locale) \($0.results)" } == ["de 1", "fr 1"])
        #expect(diff.summary.fixedTruncations.map { "\($0.locale) \($0.results)" } == ["de 1"])
        #expect(diff.summary.movedFirstTruncations.map { "\($0.locale) \($0.results)" } == ["de 1", "ja 1"])
        let text = diff.text()
        #expect(text.contains("New truncations: 2 (body: de 1, fr 1)\n"))
        #expect(text.contains("Fixed truncations: 1 (body: de 1)\n"))
        #expect(text.contains("Moved first truncations: 2 (body: de 1, ja 1)\n"))
        #expect(text.contains("  de “Restore Purchases”: first truncates at AX2 (was AX3) (regression)\n"))
        #expect(text.contains("  de “Restore Purchases”: now fits at every size (truncated from large)\n"))
        // The block with a new truncation comes first.
        #expect(diff.blocks.map(\.key) == ["a", "c", "b"])
    }

    @Test("height-only changes are counted, not listed")
    func neutralCounted() throws {
        let before = fixtures.report([fixtures.result(key: "k")])
        let after = fixtures.report([
            fixtures.result(key: "k") { outcomes in
                outcomes[.large]?.height += 2
                outcomes[.xLarge]?.height += 2
            }
        ])
        let diff = diff(before, after)
        #expect(diff.blocks.isEmpty)
        #expect(diff.summary.verdictNeutralCells == 2)
        let text = diff.text()
        #expect(text.contains("\n2 cells changed height or width without changing a verdict; --verbose lists them\n"))
        #expect(!text.contains("26 → 28"))
    }

    @Test("--verbose lists height-only changes and every block")
    func verboseLists() throws {
        let before = fixtures.report((0..<30).map { fixtures.result(key: "k\($0)") })
        let after = fixtures.report(
            (0..<30).map { index in
                fixtures.result(key: "k\(index)", truncatesFrom: .accessibility5) { $0[.large]?.height += 2 }
            })
        let diff = diff(before, after)
        let short = diff.text(maximumBlockLines: 10)
        #expect(short.contains("… 27 more strings (27 results) changed; --verbose lists them\n"))
        let verbose = diff.text(verbose: true, maximumBlockLines: 10)
        #expect(!verbose.contains("more strings"))
        #expect(verbose.contains("body · k29\n"))
        #expect(verbose.contains("30 cells changed height or width without changing a verdict:\n"))
        #expect(verbose.contains("  body.en k0 @ large: 26 → 28 pt (+2 pt)\n"))
    }

    @Test("the headers tell baseline and candidate apart by file and scale")
    func headers() throws {
        let before = fixtures.report([fixtures.result(key: "k")], scale: "Default (Inter)")
        let after = fixtures.report(
            [fixtures.result(key: "k", truncatesFrom: .accessibility5)], scale: "Default (Inter)")
        let lines = diff(before, after).text().split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "Baseline:  base.jsonl (scale Default (Inter), model leadingRatio, system font standIn, 12 sizes)")
        #expect(
            lines[1]
                == "Candidate: candidate.json (scale Default (Inter), model leadingRatio, system font standIn, 12 sizes)"
        )
        #expect(diff(before, before).text().hasSuffix("1 result compared: no changes.\n"))
    }

    @Test("the JSON form holds the sides, the summary and the blocks, and round-trips")
    func jsonShape() throws {
        let before = fixtures.report([fixtures.result(key: "k", locale: "de")])
        let after = fixtures.report([
            fixtures.result(key: "k", locale: "de", truncatesFrom: .accessibility4) { $0[.xLarge]?.lines = 2 }
        ])
        let diff = diff(before, after)
        let data = try diff.data()
        #expect(try JSONDecoder().decode(BaselineDiff.self, from: data) == diff)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(json.keys) == ["baseline", "candidate", "heightTolerance", "summary", "blocks", "verdictNeutral"])
        #expect((json["baseline"] as? [String: Any])?["file"] as? String == "base.jsonl")
        #expect((json["candidate"] as? [String: Any])?["file"] as? String == "candidate.json")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["regressions"] as? Int == 1)
        let counts = try #require(summary["newTruncations"] as? [[String: Any]])
        #expect(counts.first?["locale"] as? String == "de" && counts.first?["results"] as? Int == 1)
        let blocks = try #require(json["blocks"] as? [[String: Any]])
        let locale = try #require((blocks.first?["locales"] as? [[String: Any]])?.first)
        #expect(locale["verdict"] as? String == "newTruncation")
        #expect(locale["firstTruncatedAfter"] as? String == "accessibility4")
        #expect(
            (locale["nowTruncates"] as? [[String: String]])?.first == [
                "from": "accessibility4", "to": "accessibility5",
            ])
        #expect((locale["lines"] as? [[String: Any]])?.first?["linesAfter"] as? Int == 2)
    }
}
