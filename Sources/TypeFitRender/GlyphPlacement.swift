import TypeFitShaping

/// Where one glyph was drawn on a canvas: the pixel its origin fell in and the subpixel shift
/// it was rasterized with, so a reader can rasterize the same glyph with FreeType and compare.
public struct GlyphPlacement: Sendable {
    /// The face whose glyph was drawn.
    public var face: FontFace
    /// Glyph index in ``face``.
    public var glyphID: UInt32
    /// Pixels per em it was rasterized at (point size × scale factor).
    public var pixelsPerEm: Double
    /// Canvas pixel column and row holding the glyph origin (on the baseline).
    public var originX: Int
    public var originY: Int
    /// Shift of the origin inside that pixel, 1/64 pixel (right, down), a multiple of
    /// 64 ÷ ``GlyphRasterizer/subpixelSteps``.
    public var offsetX: Int
    public var offsetY: Int
    /// The colour it was drawn in.
    public var color: RGBAColor
    /// Why the glyph is there.
    public var role: PlacedGlyph.Role
    /// The canvas pixels the bitmap covered (empty for a glyph with no ink).
    public var bounds: PixelRect
}
