import Foundation
import Testing
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

/// Inline Markdown as SwiftUI's `Text` displays a localized string: every construct, nesting,
/// escapes, literal block syntax, whitespace kept as written, format specifiers untouched.
@Suite("Inline Markdown: displayed text and styled runs")
struct InlineMarkdownParserTests {
    /// The runs as (displayed text, style) pairs.
    static func runs(_ source: String) -> [(String, InlineStyle)] {
        let styled = InlineMarkdownParser.parse(source)
        return styled.runs.map { (styled.text(of: $0), $0.style) }
    }

    static func expectRuns(
        _ source: String, _ expected: [(String, InlineStyle)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = runs(source)
        #expect(
            actual.map(\.0) == expected.map(\.0), "texts of \(source.debugDescription)", sourceLocation: sourceLocation)
        #expect(
            actual.map(\.1) == expected.map(\.1), "styles of \(source.debugDescription)", sourceLocation: sourceLocation
        )
    }

    @Test("**bold**, __bold__, *italic*, _italic_ and ***both*** lose their delimiters and style their text")
    func emphasis() {
        Self.expectRuns("Tap **Save** now", [("Tap ", .plain), ("Save", .bold), (" now", .plain)])
        Self.expectRuns("__Save__", [("Save", .bold)])
        Self.expectRuns("an *important* note", [("an ", .plain), ("important", .italic), (" note", .plain)])
        Self.expectRuns("_Note_: read", [("Note", .italic), (": read", .plain)])
        Self.expectRuns("***both***", [("both", [.bold, .italic])])
        Self.expectRuns(
            "**bold *and italic* bold**", [("bold ", .bold), ("and italic", [.bold, .italic]), (" bold", .bold)])
    }

    @Test("~~strike~~ strikes its text through; a lone tilde stays")
    func strikethrough() {
        Self.expectRuns("was ~~$10~~ now $5", [("was ", .plain), ("$10", .strikethrough), (" now $5", .plain)])
        Self.expectRuns("about ~ 5 km", [("about ~ 5 km", .plain)])
        Self.expectRuns("~~**sale**~~", [("sale", [.strikethrough, .bold])])
    }

    @Test("`code` shows its content in the code style, Markdown inside it literal")
    func codeSpans() {
        Self.expectRuns("Run `swift build` first", [("Run ", .plain), ("swift build", .code), (" first", .plain)])
        Self.expectRuns("`**not bold**`", [("**not bold**", .code)])
        Self.expectRuns("``a ` tick``", [("a ` tick", .code)])
        Self.expectRuns("**`bold code`**", [("bold code", [.bold, .code])])
        Self.expectRuns("an `unclosed code", [("an `unclosed code", .plain)])
        // Line ends in a code span are spaces (CRLF one space); one space is stripped from both ends.
        Self.expectRuns(
            "`a\nb` `c\r\nd` ` e\n` `\nf\n`",
            [
                ("a b", .code), (" ", .plain), ("c d", .code), (" ", .plain),
                ("e", .code), (" ", .plain), ("f", .code),
            ])
        Self.expectRuns("```\nfenced\n```", [("fenced", .code)])
    }

    @Test("a link shows its title only, in the link style; autolinks lose their angle brackets")
    func links() {
        Self.expectRuns(
            "Read the [terms](https://example.com/terms \"Terms\") first",
            [("Read the ", .plain), ("terms", .link), (" first", .plain)])
        Self.expectRuns("[**Bold** link](https://x.y)", [("Bold", [.link, .bold]), (" link", .link)])
        Self.expectRuns(
            "Visit <https://example.com>.", [("Visit ", .plain), ("https://example.com", .link), (".", .plain)])
        Self.expectRuns("Mail <help@example.com>", [("Mail ", .plain), ("help@example.com", .link)])
        // A bare URL is shown as written.
        Self.expectRuns("See https://example.com now", [("See https://example.com now", .plain)])
        // Not links: a reference that is not defined, brackets with no destination.
        Self.expectRuns("[not a link] and [ref][1]", [("[not a link] and [ref][1]", .plain)])
        Self.expectRuns("![logo](logo.png) App", [("logo App", .plain)])
    }

    @Test("backslash escapes and entities show the character they stand for")
    func escapesAndEntities() {
        Self.expectRuns(#"5 \* 3 = 15, \_id\_, \`x\`, \[a\]"#, [("5 * 3 = 15, _id_, `x`, [a]", .plain)])
        Self.expectRuns(#"\*\*not bold\*\*"#, [("**not bold**", .plain)])
        Self.expectRuns("Tom &amp; Jerry &lt;3 &#x41;&#66; &copy;", [("Tom & Jerry <3 AB ©", .plain)])
        Self.expectRuns(#"C:\Users\me"#, [(#"C:\Users\me"#, .plain)])
        Self.expectRuns("AT&T & co", [("AT&T & co", .plain)])
    }

    @Test("block syntax is literal: headings, lists, quotes, rules, indented and fenced code, HTML")
    func blockSyntaxIsLiteral() {
        for source in [
            "# Title", "## Settings **now**", "- item", "* item one", "1. First\n2. Second", "> quoted",
            "---", "    indented code", "```\nfenced\n```", "Title\n=====", "[a]: https://x.y",
        ] {
            let styled = InlineMarkdownParser.parse(source)
            let expectedText =
                source
                .replacingOccurrences(of: "**now**", with: "now")
                .replacingOccurrences(of: "```\nfenced\n```", with: "fenced")  // ``` … ``` is a code span inline
            #expect(styled.text == expectedText, "\(source.debugDescription)")
        }
        Self.expectRuns("* item one", [("* item one", .plain)])
        Self.expectRuns("<b>bold</b> text", [("<b>bold</b> text", .plain)])
    }

    @Test("whitespace is kept as written: newlines, runs of spaces, spaces at line ends, tabs, leading and trailing")
    func whitespacePreserved() {
        for source in [
            "Line one\nLine two", "a  \nb", "a\n   b", "a\t\tb", "  leading", "trailing   ", "a\n\n\nb",
            "a\r\nb", "a\\\n", "\n\nstarts with newlines", "ends with newline\n", "double  space", "a \n  \n b",
        ] {
            #expect(InlineMarkdownParser.parse(source + " *x*").text == source + " x", "\(source.debugDescription)")
        }
        Self.expectRuns(
            "**bold**  \n  *italic*  ", [("bold", .bold), ("  \n  ", .plain), ("italic", .italic), ("  ", .plain)])
        Self.expectRuns("*across\nlines*", [("across\nlines", .italic)])
        Self.expectRuns("**a  b**", [("a  b", .bold)])
    }

    @Test("text without Markdown characters comes out identical, in one plain run")
    func plainFastPath() {
        for source in [
            "Save", "Einstellungen öffnen", "保存しますか?", "مرحبا بالعالم", "👩‍👩‍👧 Family", "# 1. Heading-ish\n- list", "",
        ] {
            let styled = InlineMarkdownParser.parse(source)
            #expect(styled.text == source)
            #expect(
                styled.runs == (source.isEmpty ? [] : [StyledText.Run(range: 0..<source.utf16.count, style: .plain)]))
            #expect(!InlineMarkdownParser.mayContainMarkdown(source))
        }
        #expect(InlineMarkdownParser.mayContainMarkdown("a_b"))
        // Syntax characters that make no Markdown also come out identical.
        for source in ["snake_case_name", "2 * 3 * 4", "a < b & c > d", "~/Documents", "[1]", "x_1 * y_2"] {
            #expect(InlineMarkdownParser.parse(source).text == source, "\(source.debugDescription)")
            #expect(InlineMarkdownParser.parse(source).isPlain)
        }
    }

    @Test("format specifiers pass through untouched, inside styles too")
    func formatSpecifiers() throws {
        Self.expectRuns("%@ liked **%1$@**'s post", [("%@ liked ", .plain), ("%1$@", .bold), ("'s post", .plain)])
        Self.expectRuns(
            "%lld of %lld _items_ (%.1f%%)", [("%lld of %lld ", .plain), ("items", .italic), (" (%.1f%%)", .plain)])
        Self.expectRuns("%#@count@ `%d`", [("%#@count@ ", .plain), ("%d", .code)])
        // docs/layout.md's example, as the document shows it.
        let document = try String(contentsOf: TestFixtures.doc("layout.md"), encoding: .utf8)
        #expect(document.contains(#"let styled = TextMarkup.markdown.styledText("Tap **Save** to keep `%@`")"#))
        #expect(
            document.contains(
                #"// styled.text == "Tap Save to keep %@"; runs: plain 0..<4, bold 4..<8, plain 8..<17, code 17..<19"#))
        let styled = TextMarkup.markdown.styledText("Tap **Save** to keep `%@`")
        #expect(styled.text == "Tap Save to keep %@")
        #expect(
            styled.runs == [
                .init(range: 0..<4, style: .plain), .init(range: 4..<8, style: .bold),
                .init(range: 8..<17, style: .plain), .init(range: 17..<19, style: .code),
            ])
    }

    @Test("runs are UTF-16 offsets covering the text in order, adjacent equal styles merged")
    func runInvariants() {
        let styled = InlineMarkdownParser.parse("🇩🇪 **Grüße** *aus* **Köln**!")
        #expect(styled.text == "🇩🇪 Grüße aus Köln!")
        var expectedStart = 0
        for run in styled.runs {
            #expect(run.range.lowerBound == expectedStart)
            #expect(!run.range.isEmpty)
            expectedStart = run.range.upperBound
        }
        #expect(expectedStart == styled.text.utf16.count)
        #expect(styled.runs.map(\.range) == [0..<5, 5..<10, 10..<11, 11..<14, 14..<15, 15..<19, 19..<20])
        for (first, second) in zip(styled.runs, styled.runs.dropFirst()) { #expect(first.style != second.style) }
        // Escaped text split into several cmark nodes still comes out as one run.
        #expect(InlineMarkdownParser.parse(#"a\*b\*c"#).runs.count == 1)
    }

    @Test("markup none shows the characters as written")
    func markupNone() {
        let styled = TextMarkup.literal.styledText("**Save** [terms](https://x.y)")
        #expect(styled.text == "**Save** [terms](https://x.y)")
        #expect(styled.runs == [StyledText.Run(range: 0..<29, style: .plain)])
        #expect(TextMarkup.markdown.styledText("**Save**").text == "Save")
        #expect(TextMarkup.default == .markdown)
    }
}
