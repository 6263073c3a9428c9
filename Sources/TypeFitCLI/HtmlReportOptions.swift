import ArgumentParser
import Foundation
import TypeFit
import TypeFitOutput
import TypeFitRender
import TypeFitReport

/// The options of `--format html` (report and check): which cells get a rendering, how many,
/// at what scale.
struct HtmlReportOptions: ParsableArguments {
    @Option(
        name: .customLong("html-images"),
        help: ArgumentHelp(
            "With --format html: which cells get a rendering: problems (truncated and borderline cells: each string's first truncation, earliest size first), all, or none.",
            valueName: "which"))
    var images: HTMLImagePolicy = .problems

    @Option(
        name: .customLong("html-max-images"),
        help: ArgumentHelp(
            "With --format html: at most this many cell renderings (the page says how many were left out).",
            valueName: "n"))
    var maxImages: Int = 300

    @Option(
        name: .customLong("html-max-rows"),
        help: ArgumentHelp(
            "With --format html: at most this many results in the string matrix, earliest truncation first (the summary counts all; the page says how many were left out).",
            valueName: "n"))
    var maxRows: Int = HTMLReport.defaultMaximumRows

    @Option(
        name: .customLong("html-scale-factor"),
        help: ArgumentHelp(
            "With --format html: pixels per point of the renderings (1 keeps the page smallest).", valueName: "f"))
    var scaleFactor: Double = 2

    /// The options as the report layer takes them.
    var rendering: HTMLRenderingOptions {
        HTMLRenderingOptions(images: images, maximumImages: maxImages, maximumRows: maxRows, scaleFactor: scaleFactor)
    }

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
        _ report: CheckReport, project: TypeFitProject, options: HtmlReportOptions, title: String, context: String,
        output: String?
    ) throws {
        let context = [
            context, "\(report.summary.model.rawValue) model · system font: \(report.summary.systemFont.rawValue)",
        ]
        try checkDestination(output)
        let page: HTMLReport
        do {
            page = try HTMLReport.withRenderings(
                of: report, title: title, context: context, scale: project.resolved, library: project.library,
                measurer: project.measurer, options: options.rendering, warn: CommandFailure.warn)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
        try OutputWriter.write(page.html(), to: output)
    }

    /// Refuses to print a page on a terminal: HTML needs `--output` or a redirect. Called
    /// before the check runs, so a mistake costs nothing.
    static func checkDestination(_ output: String?) throws {
        if output == nil || output == "-", isatty(STDOUT_FILENO) == 1 {
            throw CommandFailure.badInput(
                "--format html writes a page: give --output FILE (or redirect standard output)")
        }
    }
}
