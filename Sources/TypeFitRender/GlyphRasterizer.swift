internal import CFreeType
import Foundation
internal import Synchronization
import TypeFitConcurrency
import TypeFitShaping

/// Rasterizes glyphs with FreeType from the same font files (face index, variation coordinates)
/// that HarfBuzz shaped them with, and keeps what it drew.
///
/// Thread-safe: one FreeType library and its faces sit behind a lock (FreeType faces must not
/// be used from two threads at once); the glyph cache is checked under the same lock. Sharing
/// one rasterizer between threads serializes the FreeType calls only; composing happens
/// outside.
package final class GlyphRasterizer: @unchecked Sendable {
    /// Subpixel positions per pixel, horizontally and vertically: a glyph's origin is rounded
    /// to 1/`subpixelSteps` of a pixel before it is rasterized.
    package static let subpixelSteps = 4
    /// Glyph bitmaps kept before the cache is emptied.
    package static let cacheLimit = 50_000

    private struct FaceKey: Hashable {
        var path: String
        var index: Int
        var variations: [VariationSetting]
    }

    private struct GlyphKey: Hashable {
        var face: FaceKey
        var glyph: UInt32
        /// Pixels per em, 1/64 pixel units.
        var size: Int
        var offsetX: Int
        var offsetY: Int
    }

    /// The open FreeType faces and the bitmaps drawn, behind the lock every FreeType call takes.
    private struct State {
        var faces: [FaceKey: FreeTypeFace] = [:]
        var glyphs: [GlyphKey: GlyphBitmap] = [:]
    }

    /// Used only inside `state`'s lock.
    private let library: FT_Library
    private let state = Mutex(State())

    package init() throws(RenderError) {
        var created: FT_Library?
        let code = FT_Init_FreeType(&created)
        guard code == 0, let created else {
            throw .freeType(operation: "initialising the library", path: "FreeType", code: code)
        }
        library = created
    }

    deinit {
        state.withOrderedLock { $0.faces.removeAll() }
        FT_Done_FreeType(library)
    }

    /// The bitmap of glyph `glyphID` of `face` at `pixelsPerEm` pixels per em, its origin shifted
    /// by (`offsetX`, `offsetY`) in 1/64 pixel (right, down; each 0…63, multiples of
    /// 64 ÷ ``subpixelSteps`` as ``PlacedGlyph`` gives them).
    package func glyph(_ glyphID: UInt32, of face: FontFace, pixelsPerEm: Double, offsetX: Int = 0, offsetY: Int = 0)
        throws(RenderError) -> GlyphBitmap
    {
        let descriptor = face.descriptor
        let faceKey = FaceKey(path: descriptor.path, index: descriptor.faceIndex, variations: descriptor.variations)
        let key = GlyphKey(
            face: faceKey, glyph: glyphID, size: Int((pixelsPerEm * 64).rounded()), offsetX: offsetX, offsetY: offsetY)
        return try state.withOrderedLock { (state) throws(RenderError) -> GlyphBitmap in
            if let cached = state.glyphs[key] { return cached }
            let freeTypeFace: FreeTypeFace
            if let open = state.faces[faceKey] {
                freeTypeFace = open
            } else {
                freeTypeFace = try FreeTypeFace(library: library, face: face)
                state.faces[faceKey] = freeTypeFace
            }
            let bitmap = try freeTypeFace.rasterize(
                glyphID: glyphID, pixelsPerEm: Double(key.size) / 64,
                offsetX: offsetX, offsetY: offsetY)
            if state.glyphs.count >= Self.cacheLimit { state.glyphs.removeAll(keepingCapacity: true) }
            state.glyphs[key] = bitmap
            return bitmap
        }
    }

    /// Whether `face` draws colour bitmaps (colour emoji) rather than outlines.
    package func isColorBitmapFace(_ face: FontFace) throws(RenderError) -> Bool {
        let descriptor = face.descriptor
        let faceKey = FaceKey(path: descriptor.path, index: descriptor.faceIndex, variations: descriptor.variations)
        return try state.withOrderedLock { (state) throws(RenderError) -> Bool in
            if let open = state.faces[faceKey] { return open.isColorBitmap }
            let opened = try FreeTypeFace(library: library, face: face)
            state.faces[faceKey] = opened
            return opened.isColorBitmap
        }
    }
}
