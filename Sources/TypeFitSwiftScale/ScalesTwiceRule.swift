/// `scales-twice`: a font whose size follows Dynamic Type twice, so text grows far more than the
/// user asked (at AX5, body text scaled twice is several times the size scaled once): a size
/// the code already scales (`@ScaledMetric`, `preferredFont(forTextStyle:).pointSize`) given to
/// `Font.custom(_:size:)`, or `UIFontMetrics.scaledFont(for:)` of a font that already scales.
/// The evaluator says why (`SwiftFontValue.scalesTwice`); the rule adds the fix.
struct ScalesTwiceRule {
    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        reading.fonts.compactMap { font in
            guard let reason = font.scalesTwice else { return nil }
            return LintFinding(
                rule: .scalesTwice, location: font.formLocation, message: "\(reason)\(Self.fix(font, reason: reason))")
        }
    }

    /// The fix, unless the reason already gives one.
    static func fix(_ font: SwiftFontValue, reason: String) -> String {
        guard !reason.contains("; use ") else { return "" }
        switch font.api {
        case .uiFontMetrics where reason.contains("already scales"):
            return
                "; drop the outer UIFontMetrics.scaledFont(for:) (the font already follows Dynamic Type), or give it a font of fixed size"
        case .uiFontMetrics:
            return
                "; give scaledFont(for:) the size at Large (a fixed UIFont(name:size:)) and let UIFontMetrics scale it once"
        case .customRelative:
            return "; use Font.custom(_:fixedSize:) for a size the code already scales"
        default:
            return "; scale the size once: either compute it from Dynamic Type or use an API that scales it"
        }
    }
}
