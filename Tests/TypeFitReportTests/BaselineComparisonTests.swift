import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitReport

@Suite("Baseline comparison")
struct BaselineComparisonTests {
    typealias Change = BaselineComparison.Change
    let fixtures = ReportFixtures.self

    func id(_ key: String, locale: String = "en", entry: String = "body") -> Baseline.ResultID {
        Baseline.ResultID(key: key, locale: locale, entry: entry)
    }

    @Test("an unchanged report gives no changes")
    func unchanged() throws {
        let report = fixtures.mixed()
        let comparison = BaselineComparison(baseline: Baseline(report: report), current: report)
        #expect(comparison.changes.isEmpty)
        #expect(!comparison.hasRegressions)
        #expect(comparison.summary.compared == 3)
        #expect(comparison.summary.changes == 0)
        #expect(comparison.text().contains("3 results compared: no changes."))
    }

    @Test("a string that fit and now truncates is a new truncation, listing the sizes, and a regression")
    func newTruncation() throws {
        let before = fixtures.report([fixtures.result(key: "k", truncatesFrom: .accessibility5)])
        let after = fixtures.report([fixtures.result(key: "k", truncatesFrom: .accessibility3)])
        let comparison = BaselineComparison.compare(before, after)
        #expect(
            comparison.changes == [
                Change(
                    kind: .newTruncation, result: id("k"), sizes: [.accessibility3, .accessibility4], regression: true
                )
            ])
        #expect(comparison.hasRegressions)
        #expect(comparison.regressions.count == 1)
        #expect(comparison.summary.regressions == 1)
    }

    @Test("a string that truncated and now fits is a fixed truncation, not a regression")
    func fixedTruncation() throws {
        let before = fixtures.report([fixtures.result(key: "k", truncatesFrom: .xxxLarge)])
        let after = fixtures.report([fixtures.result(key: "k")])
        let comparison = BaselineComparison.compare(before, after)
        #expect(
            comparison.changes(.fixedTruncation).map(\.sizes) == [
                DynamicTypeSize.allCases.filter { $0 >= .xxxLarge }
            ])
        #expect(comparison.changes.count == 1)
        #expect(!comparison.hasRegressions)
    }

    @Test("a line count change is reported per size; it is a regression only when asked, and only when lines grow")
    func lineCountChange() throws {
        let before = fixtures.report([
            fixtures.result(key: "up"), fixtures.result(key: "down") { $0[.large]?.lines = 3 },
        ])
        let after = fixtures.report([
            fixtures.result(key: "up") {
                $0[.xxLarge]?.lines = 2
                $0[.xxLarge]?.height = 60
            },
            fixtures.result(key: "down") { $0[.large]?.lines = 2 },
        ])
        let comparison = BaselineComparison.compare(before, after)
        #expect(
            comparison.changes == [
                Change(kind: .lineCountChanged, result: id("down"), size: .large, linesBefore: 3, linesAfter: 2),
                Change(kind: .lineCountChanged, result: id("up"), size: .xxLarge, linesBefore: 1, linesAfter: 2),
            ])
        // The height change at xxLarge is explained by the extra line: not reported separately.
        #expect(comparison.changes(.heightChanged).isEmpty)
        #expect(!comparison.hasRegressions)

        let strict = BaselineComparison.compare(before, after, policy: .init(lineCountIncreases: true))
        #expect(strict.regressions.map(\.result.key) == ["up"])
    }

    @Test("a height change beyond the tolerance is reported; within it is not")
    func heightChange() throws {
        let before = fixtures.report([fixtures.result(key: "a"), fixtures.result(key: "b")])
        let after = fixtures.report([
            fixtures.result(key: "a") { $0[.large]?.height += 0.6 },
            fixtures.result(key: "b") { $0[.large]?.height -= 0.4 },
        ])
        let comparison = BaselineComparison.compare(before, after)
        #expect(
            comparison.changes == [
                Change(kind: .heightChanged, result: id("a"), size: .large, heightBefore: 26, heightAfter: 26.6)
            ])
        #expect(!comparison.hasRegressions)
        let tight = BaselineComparison.compare(before, after, heightTolerance: 0.1)
        #expect(tight.changes(.heightChanged).map(\.result.key) == ["a", "b"])
        #expect(tight.heightTolerance == 0.1)
        let negative = BaselineComparison.compare(before, after, heightTolerance: -3)
        #expect(negative.heightTolerance == 0)
    }

    @Test("results on one side only are added or removed; a truncating addition is a regression")
    func addedAndRemoved() throws {
        let before = fixtures.report([
            fixtures.result(key: "kept"), fixtures.result(key: "gone", truncatesFrom: .accessibility4),
        ])
        let after = fixtures.report([
            fixtures.result(key: "kept"), fixtures.result(key: "new.ok", locale: "fr"),
            fixtures.result(key: "new.bad", locale: "fr", truncatesFrom: .accessibility4),
        ])
        let comparison = BaselineComparison.compare(before, after)
        #expect(
            comparison.changes == [
                Change(
                    kind: .added, result: id("new.bad", locale: "fr"), sizes: [.accessibility4, .accessibility5],
                    regression: true),
                Change(kind: .added, result: id("new.ok", locale: "fr"), sizes: [], regression: false),
                Change(kind: .removed, result: id("gone"), sizes: [.accessibility4, .accessibility5]),
            ])
        #expect(comparison.summary.compared == 1)
        let lenient = BaselineComparison.compare(before, after, policy: .init(truncatingAdditions: false))
        #expect(!lenient.hasRegressions)
    }

    @Test("variants and entries are part of the identity; duplicates pair up in order")
    func identity() throws {
        let before = fixtures.report([
            fixtures.result(key: "k", variant: "plural.one"), fixtures.result(key: "k", entry: "headline"),
            fixtures.result(key: "dup"), fixtures.result(key: "dup") { $0[.large]?.lines = 2 },
        ])
        let after = fixtures.report([
            fixtures.result(key: "k", variant: "plural.other"), fixtures.result(key: "k", entry: "headline"),
            fixtures.result(key: "dup"), fixtures.result(key: "dup") { $0[.large]?.lines = 2 },
        ])
        let comparison = BaselineComparison.compare(before, after)
        #expect(comparison.changes.map(\.kind) == [.added, .removed])
        #expect(comparison.changes.map(\.result.variant) == ["plural.other", "plural.one"])
        #expect(comparison.summary.compared == 3)
    }

    @Test("sizes only one side checked are not compared")
    func partialSizes() throws {
        let before = fixtures.report([fixtures.result(key: "k") { $0[.accessibility5] = nil }])
        let after = fixtures.report([fixtures.result(key: "k", truncatesFrom: .accessibility5)])
        #expect(BaselineComparison.compare(before, after).changes.isEmpty)
    }

    @Test("two scales of the same strings compare like a baseline (typeface swap)")
    func typefaceSwap() throws {
        let system = fixtures.report([fixtures.result(key: "k")], scale: "System")
        let custom = fixtures.report([fixtures.result(key: "k", truncatesFrom: .accessibility2)], scale: "Brand Serif")
        let comparison = BaselineComparison.compare(system, custom)
        #expect(comparison.before.scale == "System")
        #expect(comparison.after.scale == "Brand Serif")
        #expect(comparison.changes.map(\.kind) == [.newTruncation])
        #expect(comparison.text().contains("Current:  scale Brand Serif"))
    }

    @Test("the text groups changes by kind, one line per change, regressions marked")
    func text() throws {
        let before = fixtures.report([
            fixtures.result(key: "b"), fixtures.result(key: "a"), fixtures.result(key: "fixed", truncatesFrom: .large),
            fixtures.result(key: "gone"),
        ])
        let after = fixtures.report([
            fixtures.result(key: "b", truncatesFrom: .accessibility5),
            fixtures.result(key: "a") { $0[.large]?.height += 2 },
            fixtures.result(key: "fixed"), fixtures.result(key: "z", locale: "de") { $0[.xLarge]?.lines = 4 },
        ])
        let lines = BaselineComparison.compare(before, after).text().split(
            separator: "\n", omittingEmptySubsequences: true
        ).map(String.init)
        #expect(
            lines == [
                "Baseline: scale Inter, model leadingRatio, system font standIn, 12 sizes",
                "Current:  scale Inter, model leadingRatio, system font standIn, 12 sizes",
                "3 results compared: 5 changes, 1 regression.",
                "New truncations (1):",
                "  body.en b: now truncates at accessibility5 (regression)",
                "Fixed truncations (1):",
                "  body.en fixed: now fits at large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5",
                "Height changes (1):",
                "  body.en a @ large: 26 → 28 pt (+2 pt)",
                "Added (1):",
                "  body.de z: fits at every size",
                "Removed (1):",
                "  body.en gone",
            ])
    }

    @Test("the JSON form round-trips and carries kinds and counts")
    func json() throws {
        let before = fixtures.report([fixtures.result(key: "k")])
        let after = fixtures.report([fixtures.result(key: "k", truncatesFrom: .xxLarge)])
        let comparison = BaselineComparison.compare(before, after)
        let data = try comparison.data()
        #expect(try JSONDecoder().decode(BaselineComparison.self, from: data) == comparison)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["regressions"] as? Int == 1)
        #expect((summary["byKind"] as? [String: Int])?["newTruncation"] == 1)
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.first?["kind"] as? String == "newTruncation")
        #expect(changes.first?["regression"] as? Bool == true)
    }

    @Test("comparing against a baseline read back from a file finds the same changes")
    func fromFile() throws {
        try ScratchDirectory.with("typefit-compare") { directory in
            let path = directory.appendingPathComponent("baseline.json").path
            let before = fixtures.mixed()
            try Baseline(report: before).write(path: path)
            var results = before.results
            results[0] = fixtures.result(key: "continue", text: "Continue", truncatesFrom: .accessibility2)
            let after = fixtures.report(results)
            let comparison = BaselineComparison(baseline: try Baseline.read(path: path), current: after)
            #expect(comparison.changes == BaselineComparison.compare(before, after).changes)
            #expect(comparison.changes.map(\.kind) == [.newTruncation])
        }
    }
}
