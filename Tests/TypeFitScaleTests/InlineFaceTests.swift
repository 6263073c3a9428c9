import Foundation
import Testing
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitVocabulary

/// The face each inline Markdown style draws with: bold, italic, both and code on the bundled
/// Inter (static and variable), on an installed family without italic, and on system text styles.
@Suite("Inline faces: bold, italic, code for a resolved entry")
struct InlineFaceTests {
    static let bundled = try! BundledFonts.library()

    /// The entry `name` of `json` (a scale) resolved on `library`, at Large.
    static func style(_ json: String, library: FontLibrary = bundled, entry: String = "e") throws -> ResolvedStyle {
        let resolver = TypeScaleResolver(library: library, systemFont: .standIn(bundled: bundled))
        let scale = try TypeScale.parse(Data(json.utf8), source: "inline.json")
        return try #require(resolver.resolve(scale).entry(named: entry)).style(at: .large)
    }

    static func custom(font: String = "Inter", weight: Int? = nil, size: Double = 17, library: FontLibrary = bundled)
        throws -> ResolvedStyle
    {
        let weightField = weight.map { #", "weight": \#($0)"# } ?? ""
        return try style(
            #"{"entries": [{"name": "e", "font": "\#(font)", "size": \#(size)\#(weightField)}]}"#, library: library)
    }

    static func system(_ textStyle: String, weight: Int? = nil) throws -> ResolvedStyle {
        let weightField = weight.map { #", "weight": \#($0)"# } ?? ""
        return try style(#"{"entries": [{"name": "e", "textStyle": "\#(textStyle)"\#(weightField)}]}"#)
    }

    @Test(
        "a custom Inter entry: bold is Inter-Bold, italic Inter-Italic, both Inter-BoldItalic; link and strikethrough keep the face"
    )
    func customInter() throws {
        let body = try Self.custom()
        #expect(body.face.postScriptName == "Inter-Regular")
        #expect(body.face(for: .bold, library: Self.bundled).face.postScriptName == "Inter-Bold")
        #expect(body.face(for: .italic, library: Self.bundled).face.postScriptName == "Inter-Italic")
        #expect(body.face(for: [.bold, .italic], library: Self.bundled).face.postScriptName == "Inter-BoldItalic")
        for unchanged: InlineStyle in [.plain, .link, .strikethrough, [.link, .strikethrough]] {
            let choice = body.face(for: unchanged, library: Self.bundled)
            #expect(choice.face === body.face)
            #expect(choice.note == nil && choice.standIn == nil)
        }
        #expect(body.face(for: .bold, library: Self.bundled).note == nil)
    }

    @Test("bold on a custom face: lighter than 700 takes Bold, 700 and heavier stay; italic keeps the weight")
    func customWeights() throws {
        #expect(
            try Self.custom(weight: 500).face(for: .bold, library: Self.bundled).face.postScriptName == "Inter-Bold")
        #expect(
            try Self.custom(weight: 600).face(for: .bold, library: Self.bundled).face.postScriptName == "Inter-Bold")
        let bold = try Self.custom(weight: 700)
        #expect(bold.boldWeight == 700)
        #expect(bold.face(for: .bold, library: Self.bundled).face === bold.face)
        #expect(
            try Self.custom(weight: 500).face(for: .italic, library: Self.bundled).face.postScriptName
                == "Inter-MediumItalic")
        #expect(
            try Self.custom(weight: 600).face(for: [.italic, .bold], library: Self.bundled).face.postScriptName
                == "Inter-BoldItalic")
    }

    @Test(
        "a system text style at its own weight takes Apple's emphasized weight: body → Semibold, title → Bold, headline stays Semibold"
    )
    func systemEmphasized() throws {
        let body = try Self.system("body")
        #expect(body.emphasizedWeight == 600)
        #expect(body.face(for: .bold, library: Self.bundled).face.postScriptName == "Inter-SemiBold")
        #expect(body.face(for: [.bold, .italic], library: Self.bundled).face.postScriptName == "Inter-SemiBoldItalic")
        let title = try Self.system("title")  // 28 pt: Inter Display stands in for SF Pro Display
        #expect(title.face(for: .bold, library: Self.bundled).face.postScriptName == "InterDisplay-Bold")
        #expect(title.face(for: .italic, library: Self.bundled).face.postScriptName == "InterDisplay-Italic")
        let headline = try Self.system("headline")
        #expect(headline.face.postScriptName == "Inter-SemiBold")
        #expect(headline.face(for: .bold, library: Self.bundled).face === headline.face)
        // An explicit weight is not the style's own: bold is Bold.
        #expect(
            try Self.system("body", weight: 500).face(for: .bold, library: Self.bundled).face.postScriptName
                == "Inter-Bold")
    }

    @Test("a variable font: bold and italic are instances of its wght and slnt axes, kept as one object per instance")
    func variableInter() throws {
        let library = try FontLibrary(paths: [try BundledFonts.variableInterPath()])
        let style = try Self.custom(weight: 450, library: library)
        let bold = style.face(for: .bold, library: library)
        #expect(bold.face.descriptor.weight == 700)
        #expect(bold.face.descriptor.variations.contains { $0.tag == "wght" && $0.value == 700 })
        #expect(bold.note == nil)
        let italic = style.face(for: .italic, library: library)
        #expect(italic.face.descriptor.isItalic)
        #expect(italic.face.descriptor.weight == style.face.descriptor.weight)
        #expect(italic.face.descriptor.variations.contains { $0.tag == "slnt" && $0.value == -10 })
        #expect(style.face(for: .italic, library: library).face === italic.face)
        let both = style.face(for: [.bold, .italic], library: library).face
        #expect(both.descriptor.isItalic && both.descriptor.weight == 700)
    }

    @Test("an installed family without italic: upright is used and the note says iOS does not synthesize one")
    func familyWithoutItalic() throws {
        let directory = "/usr/share/fonts/truetype/noto"
        let library = try FontLibrary(paths: [
            "\(directory)/NotoSansArabic-Regular.ttf", "\(directory)/NotoSansArabic-Bold.ttf",
        ])
        let style = try Self.custom(font: "Noto Sans Arabic", library: library)
        let italic = style.face(for: .italic, library: library)
        #expect(italic.face.postScriptName == "NotoSansArabic-Regular")
        #expect(italic.note == "Noto Sans Arabic has no italic face; upright used — iOS does not synthesize one")
        let both = style.face(for: [.bold, .italic], library: library)
        #expect(both.face.postScriptName == "NotoSansArabic-Bold")
        #expect(both.note?.contains("has no italic face") == true)
        #expect(style.face(for: .bold, library: library).note == nil)
        // Medium is missing too: a bold run of a Medium entry would still find Bold; a Light
        // entry's italic finds the nearest upright and says both.
        let light = try Self.custom(font: "Noto Sans Arabic", weight: 300, library: library)
        #expect(light.face.postScriptName == "NotoSansArabic-Regular")
    }

    @Test("code is the SF Mono stand-in (DejaVu Sans Mono) at the run's weight and slant, marked as a stand-in")
    func code() throws {
        let body = try Self.custom()
        let code = body.face(for: .code, library: Self.bundled)
        #expect(code.face.descriptor.family == "DejaVu Sans Mono")
        #expect(code.standIn?.reason == "DejaVu Sans Mono stands in for SF Mono")
        #expect(code.note == nil)
        #expect(body.face(for: [.code, .bold], library: Self.bundled).face.postScriptName == "DejaVuSansMono-Bold")
        #expect(
            body.face(for: [.code, .italic], library: Self.bundled).face.postScriptName == "DejaVuSansMono-Oblique")
        // The system body's bold is Semibold, which DejaVu Sans Mono lacks: its Bold, said.
        let systemBold = try Self.system("body").face(for: [.code, .bold], library: Self.bundled)
        #expect(systemBold.face.postScriptName == "DejaVuSansMono-Bold")
        #expect(
            systemBold.note
                == "DejaVu Sans Mono has no weight 600 face; DejaVuSansMono-Bold (weight 700) used — iOS does not synthesize one"
        )
    }
}
