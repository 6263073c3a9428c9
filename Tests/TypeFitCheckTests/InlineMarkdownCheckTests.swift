import Testing
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

/// Text in several faces through the check: inline Markdown's runs measured each in its face,
/// with widths that are those of the runs shaped separately.
@Suite("Inline Markdown in the check")
struct InlineMarkdownCheckTests {
    let setup: CheckSetup

    init() throws { setup = try CheckSetup() }

    /// The natural width at `pointSize` of `styled` in `style`, each run shaped alone in its face.
    func separateWidth(_ styled: StyledText, style: ResolvedStyle, pointSize: Double) -> Double {
        styled.runs.reduce(0) { sum, run in
            let face = style.face(for: run.style.faceStyles, library: setup.library).face
            return sum
                + setup.measurer.measure(styled.text(of: run), face: face, locale: "en").width(atPointSize: pointSize)
        }
    }

    @Test(
        "a text in several faces is as wide as its runs shaped separately",
        arguments: [
            "Read the **terms of service** first", "An *italic* word, a ***bold italic*** one",
            "Run `typefit check` now", "See [our terms](https://example.com) and ~~old~~ new prices",
        ])
    func multiFaceWidth(_ markdown: String) throws {
        let styled = InlineMarkdownParser.parse(markdown)
        #expect(!styled.isPlain)
        let style = try #require(setup.resolved.entry(named: "body")).style(at: .large)
        let runs = styled.runs.map {
            FaceRun(range: $0.range, face: style.face(for: $0.style.faceStyles, library: setup.library).face)
        }
        let prepared = PreparedText.prepare(
            try TextAnalysis(styled.text, locale: "en"), runs: runs, measurer: setup.measurer)
        let expected = separateWidth(styled, style: style, pointSize: 17)
        #expect(
            abs(prepared.naturalWidth(pointSize: 17) - expected) < 1e-6,
            "\(prepared.naturalWidth(pointSize: 17)) vs \(expected)")
    }

    @Test("bold runs make a label truncate earlier than the same text in regular; links and strikethrough do not")
    func boldTruncatesEarlier() throws {
        let entry = try #require(setup.resolved.entry(named: "body"))
        let checker = setup.checker
        func firstTruncated(_ markdown: String) throws -> DynamicTypeSize? {
            let styled = InlineMarkdownParser.parse(markdown)
            let string = LocalizedString(key: markdown, locale: "en", text: markdown, source: "test")
            let target = CheckTarget(
                string: string, entry: entry, constraint: TextContainer(width: 330, lineLimit: 1),
                measuredText: styled.text, inlineRuns: styled.runs)
            return try checker.check(target).firstTruncatedSize
        }
        let plain = try #require(try firstTruncated("Read the terms of service before you continue"))
        let bold = try #require(try firstTruncated("Read the **terms of service before you continue**"))
        #expect(bold < plain)
        let link = try firstTruncated("Read the [terms of service](https://example.com) before you continue")
        let struck = try firstTruncated("Read the ~~terms of service~~ before you continue")
        #expect(link == plain)
        #expect(struck == plain)
    }

    @Test("a code run's stand-in face is named among the result's approximation reasons")
    func codeStandInIsReported() throws {
        let entry = try #require(setup.resolved.entry(named: "body"))
        let styled = InlineMarkdownParser.parse("Run `typefit check` now")
        let string = LocalizedString(key: "k", locale: "en", text: "Run `typefit check` now", source: "test")
        let target = CheckTarget(
            string: string, entry: entry, constraint: TextContainer(width: 330, lineLimit: 1),
            measuredText: styled.text, inlineRuns: styled.runs)
        let result = try setup.checker.check(target)
        if MonospacedSystemFont.faces(in: setup.library).standIn != nil {
            #expect(result.approximationReasons.contains { $0.contains("stands in for SF Mono") })
            let everySizeApproximate = result.sizes.values.allSatisfy { $0.approximate }
            #expect(everySizeApproximate)
        }
        #expect(result.measuredText == "Run typefit check now")
    }
}
