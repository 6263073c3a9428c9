/// One result of `typefit measure`: a request's text laid out, written as one JSON object on
/// one line of JSON Lines output, in the order of the requests.
package struct MeasureResponse: Encodable, Sendable, Equatable {
    /// How many lines the text takes (after truncation, at most the request's `lineLimit`).
    package var lines: Int
    /// The widest line, points.
    package var width: Double
    /// The text's height, points: its lines at the face's line height.
    package var height: Double
    /// Each line's width, points, first line first.
    package var lineWidths: [Double]
    /// Whether the text was cut (an ellipsis shown).
    package var truncated: Bool
    /// What stays visible when truncated, ellipsis included; nil when nothing is cut.
    package var visibleText: String?
    /// Characters no face had a glyph for.
    package var missingGlyphs: Int
    /// The PostScript name of the face the request named (or the system font's face).
    package var face: String
    /// The PostScript names of the fallback faces that drew part of the text.
    package var fallbackFaces: [String]
}
