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
}
