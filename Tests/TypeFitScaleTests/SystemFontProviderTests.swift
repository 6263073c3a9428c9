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
        #expect(heavy.face.postScriptName == "Inter-Bold")
        #expect(heavy.note?.contains("no weight 800") == true)
    }

    @Test("font files without SF Pro are refused as the system font, naming what was found")
    func notSFPro() throws {
        #expect(throws: FontError.unknownFamily("SF Pro", suggestions: ["Inter", "Inter Display"])) {
            try SystemFontProvider.sfPro(paths: [try BundledFonts.directory()])
        }
    }
}
