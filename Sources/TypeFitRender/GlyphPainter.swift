import TypeFitShaping

/// Draws placed glyphs on a canvas with a ``GlyphRasterizer``: each origin is rounded to a
/// quarter pixel and the glyph rasterized at that subpixel shift.
struct GlyphPainter {
    let rasterizer: GlyphRasterizer
    /// Pixels per point.
    let scale: Double
    /// Anti-aliasing levels coverage is rounded to; 256 draws FreeType's coverage as it is.
    var coverageLevels: Int = 256

    /// Draws `glyphs` (points, relative to the text area's left edge and the baseline) with the
    /// text area's left edge at canvas column `left` and the baseline at row `baseline`
    /// (pixels), at `pointSize`. Returns where each glyph went.
    func draw(
        _ glyphs: [PlacedGlyph], pointSize: Double, left: Double, baseline: Double, on canvas: inout Canvas,
        color: (PlacedGlyph) -> RGBAColor
    ) throws(RenderError) -> [GlyphPlacement] {
        let steps = Double(GlyphRasterizer.subpixelSteps)
        let unit = 64 / GlyphRasterizer.subpixelSteps
        let pixelsPerEm = pointSize * scale
        var placements: [GlyphPlacement] = []
        placements.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            let quarterX = Int(((left + glyph.x * scale) * steps).rounded())
            let quarterY = Int(((baseline + glyph.y * scale) * steps).rounded())
            let originX = Self.floorDivide(quarterX, GlyphRasterizer.subpixelSteps)
            let originY = Self.floorDivide(quarterY, GlyphRasterizer.subpixelSteps)
            let offsetX = (quarterX - originX * GlyphRasterizer.subpixelSteps) * unit
            let offsetY = (quarterY - originY * GlyphRasterizer.subpixelSteps) * unit
            var bitmap = try rasterizer.glyph(
                glyph.glyphID, of: glyph.face, pixelsPerEm: pixelsPerEm, offsetX: offsetX, offsetY: offsetY)
            if coverageLevels < 256, bitmap.kind == .coverage {
                let steps = coverageLevels - 1
                bitmap.pixels = bitmap.pixels.map { UInt8((Int($0) * steps + 127) / 255 * 255 / steps) }
            }
            let tint = color(glyph)
            let x = originX + bitmap.left
            let y = originY - bitmap.top
            canvas.draw(bitmap, x: x, y: y, color: tint)
            placements.append(
                GlyphPlacement(
                    face: glyph.face, glyphID: glyph.glyphID, pixelsPerEm: pixelsPerEm, originX: originX,
                    originY: originY,
                    offsetX: offsetX, offsetY: offsetY, color: tint, role: glyph.role,
                    bounds: PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height)))
        }
        return placements
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
