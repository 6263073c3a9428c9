import TypeFitDynamicType
import TypeFitInput
import TypeFitVocabulary

/// What `typefit scaled-metric` prints, computed from the command's options.
package struct ScaledMetricReport {
    /// The JSON document.
    package struct JSON: Encodable {
        package var value: Double
        package var relativeTo: String
        package var model: String
        package var api: String
        package var rounding: String
        package var displayScale: Double
        package var platform: String
        package var values: [String: Double]
    }

    package let value: Double
    package let style: TextStyle
    package let displayScale: Double
    package let model: ScalingModel
    package let platform: Platform
    package let api: ScaledValueAPI
    package let rounding: ScalingRounding
    /// The scaled value at each size the platform has, smallest first, in points (pt).
    package let values: [(size: DynamicTypeSize, value: Double)]

    /// Parses and validates every input, failing with a one-line message naming the bad value
    /// (the model's own message where it has one). `warn` hears about an option that has no
    /// effect (`--display-scale` with an API that does not round to the pixel grid).
    package init(
        valueText: String, styleName: String, displayScaleText: String?, modelName: String,
        platformName: String, apiName: String, warn: (String) -> Void
    ) throws(OptionError) {
        do {
            guard let value = Double(valueText) else {
                throw OptionError(
                    "invalid scaled metric value (pt) \"\(valueText)\": not a number; give the value for Large in points, such as 17 or 12.5"
                )
            }
            let style = try TextStyle.parse(styleName)
            let model = try ScalingModel.parse(modelName)
            let platform = try Platform.parse(platformName)
            guard let api = ScaledValueAPI(name: apiName) else {
                let accepted = ScaledValueAPI.allCases.map(\.rawValue).joined(separator: ", ")
                throw OptionError("unknown API \"\(apiName)\"; accepted: \(accepted)")
            }
            let displayScale: Double
            if let displayScaleText {
                guard let scale = Double(displayScaleText) else {
                    throw OptionError(
                        "invalid display scale \"\(displayScaleText)\": not a number; must be a finite number greater than 0, such as 2 or 3"
                    )
                }
                displayScale = scale
                if api != .scaledMetric {
                    warn("--display-scale has no effect with --api \(api.rawValue)")
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
                rounding = api.row.rounding
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
        } catch let error as OptionError {
            throw error
        } catch {
            // The model's own message (a DynamicTypeError).
            throw OptionError("\(error)")
        }
    }

    /// The JSON document.
    package var json: JSON {
        JSON(
            value: value, relativeTo: style.rawValue, model: model.rawValue, api: api.rawValue,
            rounding: rounding.description, displayScale: displayScale, platform: platform.rawValue,
            values: Dictionary(uniqueKeysWithValues: values.map { ($0.size.rawValue, $0.value) }))
    }

    /// The Swift code whose values these are.
    package var swiftCall: String {
        let number = value.pointsText(decimals: 3)
        return api.swiftCall(number, relativeTo: style)
    }

    /// A two-column table, size and value, the Large row marked `*`, then how it was computed.
    package func rendered() -> String {
        let reference = platform.typeTable.referenceSize
        var table = TextTable(header: ["size", "value pt"], rightAligned: [1])
        for (size, scaled) in values {
            table.append([size == reference ? "\(size.rawValue) *" : size.rawValue, scaled.pointsText(decimals: 3)])
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
            "pixel grid, nearest 1/\(scale.pointsText(decimals: 3)) pt at @\(scale.pointsText(decimals: 3))x (@ScaledMetric; inferred)"
        }
    }
}
