import TypeFitLayout
import TypeFitShaping

/// One glyph where it is drawn on a line, in points: HarfBuzz's advances and offsets for the
/// face that shaped it, scaled to the point size.
package struct PlacedGlyph: Sendable {
    /// Where the glyph came from.
    package enum Role: Sendable, Equatable {
        /// Text of the string, from the face asked for.
        case primary
        /// Text of the string, from a fallback face (CJK, Arabic, emoji, …).
        case fallback
        /// A character no installed face renders, drawn as the primary face's `.notdef`.
        case missing
        /// The ellipsis iOS draws where text is cut.
        case ellipsis
    }

    /// The face that shaped the glyph (and whose outline is drawn).
    package var face: FontFace
    /// Glyph index in ``face``.
    package var glyphID: UInt32
    /// Points from the left edge of the text area to the glyph origin.
    package var x: Double
    /// Points below the baseline to the glyph origin (HarfBuzz's y offset, negated: y down).
    package var y: Double
    /// Why the glyph is there.
    package var role: Role
    /// UTF-16 offset of the glyph's cluster in the laid-out text; nil for the ellipsis.
    package var cluster: Int?
}

/// One visible line of a laid-out text, composed for drawing: its glyphs in visual order.
package struct RenderedLine: Sendable {
    /// The line as the layout gave it.
    package var line: TextLayout.Line
    /// Points from the top of the text area to the baseline.
    package var baseline: Double
    /// Points from the left edge of the text area to the line's left end (non-zero for a
    /// right-to-left line, which is aligned to the right edge).
    package var x: Double
    /// Advance width of the glyphs drawn, tracking included, points; equals the layout's
    /// ``TypeFitLayout/TextLayout/Line/width`` up to kerning at the line's ends, which the
    /// layout takes from the whole text.
    package var width: Double
    /// Whether the paragraph reads right to left.
    package var isRightToLeft: Bool
    /// The glyphs, left to right, positioned relative to the text area's left edge (``x``
    /// included) and to ``baseline``.
    package var glyphs: [PlacedGlyph]
}
