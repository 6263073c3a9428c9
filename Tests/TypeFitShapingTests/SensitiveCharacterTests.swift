import Testing

@testable import TypeFitShaping

/// The word loop asks `SpaceInteraction.isSensitive` of every character of a word it has not
/// seen instead of looking its glyph up: the answer must be the glyph's, for every character.
@Suite("Space interaction: the characters drawn with a context-sensitive glyph")
struct SensitiveCharacterTests {
    @Test(
        "isSensitive is whether the nominal glyph is sensitive, for every Unicode scalar",
        arguments: ["Inter-Regular", "Inter-Bold", "InterDisplay-SemiBold"])
    func agreesWithTheGlyphs(name: String) throws {
        let face = try Fixtures.bundled().face(postScriptName: name)
        for features in [[], [FontFeature("tnum")!], [FontFeature("case")!]] {
            let interaction = face.spaceInteraction(features: features)
            #expect(!interaction.sensitiveGlyphs.isEmpty, "Inter's calt rewrites brackets next to a space")
            var sensitive: [UInt32] = []
            var differing: [UInt32] = []
            for value in UInt32(0)...0x10_FFFF {
                let byGlyph = face.harfBuzzFont.nominalGlyph(value).map(interaction.sensitiveGlyphs.contains) ?? false
                if byGlyph { sensitive.append(value) }
                if interaction.isSensitive(value) != byGlyph { differing.append(value) }
            }
            #expect(differing.isEmpty, "\(name) \(features): \(differing.prefix(10))")
            // Brackets and the multiplication sign, in ASCII and above it.
            #expect(sensitive.contains(0x28) && sensitive.contains(0xD7), "\(name) \(features)")
            #expect(!interaction.isSensitive(0x41), "A is drawn the same beside a space")
        }
    }

    @Test("words with a sensitive character, ASCII or not, are context-sensitive; plain words are not")
    func words() throws {
        let face = try Fixtures.bundled().face(postScriptName: "Inter-Regular")
        let interaction = face.spaceInteraction(features: [])
        #expect(WordShape.isContextSensitive(Array("(Beta)".utf16), interaction))
        #expect(WordShape.isContextSensitive(Array("3×4".utf16), interaction))
        #expect(!WordShape.isContextSensitive(Array("Settings".utf16), interaction))
        #expect(!WordShape.isContextSensitive(Array("Einstellungen".utf16), SpaceInteraction.none))
    }
}
