/// What happens to a text at one point size in one container, decided by counting lines: the
/// answer of ``PreparedText/count(pointSize:options:margin:)``, made without building lines or
/// strings. It agrees with ``PreparedText/layout(pointSize:options:)`` and
/// ``PreparedText/verdict(for:options:margin:)`` on every field it has; the full layout is only
/// needed to show which text is visible when the text does not fit.
public struct CellCount: Sendable, Equatable {
    /// Fits, truncates or clips (after autoshrink, when the options allow it).
    public let outcome: FitVerdict.Outcome
    /// The point size the text ends up at, points (smaller than asked for only when
    /// `minimumScaleFactor` shrank it).
    public let pointSize: Double
    /// Lines shown: the lines needed, or fewer when the line limit or height cuts the text.
    public let lineCount: Int
    /// Lines the text needs with no limit at ``pointSize``.
    public let lineCountWithoutLimit: Int
    /// Height of the lines shown (all of `lineLimit` with `reservesSpace`), points.
    public let height: Double
    /// Width of the widest line, points, trailing whitespace excluded. Exact when the text
    /// fits; when it does not, the widest of all the lines it needs (the full layout gives the
    /// widest visible line).
    public let widestLineWidth: Double
    /// Whether the outcome changes when the width is the verdict margin narrower or wider.
    public internal(set) var isBorderline: Bool

    /// Whether everything is shown.
    public var fits: Bool { outcome == .fits }
}
