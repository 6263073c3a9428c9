import Testing

@testable import TypeFitShaping

/// Words inside the window of a context-sensitive word are read from that window instead of
/// being shaped alone, and still get the advances of shaping the whole text.
@Suite("Word cache: words read from their neighbours' windows")
struct WindowCoverageTests {
    let library: FontLibrary

    init() throws {
        library = try Fixtures.bundled()
    }

    private func advances(_ text: String, _ measurer: TextMeasurer, face: FontFace) -> TextAdvances {
        Array(text.utf16).withUnsafeBufferPointer { measurer.advances(of: $0, face: face) }
    }

    private func measurer(cache: ShapingCache?) -> TextMeasurer {
        TextMeasurer(fallback: .sfProStandIn(library: library), neutralCharacters: .spacesFollowText, cache: cache)
    }

    /// Texts with the number of words each reads from a window, in a face that does not kern
    /// against its space and in one that does: words with letters of one script inside a window
    /// that is one run in that script. Digits alone (Common) are shaped alone, as is every word
    /// of a window that mixes Greek and Latin. In a face that kerns against its space, a word at
    /// a window's edge with a space beyond it is shaped alone too ("on", "network").
    static let texts: [(text: String, plain: Int, kerningSpace: Int)] = [
        ("Scale 3 x 4 now", 2, 2),
        ("Total: 3 x 4 (Beta) ready", 1, 1),
        ("Ωμέγα 3 x 4 plus", 0, 0),
        ("x marks the spot on the map of the island", 4, 3),
        ("Download the big file over a slow network now, then 3 x 4 tiles", 4, 3),
        ("Settings", 0, 0),
        // Inter Bold kerns a comma against the space after it: "twelve," ends the window, and
        // only shaped alone does it meet the space that follows it in the text.
        ("3 x 4 equals twelve, so we go on", 2, 1),
        ("We will take the big Tram 12 x 9 and Vans to YVR", 7, 6),
    ]

    @Test(
        "covered words get the advances of the whole text, in faces with and without kerning against the space",
        arguments: ["Inter-Regular", "Inter-Bold", "InterDisplay-SemiBold"])
    func coveredWordsEqualWhole(name: String) throws {
        let face = try library.face(postScriptName: name)
        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = measurer(cache: cache)
        for pass in 0..<2 {
            for (text, plain, kerningSpace) in Self.texts {
                let coveredCount = face.spaceInteraction(features: []).positionsSpace ? kerningSpace : plain
                let before = cache.statistics.coveredWords
                let words = advances(text, measurer, face: face)
                let whole = advances(text, self.measurer(cache: nil), face: face)
                #expect(words.isWordByWord, "\(text)")
                #expect(words.advances == whole.advances, "\(name) pass \(pass): \(text)")
                #expect(
                    cache.statistics.coveredWords - before == coveredCount,
                    "\(name) pass \(pass): \(text) read \(cache.statistics.coveredWords - before) words from windows")
            }
        }
    }

    @Test("a covered word is not looked up: it leaves nothing in the cache, and a text of plain words reads none")
    func coveredWordsAreNotKept() throws {
        let face = try library.face(postScriptName: "Inter-Regular")
        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = measurer(cache: cache)
        _ = advances("Scale 3 x 4 now", measurer, face: face)
        let afterWindow = cache.statistics
        // "now" was read from the window, so shaping it alone now is a miss.
        _ = advances("now", measurer, face: face)
        #expect(cache.statistics.misses == afterWindow.misses + 1)
        _ = advances("Open the settings", measurer, face: face)
        #expect(cache.statistics.coveredWords == afterWindow.coveredWords)
    }

    @Test("the word separator's short way agrees with the Unicode properties for every code unit after a space")
    func separatorShortWay() {
        var mismatches: [String] = []
        for value in UInt32(0)...0xFFFF where !(0xD800...0xDFFF).contains(value) {
            let scalar = Unicode.Scalar(value)!
            let properties = scalar.properties
            let joins =
                properties.isGraphemeExtend || properties.generalCategory == .spacingMark || value == 0x200D
                || properties.isEmojiModifier
            let separates = [UInt16(0x20), UInt16(value)].withUnsafeBufferPointer {
                TextMeasurer.isWordSeparator($0, at: 0)
            }
            if separates == joins { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches.prefix(10))")
    }
}
