internal import CFreeType
import TypeFitShaping

/// One FreeType face opened from the same bytes, face index and variation coordinates as a
/// TypeFit ``TypeFitShaping/FontFace``, so the outlines drawn are those of the face that shaped
/// the text (the bytes read when the font was loaded: the file is not opened again).
///
/// Not thread-safe (FreeType faces are not): only ``GlyphRasterizer`` uses it, under its lock.
final class FreeTypeFace {
    let face: FT_Face
    private let library: FT_Library
    /// The file, for messages.
    let path: String
    /// The font's bytes, kept alive while FreeType reads them (`FT_New_Memory_Face` does not copy).
    private let file: FontFileBytes
    /// Whether the face draws colour bitmaps from fixed strikes (CBDT/sbix colour emoji) rather
    /// than outlines.
    let isColorBitmap: Bool

    /// Opens `face`'s bytes at its face index and applies its variation coordinates (axis
    /// units, as `FT_Set_Var_Design_Coordinates` takes them).
    init(library: FT_Library, face source: FontFace) throws(RenderError) {
        let descriptor = source.descriptor
        file = source.file
        var opened: FT_Face?
        let code = FT_New_Memory_Face(
            library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.bytes.count),
            FT_Long(descriptor.faceIndex), &opened)
        guard code == 0, let opened else {
            throw .freeType(operation: "opening face \(descriptor.faceIndex)", path: descriptor.path, code: code)
        }
        face = opened
        self.library = library
        path = descriptor.path
        isColorBitmap = typefit_ft_is_scalable(opened) == 0 && typefit_ft_has_fixed_sizes(opened) != 0
        if !descriptor.variations.isEmpty, typefit_ft_has_multiple_masters(opened) != 0 {
            try applyVariations(descriptor)
        }
    }

    deinit { FT_Done_Face(face) }

    /// Sets the design coordinates: every axis of the font in `fvar` order, the face's setting
    /// where it has one and the axis default otherwise.
    private func applyVariations(_ descriptor: FontFaceDescriptor) throws(RenderError) {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else {
            throw .freeType(operation: "reading variation axes", path: path, code: -1)
        }
        defer { FT_Done_MM_Var(library, master) }
        let settings = Dictionary(descriptor.variations.map { ($0.tag, $0.value) }, uniquingKeysWith: { $1 })
        var coordinates: [FT_Fixed] = []
        for index in 0..<Int(master.pointee.num_axis) {
            let axis = master.pointee.axis[index]
            let tag = Self.tagString(axis.tag)
            let value = settings[tag].map { FT_Fixed(($0 * 65536).rounded()) } ?? axis.def
            coordinates.append(min(max(value, axis.minimum), axis.maximum))
        }
        let code = coordinates.withUnsafeMutableBufferPointer { buffer in
            FT_Set_Var_Design_Coordinates(face, FT_UInt(buffer.count), buffer.baseAddress)
        }
        guard code == 0 else { throw .freeType(operation: "setting variation coordinates", path: path, code: code) }
    }

    private static func tagString(_ tag: FT_ULong) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8((UInt32(truncatingIfNeeded: tag) >> $0) & 0xFF) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Rasterizes glyph `glyphID` at `pixelsPerEm` (pixels per em, fractional allowed), its
    /// origin moved right by `offsetX` and down by `offsetY` (1/64 pixel units, 0…63) inside the
    /// pixel it starts in.
    ///
    /// Outlines are loaded unhinted (`FT_LOAD_NO_HINTING`: iOS does not hint, and the advances
    /// measured are unhinted) and rendered with 8-bit anti-aliasing (`FT_RENDER_MODE_NORMAL`).
    /// Colour bitmaps are loaded at the nearest strike (`FT_LOAD_COLOR`) and scaled to
    /// `pixelsPerEm` by area averaging.
    func rasterize(glyphID: UInt32, pixelsPerEm: Double, offsetX: Int, offsetY: Int) throws(RenderError) -> GlyphBitmap
    {
        if isColorBitmap {
            return try rasterizeColor(glyphID: glyphID, pixelsPerEm: pixelsPerEm, offsetX: offsetX, offsetY: offsetY)
        }
        let size = FT_F26Dot6((pixelsPerEm * 64).rounded())
        var code = FT_Set_Char_Size(face, 0, size, 72, 72)
        guard code == 0 else { throw .freeType(operation: "setting size \(pixelsPerEm) px", path: path, code: code) }
        code = FT_Load_Glyph(face, FT_UInt(glyphID), FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
        guard code == 0 else { throw .freeType(operation: "loading glyph \(glyphID)", path: path, code: code) }
        let slot = face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return .empty }
        guard slot.pointee.outline.n_points > 0 else { return .empty }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(offsetX), FT_Pos(-offsetY))
        code = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard code == 0 else { throw .freeType(operation: "rendering glyph \(glyphID)", path: path, code: code) }
        return Self.copyGray(
            slot.pointee.bitmap, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }

    /// An 8-bit grey FreeType bitmap copied row by row (its pitch may pad rows or be negative).
    private static func copyGray(_ bitmap: FT_Bitmap, left: Int, top: Int) -> GlyphBitmap {
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else { return .empty }
        var pixels = [UInt8](repeating: 0, count: width * rows)
        for row in 0..<rows {
            let source = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * -pitch
            for column in 0..<width { pixels[row * width + column] = source[column] }
        }
        return GlyphBitmap(kind: .coverage, width: width, height: rows, left: left, top: top, pixels: pixels)
    }

    /// A colour glyph from the strike nearest `pixelsPerEm` (the smallest at least as large,
    /// else the largest), scaled down to `pixelsPerEm`.
    private func rasterizeColor(glyphID: UInt32, pixelsPerEm: Double, offsetX: Int, offsetY: Int) throws(RenderError)
        -> GlyphBitmap
    {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return .empty }
        var chosen = 0
        for index in 0..<count {
            let ppem = Double(sizes[index].y_ppem) / 64
            let best = Double(sizes[chosen].y_ppem) / 64
            if (ppem >= pixelsPerEm && (best < pixelsPerEm || ppem < best)) || (best < pixelsPerEm && ppem > best) {
                chosen = index
            }
        }
        var code = FT_Select_Size(face, FT_Int(chosen))
        guard code == 0 else { throw .freeType(operation: "selecting strike \(chosen)", path: path, code: code) }
        code = FT_Load_Glyph(face, FT_UInt(glyphID), FT_Int32(FT_LOAD_COLOR))
        guard code == 0 else { throw .freeType(operation: "loading colour glyph \(glyphID)", path: path, code: code) }
        let slot = face.pointee.glyph!
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer, bitmap.width > 0,
            bitmap.rows > 0
        else {
            return .empty
        }
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        let pitch = Int(bitmap.pitch)
        var source = [UInt8](repeating: 0, count: width * rows * 4)
        for row in 0..<rows {
            let start = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * -pitch
            for byte in 0..<(width * 4) { source[row * width * 4 + byte] = start[byte] }
        }
        let strike = Double(sizes[chosen].y_ppem) / 64
        return ColorBitmapScaler.scale(
            bgra: source, width: width, height: rows, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top),
            factor: pixelsPerEm / strike, offsetX: Double(offsetX) / 64, offsetY: Double(offsetY) / 64)
    }
}
