import TypeFitDynamicType
import TypeFitVocabulary

/// Where a cell was drawn on a canvas, in pixels: the container box, the text area, the
/// baselines and every glyph, so tests and tools can check the picture against the layout.
package struct CellGeometry: Sendable {
    /// The Dynamic Type size of the cell.
    package var size: DynamicTypeSize
    /// The area the cell owns on the canvas (the box, its outline and the margin around them),
    /// pixels; nothing but the cell is drawn there.
    package var frame: PixelRect
    /// The container box (its outline is drawn just outside it), pixels.
    package var box: PixelRect
    /// The text area inside the scaled padding, pixels.
    package var textArea: PixelRect
    /// Canvas row of each visible line's baseline.
    package var baselines: [Int]
    /// Every glyph drawn, line after line.
    package var glyphs: [GlyphPlacement]
    /// Whether the cell's text is cut, clipped or overflows (the check's "truncated"): only then
    /// may ink lie outside ``box``.
    package var isTruncated: Bool
    /// Whether the verdict is borderline.
    package var isBorderline: Bool
    /// Width of the container outline, pixels.
    package var outlineThickness: Int
}
