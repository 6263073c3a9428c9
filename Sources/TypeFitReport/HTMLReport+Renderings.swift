import TypeFitCheck
import TypeFitRender
import TypeFitScale
import TypeFitShaping

extension HTMLReport {
    /// The most PNG bytes a page embeds: 8 MiB (about 11 MiB as base64).
    package static let renderingBudget = 8 << 20

    /// A page of `report` with renderings of the cells that matter: the cells `options` chooses
    /// (``ReportCellRenderer/selection(for:policy:limit:rows:)``) drawn over all cores with
    /// `measurer` and the faces of `scale`, kept within ``renderingBudget``, and notes on what
    /// was drawn and left out, with progress on standard error when it is a terminal. Each distinct rendering failure goes to `warn` once. Throws when no
    /// renderer can be made (no FreeType, no face for the labels).
    package static func withRenderings(
        of report: CheckReport, title: String, context: [String], scale: ResolvedTypeScale, library: FontLibrary,
        measurer: TextMeasurer, options: HTMLRenderingOptions, warn: (String) -> Void
    ) throws(RenderError) -> HTMLReport {
        let (cells, eligible) = ReportCellRenderer.selection(
            for: report, policy: options.images, limit: options.maximumImages,
            rows: options.maximumRows)
        var renderings: [ReportCellKey: CellRendering] = [:]
        var notes: [String] = []
        if !cells.isEmpty {
            let renderer = try SpecimenRenderer(
                rasterizer: try GlyphRasterizer(),
                options: SpecimenRenderOptions(scaleFactor: options.scaleFactor, coverageLevels: 16),
                measurer: measurer, labelFace: try labelFace(library: library))
            let cellRenderer = ReportCellRenderer(
                builder: SpecimenBuilder(measurer: measurer, library: library), renderer: renderer, scale: scale)
            let progress = ProgressLine.start(total: cells.count, label: "rendering")
            progress?.update(0)
            var failures: [String] = []
            for (key, outcome) in cellRenderer.render(cells, of: report) {
                switch outcome {
                case .success(let rendering): renderings[key] = rendering
                case .failure(let error): failures.append(error.description)
                }
            }
            progress?.finish()
            for failure in Set(failures).sorted() { warn("rendering: \(failure)") }
            if !failures.isEmpty {
                notes.append(
                    "\(failures.count) cells could not be rendered: \(Set(failures).sorted().joined(separator: "; "))")
            }
        }
        let (kept, overBudget) = withinBudget(renderings, order: cells)
        notes.append(
            imageNote(policy: options.images, rendered: kept.count, eligible: eligible, limit: options.maximumImages))
        if overBudget > 0 {
            notes.append(
                "\(overBudget) more renderings left out to keep the page small (at most \(renderingBudget >> 20) MiB of images)."
            )
        }
        return HTMLReport(
            report: report, title: title, context: context, renderings: kept, notes: notes,
            maximumRows: options.maximumRows)
    }

    /// The renderings that fit in ``renderingBudget``, taken in `order` (most important
    /// first), and how many were left out.
    static func withinBudget(_ renderings: [ReportCellKey: CellRendering], order: [ReportCellKey]) -> (
        [ReportCellKey: CellRendering], Int
    ) {
        var kept: [ReportCellKey: CellRendering] = [:]
        var bytes = 0
        for key in order {
            guard let rendering = renderings[key] else { continue }
            guard bytes + rendering.png.count <= renderingBudget else { break }
            bytes += rendering.png.count
            kept[key] = rendering
        }
        return (kept, renderings.count - kept.count)
    }

    /// What the page says about its renderings.
    static func imageNote(policy: HTMLImagePolicy, rendered: Int, eligible: Int, limit: Int) -> String {
        switch policy {
        case .none:
            return "Renderings: none (--html-images none)."
        case .problems, .all:
            let which = policy == .all ? "cells" : "truncated and borderline cells"
            var note =
                "Renderings: \(rendered) of \(eligible) \(which) in the rows listed, each string's first truncation first, earliest size first."
            if eligible > rendered, eligible > limit {
                note += " \(eligible - rendered) left out by the cap of \(limit) (--html-max-images)."
            }
            return note
        }
    }

    /// The bundled Inter Regular (the face labels are set in), else the first face of the
    /// library.
    private static func labelFace(library: FontLibrary) throws(RenderError) -> FontFace {
        if let bundled = try? BundledFonts.library(), let face = try? bundled.face(postScriptName: "Inter-Regular") {
            return face
        }
        if let face = library.faces.first { return face }
        throw .invalidOption("no font to set labels in: the bundled fonts are missing and --fonts gave none")
    }
}
