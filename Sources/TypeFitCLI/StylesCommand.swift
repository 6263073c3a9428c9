import ArgumentParser
import TypeFit
import TypeFitReport

/// `typefit styles`: a platform's published text-style table, every style at every Dynamic Type
/// size the platform has.
struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles",
        abstract:
            "Show a platform's text-style table: point size/leading (pt) of every style at every Dynamic Type size.",
        discussion: """
            Values are Apple's Human Interface Guidelines tables (Typography > Specifications); \
            each style says how sure the model is of it (documented, measured or inferred), and the \
            text output's footer gives the source and the notes on inferred or anomalous rows.

            Sizes: iOS/iPadOS has 12 (xSmall … accessibility5, default large); watchOS has 9 (no \
            medium, accessibility4 or accessibility5) and its default depends on the watch case \
            (--watch-size; without it, large, the 40/41/42 mm default). macOS (no Dynamic Type) and \
            tvOS publish one fixed table: it is reported as the single size "large" (every Dynamic \
            Type size gives these values), so "sizes" is ["large"] and every array has one number.

            JSON: {"platform", "sizes": [SwiftUI size names, smallest first], "defaultSize", \
            "styles": {NAME: {"weight", "emphasizedWeight", "pointSize": [pt…], "leading": [pt…], \
            "confidence"}}}; arrays are indexed like "sizes". NAME is the SwiftUI text style \
            (title, not title1); a published row no SwiftUI style serves (watchOS footnote2) keeps \
            Apple's row name.
            """
    )

    @Option(
        help: ArgumentHelp(
            "Platform: ios (also iPadOS), watchos, macos or tvos. Default: ios, or watchos when --watch-size is given.",
            valueName: "platform"))
    var platform: String?

    @Option(
        help: ArgumentHelp(
            "watchOS case size in mm (38, 40, 41, 42, 44, 45 or 49); sets the default size: small on 38, large on 40–42, xLarge on 44–49. Implies --platform watchos.",
            valueName: "mm"))
    var watchSize: String?

    @OptionGroup var output: FormatOption

    func run() throws {
        try StylesReport(platformName: platform, watchSizeName: watchSize).write(as: output.format)
    }
}
