import TypeFitVocabulary

/// The modifiers on a font and the system value types the font APIs take.
///
/// Sources, Apple's developer documentation pages: SwiftUI `Font` (`bold()`: the bold trait, the
/// text style's emphasized weight on a text style; `italic()`; `weight(_:)`: the weight named;
/// `monospacedDigit()`; `monospaced()`; `leading(_:)`; `smallCaps()` and kin; `width(_:)`),
/// `Font.Weight`, `Font.TextStyle`, `Font.Design`, `Font.Leading`, `DynamicTypeSize`; UIKit
/// `UIFont` (`withSize(_:)`), `UIFontDescriptor` (`withDesign(_:)`, `withSymbolicTraits(_:)`,
/// `addingAttributes(_:)`, `SymbolicTraits`: `traitBold`, `traitItalic`, `traitMonoSpace`),
/// `UIFont.Weight`, `UIFont.TextStyle`, `UIContentSizeCategory`, `UITraitCollection`
/// (`init(preferredContentSizeCategory:)`, `current`).
extension FontAPICatalog {
    static let modifierRows: [AppleFontAPI] = [
        modifier("bold", [isActive], effects: [.boldTrait], source: "SwiftUI Font.bold(): the bold trait"),
        modifier("italic", [isActive], effects: [.italic], source: "SwiftUI Font.italic()"),
        modifier(
            "weight", [.init("_", "Font.Weight", .weight)], source: "SwiftUI Font.weight(_:): the weight named"),
        modifier("monospacedDigit", [], effects: [.feature("tnum")], source: "SwiftUI Font.monospacedDigit()"),
        modifier("monospaced", [], effects: [.design("monospaced")], source: "SwiftUI Font.monospaced()"),
        modifier("leading", [.init("_", "Font.Leading", .setting)], source: "SwiftUI Font.leading(_:)"),
        modifier("smallCaps", [], effects: [.unmodelled], source: "SwiftUI Font.smallCaps()"),
        modifier("lowercaseSmallCaps", [], effects: [.unmodelled], source: "SwiftUI Font.lowercaseSmallCaps()"),
        modifier("uppercaseSmallCaps", [], effects: [.unmodelled], source: "SwiftUI Font.uppercaseSmallCaps()"),
        modifier(
            "width", [.init("_", "Font.Width", .setting)], effects: [.unmodelled], source: "SwiftUI Font.width(_:)"),
        modifier(
            "withSize", [.init("_", "CGFloat", .pointSize)], type: "UIFont",
            source: "UIKit UIFont.withSize(_:): the same font at another fixed size"),
        modifier(
            "withDesign", [.init("_", "UIFontDescriptor.SystemDesign", .design)], type: "UIFontDescriptor",
            source: "UIKit UIFontDescriptor.withDesign(_:)"),
        modifier(
            "withSymbolicTraits", [.init("_", symbolicTraitsType, .traits)], type: "UIFontDescriptor",
            source: "UIKit UIFontDescriptor.withSymbolicTraits(_:)"),
        modifier(
            "addingAttributes", [.init("_", "[UIFontDescriptor.AttributeName: Any]", .traits)],
            type: "UIFontDescriptor", source: "UIKit UIFontDescriptor.addingAttributes(_:)"),
    ]

    static let valueRows: [AppleFontAPI] =
        TextStyle.allCases.flatMap { style in
            [
                value("Font.TextStyle", style.swiftUIName, .textStyle(style)),
                value("UIFont.TextStyle", style.uiKitName, .textStyle(style)),
            ]
        }
        + FontWeight.named.flatMap { named in
            weightTypes.map { value($0, named.name, .weight(named.weight)) }
        }
        + ["default", "rounded", "serif", "monospaced"].flatMap { design in
            designTypes.map { value($0, design, .design(design == "default" ? nil : design)) }
        }
        + ["standard", "tight", "loose"].map { value("Font.Leading", $0, .leading($0)) }
        + DynamicTypeSize.allCases.flatMap { size in
            [
                value("UIContentSizeCategory", size.uiKitName, .sizeCategory(size)),
                value("DynamicTypeSize", size.swiftUIName, .sizeCategory(size)),
                value("ContentSizeCategory", size.uiKitName, .sizeCategory(size)),
            ]
        }
        + [
            value(symbolicTraitsType, "traitBold", .trait(.boldTrait)),
            value(symbolicTraitsType, "traitItalic", .trait(.italic)),
            value(symbolicTraitsType, "traitMonoSpace", .trait(.design("monospaced"))),
            .font(
                "UITraitCollection", "init",
                [.init("preferredContentSizeCategory", "UIContentSizeCategory", .sizeCategory)], .initializer,
                result: "UITraitCollection", form: nil, scaling: .notApplicable,
                source: "UIKit UITraitCollection(preferredContentSizeCategory:): traits for one size category"),
            currentTraits, boldTextEnabled,
        ]
        + ["compressed", "condensed", "standard", "expanded"].map { caseRow("Font.Width", $0) }
        + ["weight", "width", "slant", "symbolic"].map { caseRow("UIFontDescriptor.TraitKey", $0) }
        + ["traits", "family", "name", "featureSettings", "size", "textStyle"].map {
            caseRow("UIFontDescriptor.AttributeName", $0)
        }

    /// UIKit `UITraitCollection.current`: the current traits (the user's size category).
    package static let currentTraits = AppleFontAPI.font(
        "UITraitCollection", "current", [], .staticValue, result: "UITraitCollection", form: nil,
        scaling: .notApplicable, source: "UIKit UITraitCollection.current: the current traits")
    /// UIKit `UIAccessibility.isBoldTextEnabled`: the Bold Text setting.
    package static let boldTextEnabled = AppleFontAPI.font(
        "UIAccessibility", "isBoldTextEnabled", [], .staticValue, result: "Bool", form: nil,
        scaling: .notApplicable, source: "UIKit UIAccessibility.isBoldTextEnabled")
    /// The types whose static members lead to the current traits (`UITraitCollection.current`,
    /// `UIApplication.shared…traitCollection`, `UIScreen.main.traitCollection`).
    public static let traitHolderTypes = ["UITraitCollection", "UIApplication", "UIScreen"]

    private static let isActive = AppleFontAPI.Parameter("_", "Bool", .isActive, hasDefault: true)

    private static func modifier(
        _ member: String, _ parameters: [AppleFontAPI.Parameter], type: String = "Font",
        effects: [AppleFontAPI.Effect] = [], source: String
    ) -> AppleFontAPI {
        .font(
            type, member, parameters, .modifier, result: type, form: nil, scaling: .asReceiver, effects: effects,
            source: source)
    }

    /// A case TypeFit knows by name only (a width, a descriptor's trait key or attribute name).
    private static func caseRow(_ type: String, _ member: String) -> AppleFontAPI {
        .font(
            type, member, [], .enumCase, result: type, form: nil, scaling: .notApplicable,
            source: "\(type).\(member)")
    }

    private static func value(_ type: String, _ member: String, _ value: AppleFontAPI.Value) -> AppleFontAPI {
        var row = AppleFontAPI.font(
            type, member, [], .enumCase, result: type, form: nil, scaling: .notApplicable,
            source: "\(type).\(member)")
        row.value = value
        return row
    }
}
