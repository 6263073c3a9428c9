import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitRender

/// The bundled fonts, the default Inter scale, and a renderer, shared by the render tests.
struct RenderFixture: Sendable {
    let library: FontLibrary
    let resolved: ResolvedTypeScale
    let measurer: TextMeasurer
    let builder: SpecimenBuilder
    let rasterizer: GlyphRasterizer
    let labelFace: FontFace

    static let shared: Result<RenderFixture, any Error> = Result { try RenderFixture() }

    private init() throws {
        let setup = try CheckSetup()
        library = setup.library
        resolved = setup.resolved
        measurer = setup.measurer
        builder = SpecimenBuilder(measurer: measurer)
        rasterizer = try GlyphRasterizer()
        labelFace = try library.face(postScriptName: "Inter-Regular")
    }

    func renderer(_ options: SpecimenRenderOptions = SpecimenRenderOptions()) throws -> SpecimenRenderer {
        try SpecimenRenderer(rasterizer: rasterizer, options: options, measurer: measurer, labelFace: labelFace)
    }

    func entry(_ name: String) throws -> ResolvedEntry {
        try #require(resolved.entry(named: name))
    }

    /// Cells of `text` in `entry` inside `constraint`.
    func cells(
        _ text: String, locale: String? = nil, entry: String = "body", constraint: TextContainer,
        sizes: [DynamicTypeSize] = DynamicTypeSize.allCases
    ) throws -> [SpecimenCell] {
        try builder.cells(
            text: text, locale: locale, entry: try self.entry(entry), constraint: constraint, sizes: sizes)
    }
}

extension Canvas {
    /// Pixels in `rect` (clipped to the canvas) whose colour differs from `background`.
    func inkPixels(in rect: PixelRect, background: RGBAColor, excluding excluded: PixelRect? = nil) -> [(Int, Int)] {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return [] }
        var found: [(Int, Int)] = []
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX where excluded?.contains(x, y) != true {
                if pixel(x, y) != background { found.append((x, y)) }
            }
        }
        return found
    }
}
