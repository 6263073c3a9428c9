import Testing

@testable import TypeFitUnicode

/// Display columns from ICU's East Asian Width, by grapheme cluster.
@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "wide and fullwidth take 2, narrow and ambiguous 1, marks and format characters 0",
        arguments: [
            ("Settings", 8), ("設定", 4), ("通知", 4), ("せってい", 8), ("설정", 4), ("ＡＢ", 4), ("ｶﾞ", 2),
            ("مرحبا", 5), ("Cafe\u{301}", 4), ("\u{301}", 0), ("\u{200D}", 0), ("👍", 2), ("👍🏽", 2),
            ("👨‍👩‍👧", 2), ("❤️", 2), ("❤", 1), ("±", 1), ("", 0), ("ก\u{E31}", 1),
        ])
    func columns(text: String, expected: Int) {
        #expect(
            DisplayWidth.columns(of: text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("a code point the table gives a width is a cluster of that width wherever it stands")
    func simpleWidthsAgreeWithClusters() {
        // The cluster-by-cluster measure the table stands in for.
        func byCluster(_ text: String) -> Int { text.reduce(0) { $0 + DisplayWidth.columns(of: $1) } }
        // Neighbours of every kind a break rule looks at: letters, a syllable with and without a
        // final consonant, a combining mark, and the three kinds of Hangul jamo.
        let neighbours = ["a", "é", "中", "가", "각", "ก", "\u{301}", "\u{1100}", "\u{1161}", "\u{11A8}"]
        var simple = 0
        var disagreeing: [String] = []
        for value in 0..<0x10000 where DisplayWidth.simpleWidths[value] > 0 {
            simple += 1
            let scalar = String(Unicode.Scalar(UInt32(value))!)
            for text in [scalar, scalar + scalar] + neighbours.flatMap({ [$0 + scalar, scalar + $0] })
            where DisplayWidth.columns(of: text) != byCluster(text) {
                disagreeing.append(
                    "\(String(value, radix: 16)) in \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(20))")
        // Latin, Greek, Cyrillic, kana, CJK ideographs and Hangul syllables are all in the table.
        #expect(simple > 40_000)
        for text in ["Ünïcödé", "Ελληνικά", "Кириллица", "ひらがな", "漢字", "한국어", "ＡＢ"] {
            #expect(DisplayWidth.simpleColumns(of: text) != nil, "\(text)")
        }
        for text in ["Cafe\u{301}", "👍", "❤️", "ｶﾞ", "a\tb", "\u{1100}\u{1161}"] {
            #expect(DisplayWidth.simpleColumns(of: text) == nil, "\(text)")
        }
    }
}
