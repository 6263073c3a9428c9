import Testing
import TypeFitShaping

@testable import TypeFitScale

@Suite("System font: SF Pro or the declared stand-in")
struct SystemFontProviderTests {
    @Test("the stand-in switches from Inter to Inter Display at 20 pt, as SF Pro Text to Display")
    func standInSwitch() throws {
        let provider = SystemFontProvider.standIn(bundled: try BundledFonts.library())
        #expect(try provider.face(pointSize: 19.5, weight: 400, italic: false).face.postScriptName == "Inter-Regular")
        #expect(
            try provider.face(pointSize: 20, weight: 400, italic: false).face.postScriptName == "InterDisplay-Regular")
        #expect(
            try provider.face(pointSize: 17, weight: 600, italic: true).face.postScriptName == "Inter-SemiBoldItalic")
        let heavy = try provider.face(pointSize: 17, weight: 800, italic: false)
        #expect(heavy.face.postScriptName == "Inter-ExtraBold")
        #expect(heavy.note == nil)
    }

    /// hb-shape's figures for "Settings Heavy" in the bundled variable Inter (2816 units per em):
    /// `--variations=wght=100` 19464 units, `wght=200` 19700, `wght=300` 19936, `wght=800` 21159,
    /// `wght=900` 21404.
    @Test("weights the static faces lack come from the variable Inter, at exactly that wght")
    func variableWeights() throws {
        let provider = SystemFontProvider.standIn(bundled: try BundledFonts.library())
        let measurer = TextMeasurer(fallback: .none)
        for (weight, units) in [(100, 19464), (200, 19700), (300, 19936), (800, 21159), (900, 21404)] {
            let face = try provider.face(pointSize: 17, weight: weight, italic: false).face
            #expect(face.descriptor.isVariable)
            #expect(face.descriptor.variations.contains(VariationSetting("wght", Double(weight))))
            #expect(face.descriptor.weight == weight)
            let measured = measurer.measure("Settings Heavy", face: face, locale: "en")
            #expect(measured.runs.map(\.advance).reduce(0, +) == units, "wght \(weight)")
        }
        // Italic: the slnt axis at its end, −10°.
        let heavyItalic = try provider.face(pointSize: 17, weight: 800, italic: true).face
        #expect(
            heavyItalic.descriptor.isItalic && heavyItalic.descriptor.variations.contains(VariationSetting("slnt", -10))
        )
        // A weight between named ones is exact too; asked twice it is the same face.
        let between = try provider.face(pointSize: 17, weight: 850, italic: false).face
        #expect(between.descriptor.weight == 850)
        #expect(between === (try provider.face(pointSize: 15, weight: 850, italic: false).face))
        // From 20 pt (Inter Display) the variable Inter stands in for the missing weights, said in a note.
        let display = try provider.face(pointSize: 28, weight: 900, italic: false)
        #expect(display.face.postScriptName == "Inter-Black")
        #expect(display.note?.contains("variable Inter at wght 900") == true)
    }

    @Test("the weights the static faces have (400–700) keep their static faces")
    func staticWeightsUnchanged() throws {
        let provider = SystemFontProvider.standIn(bundled: try BundledFonts.library())
        for (size, weight, italic, name) in [
            (17.0, 400, false, "Inter-Regular"), (17, 500, false, "Inter-Medium"),
            (17, 600, true, "Inter-SemiBoldItalic"),
            (17, 700, false, "Inter-Bold"), (28, 700, false, "InterDisplay-Bold"),
            (28, 400, true, "InterDisplay-Italic"),
        ] {
            let face = try provider.face(pointSize: size, weight: weight, italic: italic).face
            #expect(face.postScriptName == name)
            #expect(!face.descriptor.isVariable)
        }
    }

    @Test("font files without SF Pro are refused as the system font, naming what was found")
    func notSFPro() throws {
        #expect(throws: FontError.unknownFamily("SF Pro", suggestions: ["Inter", "Inter Display"])) {
            try SystemFontProvider.sfPro(paths: [try BundledFonts.directory()])
        }
    }
}
