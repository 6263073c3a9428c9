import Foundation
import Testing
import TypeFitDynamicType
import TypeFitReport
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

/// Results measured with a face that stands in for an Apple face are approximate, and the
/// summary says how many cells are and why.
@Suite("Approximation reasons and counts")
struct ApproximationSummaryTests {
    let setup: CheckSetup
    let checker: TruncationChecker

    init() throws {
        setup = try CheckSetup()
        checker = TruncationChecker(measurer: TextMeasurer(fallback: setup.resolved.fallbackCascade()))
    }

    func check(_ text: String, locale: String) throws -> CheckResult {
        try checker.check(
            CheckTarget(
                string: LocalizedString(key: text, locale: locale, text: text, source: "t"),
                entry: try #require(setup.resolved.entry(named: "body")),
                constraint: TextContainer(width: 320, lineLimit: 2))
        )
    }

    @Test("a Noto stand-in makes every size approximate, with its reason")
    func standInResult() throws {
        let arabic = try check("abc، مرفق", locale: "ar")
        #expect(arabic.missingGlyphs == 0)
        #expect(arabic.approximationReasons == ["Noto Sans Arabic stands in for SF Arabic"])
        #expect(arabic.sizes.values.allSatisfy { $0.approximate })
        let latin = try check("Attachment", locale: "en")
        #expect(latin.approximationReasons.isEmpty)
        #expect(!latin.sizes.values.contains { $0.approximate })
    }

    @Test("the summary counts approximate cells and reasons, and survives a JSON round trip")
    func summaryCounts() throws {
        let results = [
            try check("abc، مرفق", locale: "ar"), try check("設定を開く", locale: "ja"),
            try check("مرحبا", locale: "ar"), try check("Attachment", locale: "en"),
        ]
        let report = CheckReport(
            results: results, sizes: DynamicTypeSize.allCases, scale: "s", model: .leadingRatio,
            systemFont: .standIn, warnings: [])
        let summary = report.summary
        #expect(summary.cells == 48)
        #expect(summary.approximateCells == 36)
        #expect(
            summary.approximationReasons == [
                .init(reason: "Noto Sans Arabic stands in for SF Arabic", results: 2, cells: 24),
                .init(reason: "Noto Sans CJK JP stands in for Hiragino Sans", results: 1, cells: 12),
            ])
        #expect(
            report.approximationLine
                == "approximate: 36 of 48 cells (string × size); Noto Sans Arabic stands in for SF Arabic (2 results, 24 cells); Noto Sans CJK JP stands in for Hiragino Sans (1 result, 12 cells)"
        )
        let decoded = try CheckReportJSON.decode(try CheckReportJSON.data(report))
        #expect(decoded.summary == summary)
        #expect(decoded.results.map(\.id) == results.map(\.id))
        #expect(decoded.results.map(\.approximationReasons) == results.map(\.approximationReasons))
    }

    @Test("a summary written before the counts existed still decodes")
    func olderSummaryDecodes() throws {
        let report = CheckReport(
            results: [try check("مرحبا", locale: "ar")], sizes: DynamicTypeSize.allCases,
            scale: "s", model: .leadingRatio, systemFont: .standIn, warnings: [])
        var object = try #require(
            try JSONSerialization.jsonObject(with: CheckReportJSON.data(report)) as? [String: Any])
        var summary = try #require(object["summary"] as? [String: Any])
        for key in ["approximateCells", "cells", "approximationReasons"] { summary.removeValue(forKey: key) }
        object["summary"] = summary
        let decoded = try CheckReportJSON.decode(JSONSerialization.data(withJSONObject: object))
        #expect(decoded.summary.approximateCells == nil)
        #expect(decoded.summary.approximationReasons == nil)
        #expect(decoded.summary.approximate)
        #expect(
            decoded.approximationLine
                == "approximate: 12 of 12 cells (string × size); Noto Sans Arabic stands in for SF Arabic (1 result, 12 cells)"
        )
    }
}
