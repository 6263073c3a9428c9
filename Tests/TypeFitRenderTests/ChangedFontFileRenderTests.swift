import Foundation
import Testing
import TypeFitShaping
import TypeFitTestSupport

@testable import TypeFitRender

/// Rendering reads the bytes a face was loaded from, not the file again: a font file truncated
/// after loading draws the same glyphs (FreeType on a memory map of it would fault).
@Suite("Rendering from a font file that changed after loading")
struct ChangedFontFileRenderTests {
    @Test("a glyph rasterized after its file was truncated equals the one rasterized before")
    func truncatedFileStillRenders() throws {
        try ScratchDirectory.with("typefit-render") { directory in
            let path = directory.appendingPathComponent("Inter-Regular.otf").path
            try FileManager.default.copyItem(atPath: try BundledFonts.directory() + "/Inter-Regular.otf", toPath: path)
            let face = try #require(try FontFile.load(path: path).first)
            let glyph = try #require(
                TextMeasurer(fallback: .none, cache: nil).measure("g", face: face).runs.first?.glyphs.first?.glyphID)
            let before = try GlyphRasterizer().glyph(glyph, of: face, pixelsPerEm: 48)
            #expect(truncate(path, 16) == 0)
            let after = try GlyphRasterizer().glyph(glyph, of: face, pixelsPerEm: 48)
            #expect(after == before)
            #expect(after.width > 0 && after.height > 0)
        }
    }
}
