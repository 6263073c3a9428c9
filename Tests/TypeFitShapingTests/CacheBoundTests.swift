import Testing

@testable import TypeFitShaping

/// Every cache shared between threads and kept for a whole run is bounded, so a long run (a
/// `typefit measure` stream, a catalog of a million strings, a variable font's many instances)
/// does not grow without limit; and a bounded cache still gives the answers an unbounded one does.
@Suite("Shared caches stay within their bounds")
struct CacheBoundTests {
    /// `count` distinct made-up words, deterministic.
    static func words(_ count: Int) -> [String] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { index in
            var value = index * 7_919 + 13
            var word = ""
            for _ in 0..<8 {
                word.append(letters[value % 26])
                value /= 26
                value += index
            }
            return word + String(index)
        }
    }

    @Test("the word cache holds at most its byte limit, evicts, and measures as an uncached shaper does")
    func wordCacheBytes() throws {
        let face = try Fixtures.bundled().face(postScriptName: "Inter-Regular")
        let cache = ShapingCache(byteLimit: 64 << 10)
        let cached = TextMeasurer(fallback: .none, cache: cache)
        let uncached = TextMeasurer(fallback: .none, cache: nil)
        let words = Self.words(6_000)
        for start in stride(from: 0, to: words.count, by: 6) {
            let text = words[start..<min(start + 6, words.count)].joined(separator: " ")
            let a = Array(text.utf16).withUnsafeBufferPointer { cached.advances(of: $0, face: face) }
            let b = Array(text.utf16).withUnsafeBufferPointer { uncached.advances(of: $0, face: face) }
            #expect(a.advances == b.advances, "\(text)")
            #expect(cache.statistics.bytes <= cache.byteLimit)
        }
        #expect(cache.statistics.evictions > 0, "the limit was reached and generations dropped")
        #expect(cache.statistics.bytes <= cache.byteLimit)
    }

    @Test("the word cache numbers at most its limit of contexts, and never gives two contexts one number")
    func wordCacheContexts() throws {
        let face = try Fixtures.bundled().face(postScriptName: "Inter-Regular")
        let cache = ShapingCache(byteLimit: 1 << 20, contextLimit: 8)
        var numbers = Set<UInt64>()
        for index in 0..<100 {
            numbers.insert(
                cache.context(
                    face: face, cascade: 1, neutralCharacters: .spacesFollowText, language: "x-\(index)", features: []))
            #expect(cache.contextCount <= 8)
        }
        #expect(numbers.count == 100)
        // A context still in the table keeps its number.
        let last = cache.context(
            face: face, cascade: 1, neutralCharacters: .spacesFollowText, language: "x-99", features: [])
        #expect(
            cache.context(face: face, cascade: 1, neutralCharacters: .spacesFollowText, language: "x-99", features: [])
                == last)
    }

    @Test("the fallback cascade remembers at most its limit of candidate lists")
    func candidateMemo() throws {
        let face = try Fixtures.bundled().face(postScriptName: "Inter-Regular")
        let cascade = FallbackCascade.sfProStandIn(library: try Fixtures.bundled(), system: nil)
        let expected = cascade.candidates(primary: face, script: "Cyrl", language: "uk", emoji: false)
        for index in 0..<(CandidateMemo.limit + 500) {
            _ = cascade.candidates(primary: face, script: "Latn", language: "x-\(index)", emoji: false)
            if index % 512 == 0 { #expect(cascade.rememberedListCount <= CandidateMemo.limit) }
        }
        #expect(cascade.rememberedListCount <= CandidateMemo.limit)
        #expect(
            cascade.candidates(primary: face, script: "Cyrl", language: "uk", emoji: false).map(\.postScriptName)
                == expected.map(\.postScriptName), "a list worked out again is the same list")
    }
}
