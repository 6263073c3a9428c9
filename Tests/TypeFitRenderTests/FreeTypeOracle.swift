import CFreeType
import TypeFitShaping

/// FreeType used directly, as the tests' oracle: rasterizes one glyph of a font file the way
/// FreeType's documentation describes (unhinted outline, translated by the subpixel offset,
/// 8-bit anti-aliased rendering), independently of TypeFit's rasterizer and its cache.
final class FreeTypeOracle {
    private var library: FT_Library?
    private var face: FT_Face?

    init(path: String, faceIndex: Int = 0) throws {
        guard FT_Init_FreeType(&library) == 0, let library else { throw OracleError.freeType("FT_Init_FreeType") }
        guard FT_New_Face(library, path, FT_Long(faceIndex), &face) == 0 else {
            throw OracleError.freeType("FT_New_Face \(path)")
        }
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The glyph index FreeType's cmap gives `scalar`.
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// Coverage rows, the bitmap's left and top (pixels from the origin; top is y up).
    func rasterize(glyph: UInt32, pixelsPerEm: Double, offsetX: Int, offsetY: Int) throws -> (
        coverage: [[UInt8]], left: Int, top: Int
    ) {
        guard let face else { throw OracleError.freeType("no face") }
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelsPerEm * 64).rounded()), 72, 72) == 0 else {
            throw OracleError.freeType("FT_Set_Char_Size")
        }
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0 else {
            throw OracleError.freeType("FT_Load_Glyph")
        }
        let slot = face.pointee.glyph!
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(offsetX), FT_Pos(-offsetY))
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { throw OracleError.freeType("FT_Render_Glyph") }
        let bitmap = slot.pointee.bitmap
        var rows: [[UInt8]] = []
        for row in 0..<Int(bitmap.rows) {
            let start = bitmap.buffer! + row * Int(bitmap.pitch)
            rows.append((0..<Int(bitmap.width)).map { start[$0] })
        }
        return (rows, Int(slot.pointee.bitmap_left), Int(slot.pointee.bitmap_top))
    }

    enum OracleError: Error { case freeType(String) }
}
