/// How many lines a text needs at one point size and width, and how wide the widest is: the
/// answer of ``PreparedText/lineSummary(pointSize:width:tracking:strategy:)``, made without
/// allocating.
public struct LineSummary: Sendable, Equatable {
    /// Lines the text needs with no line limit (0 for empty text).
    public let lineCount: Int
    /// Width of the widest line, points, trailing whitespace excluded.
    public let widestLineWidth: Double
    /// How far the widest line exceeds the width, points: positive only when a single grapheme
    /// cluster is wider than the width (0 within ``LayoutTolerance/fit``).
    public let widthOverflow: Double

    /// Whether the text fits in `lineLimit` lines (nil or 0: any number) without clipping.
    public func fits(lineLimit: Int?) -> Bool {
        widthOverflow == 0 && (lineLimit.map { $0 <= 0 || lineCount <= $0 } ?? true)
    }
}
