import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitUnicode

@testable import TypeFitReport

/// `typefit check`'s text table stays terminal-wide whatever the catalog: long keys and texts are
/// cut with "…" by display width; JSON keeps them whole.
@Suite("check text table: long texts cut")
struct CheckTextTableTests {
    static let longKey = "onboarding.exposureLogging.riskCalculation.explanation.body"
    static let longText = String(repeating: "Bitte aktivieren Sie die Risiko-Ermittlung. ", count: 6)
    static let japanese = String(repeating: "データをロードまたはアップデート中にエラーが発生しました。", count: 3)

    static func report() -> CheckReport {
        ReportFixtures.report([
            ReportFixtures.result(key: longKey, locale: "de", text: longText, truncatesFrom: .large) { sizes in
                for (name, outcome) in sizes where !outcome.fits {
                    sizes[name]?.visibleText = String(longText.prefix(150)) + "…"
                }
            },
            ReportFixtures.result(key: "error.loading", locale: "ja", text: japanese, truncatesFrom: .xLarge) { sizes in
                for (name, outcome) in sizes where !outcome.fits {
                    sizes[name]?.visibleText = String(japanese.prefix(40)) + "…"
                }
            },
            ReportFixtures.result(key: "title", text: "Restore Purchases", truncatesFrom: .medium),
        ])
    }

    @Test("a long key and visible text are cut with …, every row within the columns' limits, CJK counted as two")
    func longTextIsCut() throws {
        let text = CheckTextRenderer.render(Self.report())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let table = Array(lines.prefix(5))
        // 8 columns: from, key ≤ 40, locale, entry, width, lines, over, shown ≤ 48, two spaces apart.
        let widths = table.map { DisplayWidth.columns(of: $0) }
        #expect(widths.allSatisfy { $0 <= 14 + 40 + 6 + 5 + 8 + 5 + 7 + 48 + 14 }, "\(widths)\n\(text)")
        let german = try #require(table.first { $0.contains(" de ") })
        #expect(german.contains("onboarding.exposureLogging.riskCalculat…"))
        // Cut in the middle: the start, and the end where the label's own "…" falls.
        #expect(german.hasSuffix("  “Bitte aktivieren Sie di…g. Bitte aktivieren S…”"))
        let japaneseRow = try #require(table.first { $0.contains(" ja ") })
        #expect(japaneseRow.hasSuffix("  “データをロードまたはア…データをロードまたはア…”"))
        #expect(DisplayWidth.columns(of: japaneseRow) <= widths.max()!)
        // A short row is as it always was.
        #expect(table.contains { $0.contains("“Restor…”") })
    }

    @Test("JSON keeps the long key, text and visible text whole")
    func jsonWhole() throws {
        let report = Self.report()
        let decoded = try CheckReportJSON.decode(try CheckReportJSON.data(report))
        #expect(decoded.results[0].key == Self.longKey)
        #expect(decoded.results[0].text == Self.longText)
        #expect(decoded.results[1].text == Self.japanese)
        #expect(decoded.results[0].firstTruncation?.visibleText == String(Self.longText.prefix(150)) + "…")
    }
}
