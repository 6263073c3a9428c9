import Testing
import TypeFitVocabulary

@testable import TypeFitLayout
@testable import TypeFitShaping

/// Properties over thousands of generated texts (seeded, deterministic) and widths.
@Suite("Layout properties")
struct PropertyTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    static let vocabulary = [
        "the", "a", "settings", "notifications", "Überweisungsbestätigung", "café", "naïve",
        "日本語", "設定", "ですか", "。", "안녕하세요", "설정", "مرحبا", "العالم", "Привет", "мир",
        "👍", "👨‍👩‍👧", "https://example.com/a/b", "e\u{301}", "—", "(ok)", "12,345.67", "ภาษาไทย",
    ]
    static let separators = [" ", " ", " ", " ", "  ", "\n", "", "-"]

    static func texts(count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let words = Int.random(in: 1...14, using: &rng)
            var text = ""
            for index in 0..<words {
                if index > 0 { text += separators.randomElement(using: &rng)! }
                text += vocabulary.randomElement(using: &rng)!
            }
            return text
        }
    }

    @Test("round trip, width bound, coverage and strategy agreement", arguments: [1, 2, 3, 4])
    func properties(seed: UInt64) throws {
        var rng = SplitMix64(state: seed &* 7919)
        var checked = 0
        for text in Self.texts(count: 500, seed: seed) {
            let prepared = try fixture.prepare(text)
            let size = [11.0, 17, 23.5, 53].randomElement(using: &rng)!
            let tracking = [0.0, 0, 0.5, -0.2].randomElement(using: &rng)!
            let natural = prepared.naturalWidth(pointSize: size, tracking: tracking)
            let widestGrapheme = prepared.graphemeAdvances().map { $0.advance * size + tracking }.max() ?? 0

            // (a) Laid out at its own natural width, each paragraph takes one line.
            for strategy in LineBreakStrategy.allCases where natural > 0 {
                let layout = try prepared.layout(
                    pointSize: size, options: LayoutOptions(width: natural, strategy: strategy, tracking: tracking))
                #expect(layout.lineCount == prepared.paragraphCount, "\(text.debugDescription) at its natural width")
                #expect(layout.fits)
            }

            for _ in 0..<3 {
                let width = Double.random(in: 10...400, using: &rng)
                var counts: [LineBreakStrategy: Int] = [:]
                for strategy in LineBreakStrategy.allCases {
                    let options = LayoutOptions(width: width, strategy: strategy, tracking: tracking)
                    let layout = try prepared.layout(pointSize: size, options: options)
                    counts[strategy] = layout.lineCount
                    // (b) Lines fit whenever every grapheme does.
                    if widestGrapheme <= width {
                        #expect(
                            layout.lines.allSatisfy { $0.width <= width + LayoutTolerance.fit },
                            "\(text.debugDescription) at \(width)")
                        #expect(layout.widthOverflow == 0)
                    }
                    // (c) Lines cover the text in order, without gaps or overlaps.
                    #expect(layout.lines.first?.range.lowerBound == 0)
                    #expect(layout.lines.last?.range.upperBound == prepared.utf16Count)
                    #expect(
                        zip(layout.lines, layout.lines.dropFirst()).allSatisfy {
                            $0.range.upperBound == $1.range.lowerBound && !$1.range.isEmpty
                        })
                    #expect(layout.lineCount >= prepared.paragraphCount)
                    #expect(
                        layout.lines.filter(\.endsWithMandatoryBreak).count
                            == prepared.segments.filter(\.isMandatoryBreak).count)
                    // (e) With a line limit: min(needed, limit) lines, each fitting, ellipsis placed.
                    let limit = Int.random(in: 1...3, using: &rng)
                    var limited = options
                    limited.lineLimit = limit
                    limited.truncationMode = TruncationMode.allCases.randomElement(using: &rng)!
                    let cut = try prepared.layout(pointSize: size, options: limited)
                    #expect(cut.lineCount == min(layout.lineCount, limit))
                    #expect(cut.lineCountWithoutLimit == layout.lineCount)
                    #expect(cut.isTruncated == (layout.lineCount > limit))
                    if widestGrapheme <= width, prepared.ellipsisAdvance * size + tracking <= width {
                        #expect(cut.lines.allSatisfy { $0.width <= width + LayoutTolerance.fit })
                    }
                    if cut.isTruncated { #expect(cut.truncation?.visibleText.contains("…") == true) }
                }
                // (d) pushOut never changes the line count, so without Hangul (the only other
                // difference) both strategies need the same number of lines.
                if !text.unicodeScalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) }) {
                    #expect(counts[.greedy] == counts[.standard], "\(text.debugDescription) at \(width)")
                }
                checked += 1
            }
        }
        #expect(checked == 1500)
    }

    @Test("a wider width never needs more lines (greedy, no Hangul)")
    func monotone() throws {
        var rng = SplitMix64(state: 99)
        for text in Self.texts(count: 300, seed: 99) {
            let prepared = try fixture.prepare(text)
            var previous = Int.max
            let start = Double.random(in: 20...60, using: &rng)
            for step in 0..<8 {
                let layout = try prepared.layout(
                    pointSize: 17, options: LayoutOptions(width: start + Double(step) * 40, strategy: .greedy))
                #expect(layout.lineCount <= previous, "\(text.debugDescription)")
                previous = layout.lineCount
            }
        }
    }
}
