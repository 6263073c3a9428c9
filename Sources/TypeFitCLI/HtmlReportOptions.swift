import ArgumentParser
import TypeFit
import TypeFitReport

/// The options of `--format html` (report and check): which cells get a rendering, how many,
/// at what scale.
struct HtmlReportOptions: ParsableArguments {
    @Option(
        name: .customLong("html-images"),
        help: ArgumentHelp(
            "With --format html: which cells get a rendering: problems (truncated and borderline cells: each string's first truncation, earliest size first), all, or none.",
            valueName: "which"))
    var images: HTMLImagePolicy = HTMLRenderingOptions().images

    @Option(
        name: .customLong("html-max-images"),
        help: ArgumentHelp(
            "With --format html: at most this many cell renderings (the page says how many were left out).",
            valueName: "n"))
    var maxImages: Int = HTMLRenderingOptions().maximumImages

    @Option(
        name: .customLong("html-max-rows"),
        help: ArgumentHelp(
            "With --format html: at most this many results in the string matrix, earliest truncation first (the summary counts all; the page says how many were left out).",
            valueName: "n"))
    var maxRows: Int = HTMLRenderingOptions().maximumRows

    @Option(
        name: .customLong("html-scale-factor"),
        help: ArgumentHelp(
            "With --format html: pixels per point of the renderings (1 keeps the page smallest).", valueName: "f"))
    var scaleFactor: Double = HTMLRenderingOptions().scaleFactor

    /// The options as the report layer takes them.
    var rendering: HTMLRenderingOptions {
        HTMLRenderingOptions(images: images, maximumImages: maxImages, maximumRows: maxRows, scaleFactor: scaleFactor)
    }

    func validate() throws {
        if let problem = rendering.problem { throw ValidationError(problem) }
    }
}

extension HTMLImagePolicy: ExpressibleByArgument {}
