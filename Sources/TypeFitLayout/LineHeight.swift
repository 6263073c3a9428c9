/// Where a line's height (baseline-to-baseline distance, before `lineSpacing`) comes from.
public enum LineHeight: Sendable, Hashable {
    /// From the primary face's vertical metrics, as `UIFont.lineHeight` for a custom font:
    /// (ascender − descender + line gap) × point size ÷ unitsPerEm, with the hhea values, or
    /// OS/2 typo values when hhea is all zero (``TypeFitShaping/FontVerticalMetrics/lineHeight``).
    /// Inferred for CoreText (see the Dynamic Type reference §4).
    case font
    /// Like ``font`` but each of ascender, descender depth and line gap is the largest among the
    /// faces that measured the text (primary and fallback faces), which is how CoreText sizes a
    /// line that mixes fonts. TypeFit applies the result to every line, not only to the lines
    /// that hold fallback text.
    case tallestFace
    /// A fixed line height in points (pt) at the requested point size: the leading of a system
    /// text style from the platform table (the HIG "leading" column, documented). When
    /// `minimumScaleFactor` shrinks the text it scales in proportion to the point size.
    case fixed(Double)
}

/// `Font.leading(_:)`: a looser or tighter line height.
public enum Leading: String, Sendable, Hashable, CaseIterable, Codable {
    /// No change.
    case standard
    /// `Font.leading(.tight)`: ``LayoutOptions/tightLeadingAdjustment`` points (−2 pt by default;
    /// about ∓2 pt on iOS, **unverified**).
    case tight
    /// `Font.leading(.loose)`: ``LayoutOptions/looseLeadingAdjustment`` points (+2 pt by default;
    /// **unverified**).
    case loose
}
