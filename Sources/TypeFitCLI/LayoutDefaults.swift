import ArgumentParser
import TypeFit
import TypeFitReport

/// The options every checking command shares: the container (width, lines, truncation,
/// strategy) and how strings files are read (the development language of `Base.lproj`). The
/// container's defaults are ``ContainerOptions``'s, declared once there.
struct LayoutDefaults: ParsableArguments {
    @Option(help: ArgumentHelp("Container width available to the text, points.", valueName: "pt"))
    var width: Double = ContainerOptions().width

    @Option(help: ArgumentHelp("Line limit; 0 for unlimited.", valueName: "n"))
    var lines: Int = ContainerOptions().lines

    @Option(help: ArgumentHelp("Where the ellipsis goes: tail, head or middle.", valueName: "mode"))
    var truncation: String = ContainerOptions().truncation

    @Option(
        help: ArgumentHelp(
            "Line breaking: standard (UILabel and SwiftUI Text: pushOut, Hangul word priority) or greedy (Pango, CSS).",
            valueName: "strategy"))
    var strategy: String = ContainerOptions().strategy

    @Option(
        name: .customLong("minimum-scale-factor"),
        help: ArgumentHelp(
            "minimumScaleFactor: text may shrink to this fraction of its size (0 < f ≤ 1).", valueName: "f"))
    var minimumScaleFactor: Double = ContainerOptions().minimumScaleFactor

    @Option(
        name: .customLong("development-language"),
        help: ArgumentHelp(
            "The app's development language (CFBundleDevelopmentRegion): the locale of strings read from Base.lproj. A String Catalog's own sourceLanguage applies to it instead.",
            valueName: "tag"))
    var developmentLanguage: String = "en"

    /// The container the options give.
    var container: ContainerOptions {
        ContainerOptions(
            width: width, lines: lines, truncation: truncation, strategy: strategy,
            minimumScaleFactor: minimumScaleFactor)
    }

    func validate() throws {
        if let problem = TypeFitProject.developmentLanguageProblem(developmentLanguage) ?? container.problem {
            throw ValidationError(problem)
        }
    }
}
