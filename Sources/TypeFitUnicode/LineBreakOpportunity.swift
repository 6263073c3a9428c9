/// A place where a line may (or must) end, found by Unicode line breaking (UAX #14).
///
/// The line before the opportunity covers the text up to `offset`; the next line starts at
/// `offset`. Trailing spaces stay on the line before (UAX #14 breaks *after* spaces), so a
/// layout engine measuring a line should not count them toward its width.
package struct LineBreakOpportunity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The UTF-16 code-unit offset, from the start of the analysed text, where a new line may
    /// start. Always greater than 0 and at most the text's UTF-16 length.
    package var offset: Int

    /// Whether the line must end here: after a mandatory break character (LF, CR, CR LF as one
    /// break, NEL, VT, FF, U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR). The end of the
    /// text is not mandatory unless the text ends with one of those characters.
    package var isMandatory: Bool

    /// - Parameters:
    ///   - offset: UTF-16 code-unit offset where a new line may start.
    ///   - isMandatory: whether the line must end here.
    package init(offset: Int, isMandatory: Bool = false) {
        self.offset = offset
        self.isMandatory = isMandatory
    }

    /// The offset, followed by `!` when the break is mandatory (for example `6` or `2!`).
    package var description: String { isMandatory ? "\(offset)!" : "\(offset)" }
}
