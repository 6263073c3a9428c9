import ArgumentParser
import TypeFit
import TypeFitReport

/// `typefit scaled-metric`: the equivalent of SwiftUI's `@ScaledMetric` (or UIKit's
/// `scaledValue(for:)`, or `Font.custom(_:size:relativeTo:)`) at every Dynamic Type size.
struct ScaledMetricCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaled-metric",
        abstract: "Scale a value as @ScaledMetric does, at every Dynamic Type size.",
        discussion: """
            VALUE is the number the app declares for the Large size (pt), e.g. \
            `@ScaledMetric(relativeTo: .body) var padding = 17`. It is multiplied by the style's \
            factor at each size (--model; leading ratio by default, the best-supported model: it \
            gives the measured 16.333 pt at medium and 48 pt at accessibility5 for body-relative \
            17 pt; the point-size ratio gives 16 and 53), then rounded as the API does (--api: \
            @ScaledMetric to the pixel grid, 1/displayScale pt; Font.custom to whole points; \
            UIFontMetrics.scaledValue(for:) not at all, its rounding being unknown). Both the \
            factor model and the roundings are inferred, except as noted.

            A negative VALUE (a negative spacing scales mirrored) must follow `--` after the \
            options: typefit scaled-metric --relative-to body -- -8.

            Sizes: those of the platform (iOS 12, watchOS 9); macOS and tvOS have no Dynamic Type, \
            so the value does not scale and the only size reported is "large".

            JSON: {"value", "relativeTo", "model" (leadingRatio or pointSizeRatio), "api", \
            "rounding" (pixelGrid@3x, wholePoints or none), "displayScale", "platform", \
            "values": {SwiftUI size name: pt}}.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The value declared for the Large size, in points (pt).", valueName: "value"))
    var value: String

    @Option(
        help: ArgumentHelp(
            "Text style the value scales with, as @ScaledMetric(relativeTo:): SwiftUI (body, title, caption2, …) or UIKit (title1, caption1, UIFontTextStyleBody) names.",
            valueName: "style"))
    var relativeTo = "body"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point: the pixel grid @ScaledMetric rounds to (3: 1/3 pt). Default: 3 on iOS (iPhone; iPads are 2), 2 on watchOS, macOS and tvOS.",
            valueName: "n"))
    var displayScale: String?

    @Option(
        help: ArgumentHelp(
            "Scaling model: leading (leadingRatio: ratio of the style's leadings; best supported) or pointSize (pointSizeRatio: ratio of its point sizes).",
            valueName: "model"))
    var model = "leading"

    @Option(
        help: ArgumentHelp(
            "Platform whose table gives the factors: ios (also iPadOS), watchos, macos or tvos.",
            valueName: "platform"))
    var platform = "ios"

    @Option(
        help: ArgumentHelp(
            "API whose rounding applies: scaledMetric (@ScaledMetric, pixel grid), scaledValue (UIFontMetrics.scaledValue(for:), no rounding) or fontCustom (Font.custom(_:size:relativeTo:), whole points; VALUE must be > 0).",
            valueName: "api"))
    var api = "scaledMetric"

    @OptionGroup var output: FormatOption

    func run() throws {
        try ScaledMetricReport(
            valueText: value, styleName: relativeTo, displayScaleText: displayScale,
            modelName: model, platformName: platform, apiName: api, warn: WarningPrinter.warn
        ).write(as: output.format)
    }
}
