import Testing

@testable import TypeFitLayout
@testable import TypeFitShaping

/// `minimumScaleFactor`: the largest multiple of 0.25 pt at which the text fits.
@Suite("Autoshrink")
struct AutoshrinkTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    let text = "Notifications and settings"

    @Test("shrinks to the largest 0.25 pt step that fits on one line")
    func shrinks() throws {
        let perPoint = fixture.width(text, size: 1)
        // Fits at 13.1 pt exactly, so 13.0 is the largest 0.25 pt step that fits.
        let width = perPoint * 13.1
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: width, lineLimit: 1, minimumScaleFactor: 0.5))
        let shrink = try #require(layout.autoshrink)
        #expect(shrink.pointSize == 13.0)
        #expect(layout.pointSize == 13.0 && layout.requestedPointSize == 17)
        #expect(shrink.fits && layout.fits && layout.lineCount == 1)
        #expect(shrink.minimumPointSize == 8.5)
        let larger = try fixture.prepare(text).layout(
            pointSize: 13.25, options: LayoutOptions(width: width, lineLimit: 1))
        #expect(larger.isTruncated)
    }

    @Test("when even the smallest size does not fit, it is used and the text truncates")
    func cannotFit() throws {
        let perPoint = fixture.width(text, size: 1)
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: perPoint * 10, lineLimit: 1, minimumScaleFactor: 0.9))
        let shrink = try #require(layout.autoshrink)
        // 17 × 0.9 = 15.3, rounded up to a 0.25 pt step.
        #expect(shrink.minimumPointSize == 15.5 && shrink.pointSize == 15.5)
        #expect(!shrink.fits && layout.isTruncated)
    }

    @Test("text that fits is not shrunk")
    func noShrink() throws {
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: 1000, lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(layout.autoshrink == nil && layout.pointSize == 17)
    }
}
