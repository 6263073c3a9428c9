import Foundation
import Testing
import TypeFitUnicode

@testable import TypeFitShaping

/// Characters of the Common script (punctuation, tatweel) that the app's font lacks are found by
/// coverage: in the face of the script around them, or of the scripts they are used with, as
/// iOS finds them; and each face standing in for an Apple face says which.
@Suite("Fallback by coverage, with stand-ins named")
struct CoverageFallbackTests {
    let measurer: TextMeasurer
    let inter: FontFace

    init() throws {
        (inter, measurer) = try Fixtures.interWithStandInCascade()
    }

    @Test(
        "the Arabic comma, question mark and tatweel after Latin go to Noto Sans Arabic",
        arguments: ["abc، مرفق", "abc؟ مرفق", "abc ـ مرفق", "abc،", "Open %@، please"])
    func arabicPunctuationAfterLatin(text: String) throws {
        let measured = measurer.measure(text, face: inter)
        #expect(measured.missingCharacterCount == 0)
        #expect(measured.warnings.isEmpty)
        let offset = try #require(Array(text.utf16).firstIndex { [0x060C, 0x061F, 0x0640].contains($0) })
        let run = try #require(measured.runs.first { $0.range.contains(offset) })
        #expect(run.face.postScriptName == "NotoSansArabic-Regular")
        #expect(run.script == "Arab", "shaped as the script whose face it takes (joining for the tatweel)")
        #expect(run.standIn == FallbackStandIn(family: "Noto Sans Arabic", appleFace: "SF Arabic"))
        #expect(measured.standIns.map(\.reason) == ["Noto Sans Arabic stands in for SF Arabic"])
    }

    @Test("a neutral character takes the face of the script after it: 、 before katakana is Japanese")
    func neutralTakesFollowingScript() throws {
        // No locale: the general cascade would give Simplified Chinese; the katakana after it decides.
        let measured = measurer.measure("abc、カナ", face: inter)
        #expect(measured.missingCharacterCount == 0)
        let comma = try #require(measured.runs.first { $0.range.contains(3) })
        #expect(comma.face.postScriptName == "NotoSansCJKjp-Regular")
        #expect(measured.standIns.map(\.reason) == ["Noto Sans CJK JP stands in for Hiragino Sans"])
    }

    @Test("a neutral character between Hebrew and Arabic takes the script after it")
    func neutralBetweenScripts() throws {
        // ، sits between Hebrew (before) and Arabic (after): the Arabic face has it.
        let measured = measurer.measure("שלום ، مرحبا", face: inter)
        #expect(measured.missingCharacterCount == 0)
        let comma = try #require(measured.runs.first { $0.range.contains(5) })
        #expect(comma.face.postScriptName == "NotoSansArabic-Regular")
        #expect(Set(measured.standIns.map(\.appleFace)) == ["SF Arabic", "SF Hebrew"])
    }

    @Test("Script_Extensions come from ICU")
    func scriptExtensions() {
        #expect(ScriptExtensions.scripts(of: "\u{060C}").prefix(1) == ["Arab"])
        #expect(ScriptExtensions.scripts(of: "\u{060C}").contains("Syrc"))
        #expect(ScriptExtensions.scripts(of: "A") == ["Latn"])
        #expect(ScriptExtensions.scripts(of: "!") == ["Zyyy"])
    }

    @Test("the app's other fonts are not fallback; named in a cascade list, they are")
    func cascadeList() throws {
        var library = try Fixtures.bundled()
        let path = "/usr/share/fonts/truetype/noto/NotoSerifHebrew-Regular.ttf"
        try #require(FileManager.default.fileExists(atPath: path), "install fonts-noto-core")
        try library.add(path: path)
        let appHebrew = try library.face(postScriptName: "NotoSerifHebrew-Regular")
        let standIn = FallbackCascade.sfProStandIn(library: library)
        let plain = TextMeasurer(fallback: standIn).measure("שלום", face: inter)
        #expect(plain.runs.allSatisfy { $0.face !== appHebrew })
        #expect(plain.runs.first?.face.postScriptName == "NotoSansHebrew-Regular")
        #expect(plain.standIns.map(\.reason) == ["Noto Sans Hebrew stands in for SF Hebrew"])

        var listed = standIn
        listed.cascadeLists = ["inter": [appHebrew]]
        let measured = TextMeasurer(fallback: listed).measure("שלום", face: inter)
        #expect(measured.runs.first?.face === appHebrew)
        #expect(measured.standIns.isEmpty)
        #expect(measured.missingCharacterCount == 0)
    }

    @Test("Inter as the system font's fallback is a stand-in for SF Pro; Inter as the app's font is not")
    func interStandsInForSFPro() throws {
        let library = try Fixtures.bundled()
        var primaryLibrary = FontLibrary()
        let path = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
        try #require(FileManager.default.fileExists(atPath: path), "install fonts-noto-core")
        try primaryLibrary.add(path: path)
        let arabic = try primaryLibrary.face(postScriptName: "NotoSansArabic-Regular")
        // Latin in an Arabic app font: iOS draws it in SF Pro; here Inter stands in.
        let measured = TextMeasurer(fallback: .sfProStandIn(library: library)).measure("مرحبا Wi-Fi", face: arabic)
        let latin = try #require(measured.runs.first { $0.script == "Latn" })
        #expect(latin.face.descriptor.family == "Inter")
        #expect(measured.standIns.map(\.reason) == ["Inter stands in for SF Pro"])
        #expect(TextMeasurer(fallback: .sfProStandIn(library: library)).measure("Wi-Fi", face: inter).standIns.isEmpty)
    }
}
