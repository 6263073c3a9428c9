import TypeFitVocabulary

/// The rows that make a font or a scaled size: SwiftUI's `Font` constructors and text styles,
/// UIKit's `UIFont` constructors, font descriptors, `UIFontMetrics` and `@ScaledMetric`.
///
/// Sources, Apple's developer documentation pages: SwiftUI `Font` (`custom(_:size:)`: "scales
/// with the body text style"; `custom(_:size:relativeTo:)`; `custom(_:fixedSize:)`: "does not
/// scale"; `system(size:weight:design:)`: a fixed size; `system(_:design:weight:)` and the text
/// style properties: scale with Dynamic Type; `bold()`), `UIFont` (`init(name:size:)`,
/// `init(descriptor:size:)`, `systemFont(ofSize:)` and its kin, `preferredFont(forTextStyle:)`,
/// `preferredFont(forTextStyle:compatibleWith:)`), `UIFontDescriptor`
/// (`preferredFontDescriptor(withTextStyle:)`), `UIFontMetrics` (`init(forTextStyle:)`,
/// `default`: the body style, `scaledFont(for:)`, `scaledFont(for:maximumPointSize:)`: "the
/// maximum point size", `scaledValue(for:)`: no maximum), `ScaledMetric`; WWDC20 session 10175
/// for the emphasized weight `bold()` gives a text style ("17 pt Semibold" for body). Rounding
/// is inferred (see ``ScalingRounding``); `boldSystemFont(ofSize:)` as semibold is measured (the
/// view hierarchy of `UIFont.boldSystemFont(ofSize: 32)` on iOS 17).
extension FontAPICatalog {
    static let fontRows: [AppleFontAPI] =
        [
            // SwiftUI: custom fonts.
            fontCustomRelativeTo, fontCustom, fontCustomFixedSize,
            // SwiftUI: the system font.
            fontSystemSize,
            .font(
                "Font", "system",
                [.init("_", "Font.TextStyle", .textStyle), design(defaulted: true), weight(defaulted: true)],
                .staticFunction, form: .systemStyle, scaling: .relative(.argument("_")),
                boldTrait: .emphasizedWeightOfStyle,
                source: "SwiftUI Font.system(_:design:weight:): scales with Dynamic Type"),
        ]
        + TextStyle.allCases.map { style in
            .font(
                "Font", style.swiftUIName, [], .staticValue, form: .systemStyle, scaling: .relative(.style(style)),
                boldTrait: .emphasizedWeightOfStyle, source: "SwiftUI Font.\(style.swiftUIName): a text style")
        }
        + [
            .font(
                "Font", "init", [.init("_", "UIFont", .font)], .initializer, form: nil, scaling: .asReceiver,
                source: "SwiftUI Font(_:): the UIKit font as a SwiftUI font, scaling as it does"),
            // UIKit: custom fonts and descriptors.
            .font(
                "UIFont", "init", [.init("name", "String", .fontName), size], .initializer, form: .uiFontNamed,
                scaling: .fixed, boldTrait: .familyBold,
                source: "UIKit UIFont(name:size:): fixed unless UIFontMetrics scales it"),
            .font(
                "UIFont", "init", [.init("descriptor", "UIFontDescriptor", .descriptor), size], .initializer,
                form: nil, scaling: .asReceiver,
                source: "UIKit UIFont(descriptor:size:): the descriptor's font; a size above 0 fixes it"),
            .font(
                "UIFontDescriptor", "init", [.init("name", "String", .fontName), size], .initializer,
                result: "UIFontDescriptor", form: .uiFontNamed, scaling: .fixed, boldTrait: .familyBold,
                source: "UIKit UIFontDescriptor(name:size:)"),
            // UIKit: the system font at a fixed size.
            systemFont("systemFont", [size, weight(defaulted: false)]),
            systemFontOfSize,
            systemFont("boldSystemFont", [size], effects: [.weight(.semibold)], confidence: .measured),
            systemFont("italicSystemFont", [size], effects: [.italic]),
            systemFont("monospacedDigitSystemFont", [size, weight(defaulted: false)], effects: [.feature("tnum")]),
            systemFont("monospacedSystemFont", [size, weight(defaulted: false)], effects: [.design("monospaced")]),
            // UIKit: text styles.
            preferredFont,
            .font(
                "UIFont", "preferredFont", [style("forTextStyle"), traits], .staticFunction, form: .uiFontPreferred,
                scaling: .relative(.argument("forTextStyle")), boldTrait: .emphasizedWeightOfStyle,
                source: "UIKit UIFont.preferredFont(forTextStyle:compatibleWith:): pinned by the traits' size category"),
            .font(
                "UIFontDescriptor", "preferredFontDescriptor", [style("withTextStyle")], .staticFunction,
                result: "UIFontDescriptor", form: .uiFontPreferred, scaling: .relative(.argument("withTextStyle")),
                boldTrait: .emphasizedWeightOfStyle,
                source: "UIKit UIFontDescriptor.preferredFontDescriptor(withTextStyle:)"),
            .font(
                "UIFontDescriptor", "preferredFontDescriptor", [style("withTextStyle"), traits], .staticFunction,
                result: "UIFontDescriptor", form: .uiFontPreferred, scaling: .relative(.argument("withTextStyle")),
                boldTrait: .emphasizedWeightOfStyle,
                source: "UIKit UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)"),
        ]

    static let metricsRows: [AppleFontAPI] = [
        scaledFont, scaledFontCapped,
        .font(
            "UIFontMetrics", "scaledFont", [.init("for", "UIFont", .font), traits], .method, result: "UIFont",
            form: .uiFontMetrics,
            scaling: .relative(.receiver), boldTrait: .weight(.semibold),
            source: "UIKit UIFontMetrics.scaledFont(for:compatibleWith:): pinned by the traits' size category"),
        .font(
            "UIFontMetrics", "scaledFont",
            [.init("for", "UIFont", .font), .init("maximumPointSize", "CGFloat", .maximumPointSize), traits],
            .method, result: "UIFont", form: .uiFontMetrics, scaling: .relative(.receiver),
            boldTrait: .weight(.semibold),
            source: "UIKit UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)"),
        scaledValue,
        .font(
            "UIFontMetrics", "scaledValue", [.init("for", "CGFloat", .value), traits], .method, result: "CGFloat",
            form: nil, scaling: .relative(.receiver),
            source: "UIKit UIFontMetrics.scaledValue(for:compatibleWith:): pinned by the traits' size category"),
        metrics, metricsDefault, scaledMetric,
    ]

    /// UIKit `UIFontMetrics.default`: the metrics of the body style.
    package static let metricsDefault = AppleFontAPI.font(
        "UIFontMetrics", "default", [], .staticValue, result: "UIFontMetrics", form: nil,
        scaling: .relative(.style(.body)), source: "UIKit UIFontMetrics.default: the body text style")

    /// SwiftUI `Font.custom(_:size:relativeTo:)`: scales relative to the style named.
    package static let fontCustomRelativeTo = AppleFontAPI.font(
        "Font", "custom", [name, size, .init("relativeTo", "Font.TextStyle", .textStyle)], .staticFunction,
        form: .customRelative, scaling: .relative(.argument("relativeTo")), rounding: .wholePoints,
        source: "SwiftUI Font.custom(_:size:relativeTo:)")
    /// SwiftUI `Font.custom(_:size:)`: scales relative to body.
    package static let fontCustom = AppleFontAPI.font(
        "Font", "custom", [name, size], .staticFunction, form: .customRelative,
        scaling: .relative(.style(.body)), rounding: .wholePoints,
        source: "SwiftUI Font.custom(_:size:): scales with the body text style")
    /// SwiftUI `Font.custom(_:fixedSize:)`: does not scale.
    package static let fontCustomFixedSize = AppleFontAPI.font(
        "Font", "custom", [name, .init("fixedSize", "CGFloat", .pointSize)], .staticFunction, form: .customFixed,
        scaling: .fixed, source: "SwiftUI Font.custom(_:fixedSize:): does not scale")
    /// SwiftUI `Font.system(size:weight:design:)`: does not scale.
    package static let fontSystemSize = AppleFontAPI.font(
        "Font", "system", [size, weight(defaulted: true), design(defaulted: true)], .staticFunction,
        form: .systemSize, scaling: .fixed, boldTrait: .weight(.semibold),
        source: "SwiftUI Font.system(size:weight:design:): a fixed size")
    /// UIKit `UIFont.systemFont(ofSize:)`: the system font at a fixed size.
    package static let systemFontOfSize = systemFont("systemFont", [size])
    /// UIKit `UIFont.preferredFont(forTextStyle:)`: a text style's font, which scales.
    package static let preferredFont = AppleFontAPI.font(
        "UIFont", "preferredFont", [style("forTextStyle")], .staticFunction, form: .uiFontPreferred,
        scaling: .relative(.argument("forTextStyle")), boldTrait: .emphasizedWeightOfStyle,
        source: "UIKit UIFont.preferredFont(forTextStyle:)")
    /// UIKit `UIFontMetrics(forTextStyle:)`: the metrics of a text style.
    package static let metrics = AppleFontAPI.font(
        "UIFontMetrics", "init", [style("forTextStyle")], .initializer, result: "UIFontMetrics", form: nil,
        scaling: .relative(.argument("forTextStyle")), source: "UIKit UIFontMetrics(forTextStyle:)")
    /// UIKit `UIFontMetrics.scaledFont(for:)`: scales relative to the metrics' style.
    package static let scaledFont = AppleFontAPI.font(
        "UIFontMetrics", "scaledFont", [.init("for", "UIFont", .font)], .method, result: "UIFont", form: .uiFontMetrics,
        scaling: .relative(.receiver), boldTrait: .weight(.semibold), source: "UIKit UIFontMetrics.scaledFont(for:)")
    /// UIKit `UIFontMetrics.scaledFont(for:maximumPointSize:)`: scales, capped at the maximum.
    package static let scaledFontCapped = AppleFontAPI.font(
        "UIFontMetrics", "scaledFont",
        [.init("for", "UIFont", .font), .init("maximumPointSize", "CGFloat", .maximumPointSize)],
        .method, result: "UIFont", form: .uiFontMetrics, scaling: .relative(.receiver), boldTrait: .weight(.semibold),
        source: "UIKit UIFontMetrics.scaledFont(for:maximumPointSize:): capped at the maximum")
    /// UIKit `UIFontMetrics.scaledValue(for:)`: scales relative to the metrics' style; no cap.
    package static let scaledValue = AppleFontAPI.font(
        "UIFontMetrics", "scaledValue", [.init("for", "CGFloat", .value)], .method, result: "CGFloat", form: nil,
        scaling: .relative(.receiver), source: "UIKit UIFontMetrics.scaledValue(for:): no maximum")
    /// SwiftUI `@ScaledMetric`: relative to body unless `relativeTo:` names a style.
    package static let scaledMetric = AppleFontAPI.font(
        "ScaledMetric", "init", [.init("relativeTo", "Font.TextStyle", .textStyle, hasDefault: true)],
        .propertyWrapper, result: "CGFloat", form: nil, scaling: .relative(.argument("relativeTo")),
        rounding: .pixelGrid(displayScale: 3),
        source: "SwiftUI ScaledMetric: relative to body unless relativeTo: names a style; to the pixel grid (@3x here)")

    // Parameters several rows share.
    private static let name = AppleFontAPI.Parameter("_", "String", .fontName)
    private static let size = AppleFontAPI.Parameter("size", "CGFloat", .pointSize)
    private static let traits = AppleFontAPI.Parameter("compatibleWith", "UITraitCollection", .traitCollection)

    private static func style(_ label: String) -> AppleFontAPI.Parameter {
        .init(label, "UIFont.TextStyle", .textStyle)
    }

    private static func weight(defaulted: Bool) -> AppleFontAPI.Parameter {
        .init("weight", defaulted ? "Font.Weight" : "UIFont.Weight", .weight, hasDefault: defaulted)
    }

    private static func design(defaulted: Bool) -> AppleFontAPI.Parameter {
        .init("design", "Font.Design", .design, hasDefault: defaulted)
    }

    /// `UIFont.systemFont(ofSize:)` and its kin: the system font at a fixed size.
    private static func systemFont(
        _ member: String, _ parameters: [AppleFontAPI.Parameter], effects: [AppleFontAPI.Effect] = [],
        confidence: Confidence = .documented
    ) -> AppleFontAPI {
        let parameters = parameters.map { $0.label == "size" ? .init("ofSize", "CGFloat", .pointSize) : $0 }
        return .font(
            "UIFont", member, parameters, .staticFunction, form: .uiFontSystemSize, scaling: .fixed,
            boldTrait: .weight(.semibold), effects: effects, confidence: confidence,
            source: "UIKit UIFont.\(member)(…): a fixed size"
                + (confidence == .measured ? "; measured semibold (view hierarchy, iOS 17)" : ""))
    }
}

extension AppleFontAPI.Parameter {
    init(_ label: String, _ type: String, _ role: AppleFontAPI.Role, hasDefault: Bool = false) {
        self.init(label: label, type: type, role: role, hasDefault: hasDefault)
    }
}

extension AppleFontAPI {
    /// A row of the catalog; a font's by default (result `Font` or `UIFont` from its type).
    static func font(
        _ type: String, _ member: String, _ parameters: [Parameter], _ kind: Kind, result: String? = nil,
        form: FontForm?, scaling: Scaling, rounding: ScalingRounding = .none, boldTrait: BoldTrait? = .familyBold,
        effects: [Effect] = [], confidence: Confidence = .documented, source: String
    ) -> AppleFontAPI {
        let made = result ?? type
        let isFont = FontAPICatalog.fontTypes.contains(made) || made == FontAPICatalog.descriptorType
        return AppleFontAPI(
            type: type, member: member, parameters: parameters, kind: kind, result: made, scaling: scaling,
            rounding: rounding, boldTrait: isFont && kind != .modifier ? boldTrait : nil,
            effects: effects, form: form, confidence: confidence, source: source)
    }
}
