import Testing
import TypeFitUnicode

@testable import TypeFitLayout
@testable import TypeFitShaping

/// What preparing keeps: em advances that add up to the shaped width, segments at ICU's
/// opportunities, the ellipsis, the faces used.
@Suite("Prepared text")
struct PreparedTextTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    @Test("segments end at the break opportunities and their em advances sum to the shaped width")
    func segments() throws {
        let text = "Hello world, 日本語 and مرحبا"
        let prepared = try fixture.prepare(text)
        let measured = fixture.measurer.measure(text, face: fixture.inter)
        let total = prepared.segments.reduce(0) { $0 + $1.advance }
        #expect(abs(total * 17 - measured.width(atPointSize: 17)) < 1e-9)
        let opportunities = try icuOpportunityOffsets(text)
        #expect(prepared.segments.map(\.end) == opportunities)
        #expect(prepared.segments[0].end == 6)
        #expect(abs(prepared.segments[0].trailingWhitespaceAdvance * 17 - fixture.width(" ")) < 1e-9)
        #expect(prepared.segments[0].clusterCount == 6 && prepared.segments[0].trailingWhitespaceClusterCount == 1)
        #expect(prepared.facesUsed.count == 3 && prepared.facesUsed[0] === fixture.inter)
        #expect(abs(prepared.ellipsisAdvance * 17 - fixture.width("…")) < 1e-9)
        #expect(abs(prepared.naturalWidth(pointSize: 17) - measured.width(atPointSize: 17)) < 1e-9)
    }

    @Test("a newline is not drawn: zero width, no fallback face, not missing")
    func newline() throws {
        let prepared = try fixture.prepare("a\nb\u{2029}c")
        #expect(prepared.facesUsed.map(\.postScriptName) == ["Inter-Regular"])
        #expect(prepared.missingCharacterCount == 0)
        #expect(prepared.graphemeAdvances()[1].advance == 0)
        #expect(prepared.paragraphCount == 3)
    }

    @Test("segments between Hangul syllables are marked; spaces are not")
    func hangul() throws {
        let prepared = try fixture.prepare("한국 말", locale: "ko")
        #expect(prepared.segments.map(\.end) == [1, 3, 4])
        #expect(prepared.segments.map(\.isBetweenHangul) == [true, false, false])
    }
}

/// ICU's opportunity offsets, straight from TypeFitUnicode.
func icuOpportunityOffsets(_ text: String) throws -> [Int] {
    try LineBreaker.opportunities(in: text).map(\.offset)
}
