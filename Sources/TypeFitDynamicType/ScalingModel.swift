import TypeFitVocabulary

/// How a custom value (a custom font size, a `@ScaledMetric` padding) scales with the Dynamic
/// Type size relative to a text style. Apple does not document the formula; both candidates are
/// named so reports can say which produced a number.
///
/// Both scale from the platform's reference size, Large (``PlatformTypeTable/referenceSize``):
/// a value designed at Large is unchanged at Large.
public enum ScalingModel: String, Sendable, CaseIterable, Codable {
    /// `value × leading[style][size] / leading[style][large]`: the ratio of the style's leadings.
    ///
    /// The default: the best-supported model. Measured for body (17 pt → 16.333 pt at medium on
    /// @3x with `@ScaledMetric`, 17 pt → 48 pt at accessibility5 through `UIFontMetrics.default`,
    /// neither of which the point-size ratio gives) and used by a reverse-engineered SwiftUI
    /// (`bodyLeading` ratio); inferred for the other styles.
    case leadingRatio
    /// `value × pointSize[style][size] / pointSize[style][large]`: the ratio of the style's
    /// point sizes. Inferred; kept as an alternative (it gives 16.0 and 53 pt for the measured
    /// cases above).
    case pointSizeRatio

    /// The model used unless another is chosen: ``leadingRatio``.
    public static let `default`: ScalingModel = .leadingRatio

    /// The short name accepted on input and usable in compact output: `leading`, `pointSize`.
    public var shortName: String {
        switch self {
        case .leadingRatio: "leading"
        case .pointSizeRatio: "pointSize"
        }
    }

    /// How sure the model is: leading ratio measured (for body), point-size ratio inferred.
    public var confidence: Confidence {
        switch self {
        case .leadingRatio: .measured
        case .pointSizeRatio: .inferred
        }
    }

    /// A one-line explanation for reports.
    public var summary: String {
        switch self {
        case .leadingRatio:
            "leading ratio: value × leading(style, size) / leading(style, Large) "
                + "(measured for body, inferred for other styles)"
        case .pointSizeRatio:
            "point-size ratio: value × pointSize(style, size) / pointSize(style, Large) (inferred)"
        }
    }

    /// Reads `leadingRatio` / `leading` or `pointSizeRatio` / `pointSize`, case-insensitively
    /// (spaces, `_`, `-` ignored). Returns nil for anything else.
    package init?(name: String) {
        switch NameNormalization.fold(name) {
        case "leadingratio", "leading": self = .leadingRatio
        case "pointsizeratio", "pointsize": self = .pointSizeRatio
        default: return nil
        }
    }

    /// Like ``init(name:)`` but throws ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    public static func parse(_ name: String) throws(DynamicTypeError) -> ScalingModel {
        try DynamicTypeError.parse(
            name, as: .scalingModel, accepted: ["leadingRatio", "leading", "pointSizeRatio", "pointSize"],
            by: ScalingModel.init(name:))
    }

    /// The factor by which a value relative to `style` is multiplied at `size` on `platform`
    /// (1 at Large). Sizes the platform lacks are resolved with
    /// ``PlatformTypeTable/resolvedSize(for:)``. On platforms without Dynamic Type (macOS, tvOS)
    /// the factor is always 1, whatever the style.
    ///
    /// Throws ``DynamicTypeError/styleUnavailable(style:platform:available:)`` when a platform with
    /// Dynamic Type has no row for `style` (for example `callout` on watchOS).
    public func factor(
        for style: TextStyle, at size: DynamicTypeSize, on platform: Platform = .iOS
    ) throws(DynamicTypeError) -> Double {
        guard platform.hasDynamicType else { return 1 }
        let table = platform.typeTable
        let metrics = try table.requireMetrics(for: style, at: size)
        let reference = try table.requireMetrics(for: style, at: table.referenceSize)
        switch self {
        case .leadingRatio: return metrics.leading / reference.leading
        case .pointSizeRatio: return metrics.pointSize / reference.pointSize
        }
    }
}
