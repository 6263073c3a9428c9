import Foundation
import Testing
import TypeFitStrings

/// Inline Markdown on input nobody wrote carefully: huge strings, deep nesting, NUL, repaired
/// invalid UTF-8, characters the parser uses internally.
@Suite("Inline Markdown: hostile input", .serialized)
struct InlineMarkdownHostileTests {
    @Test("a 1 MB string of mixed Markdown parses whole, every construct read")
    func megabyte() {
        let unit = "Some **bold** and *italic* text with `code`, [a link](https://example.com) and ~~strike~~.\n"
        let source = String(repeating: unit, count: 1_048_576 / unit.utf8.count + 1)
        let styled: StyledText? = InlineMarkdownParser.parse(source)
        let expectedUnit = "Some bold and italic text with code, a link and strike.\n"
        #expect(styled?.text == String(repeating: expectedUnit, count: 1_048_576 / unit.utf8.count + 1))
    }

    @Test(
        "pathological delimiter and bracket runs (cmark's quadratic cases) parse and keep the text",
        arguments: [
            "*a ", "[", "**_", "`", "a_b", "[a](", "~~a", "<", "[a](b) **c** ", "&#", "\\", "![[",
        ])
    func pathological(unit: String) {
        let source = String(repeating: unit, count: 100_000 / unit.utf8.count) + ">"
        let styled: StyledText? = InlineMarkdownParser.parse(source)
        #expect(styled.map { $0.text.utf16.count <= source.utf16.count } == true)
    }

    @Test("emphasis nested 10,000 levels deep parses without exhausting the stack")
    func deepNesting() {
        let depth = 10_000
        let italic = String(repeating: "*", count: depth) + "deep" + String(repeating: "*", count: depth)
        let styled = InlineMarkdownParser.parse(italic)
        #expect(styled.text == "deep")
        #expect(styled.runs.map(\.style) == [.bold])  // 10,000 = 5,000 strong, no odd one left for italic
        let odd = InlineMarkdownParser.parse(
            String(repeating: "*", count: depth + 1) + "x" + String(repeating: "*", count: depth + 1))
        #expect(odd.text == "x")
        #expect(odd.runs.map(\.style) == [[.bold, .italic]])
        // Alternating delimiters and links, each level a node.
        let mixed = String(repeating: "_*[", count: 3_000) + "core" + String(repeating: "](u)*_", count: 3_000)
        #expect(InlineMarkdownParser.parse(mixed).text.contains("core"))
        let strikes = String(repeating: "~~", count: depth) + "s" + String(repeating: "~~", count: depth)
        #expect(InlineMarkdownParser.parse(strikes).text.contains("s"))
    }

    @Test("NUL shows as U+FFFD, as CommonMark replaces it; invalid UTF-8 repaired on decoding parses like any text")
    func nulAndInvalidUTF8() {
        #expect(InlineMarkdownParser.parse("a\0**b**").text == "a\u{FFFD}b")
        let bytes: [UInt8] = [0x2A, 0x2A, 0xFF, 0xFE, 0x2A, 0x2A, 0x20, 0xC3, 0x28, 0x5F, 0x78, 0x5F]
        let styled = InlineMarkdownParser.parse(String(decoding: bytes, as: UTF8.self))
        #expect(styled.text == "\u{FFFD}\u{FFFD} \u{FFFD}(x")
        #expect(styled.runs.map(\.style) == [.bold, .plain, .italic])
    }

    @Test("the space separators that stand in for line ends are kept when the text itself holds them")
    func standInCharactersInText() {
        let all = "\u{2000}\u{2001}\u{2006}\u{1680}\u{202F}\u{3000}"
        // Every stand-in present: the line ends go to cmark as they are; the text survives.
        #expect(InlineMarkdownParser.parse(all + " **x**\ny").text == all + " x\ny")
        // Some present, or written as references: the others stand in, and the references decode.
        #expect(InlineMarkdownParser.parse("\u{2000}a\n**b** &#x2001;&#8198;").text == "\u{2000}a\nb \u{2001}\u{2006}")
    }
}
