import Testing

@testable import TypeFitShaping

/// Lone spaces and fallback runs, shaped once per face and context (``RunShapes``), give the
/// glyphs HarfBuzz gives them shaped where they stand, with the text around them as context.
@Suite("Run shapes: lone spaces and fallback runs shaped once, as they are shaped in place")
struct RunShapesTests {
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
        // One Arabic word after different neighbours, and emoji (surrogate pairs) as context.
        ("abc مرحبا", "ar"),
        ("3 مرحبا", "ar"),
        ("🎉🎉 设定 🎉🎉🎉🎉🎉🎉 设定", "zh-Hans"),
    ]

    @Test("every run of a measured text, lone spaces included, matches HarfBuzz shaping it in place", arguments: texts)
    func matchesInPlace(text: String, locale: String?) throws {
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        let utf16 = Array(text.utf16)
        var fallbackRuns = 0
        for name in ["Inter-Regular", "Inter-Bold", "InterDisplay-SemiBoldItalic"] {
            let face = try library.face(postScriptName: name)
            for features in [[], [try #require(FontFeature("-kern"))], [try #require(FontFeature("ss01"))]] {
                // Twice: the second measurement reads every lone space from the face's memory.
                for _ in 1...2 {
                    let measured = measurer.measureGeneral(text, face: face, locale: locale, features: features)
                    for run in measured.runs {
                        if run.isFallback { fallbackRuns += 1 }
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
        // Every text has fallback runs, so the memory is exercised.
        #expect(fallbackRuns > 0, "\(text)")
    }

    @Test("lone spaces stand in runs of their own next to fallback text")
    func loneSpacesOccur() throws {
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        let face = try library.face(postScriptName: "Inter-Regular")
        let measured = measurer.measureGeneral(" 設定 を開いて ", face: face, locale: "ja", features: [])
        let lone = measured.runs.filter { $0.range.count == 1 && !$0.isFallback }
        #expect(!lone.isEmpty)
        #expect(lone.allSatisfy { $0.glyphs.count == 1 && $0.glyphs[0].cluster == $0.range.lowerBound })
    }

    @Test("a run's context is five characters on each side, a surrogate pair counting as one")
    func context() {
        let text = Array("ab🎉cdefg RUN hijklm🎉n".utf16)
        let start = text.firstIndex(of: UInt16(UInt8(ascii: "R")))!
        text.withUnsafeBufferPointer { buffer in
            let window = RunShapes.withContext(start..<(start + 3), in: buffer)
            // Before: "efg " and "d"; after: " hijk".
            #expect(String(decoding: text[window], as: UTF16.self) == "defg RUN hijk")
            let nearEmoji = RunShapes.withContext((text.count - 1)..<text.count, in: buffer)
            #expect(String(decoding: text[nearEmoji], as: UTF16.self) == "jklm🎉n")
            let atStart = RunShapes.withContext(0..<1, in: buffer)
            #expect(String(decoding: text[atStart], as: UTF16.self) == "ab🎉cde")
        }
    }
}
