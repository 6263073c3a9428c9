import TypeFitVocabulary

/// SwiftUI's and UIKit's font API as TypeFit reads it, one ``AppleFontAPI`` row per API: the font
/// constructors and initializers, `UIFontMetrics`, `@ScaledMetric`, the modifiers, and the system
/// value types they take (weights, text styles, designs, size categories, symbolic traits).
///
/// The Swift reader recognises a call by looking its row up (type, member, argument labels) and
/// evaluates its arguments by the rows' parameter roles; the Dynamic Type model scales a size as
/// the row says; reports name the API from the row. Adding an API is adding a row.
public enum FontAPICatalog {
    /// Every row: the font-making APIs first (the first row of each ``FontForm`` names it), then
    /// the modifiers, then the values.
    public static let rows: [AppleFontAPI] = fontRows + metricsRows + modifierRows + valueRows

    /// The first row of each form.
    static let formRows: [FontForm: AppleFontAPI] = {
        var first: [FontForm: AppleFontAPI] = [:]
        for row in rows { if let form = row.form, first[form] == nil { first[form] = row } }
        return first
    }()

    private static let byMember: [String: [AppleFontAPI]] = Dictionary(grouping: rows, by: \.member)

    /// The types the font-making rows make (`Font`, `UIFont`): where an implicit member such as
    /// `.custom(…)` or `.body` is looked up when a font is expected.
    public static let fontTypes: [String] = ["Font", "UIFont"]

    /// The row of `type`'s `member` that takes arguments with `labels` (nil for an unlabeled
    /// argument); nil when the catalog has none. A nil `type` (an implicit member, `.custom(…)`)
    /// looks among the font types.
    public static func row(type: String?, member: String, labels: [String?]) -> AppleFontAPI? {
        let types = type.map { [$0] } ?? fontTypes
        return byMember[member]?.first { types.contains($0.type) && $0.accepts(labels: labels) }
    }

    /// The static functions and methods named `member` that make a font, the first that takes
    /// `labels`: how a call whose receiver is not yet known (`Font.custom`, `.boldSystemFont`,
    /// `UIFontMetrics(…).scaledFont`) is recognised.
    public static func fontMaker(member: String, labels: [String?]) -> AppleFontAPI? {
        byMember[member]?.first {
            $0.form != nil && ($0.kind == .staticFunction || $0.kind == .method) && $0.makesFont
                && $0.accepts(labels: labels)
        }
    }

    /// The modifier `member` of a font of `type` (any font type when nil), whatever its arguments.
    public static func modifier(_ member: String, of type: String? = nil) -> AppleFontAPI? {
        byMember[member]?.first { row in
            row.kind == .modifier && (type.map { row.type == $0 } ?? fontTypes.contains(row.type))
        }
    }

    /// The static value or case `member` of `type` (`Font.body`, `Font.Weight.semibold`,
    /// `UIContentSizeCategory.large`).
    public static func value(_ member: String, of type: String) -> AppleFontAPI? {
        byMember[member]?.first { $0.type == type && ($0.kind == .staticValue || $0.kind == .enumCase) }
    }

    /// The rows of `type` (every case of `Font.Weight`…).
    public static func rows(of type: String) -> [AppleFontAPI] { rows.filter { $0.type == type } }

    /// The text style a `Font.TextStyle` or `UIFont.TextStyle` case name (`body`, `title1`)
    /// stands for.
    public static func textStyle(named name: String) -> TextStyle? {
        for type in textStyleTypes {
            if case .textStyle(let style)? = value(name, of: type)?.value { return style }
        }
        return nil
    }

    /// The text style types: SwiftUI's and UIKit's.
    public static let textStyleTypes = ["Font.TextStyle", "UIFont.TextStyle"]
    /// The weight types: SwiftUI's and UIKit's.
    public static let weightTypes = ["Font.Weight", "UIFont.Weight"]
    /// The size category types: UIKit's, SwiftUI's and SwiftUI's older one.
    public static let sizeCategoryTypes = ["UIContentSizeCategory", "DynamicTypeSize", "ContentSizeCategory"]
    /// The design types: SwiftUI's and UIKit's.
    public static let designTypes = ["Font.Design", "UIFontDescriptor.SystemDesign"]
    /// The font descriptor type.
    public static let descriptorType = "UIFontDescriptor"
    /// The symbolic traits of a font descriptor.
    public static let symbolicTraitsType = "UIFontDescriptor.SymbolicTraits"
}

extension AppleFontAPI {
    /// Whether it makes a font (a `Font` or a `UIFont`), not a descriptor or a value.
    public var makesFont: Bool { FontAPICatalog.fontTypes.contains(result) }

    /// Whether it makes a font descriptor.
    public var makesDescriptor: Bool { result == FontAPICatalog.descriptorType }
}
