import Testing
import TypeFitVocabulary

@testable import TypeFitLayout
@testable import TypeFitShaping

/// Line limits, container heights and where the ellipsis goes. Expected kept text is checked
/// against whole-string measurements: it fits with "…", and one more character would not.
@Suite("Truncation")
struct TruncationTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    let text = "The quick brown fox jumps over the lazy dog"
    let width = 120.0

    @Test("tail: the start of the text, cut mid-word, then …; the line fits")
    func tail() throws {
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: width, lineLimit: 1, truncationMode: .tail))
        let truncation = try #require(layout.truncation)
        let shown = truncation.visibleText
        #expect(shown.hasSuffix("…"))
        let kept = String(shown.dropLast())
        #expect(text.hasPrefix(kept) && !kept.isEmpty)
        #expect(fixture.width(kept + "…") <= width + 0.01)
        let one = String(text.prefix(kept.count + 1))
        #expect(fixture.width(one + "…") > width)
        #expect(layout.lineCount == 1 && layout.lines[0].isTruncated)
        // Kept glyphs keep their advances from the whole text (kerning with the hidden next
        // letter included); the ellipsis is shaped on its own, like CoreText's token.
        #expect(abs(layout.lines[0].width - (fixture.contextWidth(text, upTo: u16(kept)) + fixture.width("…"))) < 1e-9)
        #expect(layout.lines.allSatisfy { $0.width <= width + LayoutTolerance.fit })
        #expect(
            layout.lineCountWithoutLimit
                == (try fixture.prepare(text).layout(pointSize: 17, options: LayoutOptions(width: width))).lineCount)
        #expect(layout.isTruncated && !layout.fits)
    }

    @Test("head: … then the end of the text")
    func head() throws {
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: width, lineLimit: 1, truncationMode: .head))
        let shown = try #require(layout.truncation).visibleText
        #expect(shown.hasPrefix("…"))
        let kept = String(shown.dropFirst())
        #expect(text.hasSuffix(kept) && !kept.isEmpty)
        #expect(fixture.width("…" + kept) <= width + 0.01)
        let one = String(text.suffix(kept.count + 1))
        #expect(fixture.width("…" + one) > width || one.first == " ")
        #expect(layout.lines[0].width <= width + LayoutTolerance.fit)
    }

    @Test("middle: start, …, end; both halves kept, the line fits")
    func middle() throws {
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: width, lineLimit: 1, truncationMode: .middle))
        let truncation = try #require(layout.truncation)
        let parts = truncation.visibleText.split(separator: "…", omittingEmptySubsequences: false)
        try #require(parts.count == 2)
        #expect(text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(fixture.width(String(parts[0])) <= (width - fixture.width("…")) / 2 + 0.01)
        #expect(fixture.width(truncation.visibleText) <= width + 0.01)
        #expect(layout.lines[0].width <= width + LayoutTolerance.fit)
        #expect(truncation.keptBeforeEllipsis.upperBound <= truncation.keptAfterEllipsis.lowerBound)
    }

    @Test(
        "tail over two lines: the first line wraps, the second holds the ellipsis", arguments: TruncationMode.allCases)
    func twoLines(mode: TruncationMode) throws {
        let prepared = try fixture.prepare(text)
        let full = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width))
        try #require(full.lineCount > 2)
        let layout = try prepared.layout(
            pointSize: 17, options: LayoutOptions(width: width, lineLimit: 2, truncationMode: mode))
        #expect(layout.lineCount == 2)
        #expect(layout.lineCountWithoutLimit == full.lineCount)
        #expect(layout.lines[0] == full.lines[0])
        let truncation = try #require(layout.truncation)
        #expect(truncation.lastLineStart == full.lines[1].range.lowerBound)
        #expect(truncation.visibleText.hasPrefix(lineTexts(full, in: text)[0]))
        #expect(layout.lines.allSatisfy { $0.width <= width + LayoutTolerance.fit })
        #expect(abs(layout.heightOverflow - Double(full.lineCount - 2) * layout.lineHeight) < 1e-9)
    }

    @Test("a container height hides the lines that do not fit")
    func containerHeight() throws {
        let prepared = try fixture.prepare(text)
        let full = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width))
        try #require(full.lineCount >= 3)
        let options = LayoutOptions(width: width, containerHeight: 2.5 * full.lineHeight)
        let layout = try prepared.layout(pointSize: 17, options: options)
        #expect(layout.lineCount == 2 && layout.isTruncated)
        #expect(abs(layout.heightOverflow - (full.height - 2.5 * full.lineHeight)) < 1e-9)
        // Exactly two lines high: still two lines (fit tolerance).
        let exact = try prepared.layout(
            pointSize: 17, options: LayoutOptions(width: width, containerHeight: 2 * full.lineHeight))
        #expect(exact.lineCount == 2)
    }

    @Test("a container lower than one line shows one clipped line")
    func tooLow() throws {
        let layout = try fixture.prepare("Hi").layout(pointSize: 17, options: LayoutOptions(containerHeight: 5))
        #expect(layout.lineCount == 1 && !layout.isTruncated)
        #expect(abs(layout.heightOverflow - (layout.lineHeight - 5)) < 1e-9)
        #expect(layout.outcome == .clips)
    }

    @Test("lineLimit below 1 is treated as 1", arguments: [0, -3])
    func lineLimitZero(limit: Int) throws {
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: width, lineLimit: limit))
        #expect(layout.lineCount == 1 && layout.isTruncated)
        #expect(LayoutOptions(lineLimit: limit).effectiveLineLimit == 1)
    }

    @Test("a hidden paragraph is marked with an ellipsis after the visible one")
    func hiddenParagraph() throws {
        let layout = try fixture.prepare("Hello\nWorld").layout(pointSize: 17, options: LayoutOptions(lineLimit: 1))
        #expect(layout.truncation?.visibleText == "Hello…")
        #expect(layout.lineCountWithoutLimit == 2)
    }

    @Test("reservesSpace keeps the height of the line limit")
    func reservesSpace() throws {
        let layout = try fixture.prepare("Hi").layout(
            pointSize: 17, options: LayoutOptions(lineLimit: 3, reservesSpace: true, lineSpacing: 4))
        #expect(layout.lineCount == 1)
        #expect(abs(layout.height - (3 * layout.lineHeight + 2 * 4)) < 1e-9)
        #expect(layout.fits)
    }

    @Test("an ellipsis wider than the width is shown alone and overflows")
    func ellipsisTooWide() throws {
        let ellipsis = fixture.width("…")
        let layout = try fixture.prepare(text).layout(
            pointSize: 17, options: LayoutOptions(width: ellipsis / 2, lineLimit: 1))
        #expect(layout.truncation?.visibleText == "…")
        #expect(abs(layout.widthOverflow - ellipsis / 2) < 0.01)
    }

    @Test(
        "the visible text is the kept UTF-16 ranges around …, in texts with accents, CJK, emoji and surrogate pairs",
        arguments: [TruncationMode.tail, .middle, .head])
    func visibleTextFromOffsets(mode: TruncationMode) throws {
        let texts = [
            "Réglages de notification avancés pour les messages épinglés", "通知の詳細設定とピン留めしたメッセージ",
            "Party 🎉🎉 with 👩‍👩‍👧 and 𝒜𝒷𝒸 letters 𝒹𝑒𝒻 everywhere", "Plain ASCII text that is long enough to cut",
        ]
        var truncated = 0
        for text in texts {
            let units = Array(text.utf16)
            for lines in 1...2 {
                let layout = try fixture.prepare(text).layout(
                    pointSize: 17, options: LayoutOptions(width: 90, lineLimit: lines, truncationMode: mode))
                let truncation = try #require(layout.truncation, "\(text)")
                truncated += 1
                func shown(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
                let lastLine =
                    shown(truncation.keptBeforeEllipsis) + "…" + shown(truncation.keptAfterEllipsis)
                #expect(
                    truncation.visibleText == shown(0..<truncation.lastLineStart) + lastLine, "\(text) \(lines)")
                #expect(truncation.lastLineText == lastLine, "\(text) \(lines)")
            }
        }
        #expect(truncated == texts.count * 2)
    }
}
