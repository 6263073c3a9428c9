import Testing
import TypeFitUnicode

/// Texts whose code units all stand alone get a boundary after every unit without ICU: the
/// short way must give ICU's boundaries, and a text with one unit that does not stand alone
/// must go to ICU.
@Suite("Grapheme clusters: the short way for texts of stand-alone code units")
struct GraphemeStandAloneTests {
    /// Every stand-alone code point of the Basic Multilingual Plane, in order.
    static let standAlone: [UInt16] = (0...0xFFFF).map(UInt16.init).filter(GraphemeBreaker.isStandAlone)

    @Test("every stand-alone code point, next to the ones around it, is a cluster of its own in ICU")
    func agreesWithICU() throws {
        #expect(Self.standAlone.count > 50_000, "Latin, CJK and Hangul syllables stand alone")
        var start = 0
        while start < Self.standAlone.count {
            // Overlapping chunks, so ICU sees every neighbouring pair.
            let chunk = Array(Self.standAlone[start..<min(start + 512, Self.standAlone.count)])
            let icu = try chunk.withUnsafeBufferPointer { try GraphemeBreaker.icuBoundaries(in: $0) }
            #expect(icu == Array(1...chunk.count), "ICU joins code points in U+\(String(chunk[0], radix: 16))…")
            #expect(try GraphemeBreaker.boundaries(in: chunk) == icu)
            start += 511
        }
    }

    @Test("surrogates, controls, combining marks, ZWJ, jamo and prepend marks do not stand alone")
    func joinersDoNotStandAlone() {
        for unit: UInt16 in [0xD83D, 0xDE00, 0x0A, 0x0D, 0x09, 0x0301, 0x200D, 0xFE0F, 0x1100, 0x1161, 0x0600, 0x0E33] {
            #expect(!GraphemeBreaker.isStandAlone(unit), "U+\(String(unit, radix: 16))")
        }
        for unit: UInt16 in [0x41, 0x20, 0x3042, 0x6F22, 0xAC00, 0x0416, 0x0627] {
            #expect(GraphemeBreaker.isStandAlone(unit), "U+\(String(unit, radix: 16))")
        }
    }

    @Test(
        "a text with one unit that does not stand alone gets ICU's boundaries",
        arguments: ["Cafe\u{301} au lait", "👍🏽 ok", "한\u{1100}\u{1161}글", "a\r\nb", "ค่ำ", "\u{0600}\u{0661}2"])
    func mixedTextsFollowICU(text: String) throws {
        let utf16 = Array(text.utf16)
        let icu = try utf16.withUnsafeBufferPointer { try GraphemeBreaker.icuBoundaries(in: $0) }
        #expect(try GraphemeBreaker.boundaries(in: utf16) == icu)
        #expect(icu != Array(1...utf16.count), "the text has a cluster of more than one unit")
    }
}
