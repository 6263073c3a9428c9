/// The forms of font the type scale tells apart: the APIs that size a font the same way are one
/// form (`UIFont.boldSystemFont(ofSize:)` is the system font at a fixed size, as
/// `UIFont.systemFont(ofSize:weight:)` is). Each form is named and described by its first row
/// in ``FontAPICatalog`` (``row``).
public enum FontForm: Sendable, Hashable, CaseIterable {
    /// A custom font that scales relative to a text style: `Font.custom(_:size:relativeTo:)`.
    case customRelative
    /// A custom font of a fixed size: `Font.custom(_:fixedSize:)`.
    case customFixed
    /// The system font of a fixed size in SwiftUI: `Font.system(size:weight:design:)`.
    case systemSize
    /// A SwiftUI text style: `Font.system(_:design:weight:)`, `Font.body`.
    case systemStyle
    /// A custom font in UIKit, fixed unless `UIFontMetrics` scales it: `UIFont(name:size:)`.
    case uiFontNamed
    /// The system font of a fixed size in UIKit: `UIFont.systemFont(ofSize:weight:)` and kin.
    case uiFontSystemSize
    /// A UIKit text style: `UIFont.preferredFont(forTextStyle:)`.
    case uiFontPreferred
    /// A font `UIFontMetrics` scales: `UIFontMetrics.scaledFont(for:)`.
    case uiFontMetrics

    /// The row that names this form: the first of the catalog's rows of this form.
    public var row: AppleFontAPI { FontAPICatalog.formRows[self]! }

    /// The API's name (`Font.custom(_:size:relativeTo:)`), for messages.
    public var name: String { row.description }

    /// The type the API belongs to: `Font`, `UIFont` or `UIFontMetrics`.
    public var typeName: String { row.type }

    /// Whether fonts of this form follow Dynamic Type.
    public var scales: Bool { row.scales }

    /// Whether the form makes the system font (SF Pro) rather than one the app names.
    public var isSystem: Bool {
        switch self {
        case .systemSize, .systemStyle, .uiFontSystemSize, .uiFontPreferred: true
        case .customRelative, .customFixed, .uiFontNamed, .uiFontMetrics: false
        }
    }

    /// Whether the form is UIKit's (`UIFont`, `UIFontMetrics`) rather than SwiftUI's (`Font`).
    public var isUIKit: Bool { row.type != FontForm.systemStyle.row.type }

    /// Whether the form is a system text style (its size is the style's, from the type table).
    public var isTextStyle: Bool { self == .systemStyle || self == .uiFontPreferred }
}
