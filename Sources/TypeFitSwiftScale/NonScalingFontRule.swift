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
                        message: "\(font.api.rawValue) does not scale with Dynamic Type; use \(Self.alternative(font))")
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
            message: "cannot tell whether \(font.api.rawValue) scales: \(reason)")
    }

    /// The scaled form to use instead of `font`, relative to the text style whose Large size is
    /// nearest.
    static func alternative(_ font: SwiftFontValue) -> String {
        let style = font.size.map(nearestTextStyle) ?? .body
        let size = font.size.map(points) ?? "size"
        let name = font.name.map { "\"\($0)\"" } ?? "name"
        switch font.api {
        case .customFixed:
            return "Font.custom(\(name), size: \(size), relativeTo: .\(style.rawValue))"
        case .systemSize:
            let weight = font.weight.flatMap { FontWeight(value: $0)?.name }.map { ".weight(.\($0))" } ?? ""
            return "Font.system(.\(style.rawValue))\(weight) (or Font.custom with relativeTo:)"
        case .uiFontNamed:
            return
                "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for: UIFont(name: \(name), size: \(size))!)"
        default:
            return
                "UIFont.preferredFont(forTextStyle: .\(style.uiKitName)) or UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for:)"
        }
    }

    /// The text style whose size at Large on iOS is nearest `size` (ties: the larger style).
    static func nearestTextStyle(_ size: Double) -> TextStyle {
        let styles: [(TextStyle, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        return styles.min { abs($0.1 - size) < abs($1.1 - size) }!.0
    }

    /// Points as the code would write them: `17`, `16.5`.
    static func points(_ value: Double) -> String { value.pointsText(decimals: nil) }
}
