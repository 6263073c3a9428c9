import ArgumentParser
import TypeFit
import TypeFitOutput
import TypeFitReport
import TypeFitVocabulary

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

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let report = try ScaledMetricReport(
            valueText: value, styleName: relativeTo, displayScaleText: displayScale,
            modelName: model, platformName: platform, apiName: api)
        switch format {
        case .json: try OutputWriter.write(try OutputWriter.json(report.json), to: nil)
        case .text: try OutputWriter.write(report.rendered(), to: nil)
        }
    }
}

/// The API whose rounding `typefit scaled-metric` applies.
enum ScaledValueAPI: String, CaseIterable {
    /// SwiftUI `@ScaledMetric`: pixel grid of the display scale (inferred).
    case scaledMetric
    /// UIKit `UIFontMetrics.scaledValue(for:)`: rounding unknown, none applied.
    case scaledValue
    /// SwiftUI `Font.custom(_:size:relativeTo:)`: whole points (inferred).
    case fontCustom

    /// Reads a name case-insensitively (`_`, `-` and spaces ignored); `ScaledMetric` and
    /// `Font.custom` work too.
    init?(name: String) {
        let folded = String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" && $0 != "@" && $0 != "." })
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }
}

/// What `typefit scaled-metric` prints, computed from the command's options.
struct ScaledMetricReport {
    /// The JSON document.
    struct JSON: Encodable {
        var value: Double
        var relativeTo: String
        var model: String
        var api: String
        var rounding: String
        var displayScale: Double
        var platform: String
        var values: [String: Double]
    }

    let value: Double
    let style: TextStyle
    let displayScale: Double
    let model: ScalingModel
    let platform: Platform
    let api: ScaledValueAPI
    let rounding: ScalingRounding
    /// The scaled value at each size the platform has, smallest first, in points (pt).
    let values: [(size: DynamicTypeSize, value: Double)]

    /// Parses and validates every input, failing with the bad-input exit and a one-line message
    /// naming the bad value (the model's own message where it has one).
    init(
        valueText: String, styleName: String, displayScaleText: String?, modelName: String,
        platformName: String, apiName: String
    ) throws {
        do {
            guard let value = Double(valueText) else {
                throw CommandFailure.badInput(
                    "invalid scaled metric value (pt) \"\(valueText)\": not a number; give the value for Large in points, such as 17 or 12.5"
                )
            }
            let style = try TextStyle.parse(styleName)
            let model = try ScalingModel.parse(modelName)
            let platform = try Platform.parse(platformName)
            guard let api = ScaledValueAPI(name: apiName) else {
                let accepted = ScaledValueAPI.allCases.map(\.rawValue).joined(separator: ", ")
                throw CommandFailure.badInput("unknown API \"\(apiName)\"; accepted: \(accepted)")
            }
            let displayScale: Double
            if let displayScaleText {
                guard let scale = Double(displayScaleText) else {
                    throw CommandFailure.badInput(
                        "invalid display scale \"\(displayScaleText)\": not a number; must be a finite number greater than 0, such as 2 or 3"
                    )
                }
                displayScale = scale
                if api != .scaledMetric {
                    CommandFailure.warn("--display-scale has no effect with --api \(api.rawValue)")
                }
            } else {
                displayScale = platform == .iOS ? 3 : 2
            }

            // Validates the value, the display scale and the style's availability on the platform.
            let metric = try ScaledMetric(
                value, relativeTo: style, displayScale: displayScale,
                model: model, platform: platform)
            let sizes = platform.typeTable.sizes
            switch api {
            case .scaledMetric:
                rounding = metric.rounding
                values = metric.values()
            case .scaledValue:
                rounding = .none
                values = try sizes.map { size throws(DynamicTypeError) in
                    (size, value * (try model.factor(for: style, at: size, on: platform)))
                }
            case .fontCustom:
                let scaling = try CustomFontScaling(
                    api: .fontCustomRelativeTo(style), pointSize: value, model: model, platform: platform)
                rounding = scaling.rounding
                values = scaling.pointSizes().map { ($0.size, $0.pointSize) }
            }
            self.value = value
            self.style = style
            self.displayScale = displayScale
            self.model = model
            self.platform = platform
            self.api = api
        } catch let error as DynamicTypeError {
            throw CommandFailure.badInput(error.description)
        }
    }

    var json: JSON {
        JSON(
            value: value, relativeTo: style.rawValue, model: model.rawValue, api: api.rawValue,
            rounding: rounding.description, displayScale: displayScale, platform: platform.rawValue,
            values: Dictionary(uniqueKeysWithValues: values.map { ($0.size.rawValue, $0.value) }))
    }

    /// The Swift code whose values these are.
    var swiftCall: String {
        let number = value.formattedPoints
        switch api {
        case .scaledMetric: return "@ScaledMetric(relativeTo: .\(style.rawValue)) var value = \(number)"
        case .scaledValue: return "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledValue(for: \(number))"
        case .fontCustom: return "Font.custom(name, size: \(number), relativeTo: .\(style.rawValue))"
        }
    }

    /// A two-column table, size and value, the Large row marked `*`, then how it was computed.
    func rendered() -> String {
        let reference = platform.typeTable.referenceSize
        var table = TextTable(header: ["size", "value pt"], rightAligned: [1])
        for (size, scaled) in values {
            table.append([size == reference ? "\(size.rawValue) *" : size.rawValue, scaled.formattedPoints])
        }
        var lines = ["\(swiftCall) on \(platform.displayName)", ""]
        lines.append(table.rendered())
        lines.append("* \(reference.rawValue): the declared value; every other size scales from it.")
        if !platform.hasDynamicType {
            lines.append("\(platform.displayName) has no Dynamic Type: the value does not scale.")
        }
        lines.append("model: \(model.summary)")
        lines.append("rounding: \(roundingSummary)")
        return lines.joined(separator: "\n") + "\n"
    }

    private var roundingSummary: String {
        switch rounding {
        case .none: "none (UIFontMetrics rounding is unknown)"
        case .wholePoints: "whole points, half away from zero (Font.custom; inferred)"
        case .pixelGrid(let scale):
            "pixel grid, nearest 1/\(scale.formattedPoints) pt at @\(scale.formattedPoints)x (@ScaledMetric; inferred)"
        }
    }
}

extension Double {
    /// The number with up to three decimals and no trailing zeros (16.333, 17, 14.5): enough to
    /// show thirds of a point.
    var formattedPoints: String {
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
