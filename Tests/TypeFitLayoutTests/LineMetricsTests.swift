import Testing

@testable import TypeFitLayout
@testable import TypeFitShaping

/// Line height, baseline and total height.
@Suite("Line metrics")
struct LineMetricsTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    @Test("font line height: (hhea ascender − descender + lineGap) × size ÷ unitsPerEm")
    func fontLineHeight() throws {
        let descriptor = fixture.inter.descriptor
        let metrics = descriptor.metrics
        try #require(!metrics.hheaIsEmpty)
        let upm = Double(descriptor.unitsPerEm)
        let expected = Double(metrics.hheaAscender - metrics.hheaDescender + metrics.hheaLineGap) * 17 / upm
        let layout = try fixture.prepare("Hello").layout(pointSize: 17)
        #expect(abs(layout.lineHeight - expected) < 1e-9)
        #expect(abs(layout.firstBaseline - Double(metrics.hheaAscender) * 17 / upm) < 1e-9)
        #expect(abs(layout.height - expected) < 1e-9)
    }

    @Test("height = lines × lineHeight + (lines − 1) × lineSpacing")
    func totalHeight() throws {
        let layout = try fixture.prepare("a\nb\nc").layout(pointSize: 17, options: LayoutOptions(lineSpacing: 3))
        #expect(layout.lineCount == 3)
        #expect(abs(layout.height - (3 * layout.lineHeight + 2 * 3)) < 1e-9)
    }

    @Test("fixed leading: the text style's line height, the font's box centred in it")
    func fixedLeading() throws {
        let metrics = fixture.inter.descriptor.metrics
        let upm = Double(fixture.inter.unitsPerEm)
        let layout = try fixture.prepare("Hello").layout(pointSize: 17, options: LayoutOptions(lineHeight: .fixed(22)))
        #expect(layout.lineHeight == 22)
        let box = Double(metrics.ascender - metrics.descender) * 17 / upm
        #expect(abs(layout.firstBaseline - ((22 - box) / 2 + Double(metrics.ascender) * 17 / upm)) < 1e-9)
    }

    @Test("Font.leading(.tight / .loose) changes the line height by ∓2 pt (unverified default)")
    func leading() throws {
        let prepared = try fixture.prepare("Hello")
        let standard = try prepared.layout(pointSize: 17)
        let tight = try prepared.layout(pointSize: 17, options: LayoutOptions(leading: .tight))
        let loose = try prepared.layout(pointSize: 17, options: LayoutOptions(leading: .loose))
        #expect(abs(tight.lineHeight - (standard.lineHeight - 2)) < 1e-9)
        #expect(abs(loose.lineHeight - (standard.lineHeight + 2)) < 1e-9)
        #expect(tight.firstBaseline == standard.firstBaseline)
    }

    @Test("tallestFace: a Japanese fallback face makes the line at least as tall")
    func tallestFace() throws {
        let prepared = try fixture.prepare("Hello 日本語", locale: "ja")
        let font = try prepared.layout(pointSize: 17)
        let tallest = try prepared.layout(pointSize: 17, options: LayoutOptions(lineHeight: .tallestFace))
        let cjk = try #require(prepared.facesUsed.first { $0.postScriptName.hasPrefix("NotoSansCJK") })
        let m = cjk.descriptor.metrics
        let cjkHeight = Double(m.lineHeight) * 17 / Double(cjk.unitsPerEm)
        #expect(tallest.lineHeight >= max(font.lineHeight, cjkHeight) - 1e-9)
    }
}
