import TypeFitVocabulary

/// What a truncated layout hides, and the text it shows with the ellipsis "…".
///
/// The visible text is the text before the last visible line, then on that line
/// ``keptBeforeEllipsis``, "…", ``keptAfterEllipsis``. Offsets are UTF-16 code units of the
/// prepared text.
public struct Truncation: Sendable, Equatable {
    /// Where the ellipsis went.
    public let mode: TruncationMode
    /// UTF-16 offset where the last visible line starts.
    package let lastLineStart: Int
    /// The text kept before the ellipsis on the last visible line (empty for head truncation).
    public let keptBeforeEllipsis: Range<Int>
    /// The text kept after the ellipsis (empty for tail truncation).
    public let keptAfterEllipsis: Range<Int>
    /// Width of the last visible line with the ellipsis, points.
    package let lastLineWidth: Double
    /// Lines the text needs without a limit.
    public let lineCountWithoutLimit: Int
    /// Lines shown.
    package let visibleLineCount: Int
    /// The prepared text (shared storage, not a copy).
    let text: String

    /// The text as shown: lines before the last visible one, then the last line's kept text
    /// with "…" in place of what is hidden. Trailing whitespace before the ellipsis and
    /// leading whitespace after it are dropped.
    public var visibleText: String {
        substring(0..<lastLineStart) + substring(keptBeforeEllipsis) + "\u{2026}" + substring(keptAfterEllipsis)
    }

    /// The text of the last visible line as shown, with "…".
    package var lastLineText: String {
        substring(keptBeforeEllipsis) + "\u{2026}" + substring(keptAfterEllipsis)
    }

    private func substring(_ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return String(text[start..<end])
    }
}
