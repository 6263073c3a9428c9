import Foundation
import Testing
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

/// Each inline Markdown construct's displayed runs, shaped separately (HarfBuzz) with the faces
/// chosen for their styles: the widths a multi-face layout adds up.
@Suite("Inline Markdown: run widths in their faces")
struct InlineRunWidthTests {
    static let bundled = try! BundledFonts.library()
    static let measurer = TextMeasurer(cache: nil)

    /// The body entry of the default scale on the Inter stand-in (17 pt at Large).
    static func body() throws -> ResolvedStyle {
        let resolver = CheckSetup.resolver(on: bundled)
        let scale = try TypeScale.parse(
            Data(#"{"entries": [{"name": "body", "textStyle": "body"}]}"#.utf8), source: "inline.json")
        return try #require(resolver.resolve(scale).entry(named: "body")).style(at: .large)
    }

    /// Width of `text` in `face` at the style's point size, points.
    static func width(_ text: String, _ face: FontFace, _ style: ResolvedStyle) -> Double {
        measurer.measure(text, face: face).runs.reduce(0) { $0 + $1.width(atPointSize: style.pointSize) }
    }

    /// The displayed runs of `source` with their faces and widths.
    static func runs(_ source: String, _ style: ResolvedStyle) -> [(
        text: String, style: InlineStyle, face: FontFace, width: Double
    )] {
        let styled = InlineMarkdownParser.parse(source)
        return styled.runs.map { run in
            let text = styled.text(of: run)
            let face = style.face(for: run.style, library: bundled).face
            return (text, run.style, face, width(text, face, style))
        }
    }

    @Test("**bold** is wider than the same word in the regular face; the plain runs around it are unchanged")
    func bold() throws {
        let body = try Self.body()
        let runs = Self.runs("Tap **Save changes** now", body)
        #expect(runs.map(\.text) == ["Tap ", "Save changes", " now"])
        #expect(runs[1].face.postScriptName == "Inter-SemiBold")
        let regular = Self.width("Save changes", body.face, body)
        #expect(runs[1].width > regular * 1.02, "semibold \(runs[1].width) pt vs regular \(regular) pt")
        #expect(runs[0].width == Self.width("Tap ", body.face, body))
    }

    @Test("*italic* and ***both*** are measured in the italic faces, with their own advances")
    func italic() throws {
        let body = try Self.body()
        let runs = Self.runs("*Settings* and ***Privacy***", body)
        #expect(runs.map(\.text) == ["Settings", " and ", "Privacy"])
        #expect(runs[0].face.postScriptName == "Inter-Italic")
        #expect(runs[2].face.postScriptName == "Inter-SemiBoldItalic")
        let uprightSettings = Self.width("Settings", body.face, body)
        #expect(runs[0].width != uprightSettings, "italic \(runs[0].width) pt vs upright \(uprightSettings) pt")
        #expect(
            runs[2].width
                > Self.width("Privacy", try #require(try? Self.bundled.face(postScriptName: "Inter-Italic")), body))
    }

    @Test("`code` is monospaced: every character one SF Mono stand-in advance (0.602 em)")
    func code() throws {
        let body = try Self.body()
        let runs = Self.runs("Code `1234567890` and `iiiiiWWWWW`", body)
        #expect(runs.map(\.text) == ["Code ", "1234567890", " and ", "iiiiiWWWWW"])
        let advance = 1233.0 / 2048.0 * body.pointSize  // DejaVu Sans Mono's advance, 17 pt
        #expect(abs(runs[1].width - 10 * advance) < 1e-9)
        #expect(abs(runs[3].width - 10 * advance) < 1e-9)
        #expect(Self.width("iiiiiWWWWW", body.face, body) != runs[3].width)
    }

    @Test("links and ~~strikethrough~~ keep the run's face: the title alone, as wide as plain text")
    func linkAndStrikethrough() throws {
        let body = try Self.body()
        let runs = Self.runs("Read the [terms of service](https://example.com/terms) ~~today~~", body)
        #expect(runs.map(\.text) == ["Read the ", "terms of service", " ", "today"])
        #expect(runs.map(\.style) == [.plain, .link, .plain, .strikethrough])
        #expect(runs[1].width == Self.width("terms of service", body.face, body))
        #expect(runs[3].width == Self.width("today", body.face, body))
        // The runs add up to the displayed text measured whole (the same face throughout; no
        // kerning across the spaces at the run edges).
        let whole = Self.width("Read the terms of service today", body.face, body)
        #expect(abs(runs.map(\.width).reduce(0, +) - whole) < 0.01)
        // …and the syntax is gone: the source measured literally is far wider.
        #expect(
            Self.width("Read the [terms of service](https://example.com/terms) ~~today~~", body.face, body) > whole
                * 1.5)
    }

    @Test("escapes and a literal heading measure the characters shown")
    func literalText() throws {
        let body = try Self.body()
        let runs = Self.runs(#"# 5 \* 3"#, body)
        #expect(runs.map(\.text) == ["# 5 * 3"])
        #expect(runs[0].width == Self.width("# 5 * 3", body.face, body))
    }
}
