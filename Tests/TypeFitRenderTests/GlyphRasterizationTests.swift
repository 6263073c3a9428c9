import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitShaping
import TypeFitVocabulary

@testable import TypeFitRender

@Suite("Glyphs in the PNG are FreeType's rasterization of the measured glyphs")
struct GlyphRasterizationTests {
    let fixture: RenderFixture

    init() throws { fixture = try RenderFixture.shared.get() }

    /// A cell drawn on its own, written as PNG and decoded.
    func decodedCell(
        _ text: String, entry: String = "body", size: DynamicTypeSize = .large, width: Double = 300,
        options: SpecimenRenderOptions = SpecimenRenderOptions()
    ) throws -> (RenderedCell, Canvas, SpecimenCell) {
        let cell = try #require(
            try fixture.cells(text, entry: entry, constraint: TextContainer(width: width, lineLimit: 1), sizes: [size])
                .first)
        let drawn = try fixture.renderer(options).cellImage(cell)
        return (drawn, try PNGCodec.decode(try PNGCodec.encode(drawn.canvas)), cell)
    }

    @Test(
        "every isolated glyph's pixels equal FreeType's own rendering of it at that size and subpixel position",
        arguments: [
            ("Hamburg", "body", DynamicTypeSize.large), ("Hamburg", "title", .accessibility2),
            ("Wolf", "caption", .xSmall),
        ])
    func knownGlyphsMatchFreeType(text: String, entry: String, size: DynamicTypeSize) throws {
        let (drawn, decoded, cell) = try decodedCell(text, entry: entry, size: size)
        #expect(cell.fits)
        let glyphs = drawn.geometry.glyphs
        let face = try #require(glyphs.first?.face)
        let oracle = try FreeTypeOracle(path: face.descriptor.path, faceIndex: face.descriptor.faceIndex)
        // The first glyph is the one FreeType's cmap gives the first letter.
        #expect(glyphs.first?.glyphID == oracle.glyphIndex(text.unicodeScalars.first!))
        var compared = 0
        var withSubpixelShift = 0
        for (index, glyph) in glyphs.enumerated() where !glyph.bounds.isEmpty {
            // Only glyphs whose bitmap no neighbour's overlaps: there the PNG shows this glyph alone.
            let others = glyphs.enumerated().filter { $0.offset != index }.map(\.element.bounds)
            guard !others.contains(where: { !$0.intersection(glyph.bounds).isEmpty }) else { continue }
            let expected = try oracle.rasterize(
                glyph: glyph.glyphID, pixelsPerEm: glyph.pixelsPerEm,
                offsetX: glyph.offsetX, offsetY: glyph.offsetY)
            #expect(glyph.bounds.x == glyph.originX + expected.left && glyph.bounds.y == glyph.originY - expected.top)
            var mismatches = 0
            for (row, coverage) in expected.coverage.enumerated() {
                for (column, value) in coverage.enumerated() {
                    let pixel = decoded.pixel(
                        glyph.originX + expected.left + column, glyph.originY - expected.top + row)
                    // Black text over white: 255 − coverage in every channel.
                    if pixel != RGBAColor(red: 255 - value, green: 255 - value, blue: 255 - value) { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "glyph \(glyph.glyphID) differs from FreeType in \(mismatches) pixels")
            #expect(expected.coverage.joined().contains { $0 > 200 }, "glyph \(glyph.glyphID) has no solid ink")
            compared += 1
            if glyph.offsetX != 0 { withSubpixelShift += 1 }
        }
        #expect(compared >= 2)
        #expect(withSubpixelShift >= 1)
    }

    @Test("glyph origins follow the measured advances: each lies at the pen position, rounded to a quarter pixel")
    func originsFollowAdvances() throws {
        let (drawn, _, cell) = try decodedCell("Restore Purchases")
        let measured = fixture.measurer.measure("Restore Purchases", face: cell.style.face, locale: nil)
        let scale = SpecimenRenderOptions().scaleFactor
        var pen = Double(drawn.geometry.textArea.x)
        let glyphs = measured.runs.flatMap(\.glyphs)
        #expect(glyphs.count == drawn.geometry.glyphs.count)
        for (shaped, placed) in zip(glyphs, drawn.geometry.glyphs) {
            #expect(shaped.glyphID == placed.glyphID)
            let x = Double(placed.originX) + Double(placed.offsetX) / 64
            #expect(abs(x - pen) <= 0.125 + 1e-9)
            pen += Double(shaped.xAdvance) * cell.layout.pointSize / Double(cell.style.face.unitsPerEm) * scale
        }
    }

    @Test("fallback faces render too: CJK in its face's colour, colour emoji from the bitmap strike, underlined")
    func fallbackFaces() throws {
        let options = SpecimenRenderOptions()
        let (drawn, decoded, _) = try decodedCell("Settings 設定 👍", width: 360, options: options)
        let geometry = drawn.geometry
        let fallback = geometry.glyphs.filter { $0.role == .fallback }
        let names = Set(fallback.map(\.face.postScriptName))
        #expect(names.contains { $0.hasPrefix("NotoSansCJK") })
        #expect(names.contains("NotoColorEmoji"))
        #expect(drawn.fallbackFaces.count == 2)
        // The CJK glyphs are drawn in the legend's colour for their face.
        let cjk = try #require(fallback.first { $0.face.postScriptName.hasPrefix("NotoSansCJK") })
        let cjkColor = try #require(drawn.fallbackFaces.first { $0.name == cjk.face.postScriptName }?.color)
        #expect(
            decoded.inkPixels(in: cjk.bounds, background: .white).contains { decoded.pixel($0.0, $0.1) == cjkColor })
        // The emoji is a colour bitmap: saturated, non-grey pixels, about as wide as its advance.
        let emoji = try #require(fallback.first { $0.face.postScriptName == "NotoColorEmoji" })
        let colored = decoded.inkPixels(in: emoji.bounds, background: .white).filter {
            let p = decoded.pixel($0.0, $0.1)
            return max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 60
        }
        #expect(colored.count > emoji.bounds.width * emoji.bounds.height / 4)
        #expect(abs(Double(emoji.bounds.height) - emoji.pixelsPerEm) < emoji.pixelsPerEm * 0.35)
        // Primary glyphs stay black.
        #expect(geometry.glyphs.filter { $0.role == .primary }.allSatisfy { $0.color == options.theme.text })
    }

    @Test("variable faces are drawn at their coordinates: a bolder instance has more ink")
    func variableFace() throws {
        let path = try BundledFonts.variableInterPath()
        var library = FontLibrary()
        try library.add(path: path)
        let base = try #require(library.faces.first)
        let light = base.withVariations([VariationSetting("wght", 300)])
        let heavy = base.withVariations([VariationSetting("wght", 800)])
        let glyph = try #require(fixture.measurer.measure("H", face: light).runs.first?.glyphs.first?.glyphID)
        let thin = try fixture.rasterizer.glyph(glyph, of: light, pixelsPerEm: 40)
        let bold = try fixture.rasterizer.glyph(glyph, of: heavy, pixelsPerEm: 40)
        let ink = { (bitmap: GlyphBitmap) in bitmap.pixels.reduce(0) { $0 + Int($1) } }
        #expect(ink(bold) > ink(thin) * 3 / 2)
    }
}
