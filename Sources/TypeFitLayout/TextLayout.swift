/// A text laid out at one point size in one set of ``LayoutOptions``: its lines, height,
/// baseline, truncation and autoshrink. All lengths in points (pt), all offsets and ranges in
/// UTF-16 code units of the prepared text.
///
/// Made by ``PreparedText/layout(pointSize:options:)``.
///
/// **Empty text** has no lines and height 0 (unless `reservesSpace` reserves the line limit's
/// height). iOS gives an empty UILabel no intrinsic height either; TypeFit does not invent a
/// line for it.
///
/// **Height** = n × ``lineHeight`` + (n − 1) × ``lineSpacing`` for n > 0 lines, 0 for none,
/// where n is the number of visible lines (or the line limit when space is reserved).
public struct TextLayout: Sendable, Equatable {
    /// One visible line.
    public struct Line: Sendable, Equatable {
        /// UTF-16 range of the text on the line, trailing whitespace and the mandatory break
        /// included. For a truncated line, the range from its start to the end of the last kept
        /// text (see ``TextLayout/truncation`` for what the ellipsis replaces).
        public var range: Range<Int>
        /// Width of the line, points, without its hanging trailing whitespace; a truncated
        /// line's width includes the ellipsis.
        public var width: Double
        /// Width of the trailing whitespace that hangs past the line end, points.
        package var hangingWidth: Double
        /// Whether the line ends at a mandatory break (LF, U+2028, …).
        package var endsWithMandatoryBreak: Bool
        /// Whether the line ends inside a word that was too wide for the line (broken at a
        /// grapheme cluster boundary that is not a line-break opportunity).
        package var endsInsideWord: Bool
        /// Whether this is the last visible line of a truncated text, holding the ellipsis.
        public var isTruncated: Bool = false
    }

    /// The point size the text is laid out at: the requested size, or smaller when
    /// `minimumScaleFactor` shrank it (see ``autoshrink``).
    public let pointSize: Double
    /// The point size asked for.
    package let requestedPointSize: Double
    /// The wrap width, points; nil when unbounded.
    public let width: Double?
    /// The visible lines, in order. When the text is truncated, the last one holds the
    /// ellipsis.
    public let lines: [Line]
    /// How many lines the text needs without a line limit or container height.
    public let lineCountWithoutLimit: Int
    /// Baseline-to-baseline distance, points, `lineSpacing` excluded.
    public let lineHeight: Double
    /// Extra space between lines, points.
    public let lineSpacing: Double
    /// Height of the visible lines (or of the reserved lines), points.
    public let height: Double
    /// Distance from the top of the first line to its baseline, points; 0 for empty text.
    ///
    /// Line heights from the font (``LineHeight/font``, ``LineHeight/tallestFace``): the
    /// ascender at the point size; the line gap and any `Font.leading` adjustment go below the
    /// line, as CoreText places the line gap. A fixed line height (``LineHeight/fixed(_:)``):
    /// the font's ascender + descender box is centred in the line height (TypeFit's choice;
    /// Apple does not document it).
    public let firstBaseline: Double
    /// Width of the widest visible line, points (a truncated line counts with its ellipsis).
    public let widestLineWidth: Double
    /// Unwrapped width of the widest paragraph, points, trailing whitespace excluded.
    public let naturalWidth: Double
    /// What was hidden and where the ellipsis went; nil when every line is visible.
    public let truncation: Truncation?
    /// The shrink `minimumScaleFactor` applied; nil when it did not have to (or was 1).
    public let autoshrink: Autoshrink?
    /// How far the widest visible line exceeds the width, points (0 when it fits within
    /// ``LayoutTolerance/fit``). Positive
    /// only when a single grapheme cluster, or the ellipsis alone, is wider than the width.
    public let widthOverflow: Double
    /// How much taller than the space it may use the whole text is, points (0 when it fits
    /// within ``LayoutTolerance/fit``):
    /// the height of every line the text needs minus the smaller of the container height and
    /// the height of `lineLimit` lines.
    public let heightOverflow: Double
    /// Grapheme clusters no face could render, copied from the prepared text.
    public let missingCharacterCount: Int

    /// Number of visible lines.
    public var lineCount: Int { lines.count }

    /// Whether lines were hidden and an ellipsis shown.
    public var isTruncated: Bool { truncation != nil }

    /// Whether everything is shown within the width and height: nothing truncated, no
    /// overflow beyond ``LayoutTolerance/fit``.
    public var fits: Bool {
        truncation == nil && widthOverflow == 0 && heightOverflow == 0
    }
}
