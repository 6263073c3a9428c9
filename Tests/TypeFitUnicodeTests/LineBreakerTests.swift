import Testing
import TypeFitUnicode

/// Expected offsets are derived by hand from UAX #14 (rule numbers in comments) and are
/// UTF-16 code-unit offsets where a new line may start; the end of the text is always last.
@Suite("Line breaking (UAX #14 via ICU)")
struct LineBreakerTests {
    @Test("Breaks after spaces (LB18), end of text included")
    func spaces() throws {
        let result = try LineBreaker.opportunities(in: "Hello world")
        #expect(
            result == [
                LineBreakOpportunity(offset: 6, isMandatory: false),
                LineBreakOpportunity(offset: 11, isMandatory: false),
            ])
    }

    @Test("Several spaces stay on the line before (LB7 no break before SP, LB18 after)")
    func runOfSpaces() throws {
        #expect(offsets(try LineBreaker.opportunities(in: "a   b")) == [4, 5])
    }

    @Test("Breaks after a hyphen, not before it (LB21 × HY, then LB31)")
    func hyphen() throws {
        #expect(offsets(try LineBreaker.opportunities(in: "well-known")) == [5, 10])
    }

    @Test("No break in a hyphenated number (LB25 HY × NU), in e.g., or before a slash")
    func numbersAndAbbreviations() throws {
        // "1-2 " → after the space (4); "a/" → after the slash (6, LB13 × SY then LB31);
        // "b " → 8; "e.g. " → 13 only: LB13 × IS, LB29 IS × AL; end 17.
        #expect(offsets(try LineBreaker.opportunities(in: "1-2 a/b e.g. 3.14")) == [4, 6, 8, 13, 17])
    }

    @Test("Empty text has no opportunities")
    func empty() throws {
        #expect(try LineBreaker.opportunities(in: "").isEmpty)
        #expect(try LineBreaker.opportunities(in: [UInt16]()).isEmpty)
        #expect(try LineBreaker.opportunities(in: "", locale: "ja").isEmpty)
    }

    @Test("Ideographs and kana break between every character (LB31 ID ÷ ID)")
    func japanese() throws {
        // 日 本 語 の テ キ ス ト: all class ID, no small kana.
        let result = try LineBreaker.opportunities(in: "日本語のテキスト", locale: "ja")
        #expect(offsets(result) == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test("Kinsoku: no break before the ideographic full stop (LB13 × CL)")
    func noBreakBeforeFullStop() throws {
        // 日 本 語 。 テ ス ト: 。 (CL) sticks to 語; a break after it before テ (LB31).
        let result = try LineBreaker.opportunities(in: "日本語。テスト", locale: "ja")
        #expect(offsets(result) == [1, 2, 4, 5, 6, 7])
    }

    @Test(
        "Small kana: strict forbids a break before them (CJ as NS, LB21), normal allows it",
        arguments: [
            // ち ょ っ と 待 っ て: ょ (1), っ (2) and っ (5) are CJ.
            ("ja@lb=strict", [3, 4, 6, 7]),
            ("ja@lb=normal", [1, 2, 3, 4, 5, 6, 7]),
            ("ja@lb=loose", [1, 2, 3, 4, 5, 6, 7]),
            // ICU 72's root rules are strict; its `ja` locale defaults to normal.
            ("", [3, 4, 6, 7]),
            ("ja", [1, 2, 3, 4, 5, 6, 7]),
        ])
    func smallKana(locale: String, expected: [Int]) throws {
        #expect(offsets(try LineBreaker.opportunities(in: "ちょっと待って", locale: locale)) == expected)
    }

    @Test("Strict: no break before the prolonged sound mark ー (CJ)")
    func prolongedSoundMark() throws {
        // ー 長 音 ー テ ス ト: strict keeps ー (3) with 音; normal allows a break at 3.
        #expect(
            offsets(try LineBreaker.opportunities(in: "ー長音ーテスト", locale: "ja@lb=strict"))
                == [1, 2, 4, 5, 6, 7])
        #expect(
            offsets(try LineBreaker.opportunities(in: "ー長音ーテスト", locale: "ja@lb=normal"))
                == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test("Thai breaks at dictionary words, not at every character", arguments: ["th", "", "en"])
    func thai(locale: String) throws {
        // ภาษา | ไทย | ง่าย | นิด | เดียว ("Thai is very easy"): 4 + 3 + 4 + 3 + 5 code units.
        // The dictionary applies to Thai script whatever the locale.
        let result = try LineBreaker.opportunities(in: "ภาษาไทยง่ายนิดเดียว", locale: locale)
        #expect(offsets(result) == [4, 7, 11, 14, 19])
    }

    @Test(
        "Mandatory breaks (LB4, LB5); CR LF is one break after the pair",
        arguments: [
            ("a\nb", 2, 3),
            ("a\r\nb", 3, 4),
            ("a\rb", 2, 3),
            ("a\u{2028}b", 2, 3),
            ("a\u{2029}b", 2, 3),
            ("a\u{0085}b", 2, 3),
            ("a\u{000C}b", 2, 3),
        ])
    func mandatory(text: String, breakOffset: Int, end: Int) throws {
        let result = try LineBreaker.opportunities(in: text)
        #expect(
            result == [
                LineBreakOpportunity(offset: breakOffset, isMandatory: true),
                LineBreakOpportunity(offset: end, isMandatory: false),
            ])
    }

    @Test("Text ending in a newline: the end is the mandatory break")
    func trailingNewline() throws {
        #expect(try LineBreaker.opportunities(in: "ab\n") == [LineBreakOpportunity(offset: 3, isMandatory: true)])
    }

    @Test("Soft breaks are never mandatory in ordinary text")
    func softIsNotMandatory() throws {
        #expect(mandatoryOffsets(try LineBreaker.opportunities(in: "one two three")).isEmpty)
    }

    @Test(
        "No break at NO-BREAK SPACE or WORD JOINER (LB11, LB12)",
        arguments: ["\u{00A0}", "\u{2060}", "\u{202F}", "\u{FEFF}"])
    func glue(glue: String) throws {
        let text = "foo" + glue + "bar baz"
        // Only after the real space (8) and the end (11).
        #expect(offsets(try LineBreaker.opportunities(in: text)) == [8, 11])
    }

    @Test("A break opportunity after SOFT HYPHEN (BA, LB21 then LB31)")
    func softHyphen() throws {
        // "hyphen" (6) + U+00AD (ends at 7) + "ation" (12).
        #expect(offsets(try LineBreaker.opportunities(in: "hyphen\u{00AD}ation")) == [7, 12])
    }

    @Test("URL: breaks only after a slash that precedes a letter")
    func url() throws {
        // Plain UAX #14, no URL tailoring in ICU 72: ':' and '.' are IS, '/' is SY.
        // LB13 forbids a break before IS and SY, so never before ':' '/' '.'; LB29 (IS × AL)
        // forbids one after '.' or ':' before a letter. After SY nothing forbids a break before
        // a letter (LB31), so every "/x" is an opportunity, including after "https://".
        // https:// (8) example.com/ (20) a/ (22) very/ (27) long/ (32) path (36).
        let text = "https://example.com/a/very/long/path"
        #expect(offsets(try LineBreaker.opportunities(in: text)) == [8, 20, 22, 27, 32, 36])
        #expect(offsets(try LineBreaker.opportunities(in: text, locale: "en")) == [8, 20, 22, 27, 32, 36])
    }

    @Test(
        "Emoji ZWJ sequences, modifiers and flags are never broken inside",
        arguments: [
            // 👩‍💻 (2+1+2 = 5) then 👨‍👩‍👧‍👦 (4 × 2 + 3 ZWJ = 11): LB8a ZWJ ×; ID ÷ EB between them.
            ("👩‍💻👨‍👩‍👧‍👦", [5, 16]),
            // 👍🏽 = EB EM (LB30b EB × EM), twice.
            ("👍🏽👍🏽", [4, 8]),
            // Regional indicator pairs (LB30a): 🇯🇵 🇫🇷.
            ("🇯🇵🇫🇷", [4, 8]),
            // Mixed with words: "Hi " (3) + 👩‍💻 (8) + " ok" (9, 11).
            ("Hi 👩‍💻 ok", [3, 9, 11]),
        ])
    func emoji(text: String, expected: [Int]) throws {
        let result = try LineBreaker.opportunities(in: text)
        #expect(offsets(result) == expected)
        let clusters = Set(swiftGraphemeBoundaries(text))
        #expect(result.allSatisfy { clusters.contains($0.offset) })
    }

    @Test(
        "Opportunities never split a surrogate pair or a grapheme cluster",
        arguments: ["𠀋𠀋𠀋 e\u{301}e\u{301} 😀😀", "한국어 텍스트", "ภาษาไทยง่ายนิดเดียว"])
    func onGraphemeBoundaries(text: String) throws {
        let clusters = Set(swiftGraphemeBoundaries(text))
        let result = try LineBreaker.opportunities(in: text, locale: "ja")
        #expect(!result.isEmpty)
        #expect(result.allSatisfy { clusters.contains($0.offset) })
        #expect(result.last?.offset == text.utf16.count)
    }

    @Test("UTF-16 overloads give the same result as the String one")
    func utf16Overloads() throws {
        let text = "Hello 世界!\nNext line: 👩‍💻 https://a.b/c"
        let units = Array(text.utf16)
        let fromString = try LineBreaker.opportunities(in: text, locale: "ja")
        #expect(try LineBreaker.opportunities(in: units, locale: "ja") == fromString)
        let fromBuffer = try units.withUnsafeBufferPointer { buffer in
            try LineBreaker.opportunities(in: buffer, locale: "ja")
        }
        #expect(fromBuffer == fromString)
        #expect(mandatoryOffsets(fromString) == [10])
    }

    @Test("nil, empty and unknown locales all use the root rules")
    func rootLocale() throws {
        let text = "ちょっと待って well-known"
        let root = try LineBreaker.opportunities(in: text)
        #expect(try LineBreaker.opportunities(in: text, locale: "") == root)
        #expect(try LineBreaker.opportunities(in: text, locale: "xx_NOT_A_LOCALE") == root)
    }

    @Test("A locale with a NUL character is rejected with a typed error")
    func invalidLocale() {
        #expect(throws: UnicodeSegmentationError.invalidLocale("ja\u{0}x")) {
            try LineBreaker.opportunities(in: "abc", locale: "ja\u{0}x")
        }
        let message = UnicodeSegmentationError.invalidLocale("ja\u{0}x").description
        #expect(message.contains("NUL"))
    }

    @Test("Long text: one opportunity per word, offsets increasing")
    func longText() throws {
        let text = String(repeating: "word ", count: 20_000)
        let result = try LineBreaker.opportunities(in: text)
        #expect(result.count == 20_000)
        #expect(result.first?.offset == 5)
        #expect(result.last?.offset == 100_000)
        #expect(zip(result, result.dropFirst()).allSatisfy { $0.offset < $1.offset })
    }
}
