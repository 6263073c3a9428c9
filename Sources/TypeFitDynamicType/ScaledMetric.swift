import TypeFitVocabulary

/// The equivalent of SwiftUI's `@ScaledMetric`: any length (padding, icon size, row height)
/// scaled with the Dynamic Type size relative to a text style and rounded to the pixel grid.
///
/// `value(at:)` = `baseValue × factor`, rounded to the nearest multiple of `1 / displayScale` pt
/// (half away from zero; inferred from a reverse-engineered SwiftUI), where `factor` comes from
/// the ``model`` (default leading ratio). Reproduces the two public measurements (body, @3x):
/// 17 pt → 16.333 pt (49/3) at medium, 17 pt → 48 pt at accessibility5. With the point-size
/// model the same inputs give 16.0 and 53 pt.
///
/// Negative values are allowed (a negative spacing scales like a positive one, mirrored);
/// NaN, infinite and implausibly large values are rejected when the metric is created. Values
/// for all 12 sizes are precomputed.
public struct ScaledMetric: Hashable, Sendable {
    /// The value the app declares, designed for Large, in points (pt).
    public let baseValue: Double
    /// The text style the value scales with (SwiftUI default: body).
    public let textStyle: TextStyle
    /// Pixels per point of the display (3 on @3x iPhones, 2 on @2x).
    public let displayScale: Double
    /// The scaling model.
    public let model: ScalingModel
    /// The platform whose table gives the scale factors.
    public let platform: Platform
    /// The `.dynamicTypeSize(...)` range in effect, or nil for none.
    public let range: DynamicTypeSizeRange?

    /// Scaled values in points (pt), indexed by ``DynamicTypeSize/ordinal``.
    private let scaled: [Double]

    /// Creates a scaled metric.
    ///
    /// - Parameters:
    ///   - baseValue: the declared value for Large, in points (pt); finite, magnitude at most
    ///     1 000 000 pt.
    ///   - textStyle: the style to scale with (default body, as `@ScaledMetric`).
    ///   - displayScale: pixels per point (default 3); finite and > 0.
    ///   - model: the scaling model (default ``ScalingModel/leadingRatio``).
    ///   - platform: whose table to use (default iOS).
    ///   - range: a `.dynamicTypeSize(...)` range clamping the size, or nil.
    /// - Throws: ``DynamicTypeError/invalidValue(parameter:value:requirement:)`` for a bad value or
    ///   display scale; ``DynamicTypeError/styleUnavailable(style:platform:available:)`` when the
    ///   platform has no row for `textStyle`.
    public init(
        _ baseValue: Double,
        relativeTo textStyle: TextStyle = .body,
        displayScale: Double = 3,
        model: ScalingModel = .default,
        platform: Platform = .default,
        range: DynamicTypeSizeRange? = nil
    ) throws(DynamicTypeError) {
        try DynamicTypeError.requireFinite(baseValue, "scaled metric value (pt)")
        try CustomFontScaling.requirePlausible(baseValue, "scaled metric value (pt)")
        try DynamicTypeError.requirePositive(displayScale, "display scale")
        let rounding = ScalingRounding.pixelGrid(displayScale: displayScale)
        var scaled: [Double] = []
        for size in DynamicTypeSize.allCases {
            let factor = try model.factor(for: textStyle, at: range?.clamp(size) ?? size, on: platform)
            scaled.append(rounding.unchecked(baseValue * factor))
        }
        self.baseValue = baseValue
        self.textStyle = textStyle
        self.displayScale = displayScale
        self.model = model
        self.platform = platform
        self.range = range
        self.scaled = scaled
    }

    /// The rounding `@ScaledMetric` applies: the pixel grid of ``displayScale``.
    public var rounding: ScalingRounding { .pixelGrid(displayScale: displayScale) }

    /// The scaled value at `size`, in points (pt).
    public func value(at size: DynamicTypeSize) -> Double {
        scaled[size.ordinal]
    }

    /// The scaled value at every size the platform has, smallest first, in points (pt).
    public func values() -> [(size: DynamicTypeSize, value: Double)] {
        platform.typeTable.sizes.map { ($0, value(at: $0)) }
    }
}
