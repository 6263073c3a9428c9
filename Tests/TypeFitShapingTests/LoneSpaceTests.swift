import Testing

@testable import TypeFitShaping

/// A run that is one space, shaped once per face, script, direction, language and features
/// (``LoneSpaceShapes``), gives the glyphs HarfBuzz gives that space shaped where it stands, with
/// the text around it as context.
@Suite("Lone spaces: shaped once, as they are shaped in place")
struct LoneSpaceTests {
    let library: FontLibrary

    init() throws {
        library = try Fixtures.bundled()
    }

    static let texts: [(String, String?)] = [
        (" 設定 を開いて ", "ja"),
        (" مرحبا بكم ", "ar"),
        (" مرفق، def 3", "ar"),
        (" 잠금 해제 ", "ko"),
        (" 🎉 ok 👩‍👩‍👧 ", nil),
        (" שלום עולם ", "he"),
    ]

    @Test("every run of a measured text, lone spaces included, matches HarfBuzz shaping it in place", arguments: texts)
    func matchesInPlace(text: String, locale: String?) throws {
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        let utf16 = Array(text.utf16)
        var loneSpaces = 0
        for name in ["Inter-Regular", "Inter-Bold", "InterDisplay-SemiBoldItalic"] {
            let face = try library.face(postScriptName: name)
            for features in [[], [try #require(FontFeature("-kern"))], [try #require(FontFeature("ss01"))]] {
                // Twice: the second measurement reads every lone space from the face's memory.
                for _ in 1...2 {
                    let measured = measurer.measureGeneral(text, face: face, locale: locale, features: features)
                    for run in measured.runs {
                        if run.range.count == 1, utf16[run.range.lowerBound] == 0x20 { loneSpaces += 1 }
                        let inPlace = utf16.withUnsafeBufferPointer { buffer in
                            HarfBuzzShaper.shape(
                                buffer, range: run.range, font: run.face.harfBuzzFont,
                                script: SFNTContainer.tag(run.script), rightToLeft: run.isRightToLeft,
                                language: locale, features: features)
                        }
                        #expect(run.glyphs == inPlace, "\(name) \(features) \(text) \(run.range) \(run.script)")
                        #expect(run.advance == inPlace.reduce(0) { $0 + Int($1.xAdvance) })
                    }
                }
            }
        }
        // The texts do put spaces in runs of their own, so the short way is exercised.
        #expect(loneSpaces > 0, "\(text)")
    }
}
