import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitStrings
import TypeFitVocabulary

@testable import TypeFitRender
@testable import TypeFitReport

/// A small real check (sample strings in two entries) and its HTML page with renderings.
struct HTMLReportFixture {
    let report: CheckReport
    let renderings: [ReportCellKey: CellRendering]
    let selection: (cells: [ReportCellKey], eligible: Int)

    init(fixture: RenderFixture, imageLimit: Int = 40, extraStrings: [LocalizedString] = []) throws {
        let checker = TruncationChecker(measurer: fixture.measurer)
        let strings =
            SampleStrings.all.filter { ["de", "ja", "ar", "en"].contains($0.locale) }.prefix(12) + extraStrings
        var targets: [CheckTarget] = []
        for entry in ["title", "body"] {
            for string in strings {
                targets.append(
                    CheckTarget(
                        string: string, entry: try fixture.entry(entry),
                        constraint: TextContainer(width: 200, lineLimit: 2)))
            }
        }
        let results = try checker.check(targets).map { try $0.get() }
        report = CheckReport(
            results: results, sizes: DynamicTypeSize.allCases, scale: fixture.resolved.scale.name,
            model: .leadingRatio, systemFont: .standIn, warnings: [])
        selection = ReportCellRenderer.selection(for: report, policy: .problems, limit: imageLimit)
        let renderer = try fixture.renderer(SpecimenRenderOptions(scaleFactor: 2, coverageLevels: 16))
        let outcomes = ReportCellRenderer(builder: fixture.builder, renderer: renderer, scale: fixture.resolved).render(
            selection.cells, of: report)
        renderings = try outcomes.mapValues { try $0.get() }
    }

    func page(title: String = "TypeFit report · test") -> String {
        HTMLReport(
            report: report, title: title, context: ["200 pt wide · ≤ 2 lines"], renderings: renderings,
            notes: ["Renderings: \(renderings.count) of \(selection.eligible) cells."]
        ).html()
    }
}
