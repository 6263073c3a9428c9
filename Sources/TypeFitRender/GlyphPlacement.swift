import TypeFitShaping

/// Where one glyph was drawn on a canvas: the pixel its origin fell in and the subpixel shift
/// it was rasterized with, so a reader can rasterize the same glyph with FreeType and compare.
package struct GlyphPlacement: Sendable {
    /// The face whose glyph was drawn.
    package var face: FontFace
    /// Glyph index in ``face``.
    package var glyphID: UInt32
    /// Pixels per em it was rasterized at (point size × scale factor).
    package var pixelsPerEm: Double
    /// Canvas pixel column and row holding the glyph origin (on the baseline).
    package var originX: Int
    package var originY: Int
    /// Shift of the origin inside that pixel, 1/64 pixel (right, down), a multiple of
    /// 64 ÷ ``GlyphRasterizer/subpixelSteps``.
    package var offsetX: Int
    package var offsetY: Int
    /// The colour it was drawn in.
    package var color: RGBAColor
    /// Why the glyph is there.
    package var role: PlacedGlyph.Role
    /// The canvas pixels the bitmap covered (empty for a glyph with no ink).
    package var bounds: PixelRect
}
