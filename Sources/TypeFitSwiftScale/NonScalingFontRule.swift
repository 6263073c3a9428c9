import TypeFitDynamicType
import TypeFitVocabulary

/// `non-scaling-font`: a warning for each font whose size evaluation shows to be the same at
/// every Dynamic Type size, with the scaled form to use instead; a note for each fixed font form
/// whose size TypeFit cannot work out (it cannot tell whether the text scales).
///
/// Not findings: sizes the code computes from Dynamic Type (`preferredFont(forTextStyle:)
/// .pointSize - 1`, `@ScaledMetric`, `scaledValue(for:)`), and fixed UIKit fonts passed through
/// `UIFontMetrics.scaledFont(for:)`, directly or through a local.
struct NonScalingFontRule {
    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        var findings: [LintFinding] = []
        let scaled = reading.scaledForms.union(reading.lintFacts.scaledBases)
        for font in reading.fonts where font.isFixedSize && !scaled.contains(font.formLocation) {
            if font.size == nil {
                findings.append(Self.cannotTell(font))
            } else {
                findings.append(
                    LintFinding(
                        rule: .nonScalingFont, location: font.formLocation,
                        message: "\(font.writtenAPI) does not scale with Dynamic Type; use \(Self.alternative(font))")
                )
            }
        }
        for font in reading.uncertainFonts where !scaled.contains(font.formLocation) {
            findings.append(Self.cannotTell(font))
        }
        return findings
    }

    /// The note for a fixed form whose size (or whole call) could not be worked out.
    static func cannotTell(_ font: SwiftFontValue) -> LintFinding {
        let reason = font.unresolved.first?.message ?? "its size could not be worked out"
        return LintFinding(
            rule: .nonScalingFont, severity: .note, location: font.formLocation,
            message: "cannot tell whether \(font.writtenAPI) scales: \(reason)")
    }

    /// The scaled form to use instead of `font`: one that keeps the size at Large (the default
    /// Dynamic Type size) and scales like the text style whose Large size is nearest. A text style
    /// itself (`Font.system(.body)`, `UIFont.preferredFont(forTextStyle: .body)`) only when its
    /// size at Large is the fixed size; otherwise the size kept and scaled: `@ScaledMetric`,
    /// `Font.custom(_:size:relativeTo:)`, `UIFontMetrics.scaledFont(for:)`.
    static func alternative(_ font: SwiftFontValue) -> String {
        let style = font.size.map(nearestTextStyle) ?? .body
        let size = font.size.map(points) ?? "size"
        let isStyleSize = font.size != nil && font.size == largeSize(of: style)
        let name = font.name.map { "\"\($0)\"" } ?? "name"
        let labels = font.writtenLabels
        let weight = labels.contains("weight") ? font.weight.flatMap { FontWeight(value: $0)?.name } : nil
        let design = labels.contains("design") ? font.design : nil
        let styleName = ".\(style.rawValue)"
        let metrics = FontAPICatalog.metrics.call([".\(style.uiKitName)"]) + "."
        let scaledFont = FontAPICatalog.scaledFont
        switch font.api {
        case .customFixed:
            return FontAPICatalog.fontCustomRelativeTo.call([name, size, styleName])
        case .systemSize where isStyleSize:
            let textStyle = FontForm.systemStyle.row.call(giving: ["_": styleName, "design": design.map { ".\($0)" }])
            let weightModifier = weight.flatMap { weight in
                FontAPICatalog.modifier("weight").map { "." + $0.call([".\(weight)"], includingType: false) }
            }
            return textStyle + (weightModifier ?? "")
        case .systemSize:
            let system = FontAPICatalog.fontSystemSize.call(
                giving: ["size": "size", "weight": weight.map { ".\($0)" }, "design": design.map { ".\($0)" }],
                includingType: false)
            return
                "\(FontAPICatalog.scaledMetric.call([styleName])) var size: CGFloat = \(size) and .font(.\(system)): \(size) pt at the default size, scaled like \(styleName)"
        case .uiFontNamed:
            let named = FontForm.uiFontNamed.row.call([name, size])
            return metrics + scaledFont.call([named + "!"], includingType: false)
        default:
            let scaledFor = metrics + scaledFont.member + "(\(scaledFont.parameters[0].label):"
            if isStyleSize, font.written == FontAPICatalog.systemFontOfSize.description {
                let preferred = FontAPICatalog.preferredFont.call([".\(style.uiKitName)"])
                return "\(preferred) or \(scaledFor))"
            }
            if let call = uiKitSystemCall(font) { return "\(scaledFor) \(call))" }
            return "\(scaledFor)) with this font"
        }
    }

    /// `font`'s UIKit system font call with its worked-out arguments
    /// (`UIFont.boldSystemFont(ofSize: 60)`, `UIFont.systemFont(ofSize: 13, weight: .semibold)`),
    /// or nil when it is another call or an argument is not known.
    static func uiKitSystemCall(_ font: SwiftFontValue) -> String? {
        guard let written = font.written, let open = written.firstIndex(of: "("), let size = font.size,
            let function = written[..<open].split(separator: ".").last,
            FontAPICatalog.rows.contains(where: { $0.form == .uiFontSystemSize && $0.member == function })
        else { return nil }
        var arguments: [String] = []
        for label in font.writtenLabels {
            switch label {
            case "ofSize": arguments.append("ofSize: \(points(size))")
            case "weight":
                guard let weight = font.weight.flatMap({ FontWeight(value: $0)?.name }) else { return nil }
                arguments.append("weight: .\(weight)")
            default: return nil
            }
        }
        return "\(written[..<open])(\(arguments.joined(separator: ", ")))"
    }

    /// The text styles a fixed size is matched to (headline is body's size, semibold).
    static let matchedStyles: [TextStyle] = [
        .largeTitle, .title, .title2, .title3, .body, .callout, .subheadline, .footnote, .caption, .caption2,
    ]

    /// The size of `style` at Large on iOS, points.
    static func largeSize(of style: TextStyle) -> Double? {
        Platform.iOS.typeTable.metrics(for: style, at: .large)?.pointSize
    }

    /// The text style whose size at Large on iOS is nearest `size` (ties: the larger style).
    static func nearestTextStyle(_ size: Double) -> TextStyle {
        matchedStyles.min { abs((largeSize(of: $0) ?? 0) - size) < abs((largeSize(of: $1) ?? 0) - size) }!
    }

    /// Points as the code would write them: `17`, `16.5`.
    static func points(_ value: Double) -> String { value.pointsText(decimals: nil) }
}
