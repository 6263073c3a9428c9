import Testing
import TypeFitUnicode

@Suite("Grapheme clusters (UAX #29 via ICU)")
struct GraphemeBreakerTests {
    @Test("Combining marks, ZWJ sequences and flags are single clusters")
    func clusters() throws {
        // e + U+0301 (2), 👩‍💻 (5, ends at 7), 🇯🇵 (4, ends at 11), x (12).
        let text = "e\u{301}👩‍💻🇯🇵x"
        #expect(try GraphemeBreaker.boundaries(in: text) == [2, 7, 11, 12])
    }

    @Test("Hangul jamo sequences form one cluster")
    func jamo() throws {
        // ᄒ ᅡ ᆫ (conjoining L V T) = one syllable cluster (3), then 글 (4).
        #expect(try GraphemeBreaker.boundaries(in: "\u{1112}\u{1161}\u{11AB}글") == [3, 4])
    }

    @Test("Empty text has no boundaries")
    func empty() throws {
        #expect(try GraphemeBreaker.boundaries(in: "").isEmpty)
    }

    @Test(
        "ICU agrees with Swift's Character segmentation",
        arguments: ["Hello", "👨‍👩‍👧‍👦 family", "ภาษาไทย", "नमस्ते", "a\r\nb", "👍🏽🇫🇷"])
    func agreesWithSwift(text: String) throws {
        #expect(try GraphemeBreaker.boundaries(in: text) == swiftGraphemeBoundaries(text))
        #expect(try GraphemeBreaker.boundaries(in: Array(text.utf16)) == swiftGraphemeBoundaries(text))
    }
}
