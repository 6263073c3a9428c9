import TypeFitDynamicType
import TypeFitVocabulary

/// One entry of a type scale: a named text role (display, body, caption…) with its font and how
/// it scales with Dynamic Type.
public struct TypeScaleEntry: Sendable, Equatable {
    /// How the entry's size follows Dynamic Type, named after the API an app uses.
    public enum Scaling: String, Sendable, CaseIterable {
        /// `Font.custom(_:size:relativeTo:)` (or `Font.custom(_:size:)`, relative to body):
        /// scales with the text style, whole points.
        case relative
        /// `Font.custom(_:fixedSize:)` / `Font.system(size:)`: never scales.
        case fixed
        /// `UIFontMetrics(forTextStyle:).scaledFont(for:)`: scales with the text style, no
        /// rounding.
        case uikit
        /// Sizes computed by the app's code, one per Dynamic Type size (``pointSizes``), such as
        /// `UIFont(name: "X-Bold", size: preferredBodySize + 6)`: no scaling model applies.
        case computed
    }

    /// `Font.leading(_:)`.
    public enum Leading: String, Sendable, CaseIterable {
        case standard, tight, loose
    }

    /// The entry's name, unique in the scale.
    public var name: String
    /// The text style the size is relative to (and, for the system font, whose size it takes).
    public var textStyle: TextStyle
    /// The family (registered in the scale, or found in the font library), a PostScript name,
    /// or nil for the system font.
    public var font: String?
    /// Weight on the 1–1000 `usWeightClass` scale; nil: the text style's weight for the system
    /// font, regular (400) otherwise.
    public var weight: Int?
    /// Whether the italic face is used.
    public var italic: Bool
    /// The system font's design the code asks for (`Font.system(.title, design: .rounded)`):
    /// ``FontDesign/monospaced`` is the family SF Mono; ``FontDesign/rounded`` and
    /// ``FontDesign/serif`` are measured with the system font, said approximate. For a custom
    /// font it is only what the code asked for.
    public var design: FontDesign
    /// Size at the Large Dynamic Type size, points; nil for a system-font entry that takes its
    /// size from the platform table. For a ``Scaling/computed`` entry, the Large value of
    /// ``pointSizes``.
    public var size: Double?
    /// How the size follows Dynamic Type.
    public var scaling: Scaling
    /// `Font.leading(_:)`.
    public var leading: Leading
    /// Extra space between lines, points (`.lineSpacing(_:)`).
    public var lineSpacing: Double
    /// Cap on the resolved size, points.
    public var maximumPointSize: Double?
    /// `.dynamicTypeSize(_:)` range clamping the size category.
    public var dynamicTypeRange: DynamicTypeSizeRange?
    /// Letter spacing, points per character (`.tracking(_:)`); nil: the SF tracking table for the
    /// system font, none for custom fonts.
    public var tracking: Double?
    /// OpenType features, such as `tnum` for tabular figures.
    public var features: [String]
    /// How a variable font's optical size axis (`opsz`: a custom font's, or the variable SF
    /// Pro's) is set: following the point size (default, as CoreText does), at the axis default,
    /// or at a fixed number of points.
    public var opticalSize: OpticalSize
    /// The point size, points, the app's code gives at each Dynamic Type size: twelve values, one
    /// per `DynamicTypeSize.allCases` in order (`xSmall` … `accessibility5`), before
    /// ``maximumPointSize`` caps them. When set, ``scaling`` is ``Scaling/computed`` and the
    /// resolver takes `pointSizes[size.ordinal]` (the size first clamped into
    /// ``dynamicTypeRange``) instead of any scaling model.
    public var pointSizes: [Double]?
    /// Where the entry is defined, such as `Sources/Theme/Fonts.swift:12`; nil when unknown (a
    /// JSON scale need not say).
    public var definedAt: String?

    /// Whether the entry uses the system font (SF Pro).
    package var usesSystemFont: Bool { lookedUpFont == nil }

    /// The font looked up among the fonts given: ``font``, or SF Mono for the system font's
    /// monospaced design; nil for the system font.
    package var lookedUpFont: String? {
        font ?? (design == .monospaced ? MonospacedSystemFont.appleFamily : nil)
    }

    /// An entry. With `pointSizes` (twelve sizes, points, `xSmall` … `accessibility5`) the entry
    /// is ``Scaling/computed`` whatever `scaling` says, and `size` defaults to the Large value.
    public init(
        name: String, textStyle: TextStyle, font: String? = nil, weight: Int? = nil, italic: Bool = false,
        size: Double? = nil, scaling: Scaling = .relative, leading: Leading = .standard, lineSpacing: Double = 0,
        maximumPointSize: Double? = nil, dynamicTypeRange: DynamicTypeSizeRange? = nil,
        tracking: Double? = nil, features: [String] = [], pointSizes: [Double]? = nil, definedAt: String? = nil,
        opticalSize: OpticalSize = .automatic, design: FontDesign = .default
    ) {
        self.name = name
        self.textStyle = textStyle
        self.font = font
        self.weight = weight
        self.italic = italic
        self.design = design
        let large = DynamicTypeSize.large.ordinal
        self.size = size ?? pointSizes.flatMap { $0.indices.contains(large) ? $0[large] : nil }
        self.scaling = pointSizes == nil ? scaling : .computed
        self.leading = leading
        self.lineSpacing = lineSpacing
        self.maximumPointSize = maximumPointSize
        self.dynamicTypeRange = dynamicTypeRange
        self.tracking = tracking
        self.features = features
        self.pointSizes = pointSizes
        self.definedAt = definedAt
        self.opticalSize = opticalSize
    }
}
