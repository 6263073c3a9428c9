/// How a run of displayed text is styled by inline Markdown, as SwiftUI's `Text` draws a
/// localized string: the styles nest (`***both***` is bold and italic, `` **`x`** `` bold code).
public struct InlineStyle: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `**strong**` / `__strong__`: the face `.bold()` picks.
    public static let bold = InlineStyle(rawValue: 1 << 0)
    /// `*emphasis*` / `_emphasis_`: the family's italic.
    public static let italic = InlineStyle(rawValue: 1 << 1)
    /// `` `code` ``: the system monospaced face.
    public static let code = InlineStyle(rawValue: 1 << 2)
    /// `~~strike~~`: drawn struck through; the face is unchanged.
    public static let strikethrough = InlineStyle(rawValue: 1 << 3)
    /// A link's title (`[title](url)`, `<https://…>`): drawn in the link colour; the face is
    /// unchanged.
    public static let link = InlineStyle(rawValue: 1 << 4)

    /// No styling: the entry's own face.
    public static let plain: InlineStyle = []

    /// The styles that choose a different face (bold, italic, code); strikethrough and link
    /// draw with the run's face.
    package var faceStyles: InlineStyle { intersection([.bold, .italic, .code]) }

    /// Names in a fixed order joined by `+` (`bold+italic`), `plain` for none.
    public var description: String {
        let names: [(InlineStyle, String)] = [
            (.bold, "bold"), (.italic, "italic"), (.code, "code"),
            (.strikethrough, "strikethrough"), (.link, "link"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "plain" : present.joined(separator: "+")
    }
}
