import Testing

@testable import TypeFitLayout
@testable import TypeFitShaping

/// The verdict: fits / truncates / clips, borderline within the margin, confidence.
@Suite("Verdict")
struct VerdictTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    let text = "Notifications and settings"

    @Test("a fit by less than the margin is borderline and low confidence")
    func borderline() throws {
        let prepared = try fixture.prepare(text)
        let natural = fixture.width(text)
        let close = try prepared.verdict(pointSize: 17, options: LayoutOptions(width: natural + 0.2, lineLimit: 1))
        #expect(close.outcome == .fits && close.isBorderline && close.confidence == .low)
        #expect(close.notes == [.borderline])
        let clear = try prepared.verdict(pointSize: 17, options: LayoutOptions(width: natural + 5, lineLimit: 1))
        #expect(clear.fits && !clear.isBorderline && clear.confidence == .high)
        let over = try prepared.verdict(pointSize: 17, options: LayoutOptions(width: natural - 0.2, lineLimit: 1))
        #expect(over.truncates && over.isBorderline)
        let far = try prepared.verdict(pointSize: 17, options: LayoutOptions(width: natural - 20, lineLimit: 1))
        #expect(far.truncates && !far.isBorderline)
        #expect(close.description.contains("borderline"))
    }

    @Test("a text exactly as wide as the width fits (the round trip holds)")
    func roundTrip() throws {
        let prepared = try fixture.prepare(text)
        let width = prepared.naturalWidth(pointSize: 17)
        let layout = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width, lineLimit: 1))
        #expect(layout.fits && layout.lineCount == 1)
        #expect(abs(width - fixture.width(text)) < 1e-9)
    }

    @Test("a grapheme wider than the width clips; missing glyphs lower confidence")
    func clips() throws {
        let prepared = try fixture.prepare("W")
        let verdict = try prepared.verdict(pointSize: 17, options: LayoutOptions(width: 3))
        #expect(verdict.outcome == .clips)
        let missing = try PreparedText.prepare(
            "a\u{10FFFD}b", face: fixture.inter, measurer: TextMeasurer(fallback: .none))
        #expect(missing.missingCharacterCount == 1)
        #expect(try missing.verdict(pointSize: 17).notes == [.missingGlyphs])
    }
}
