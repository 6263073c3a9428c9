/// Where a font a view uses starts, as the code writes it: the names its expression begins with,
/// before the calls and modifiers that follow (`.brand(.bold).italic()` starts at `Font.brand`).
/// `typefit init` follows it back to the app's declaration to find the files of its type scale.
enum SwiftFontUse: Hashable, Sendable {
    /// An implicit member of the font type the place expects (`Font` for `.font(.brand(.bold))`,
    /// `UIFont` for `label.font = .preferredFont(…)`), or a member named on it
    /// (`Font.brand`, `UIFont.appFont`): the type and the member's name.
    case member(type: String, name: String)
    /// A chain from one of the app's types (`Typography.body` → `["Typography", "body"]`,
    /// `AppFont.title.font`, `Theme.Fonts.body`).
    case qualified([String])
    /// A chain from a value's name (`titleFont`, `fontManager.ctFontScramble`); `self.` dropped.
    case value([String])
    /// The app's own view modifier named `font` (`.font(size: 14, style: .body)`): its argument
    /// labels (`_` for an unlabeled one).
    case modifier(labels: [String])

    /// The font types a font expression can belong to, as written in the code.
    static let fontTypes: Set<String> = ["Font", "UIFont"]

    /// SwiftUI's and UIKit's text style names, which a `Font` or `UIFont` member of that name
    /// is when the app does not declare it.
    static let textStyleNames: Set<String> = [
        "largeTitle", "title", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption1", "caption2", "extraLargeTitle", "extraLargeTitle2",
    ]

    /// Whether the use names a system text style (`.headline`, `Font.body`) when the app
    /// declares no member of that name.
    var isSystemTextStyle: Bool {
        if case .member(let type, let name) = self {
            return Self.fontTypes.contains(type) && Self.textStyleNames.contains(name)
        }
        return false
    }
}
