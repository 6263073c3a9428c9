import TypeFitVocabulary

/// How a scaled value is rounded, which depends on the API that scales it.
///
/// The rule is round-half-away-from-zero (`FloatingPointRoundingRule.toNearestOrAwayFromZero`;
/// for positive sizes, round half up) in every case. Inferred from reverse-engineered SwiftUI
/// code: `Font.custom(…relativeTo:)` resolves with C `round(scaleFactor × size)` and
/// `@ScaledMetric` with `rounded(toMultipleOf: pixelLength)`, whose default rule is
/// `.toNearestOrAwayFromZero`. Apple documents neither.
public enum ScalingRounding: Hashable, Sendable, CustomStringConvertible {
    /// No rounding: UIKit `UIFontMetrics.scaledFont(for:)` / `scaledValue(for:)`, whose rounding
    /// is unknown (the model offers none).
    case none
    /// To a whole number of points: SwiftUI `Font.custom(_:size:)` and
    /// `Font.custom(_:size:relativeTo:)` (`round(value × factor)`; inferred).
    case wholePoints
    /// To the pixel grid, the nearest multiple of `1 / displayScale` points (1/3 pt on @3x, 1/2 pt
    /// on @2x): SwiftUI `@ScaledMetric` (inferred). `displayScale` must be finite and > 0.
    case pixelGrid(displayScale: Double)

    /// The rounding rule used by ``wholePoints`` and ``pixelGrid(displayScale:)`` (inferred).
    package static let rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero

    /// `value` rounded, in points (pt).
    ///
    /// Throws ``DynamicTypeError/invalidValue(parameter:value:requirement:)`` when `value` is NaN
    /// or infinite, or the display scale is not finite and > 0.
    public func apply(to value: Double) throws(DynamicTypeError) -> Double {
        try DynamicTypeError.requireFinite(value, "value to round (pt)")
        try validate()
        return unchecked(value)
    }

    /// Throws when a ``pixelGrid(displayScale:)`` scale is not finite and > 0.
    func validate() throws(DynamicTypeError) {
        if case .pixelGrid(let scale) = self {
            try DynamicTypeError.requirePositive(scale, "display scale")
        }
    }

    /// Rounds a value already known to be finite with a validated scale.
    func unchecked(_ value: Double) -> Double {
        switch self {
        case .none: value
        case .wholePoints: value.rounded(Self.rule)
        // Multiply rather than divide by 1/scale: 49/3 comes out as the double nearest 16.333….
        case .pixelGrid(let scale): (value * scale).rounded(Self.rule) / scale
        }
    }

    /// The name used in reports and read back by ``init(name:)``: `none`, `wholePoints`,
    /// `pixelGrid@3x`.
    public var description: String {
        switch self {
        case .none: return "none"
        case .wholePoints: return "wholePoints"
        case .pixelGrid(let scale):
            let text = scale.rounded() == scale && abs(scale) < 1e6 ? String(Int(scale)) : String(scale)
            return "pixelGrid@\(text)x"
        }
    }

    /// Reads `none`, `wholePoints` (or `whole`), `pixelGrid` / `pixel` (display scale 3), or
    /// `pixelGrid@2x` / `pixel@2` with an explicit display scale; case-insensitive. Returns nil for
    /// anything else, including a scale that is not finite and > 0.
    package init?(name: String) {
        let folded = NameNormalization.fold(name)
        switch folded {
        case "none": self = .none
        case "wholepoints", "whole": self = .wholePoints
        case "pixelgrid", "pixel": self = .pixelGrid(displayScale: 3)
        default:
            // The scale is read from the text as written (folding would drop a minus sign).
            let parts = name.trimmingWhitespace().lowercased()
                .split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let method = NameNormalization.fold(String(parts[0]))
            guard method == "pixelgrid" || method == "pixel" else { return nil }
            var scaleText = parts[1]
            if scaleText.hasSuffix("x") { scaleText.removeLast() }
            guard let scale = Double(scaleText), scale.isFinite, scale > 0 else { return nil }
            self = .pixelGrid(displayScale: scale)
        }
    }

    /// Like ``init(name:)`` but throws ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    public static func parse(_ name: String) throws(DynamicTypeError) -> ScalingRounding {
        try DynamicTypeError.parse(
            name, as: .scalingRounding, accepted: ["none", "wholePoints", "pixelGrid (@3x)", "pixelGrid@2x"],
            by: ScalingRounding.init(name:))
    }
}
