/// How lines are broken: plain first-fit, or what UILabel and SwiftUI `Text` do.
public enum LineBreakStrategy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Plain first-fit (greedy) wrapping at every Unicode line-break opportunity, as Pango, CSS
    /// and `NSParagraphStyle`'s default (`lineBreakStrategy = []`, UITextView) do. Korean breaks
    /// between syllables.
    case greedy
    /// iOS's `NSParagraphStyle.LineBreakStrategy.standard`, used by UILabel (documented) and
    /// SwiftUI `Text` (inferred): greedy wrapping plus
    /// - **pushOut**: when a paragraph of two or more lines would end with a single word on its
    ///   last line, the line before breaks one word early, provided the last line then still
    ///   fits. Applied once per paragraph; a "word" is the text between two allowed break
    ///   opportunities, so in Chinese and Japanese it is one character (inferred: Apple only
    ///   says "avoid an orphan word on the last line").
    /// - **hangulWordPriority**: no break between two Hangul characters, so Korean wraps at
    ///   spaces. A Korean word wider than the line is still broken between syllables.
    case standard

    /// The default: ``standard``, as UILabel and SwiftUI `Text`.
    public static let `default`: LineBreakStrategy = .standard
}
