import Testing

@testable import TypeFitLayout
@testable import TypeFitShaping

/// Where lines break: greedy vs iOS standard, CJK, URLs, RTL, mandatory breaks, hanging spaces.
/// Widths are chosen halfway between the widths of the candidate lines, measured in the test,
/// so each expected break is certain.
@Suite("Wrapping")
struct WrappingTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    @Test("pushOut moves one word to the last line (standard); greedy leaves the orphan")
    func pushOut() throws {
        let text = "one two three four"
        let width = fixture.between("one two three", "one two three four")
        try #require(fixture.width("three four") < width, "the pushed-out last line must fit")
        let prepared = try fixture.prepare(text)
        let greedy = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width, strategy: .greedy))
        #expect(lineTexts(greedy, in: text) == ["one two three ", "four"])
        let standard = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width, strategy: .standard))
        #expect(lineTexts(standard, in: text) == ["one two ", "three four"])
        #expect(abs(standard.lines[0].width - fixture.width("one two")) < 0.01)
        #expect(abs(standard.lines[1].width - fixture.width("three four")) < 0.01)
        #expect(abs(greedy.lines[0].width - fixture.width("one two three")) < 0.01)
        #expect(standard.lineCount == greedy.lineCount)
    }

    @Test("pushOut is skipped when the last line would not fit")
    func pushOutSkipped() throws {
        let text = "a b c extraordinarily"
        // Greedy: "a b c " / "extraordinarily"; moving "c" makes "c extraordinarily", too wide.
        let width = fixture.between("extraordinarily", "c extraordinarily")
        try #require(fixture.width("a b c") < width)
        let layout = try fixture.prepare(text).layout(pointSize: 17, options: LayoutOptions(width: width))
        #expect(lineTexts(layout, in: text) == ["a b c ", "extraordinarily"])
    }

    @Test("Korean wraps at spaces (standard) and between syllables (greedy)")
    func korean() throws {
        let text = "안녕하세요 반갑습니다 여러분"
        let width = fixture.between("안녕하세요 반갑", "안녕하세요 반갑습", locale: "ko")
        try #require(fixture.width("반갑습니다", locale: "ko") < width)
        try #require(fixture.width("반갑습니다 여러분", locale: "ko") > width)
        try #require(fixture.width("습니다 여러분", locale: "ko") < width)
        let prepared = try fixture.prepare(text, locale: "ko")
        #expect(prepared.missingCharacterCount == 0)
        let standard = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width, strategy: .standard))
        #expect(lineTexts(standard, in: text) == ["안녕하세요 ", "반갑습니다 ", "여러분"])
        let greedy = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width, strategy: .greedy))
        #expect(lineTexts(greedy, in: text) == ["안녕하세요 반갑", "습니다 여러분"])
    }

    @Test("a Korean word wider than the line is broken between syllables even in standard")
    func koreanLongWord() throws {
        let text = "대한민국만세대한민국만세"
        let width = fixture.between("대한민국만", "대한민국만세", locale: "ko")
        let layout = try fixture.prepare(text, locale: "ko").layout(pointSize: 17, options: LayoutOptions(width: width))
        #expect(lineTexts(layout, in: text) == ["대한민국만", "세대한민국", "만세"])
        #expect(layout.lines[0].endsInsideWord)
    }

    @Test("Japanese breaks between characters, never before 。")
    func japanese() throws {
        let text = "吾輩は猫である。名前はまだ無い。"
        let em = fixture.width("猫", locale: "ja")
        // Noto Sans CJK is full width: every character here is one em.
        for character in text { try #require(abs(fixture.width(String(character), locale: "ja") - em) < 1e-9) }
        let width = 5 * em + em / 2
        let prepared = try fixture.prepare(text, locale: "ja")
        let greedy = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width, strategy: .greedy))
        #expect(lineTexts(greedy, in: text) == ["吾輩は猫で", "ある。名前", "はまだ無", "い。"])
        // Standard: the last line "い。" is a single unit, so "無" moves down.
        let standard = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width))
        #expect(lineTexts(standard, in: text) == ["吾輩は猫で", "ある。名前", "はまだ", "無い。"])
        #expect(abs(standard.lines[3].width - 3 * em) < 1e-6)
    }

    @Test("a URL breaks after / (ICU opportunities)")
    func urlAtSlashes() throws {
        let text = "https://example.com/very/long/path"
        let width = fixture.between("https://example.com/", "https://example.com/very")
        try #require(fixture.width("very/long/path") < width)
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: width, strategy: .greedy))
        #expect(lineTexts(layout, in: text) == ["https://example.com/", "very/long/path"])
        #expect(!layout.lines[0].endsInsideWord)
    }

    @Test("a word wider than the line breaks at grapheme boundaries, the rest continues the line")
    func insideWord() throws {
        let text = "go x.com/supercalifragilisticexpialidocious ok"
        let width = fixture.between("supercalifragilis", "supercalifragilist")
        try #require(fixture.width("go x.com/") < width)
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: width, strategy: .greedy))
        let lines = lineTexts(layout, in: text)
        try #require(lines.count == 4)
        // "go x.com/" breaks after "/", then the long word is cut where the next grapheme
        // would no longer fit (checked against whole-string measurements), and "ok" joins
        // the remainder.
        #expect(lines == ["go x.com/", "supercalifragilis", "ticexpialidociou", "s ok"])
        #expect(fixture.width("ticexpialidociou") <= width)
        #expect(fixture.width("ticexpialidocious") > width)
        #expect(layout.lines.map(\.endsInsideWord) == [false, true, true, false])
        #expect(layout.lines.allSatisfy { $0.width <= width + LayoutTolerance.fit })
        #expect(abs(layout.lines[3].width - fixture.width("s ok")) < 0.01)
    }

    @Test("an emoji sequence is never split")
    func emojiGrapheme() throws {
        let family = "👨‍👩‍👧‍👦"
        let text = String(repeating: family, count: 6)
        let prepared = try fixture.prepare(text)
        let one = prepared.graphemeAdvances()[0].advance * 17
        let layout = try prepared.layout(pointSize: 17, options: LayoutOptions(width: one * 2.5))
        #expect(lineTexts(layout, in: text) == [family + family, family + family, family + family])
    }

    @Test("Arabic (right to left) wraps at spaces with the measured word widths")
    func arabic() throws {
        let text = "مرحبا بالعالم كيف حالك اليوم"
        let width = fixture.between("مرحبا بالعالم كيف", "مرحبا بالعالم كيف حالك", locale: "ar")
        try #require(fixture.width("حالك اليوم", locale: "ar") < width)
        let prepared = try fixture.prepare(text, locale: "ar")
        #expect(prepared.missingCharacterCount == 0)
        #expect(prepared.facesUsed.contains { $0.postScriptName.contains("Arabic") })
        let layout = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width))
        #expect(layout.lineCount == 2)
        #expect(lineTexts(layout, in: text) == ["مرحبا بالعالم كيف ", "حالك اليوم"])
        #expect(abs(layout.lines[0].width - fixture.width("مرحبا بالعالم كيف", locale: "ar")) < 0.01)
        #expect(abs(layout.lines[1].width - fixture.width("حالك اليوم", locale: "ar")) < 0.01)
    }

    @Test("mandatory breaks end lines; a trailing break adds no line; an empty paragraph is a line")
    func mandatoryBreaks() throws {
        let text = "one\ntwo\u{2028}three\u{2029}four\r\nfive"
        let layout = try fixture.prepare(text).layout(pointSize: 17)
        #expect(lineTexts(layout, in: text) == ["one\n", "two\u{2028}", "three\u{2029}", "four\r\n", "five"])
        #expect(layout.lines.map(\.endsWithMandatoryBreak) == [true, true, true, true, false])
        for (line, word) in zip(layout.lines, ["one", "two", "three", "four", "five"]) {
            #expect(abs(line.width - fixture.width(word)) < 0.01)
        }
        let blank = try fixture.prepare("a\n\nb\n").layout(pointSize: 17)
        #expect(blank.lines.map(\.range) == [0..<2, 2..<3, 3..<5])
        #expect(blank.lines[1].width == 0)
        #expect(blank.lineCountWithoutLimit == 3)
    }

    @Test("trailing spaces hang: they do not count toward the width nor cause a wrap")
    func hangingSpaces() throws {
        let text = "hello     hi"
        let width = fixture.between("hello", "hello ")
        let layout = try fixture.prepare(text).layout(pointSize: 17, options: LayoutOptions(width: width))
        #expect(lineTexts(layout, in: text) == ["hello     ", "hi"])
        #expect(abs(layout.lines[0].width - fixture.width("hello")) < 0.01)
        #expect(abs(layout.lines[0].hangingWidth - 5 * fixture.width(" ")) < 0.01)
        // Text with trailing spaces fits on one line exactly as wide as its letters.
        let single = try fixture.prepare("hello   ").layout(
            pointSize: 17, options: LayoutOptions(width: fixture.width("hello")))
        #expect(single.lineCount == 1 && single.fits)
    }

    @Test("tracking adds its value after every grapheme cluster")
    func tracking() throws {
        let prepared = try fixture.prepare("hello")
        let plain = try prepared.layout(pointSize: 17)
        let tracked = try prepared.layout(pointSize: 17, options: LayoutOptions(tracking: 1.5))
        #expect(abs(tracked.lines[0].width - (plain.lines[0].width + 5 * 1.5)) < 1e-9)
        #expect(abs(tracked.naturalWidth - tracked.lines[0].width) < 1e-9)
    }
}
