import TypeFitVocabulary

/// The point size a custom font resolves to at each Dynamic Type size, given the API that sizes
/// it (``CustomFontAPI``), a scaling model, a rounding, an optional cap and an optional
/// `.dynamicTypeSize(...)` range.
///
/// Resolution at a size `s`, in this order:
/// 1. `s` is clamped into ``range`` (SwiftUI `.dynamicTypeSize(...)`, documented);
/// 2. a size the platform lacks becomes its nearest size (``PlatformTypeTable/resolvedSize(for:)``);
/// 3. scaling APIs multiply ``basePointSize`` by ``ScalingModel/factor(for:at:on:)`` of their
///    style; fixed-size APIs keep it;
/// 4. the result is rounded (``rounding``);
/// 5. it is capped at ``maximumPointSize`` (UIKit `scaledFont(for:maximumPointSize:)`, documented).
///
/// All inputs are validated when the value is created, so lookups cannot fail; values are
/// precomputed for the 12 sizes (a lookup is an array access).
/// The iOS 11 pt floor of the system text styles is not applied to custom fonts.
public struct CustomFontScaling: Hashable, Sendable {
    /// The API that sizes the font.
    public let api: CustomFontAPI
    /// The size the app passes, designed for Large, in points (pt).
    package let basePointSize: Double
    /// The cap, in points (pt), or nil.
    public let maximumPointSize: Double?
    /// The scaling model.
    public let model: ScalingModel
    /// The rounding applied after scaling.
    public let rounding: ScalingRounding
    /// The platform whose table gives the scale factors.
    public let platform: Platform
    /// The `.dynamicTypeSize(...)` range in effect, or nil for none.
    public let range: DynamicTypeSizeRange?

    /// Resolved point sizes in points (pt), indexed by ``DynamicTypeSize/ordinal``.
    private let resolved: [Double]

    /// Creates the scaling of a custom font size.
    ///
    /// - Parameters:
    ///   - api: how the app sizes the font.
    ///   - pointSize: the size passed to the API, for Large, in points (pt); finite, > 0 and at
    ///     most 1 000 000 pt.
    ///   - maximumPointSize: the cap in points (pt); only for ``CustomFontAPI/scaledFont(_:)``.
    ///   - model: the scaling model (default ``ScalingModel/leadingRatio``).
    ///   - rounding: the rounding, or nil for the API's own (``CustomFontAPI/defaultRounding``).
    ///   - platform: whose table to use (default iOS).
    ///   - range: a `.dynamicTypeSize(...)` range clamping the size, or nil.
    /// - Throws: ``DynamicTypeError/invalidValue(parameter:value:requirement:)`` for a size or cap
    ///   that is NaN, infinite, ≤ 0 or too large, or a bad display scale;
    ///   ``DynamicTypeError/maximumPointSizeUnsupported(api:)`` for a cap on an API without one;
    ///   ``DynamicTypeError/styleUnavailable(style:platform:available:)`` when the platform has no
    ///   row for the API's style.
    public init(
        api: CustomFontAPI,
        pointSize: Double,
        maximumPointSize: Double? = nil,
        model: ScalingModel = .default,
        rounding: ScalingRounding? = nil,
        platform: Platform = .default,
        range: DynamicTypeSizeRange? = nil
    ) throws(DynamicTypeError) {
        try DynamicTypeError.requirePositive(pointSize, "point size (pt)")
        try CustomFontScaling.requirePlausible(pointSize, "point size (pt)")
        if let maximumPointSize {
            guard api.supportsMaximumPointSize else {
                throw .maximumPointSizeUnsupported(api: api.description)
            }
            try DynamicTypeError.requirePositive(maximumPointSize, "maximum point size (pt)")
        }
        let rounding = rounding ?? api.defaultRounding
        try rounding.validate()

        var resolved: [Double] = []
        for size in DynamicTypeSize.allCases {
            let effective = range?.clamp(size) ?? size
            var value = pointSize
            if let style = api.relativeStyle {
                value *= try model.factor(for: style, at: effective, on: platform)
            }
            value = rounding.unchecked(value)
            if let maximumPointSize { value = min(value, maximumPointSize) }
            resolved.append(value)
        }
        self.api = api
        self.basePointSize = pointSize
        self.maximumPointSize = maximumPointSize
        self.model = model
        self.rounding = rounding
        self.platform = platform
        self.range = range
        self.resolved = resolved
    }

    /// The resolved point size at `size`, in points (pt).
    public func pointSize(at size: DynamicTypeSize) -> Double {
        resolved[size.ordinal]
    }

    /// The resolved point size at every size the platform has, smallest first, in points (pt).
    public func pointSizes() -> [(size: DynamicTypeSize, pointSize: Double)] {
        platform.typeTable.sizes.map { ($0, pointSize(at: $0)) }
    }

    /// The size whose table values answer a request for `size`: clamped into ``range``, then
    /// resolved to a size the platform has.
    public func effectiveSize(for size: DynamicTypeSize) -> DynamicTypeSize {
        platform.typeTable.resolvedSize(for: range?.clamp(size) ?? size)
    }

    /// The largest magnitude accepted for a base value, in points (pt): larger values are not
    /// plausible lengths on screen and are rejected rather than scaled.
    package static let maximumMagnitude: Double = 1_000_000

    static func requirePlausible(_ value: Double, _ parameter: String) throws(DynamicTypeError) {
        guard abs(value) <= maximumMagnitude else {
            throw .invalidValue(
                parameter: parameter, value: value,
                requirement: "must be at most 1000000 pt in magnitude")
        }
    }
}
