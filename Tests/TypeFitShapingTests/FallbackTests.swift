import Foundation
import Testing

@testable import TypeFitShaping

/// Characters Inter lacks are measured with installed Noto faces (Debian `fonts-noto-core`,
/// `fonts-noto-cjk`, `fonts-noto-color-emoji`, installed by the set-up script), and every
/// measurement says which face measured which run.
@Suite("Fallback: which face measured what")
struct FallbackTests {
    let measurer: TextMeasurer
    let inter: FontFace

    init() throws {
        (inter, measurer) = try Fixtures.interWithStandInCascade()
    }

    @Test("Japanese falls back to Noto Sans CJK JP, with widths equal to hb-shape on that face")
    func japanese() throws {
        let text = "日本語のテキスト"
        let measured = measurer.measure(text, face: inter, locale: "ja")
        #expect(measured.missingCharacterCount == 0)
        #expect(measured.runs.allSatisfy { $0.face.postScriptName == "NotoSansCJKjp-Regular" && $0.isFallback })
        #expect(Set(measured.runs.map(\.script)) == ["Hani", "Hira", "Kana"])
        let face = measured.runs[0].face
        let oracle = try HBShapeOracle.advance(
            of: text, fontPath: face.descriptor.path, language: "ja",
            faceIndex: face.descriptor.faceIndex)
        #expect(measured.runs.map(\.advance).reduce(0, +) == oracle)
    }

    @Test("mixed Latin and Japanese: Inter measures the Latin, Noto the Japanese")
    func mixed() throws {
        let measured = measurer.measure("Settings 設定", face: inter, locale: "ja")
        #expect(measured.runs.count == 2)
        #expect(measured.runs[0].face === inter)
        #expect(measured.runs[0].range == 0..<9)
        #expect(measured.runs[1].face.postScriptName == "NotoSansCJKjp-Regular")
        #expect(measured.runs[1].range == 9..<11)
        #expect(measured.facesUsed.map(\.postScriptName) == ["Inter-Regular", "NotoSansCJKjp-Regular"])
    }

    @Test(
        "the locale picks the CJK variant",
        arguments: [("zh-Hans", "sc"), ("zh-Hant", "tc"), ("ko", "kr"), ("ja", "jp")])
    func cjkVariant(locale: String, variant: String) {
        let measured = measurer.measure("设置", face: inter, locale: locale)
        #expect(measured.runs.first?.face.postScriptName == "NotoSansCJK\(variant)-Regular")
    }

    @Test("a bold face falls back to a bold CJK face")
    func boldFallback() throws {
        let bold = try Fixtures.bundled().face(postScriptName: "Inter-Bold")
        let measured = measurer.measure("設定", face: bold, locale: "ja")
        #expect(measured.runs.first?.face.postScriptName == "NotoSansCJKjp-Bold")
    }

    @Test("Arabic falls back to Noto Sans Arabic and is shaped right to left")
    func arabic() throws {
        let text = "مرحبا بالعالم"
        let measured = measurer.measure(text, face: inter, locale: "ar")
        #expect(measured.missingCharacterCount == 0)
        #expect(measured.runs.count == 1)
        let run = try #require(measured.runs.first)
        #expect(run.face.postScriptName == "NotoSansArabic-Regular")
        #expect(run.isRightToLeft)
        #expect(run.script == "Arab")
        let oracle = try HBShapeOracle.advance(of: text, fontPath: run.face.descriptor.path, language: "ar")
        #expect(run.advance == oracle)
    }

    @Test("digits inside Arabic text are their own left-to-right run")
    func arabicDigits() {
        let measured = measurer.measure("السعر 120 ريال", face: inter, locale: "ar")
        let digits = measured.runs.filter { !$0.isRightToLeft }
        #expect(digits.count == 1)
        #expect(digits.first?.range == 6..<9)
    }

    @Test(
        "emoji go to the colour emoji face, sequences stay whole",
        arguments: ["Done ✅", "Nice 👍🏽", "Family 👨‍👩‍👧", "Flag 🇯🇵", "Keycap 1️⃣"])
    func emoji(text: String) throws {
        let measured = measurer.measure(text, face: inter, locale: "en")
        #expect(measured.missingCharacterCount == 0)
        #expect(measured.runs.count == 2)
        #expect(measured.runs[0].face === inter)
        let emoji = try #require(measured.runs.last)
        #expect(emoji.face.postScriptName == "NotoColorEmoji")
        #expect(emoji.isFallback)
        // Every emoji sequence here is a single glyph one emoji wide.
        #expect(emoji.glyphs.count == 1)
    }

    @Test("with no fallback, characters no face renders are counted and warned about, never silent")
    func missingCounted() throws {
        let measured = TextMeasurer(fallback: .none).measure("OK 日本語", face: inter, locale: "ja")
        #expect(measured.missingCharacterCount == 3)
        #expect(measured.missingCharacters.map(\.offset) == [3, 4, 5])
        #expect(measured.missingCharacters.first?.codePoints == "U+65E5")
        #expect(measured.warnings.count == 1)
        #expect(measured.warnings.first?.contains("missing glyphs for script Hani") == true)
        #expect(measured.runs.allSatisfy { $0.face === inter })
    }

    @Test("a fallback directory without Noto leaves the characters missing, with the files it looked for")
    func notoAbsent() throws {
        let emptyDirectory = try Fixtures.scratchPath("no-fonts")
        try FileManager.default.createDirectory(atPath: emptyDirectory, withIntermediateDirectories: true)
        let cascade = FallbackCascade(faces: [], system: SystemFontFallback(directories: [emptyDirectory]))
        let measured = TextMeasurer(fallback: cascade).measure("مرحبا", face: inter, locale: "ar")
        #expect(measured.missingCharacterCount == 5)
        #expect(measured.warnings.first?.contains("NotoSansArabic-Regular.ttf") == true)
        #expect(measured.warnings.first?.contains("apt-get install fonts-noto-core") == true)
    }

    @Test("Cyrillic and Greek need no fallback: Inter has them")
    func interCoversCyrillicAndGreek() {
        let measured = measurer.measure("Привет Γειά", face: inter, locale: "ru")
        #expect(!measured.usesFallback)
        #expect(measured.runs.map(\.script) == ["Cyrl", "Grek"])
    }
}
