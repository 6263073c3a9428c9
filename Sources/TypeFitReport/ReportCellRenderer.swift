import Foundation
import TypeFitCheck
import TypeFitConcurrency
import TypeFitDynamicType
import TypeFitRender
import TypeFitScale
import TypeFitShaping
import TypeFitVocabulary

/// Which cells of a report get a rendering in the HTML page.
package enum HTMLImagePolicy: String, Sendable, CaseIterable {
    /// Cells that truncate or are borderline: each result's first truncated size first, then
    /// borderline cells, then the other truncated sizes, up to the cap.
    case problems
    /// Every cell, in the same order of importance, up to the cap.
    case all
    /// No renderings: the matrix and the numbers only.
    case none
}

/// A cell of a report: one result (its index in ``TypeFitCheck/CheckReport/results``) at one
/// Dynamic Type size.
package struct ReportCellKey: Hashable, Sendable {
    package var result: Int
    package var size: DynamicTypeSize

    /// The cell's id in the HTML page, such as `r12-large`.
    package var id: String { "r\(result)-\(size.rawValue)" }
}

/// One cell's picture, encoded.
package struct CellRendering: Sendable {
    /// The PNG.
    package var png: Data
    /// Size of the PNG, pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// Pixels per point it was drawn at.
    package var scaleFactor: Double
    /// Fallback faces drawn, with their colours.
    package var fallbackFaces: [(name: String, color: RGBAColor)]
    /// Whether the drawing shows the cell truncated (it always agrees with the check; kept so
    /// a disagreement would be visible).
    package var isTruncated: Bool
}

/// Renders the cells of a ``TypeFitCheck/CheckReport`` that an HTML page shows: lays each
/// result out again with the check's rules (``SpecimenBuilder``) and draws the chosen sizes.
package struct ReportCellRenderer: Sendable {
    package var builder: SpecimenBuilder
    package var renderer: SpecimenRenderer
    /// The type scale the report was made with (entries are found by name).
    package var scale: ResolvedTypeScale

    /// The cells to render under `policy`, most important first, at most `limit`; and how many
    /// were eligible before the cap. Only results among the first `rows` the page lists
    /// (``HTMLReport/rowOrder(_:)``) are considered, in that order: each result's first truncated
    /// size, earliest first truncation first; then borderline cells; then the other truncated
    /// sizes; then (policy `all`) the rest.
    package static func selection(
        for report: CheckReport, policy: HTMLImagePolicy, limit: Int,
        rows: Int = .max
    ) -> (cells: [ReportCellKey], eligible: Int) {
        guard policy != .none, limit > 0 else { return ([], 0) }
        let sizes = report.summary.sizes
        var tiers: [[ReportCellKey]] = [[], [], [], []]
        for index in HTMLReport.rowOrder(report).prefix(max(0, rows)) {
            let result = report.results[index]
            for size in sizes {
                guard let outcome = result.sizes[size] else { continue }
                let key = ReportCellKey(result: index, size: size)
                if size == result.firstTruncatedSize {
                    tiers[0].append(key)
                } else if outcome.borderline {
                    tiers[1].append(key)
                } else if outcome.truncated {
                    tiers[2].append(key)
                } else if policy == .all {
                    tiers[3].append(key)
                }
            }
        }
        let eligible = tiers.joined()
        return (Array(eligible.prefix(limit)), eligible.count)
    }

    /// Renders `cells` of `report` over all cores. A cell whose entry is missing from the scale
    /// or that cannot be drawn comes back as a failure naming it.
    package func render(_ cells: [ReportCellKey], of report: CheckReport) -> [ReportCellKey: Result<
        CellRendering, RenderError
    >] {
        var groups: [Int: [DynamicTypeSize]] = [:]
        for cell in cells { groups[cell.result, default: []].append(cell.size) }
        let work = groups.sorted { $0.key < $1.key }
        let outcomes = OrderedFanOut(count: work.count, perRun: 1).map { index in
            let (resultIndex, sizes) = work[index]
            let result = report.results[resultIndex]
            return Result { () throws(RenderError) -> [(DynamicTypeSize, CellRendering)] in
                guard let entry = scale.entry(result.entry) ?? scale.entry(named: result.entry.name) else {
                    throw .invalidOption(
                        "\(result.key) [\(result.locale)]: entry '\(result.entry)' is not in the type scale")
                }
                let specimens = try builder.cells(
                    text: result.measuredText ?? result.text, locale: result.locale, entry: entry,
                    constraint: result.constraint, sizes: sizes.sorted(),
                    inlineRuns: result.inlineRuns ?? [])
                return try specimens.map { (cell) throws(RenderError) in
                    let drawn = try renderer.cellImage(cell)
                    let png = try PNGCodec.encode(drawn.canvas, palette: true)
                    return (
                        cell.size,
                        CellRendering(
                            png: png, pixelWidth: drawn.canvas.width, pixelHeight: drawn.canvas.height,
                            scaleFactor: renderer.options.scaleFactor, fallbackFaces: drawn.fallbackFaces,
                            isTruncated: cell.isTruncated)
                    )
                }
            }
        }
        var rendered: [ReportCellKey: Result<CellRendering, RenderError>] = [:]
        for ((resultIndex, sizes), outcome) in zip(work, outcomes) {
            switch outcome {
            case .success(let pairs):
                for (size, rendering) in pairs {
                    rendered[ReportCellKey(result: resultIndex, size: size)] = .success(rendering)
                }
            case .failure(let error):
                for size in sizes { rendered[ReportCellKey(result: resultIndex, size: size)] = .failure(error) }
            }
        }
        return rendered
    }
}
