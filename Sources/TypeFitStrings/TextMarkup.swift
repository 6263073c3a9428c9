/// How a string's characters become displayed text.
///
/// SwiftUI's `Text` built from a localized key (`Text("settings.title")`, a String Catalog
/// entry) interprets inline Markdown; UIKit labels, `Text(verbatim:)` and `Text(someString)`
/// with a non-literal `String` show the characters as written.
public enum TextMarkup: String, Sendable, Hashable, CaseIterable {
    /// Inline Markdown as SwiftUI interprets it (``InlineMarkdownParser``): the default.
    case markdown
    /// Literal: the text as written, in one plain run. Spelled `none` in constraints files and
    /// on the command line; named `literal` in Swift so that it never reads as `Optional.none`.
    case literal = "none"

    /// The markup when nothing says otherwise: Markdown, as SwiftUI's `Text` does.
    public static let `default` = TextMarkup.markdown

    /// `text` as displayed under this markup.
    public func styledText(_ text: String) -> StyledText {
        switch self {
        case .markdown: InlineMarkdownParser.parseAttributed(text).styled
        case .literal: StyledText(plain: text)
        }
    }
}
