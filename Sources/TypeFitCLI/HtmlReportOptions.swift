import ArgumentParser
import Foundation
import TypeFit
import TypeFitRender

/// The options of `--format html` (report and check): which cells get a rendering, how many,
/// at what scale.
struct HtmlReportOptions: ParsableArguments {
    @Option(name: .customLong("html-images"), help: ArgumentHelp(
        "With --format html: which cells get a rendering: problems (truncated and borderline cells: each string's first truncation, earliest size first), all, or none.",
        valueName: "which"))
    var images: HTMLImagePolicy = .problems

    @Option(name: .customLong("html-max-images"), help: ArgumentHelp(
        "With --format html: at most this many cell renderings (the page says how many were left out).", valueName: "n"))
    var maxImages: Int = 300

    @Option(name: .customLong("html-max-rows"), help: ArgumentHelp(
        "With --format html: at most this many results in the string matrix, earliest truncation first (the summary counts all; the page says how many were left out).",
        valueName: "n"))
    var maxRows: Int = HTMLReport.defaultMaximumRows

    @Option(name: .customLong("html-scale-factor"), help: ArgumentHelp(
        "With --format html: pixels per point of the renderings (1 keeps the page smallest).", valueName: "f"))
    var scaleFactor: Double = 2

    func validate() throws {
        guard maxImages >= 0 else { throw ValidationError("--html-max-images must be 0 or more, got \(maxImages)") }
        guard maxRows >= 0 else { throw ValidationError("--html-max-rows must be 0 or more, got \(maxRows)") }
        guard scaleFactor.isFinite, scaleFactor >= 0.5, scaleFactor <= 4 else {
            throw ValidationError("--html-scale-factor must be between 0.5 and 4, got \(scaleFactor)")
        }
    }
}

extension HTMLImagePolicy: ExpressibleByArgument {}

/// Writing a check's results as a self-contained HTML page, with renderings of the cells that
/// matter.
enum HtmlReportOutput {
    /// Renders the chosen cells, builds the page and writes it to `output` (atomically), or to
    /// standard output when that is not a terminal.
    static func write(
        _ report: CheckReport, resolved: ResolvedTypeScale, library: FontLibrary, fonts: FontOptions,
        options: HtmlReportOptions, title: String, context: [String], output: String?
    ) throws {
        try checkDestination(output)
        let (cells, eligible) = ReportCellRenderer.selection(for: report, policy: options.images, limit: options.maxImages, rows: options.maxRows)
        var renderings: [ReportCellKey: CellRendering] = [:]
        var notes: [String] = []
        if !cells.isEmpty {
            let measurer = TextMeasurer(fallback: try fonts.fallback(for: resolved), neutralCharacters: fonts.neutralCharacters)
            let renderer: SpecimenRenderer
            do {
                renderer = try SpecimenRenderer(rasterizer: try GlyphRasterizer(), options: SpecimenRenderOptions(scaleFactor: options.scaleFactor, coverageLevels: 16),
                                                measurer: measurer, labelFace: try labelFace(library: library))
            } catch let error as RenderError {
                throw CommandFailure.badInput(error.description)
            }
            let cellRenderer = ReportCellRenderer(builder: SpecimenBuilder(measurer: measurer, library: library), renderer: renderer, scale: resolved)
            let progress = ProgressLine.start(total: cells.count, label: "rendering")
            progress?.update(0)
            var failures: [String] = []
            for (key, outcome) in cellRenderer.render(cells, of: report) {
                switch outcome {
                case let .success(rendering): renderings[key] = rendering
                case let .failure(error): failures.append(error.description)
                }
            }
            progress?.finish()
            for failure in Set(failures).sorted() { CommandFailure.warn("rendering: \(failure)") }
            if !failures.isEmpty { notes.append("\(failures.count) cells could not be rendered: \(Set(failures).sorted().joined(separator: "; "))") }
        }
        let (kept, overBudget) = withinBudget(renderings, order: cells)
        renderings = kept
        notes.append(imageNote(policy: options.images, rendered: renderings.count, eligible: eligible, limit: options.maxImages))
        if overBudget > 0 {
            notes.append("\(overBudget) more renderings left out to keep the page small (at most \(renderingBudget >> 20) MiB of images).")
        }
        let page = HTMLReport(report: report, title: title, context: context, renderings: renderings, notes: notes,
                              maximumRows: options.maxRows).html()
        try OutputWriter.write(page, to: output)
    }

    /// The most PNG bytes a page embeds: 8 MiB (about 11 MiB as base64).
    static let renderingBudget = 8 << 20

    /// The renderings that fit in ``renderingBudget``, taken in `order` (most important
    /// first), and how many were left out.
    static func withinBudget(_ renderings: [ReportCellKey: CellRendering], order: [ReportCellKey]) -> ([ReportCellKey: CellRendering], Int) {
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

    /// Refuses to print a page on a terminal: HTML needs `--output` or a redirect. Called
    /// before the check runs, so a mistake costs nothing.
    static func checkDestination(_ output: String?) throws {
        if output == nil || output == "-", isatty(STDOUT_FILENO) == 1 {
            throw CommandFailure.badInput("--format html writes a page: give --output FILE (or redirect standard output)")
        }
    }

    /// What the page says about its renderings.
    static func imageNote(policy: HTMLImagePolicy, rendered: Int, eligible: Int, limit: Int) -> String {
        switch policy {
        case .none:
            return "Renderings: none (--html-images none)."
        case .problems, .all:
            let which = policy == .all ? "cells" : "truncated and borderline cells"
            var note = "Renderings: \(rendered) of \(eligible) \(which) in the rows listed, each string's first truncation first, earliest size first."
            if eligible > rendered, eligible > limit {
                note += " \(eligible - rendered) left out by the cap of \(limit) (--html-max-images)."
            }
            return note
        }
    }

    /// The bundled Inter Regular (the face labels are set in), else the first face of the
    /// library.
    private static func labelFace(library: FontLibrary) throws -> FontFace {
        if let bundled = try? BundledFonts.library(), let face = try? bundled.face(postScriptName: "Inter-Regular") { return face }
        if let face = library.faces.first { return face }
        throw CommandFailure.badInput("no font to set labels in: the bundled fonts are missing and --fonts gave none")
    }
}
