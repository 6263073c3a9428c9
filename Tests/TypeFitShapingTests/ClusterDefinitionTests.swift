import Testing
import TypeFitUnicode

@testable import TypeFitShaping

/// Fallback picks a face per grapheme cluster, and those clusters are ICU's, the ones line
/// breaking, truncation and counting use: one definition of a user-perceived character.
@Suite("Fallback clusters are ICU's grapheme clusters")
struct ClusterDefinitionTests {
    static let texts = [
        "Settings",
        "👩‍👩‍👧 and 🇫🇷🇩🇪",
        "e\u{0301}te\u{0301}",
        "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}",
        // Devanagari conjuncts: Swift's Character (Unicode 15.1, rule GB9c) keeps क्ष whole;
        // the installed ICU may split it at the virama. Fallback follows whatever ICU says,
        // as the layout does.
        "क्षत्रिय",
        "ত্র্য নি",
        "مرحبا، 3 دقائق",
        "\r\n a",
    ]

    @Test("cluster ends are GraphemeBreaker's boundaries", arguments: texts)
    func endsAreICUBoundaries(text: String) throws {
        let clusters = TextMeasurer.clusters(of: text)
        #expect(clusters.map(\.range.upperBound) == (try GraphemeBreaker.boundaries(in: text)))
        #expect(clusters.first?.range.lowerBound == 0, "the clusters begin the text")
        for (cluster, next) in zip(clusters, clusters.dropFirst()) {
            #expect(cluster.range.upperBound == next.range.lowerBound, "the clusters tile the text, in order")
        }
    }

    @Test("a missing conjunct is counted once per ICU cluster")
    func missingCountFollowsICU() throws {
        let inter = try Fixtures.bundled().face(postScriptName: "Inter-Regular")
        let text = "क्षत्रिय"
        let measured = TextMeasurer(fallback: .none, cache: nil).measure(text, face: inter)
        #expect(measured.missingCharacterCount == (try GraphemeBreaker.boundaries(in: text)).count)
    }
}
