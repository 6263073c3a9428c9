import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLayout
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitRender

@Suite("Specimen sheets: written as PNG, decoded and checked against the layout")
struct SpecimenSheetTests {
    let fixture: RenderFixture

    init() throws { fixture = try RenderFixture.shared.get() }

    /// Draws `sections`, writes the sheet as a PNG file, and decodes that file with libpng.
    func writtenAndDecoded(_ sections: [SpecimenSection], options: SpecimenRenderOptions = SpecimenRenderOptions())
        throws -> (sheet: RenderedSheet, decoded: Canvas)
    {
        let sheet = try fixture.renderer(options).sheet(sections)
        let scratch = try ScratchDirectory("typefit-render-tests")
        defer { scratch.remove() }
        let directory = scratch.url
        let path = directory.appendingPathComponent("sheet.png").path
        try PNGCodec.encode(sheet.canvas).write(to: URL(fileURLWithPath: path))
        return (sheet, try PNGCodec.read(path: path))
    }

    @Test("the PNG has the sheet's dimensions and pixels; one row per size")
    func dimensions() throws {
        let cells = try fixture.cells("Restore Purchases", constraint: TextContainer(width: 160, lineLimit: 1))
        let (sheet, decoded) = try writtenAndDecoded([
            SpecimenSection(title: "Restore Purchases", subtitle: "body", cells: cells)
        ])
        #expect(decoded.width == sheet.canvas.width && decoded.height == sheet.canvas.height)
        #expect(decoded.pixels == sheet.canvas.pixels)
        let section = try #require(sheet.sections.first)
        #expect(section.cells.count == 12)
        // Each box is the container's width at 2 px per point, and as high as the text.
        for (geometry, cell) in zip(section.cells, cells) {
            #expect(geometry.box.width == 320)
            #expect(geometry.box.height == Int((cell.layout.height * 2).rounded()))
            #expect(geometry.baselines.count == cell.layout.lineCount)
        }
        // Rows go down the page, in size order.
        #expect(zip(section.cells, section.cells.dropFirst()).allSatisfy { $0.box.maxY < $1.box.y })
        #expect(decoded.width >= section.cells[0].box.maxX)
    }

    @Test("ink lies inside each container box, except in cells the layout reports truncated")
    func inkInsideBoxes() throws {
        // Fits at small sizes, wraps and is cut at large ones; padding shaded; baselines drawn.
        let constraint = TextContainer(width: 200, lineLimit: 3, padding: EdgeInsets(horizontal: 12, vertical: 6))
        let wrapping = try fixture.cells(
            "Automatically play the next episode when this one ends", constraint: constraint)
        // A word wider than its container even cut to "…": the layout reports a width overflow.
        let overflowing = try fixture.cells(
            "WWWW", entry: "display", constraint: TextContainer(width: 24, lineLimit: 1),
            sizes: [.large, .accessibility5])
        let options = SpecimenRenderOptions(showsBaselines: true)
        let (sheet, decoded) = try writtenAndDecoded(
            [
                SpecimenSection(title: "wrapping", subtitle: "", cells: wrapping),
                SpecimenSection(title: "overflowing", subtitle: "", cells: overflowing),
            ], options: options)
        let background = options.theme.background
        var checkedFitting = 0
        var truncatedWithInkOutside = 0
        for section in sheet.sections {
            for geometry in section.cells {
                let outlined = geometry.box.insetBy(-geometry.outlineThickness)
                let outside = decoded.inkPixels(in: geometry.frame, background: background, excluding: outlined)
                let inside = decoded.inkPixels(in: geometry.textArea, background: background)
                #expect(!inside.isEmpty, "no ink in the box at \(geometry.size)")
                if geometry.isTruncated {
                    if !outside.isEmpty { truncatedWithInkOutside += 1 }
                } else {
                    #expect(
                        outside.count == 0, "ink outside the box at \(geometry.size), first at \(outside.prefix(3))")
                    checkedFitting += 1
                }
                // Glyph bitmaps of fitting cells lie in the box too (within anti-aliasing's pixel).
                if !geometry.isTruncated {
                    for glyph in geometry.glyphs where !glyph.bounds.isEmpty {
                        #expect(outlined.intersection(glyph.bounds) == glyph.bounds)
                    }
                }
            }
        }
        #expect(checkedFitting >= 4)
        // The exception is real: the overflowing cells do put ink past their box.
        #expect(truncatedWithInkOutside >= 1)
        #expect(wrapping.contains { $0.isTruncated } && wrapping.contains { !$0.isTruncated })
    }

    @Test("truncated lines show the ellipsis glyph and are tinted; lines that fit have neither")
    func truncationMarked() throws {
        let cells = try fixture.cells(
            "Automatically play the next episode", constraint: TextContainer(width: 260, lineLimit: 1),
            sizes: [.xSmall, .accessibility3])
        let options = SpecimenRenderOptions()
        let (sheet, decoded) = try writtenAndDecoded(
            [SpecimenSection(title: "t", subtitle: "", cells: cells)], options: options)
        let geometries = try #require(sheet.sections.first).cells
        let tint = options.theme.truncatedLine
        for (cell, geometry) in zip(cells, geometries) {
            let ellipses = geometry.glyphs.filter { $0.role == .ellipsis }
            let tinted = decoded.inkPixels(in: geometry.textArea, background: options.theme.background)
                .filter { decoded.pixel($0.0, $0.1) == tint }
            if cell.layout.isTruncated {
                #expect(ellipses.count == 1)
                #expect(tinted.count > geometry.textArea.width * 5)
                // The ellipsis is the rightmost glyph, drawn in the text colour as iOS draws it.
                #expect(ellipses[0].originX == geometry.glyphs.map(\.originX).max())
                #expect(ellipses[0].color == options.theme.text)
            } else {
                #expect(ellipses.isEmpty)
                #expect(tinted.isEmpty)
            }
        }
        #expect(cells.first?.isTruncated == false && cells.last?.isTruncated == true)
    }

    @Test("a sheet too large to make is refused with a clear error")
    func tooLarge() throws {
        let cells = try fixture.cells("x", constraint: TextContainer(width: 20_000, lineLimit: 1), sizes: [.large])
        #expect(throws: RenderError.self) {
            try fixture.renderer().sheet([SpecimenSection(title: "x", subtitle: "", cells: cells)])
        }
    }
}
