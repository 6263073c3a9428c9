import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitRender

@Suite("Specimens are laid out as the check lays them out, and drawn as measured")
struct SpecimenBuilderTests {
    let fixture: RenderFixture

    init() throws { fixture = try RenderFixture.shared.get() }

    @Test("every cell agrees with TruncationChecker: verdict, lines, visible text, point size, height")
    func agreesWithChecker() throws {
        let checker = TruncationChecker(measurer: fixture.measurer)
        let strings = SampleStrings.all.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let constraints = [
            TextContainer(width: 200, lineLimit: 2),
            TextContainer(
                width: 150, lineLimit: 1, truncation: .middle, padding: EdgeInsets(horizontal: 8, vertical: 4)),
            TextContainer(width: 180, lineLimit: nil, height: 60),
        ]
        var compared = 0
        var truncated = 0
        for (index, string) in strings.enumerated() {
            let constraint = constraints[index % constraints.count]
            for entryName in ["headline", "caption"] {
                let entry = try fixture.entry(entryName)
                let result = try checker.check(CheckTarget(string: string, entry: entry, constraint: constraint))
                let cells = try fixture.builder.cells(
                    text: string.text, locale: string.locale, entry: entry,
                    constraint: constraint, sizes: DynamicTypeSize.allCases)
                for cell in cells {
                    let outcome = try #require(result.sizes[cell.size])
                    #expect(
                        cell.isTruncated == outcome.truncated,
                        "\(string.key) [\(string.locale)] \(entryName) \(cell.size)")
                    #expect(cell.layout.lineCount == outcome.lines)
                    #expect(cell.layout.truncation?.visibleText == outcome.visibleText)
                    #expect(cell.layout.pointSize == outcome.pointSize)
                    #expect(abs(cell.layout.height + cell.insets.vertical - outcome.height) < 1e-9)
                    #expect(cell.verdict.isBorderline == outcome.borderline)
                    compared += 1
                    if outcome.truncated { truncated += 1 }
                }
            }
        }
        #expect(compared > 300)
        #expect(truncated > 20)
    }

    @Test("what is drawn is what was measured: each composed line is as wide as the layout's line")
    func lineWidthsMatchLayout() throws {
        var lines = 0
        for string in SampleStrings.all where ["en", "de", "ja", "ar", "ko", "ru"].contains(string.locale) {
            let cells = try fixture.cells(
                string.text, locale: string.locale, entry: "body",
                constraint: TextContainer(width: 170, lineLimit: 3), sizes: [.large, .accessibility3])
            for cell in cells {
                #expect(cell.lines.count == cell.layout.lineCount)
                for line in cell.lines {
                    // The same glyphs, shaped in context: the same width, to rounding.
                    #expect(
                        abs(line.width - line.line.width) < 0.001,
                        "\(string.key) [\(string.locale)] \(cell.size): drawn \(line.width) pt, laid out \(line.line.width) pt"
                    )
                    lines += 1
                }
            }
        }
        #expect(lines > 50)
    }

    @Test("bidi: Arabic inside a left-to-right line is drawn right to left, neutrals where UAX #9 puts them")
    func bidiOrder() throws {
        let text = "Open مرحبا بك 👍 now"
        let cell = try #require(
            try fixture.cells(text, constraint: TextContainer(width: 400, lineLimit: 1), sizes: [.large]).first)
        let glyphs = try #require(cell.lines.first).glyphs
        func x(of offset: Int) throws -> Double { try #require(glyphs.first { $0.cluster == offset }).x }
        let utf16 = Array(text.utf16)
        let arabicStart = utf16.firstIndex(of: "م".utf16.first!)!
        let emoji = text.utf16.distance(
            from: text.utf16.startIndex, to: text.range(of: "👍")!.lowerBound.samePosition(in: text.utf16)!)
        let now = utf16.count - 3
        // Logical "مرحبا بك": its first letter is drawn right of its last word.
        let secondWord = text.utf16.distance(
            from: text.utf16.startIndex, to: text.range(of: "بك")!.lowerBound.samePosition(in: text.utf16)!)
        #expect(try x(of: arabicStart) > x(of: secondWord))
        #expect(try x(of: 0) < x(of: secondWord))
        #expect(try x(of: arabicStart) < x(of: emoji))
        #expect(try x(of: emoji) < x(of: now))
        #expect(glyphs.map(\.x) == glyphs.map(\.x).sorted())
    }

    @Test("a right-to-left paragraph is aligned to the right edge of the text area")
    func rightToLeftAlignment() throws {
        let cell = try #require(
            try fixture.cells(
                "مرحبا بك", locale: "ar", constraint: TextContainer(width: 300, lineLimit: 1), sizes: [.large]
            ).first)
        let line = try #require(cell.lines.first)
        #expect(line.isRightToLeft)
        #expect(abs(line.x + line.width - cell.textAreaWidth) < 1e-9)
        let left = try #require(cell.lines.first?.glyphs.first)
        #expect(left.x > 100)
    }

    @Test("tracking is added after every grapheme cluster, as the layout counts it")
    func tracking() throws {
        let prepared = try PreparedText.prepare("Tracking", face: fixture.labelFace, measurer: fixture.measurer)
        let options = LayoutOptions(width: 400, lineLimit: 1, tracking: 1.5)
        let layout = try prepared.layout(pointSize: 17, options: options)
        let line = try #require(
            LineComposer(measurer: fixture.measurer).compose(prepared, layout: layout, tracking: 1.5).first)
        let plain = try #require(
            LineComposer(measurer: fixture.measurer).compose(prepared, layout: try prepared.layout(pointSize: 17)).first
        )
        #expect(abs(line.width - plain.width - 8 * 1.5) < 1e-9)
        #expect(abs(line.width - layout.lines[0].width) < 0.01)
    }

    @Test("a section heading marks an entry measured with the stand-in for SF Pro")
    func standInHeading() throws {
        let system = try CheckSetup.resolver(on: fixture.library).resolve(.defaultSystem)
        let footnote = try #require(system.entry(named: "footnote"))
        #expect(footnote.entry.usesSystemFont)
        #expect(SpecimenBuilder.entryLabel(footnote) == "footnote: Inter-Regular, 13 pt at Large ~ stand-in for SF Pro")
        // The app's own Inter face is no stand-in.
        #expect(SpecimenBuilder.entryLabel(try fixture.entry("body")) == "body: Inter-Regular, 17 pt at Large")
    }
}

@Suite("Specimens of text in several faces")
struct InlineFaceSpecimenTests {
    let fixture: RenderFixture

    init() throws { fixture = try RenderFixture.shared.get() }

    @Test("a bold run is drawn from the bold face, the rest from the entry's, and the cell agrees with the check")
    func boldRunDrawnInBold() throws {
        let markdown = "Read the **terms of service** before you continue"
        let styled = InlineMarkdownParser.parse(markdown)
        let entry = try fixture.entry("body")
        let constraint = TextContainer(width: 200, lineLimit: 2)
        let builder = SpecimenBuilder(measurer: fixture.measurer, library: try BundledFonts.library())
        let cells = try builder.cells(
            text: styled.text, locale: "en", entry: entry, constraint: constraint,
            sizes: DynamicTypeSize.allCases, inlineRuns: styled.runs)
        let checker = TruncationChecker(measurer: fixture.measurer, library: try BundledFonts.library())
        let string = LocalizedString(key: "terms", locale: "en", text: markdown, source: "test")
        let result = try checker.check(
            CheckTarget(
                string: string, entry: entry, constraint: constraint,
                measuredText: styled.text, inlineRuns: styled.runs))
        let bold = styled.runs.first { $0.style.contains(.bold) }!.range
        for cell in cells {
            let outcome = try #require(result.sizes[cell.size])
            #expect(cell.isTruncated == outcome.truncated)
            #expect(cell.layout.lineCount == outcome.lines)
            #expect(cell.layout.truncation?.visibleText == outcome.visibleText)
            let glyphs = cell.lines.flatMap(\.glyphs).filter { $0.role == .primary }
            let inBold = glyphs.filter { $0.cluster.map(bold.contains) ?? false }
            let outside = glyphs.filter { !($0.cluster.map(bold.contains) ?? true) }
            #expect(!inBold.isEmpty && inBold.allSatisfy { $0.face.descriptor.weight == 700 }, "\(cell.size)")
            #expect(
                !outside.isEmpty && outside.allSatisfy { $0.face === entry.style(at: cell.size).face }, "\(cell.size)")
        }
    }
}
