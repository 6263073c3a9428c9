import Testing

@testable import TypeFitShaping

/// The short way for simple text (one run in the primary face, no grapheme clusters) gives what
/// the general path gives, and takes typographic punctuation, currency signs and arrows in its
/// stride while leaving bidi controls, emoji and other scripts to the general path.
@Suite("Simple text: the short way agrees with the general path")
struct SimplePathTests {
    let library: FontLibrary

    init() throws {
        library = try Fixtures.bundled()
    }

    /// Runs as (face, script, direction, fallback, glyphs), for comparing two measurements.
    private func runs(_ measured: TextMeasurement) -> [String] {
        measured.runs.map { run in
            "\(run.face.postScriptName) \(run.script) \(run.isRightToLeft) \(run.isFallback) \(run.range) "
                + run.glyphs.map { "\($0.glyphID):\($0.cluster):\($0.xAdvance):\($0.xOffset):\($0.yOffset)" }.joined(
                    separator: ",")
        }
    }

    static let simpleTexts: [(String, String?)] = [
        ("l’application “Réglages” — 20 € …", "fr"),
        ("Don’t show ‹this› again • 3′ 4″ → next", nil),
        ("«\u{202F}Bonjour\u{202F}» ‰ ™ №", "fr"),
        ("Сообщение — «готово» …", "ru"),
        ("‘Ελληνικά’ – δοκιμή", "el"),
        ("— … —", nil),
    ]

    @Test("simple texts take the short way and agree with the general path, glyph by glyph", arguments: simpleTexts)
    func agrees(text: String, locale: String?) throws {
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        for name in ["Inter-Regular", "Inter-BoldItalic", "InterDisplay-SemiBold"] {
            let face = try library.face(postScriptName: name)
            let simple = try #require(measurer.measureSimple(text, face: face, locale: locale, features: []))
            let general = measurer.measureGeneral(text, face: face, locale: locale, features: [])
            #expect(runs(simple) == runs(general), "\(name)")
            #expect(simple.runs.count == 1)
            #expect(general.missingCharacters.isEmpty && general.warnings.isEmpty)
        }
    }

    @Test(
        "bidi controls, separators, emoji, mixed scripts and right-to-left text keep the general path",
        arguments: [
            "a\u{200F}b", "a\u{202E}b", "a\u{2028}b", "a\u{2066}b\u{2069}", "ok ‼\u{FE0F}", "#\u{20E3} ok",
            "abc — ελληνικά", "shalom — שלום", "a\u{2060}b",
        ])
    func staysGeneral(text: String) throws {
        let face = try library.face(postScriptName: "Inter-Regular")
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        #expect(measurer.measureSimple(text, face: face, locale: nil, features: []) == nil)
    }

    /// A word shape's fields, for comparing two shapes of one word.
    private func fields(_ shape: WordShape) -> String {
        "\(shape.units) \(shape.advances) \(shape.isContextSensitive) \(shape.facesSubstituteSpace) "
            + "\(String(describing: shape.leadingSpaceAdvance)) \(shape.details == nil) \(shape.trailingFallback == nil)"
    }

    @Test(
        "a word on the short way is shaped from its code units into the shape the measured path gives, at every edge",
        arguments: ["Réglages", "“Réglages”", "next", "(x)", "3×4", "Сообщение", "Ελληνικά", "—", "A", "don’t"])
    func wordShapeAgrees(word: String) throws {
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        let units = Array(word.utf16)
        // Inter SemiBold kerns against its space, so its words are kept once per edge.
        for name in ["Inter-Regular", "Inter-SemiBold", "InterDisplay-BoldItalic"] {
            let face = try library.face(postScriptName: name)
            for (leading, trailing) in [(false, false), (true, false), (false, true), (true, true)] {
                for features in [[], [try #require(FontFeature("tnum"))]] {
                    let edges = WordEdges(leadingSpace: leading, trailingSpace: trailing)
                    let simple = try #require(
                        units.withUnsafeBufferPointer {
                            measurer.simpleWordShape($0, edges: edges, face: face, locale: "fr", features: features)
                        }, "\(word) \(name)")
                    let padded = (leading ? " " : "") + word + (trailing ? " " : "")
                    let measured = WordShape(
                        units: units,
                        padded: measurer.measure(padded, face: face, locale: "fr", features: features),
                        leadingSpace: leading, features: features)
                    #expect(fields(simple) == fields(measured), "\(word) \(name) \(edges) \(features)")
                }
            }
        }
    }

    @Test(
        "a word the short way does not take is left to the measured path",
        arguments: ["設定", "شلום", "ok‼\u{FE0F}", "abc—ελλη", "a\u{200F}b"].map { Array($0.utf16) } + [[0xD800, 0x78]])
    func wordShapeDeclines(units: [UInt16]) throws {
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        let face = try library.face(postScriptName: "Inter-Regular")
        let simple = units.withUnsafeBufferPointer {
            measurer.simpleWordShape($0, edges: .betweenSpaces, face: face, locale: nil, features: [])
        }
        #expect(simple == nil)
    }
}
