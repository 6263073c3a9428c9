import Foundation
import Testing

@testable import TypeFitShaping

/// A face's character coverage (the bitmap face choice reads) answers as HarfBuzz's own
/// `cmap` lookup does, for every scalar, in the bundled faces and the installed fallback fonts
/// TypeFit uses (Latin, CJK, Arabic, emoji, symbols).
@Suite("Character coverage: the cmap as a bitmap")
struct CharacterCoverageTests {
    /// Every scalar of planes 0–3 and 14 (where fonts have characters: the BMP, emoji and
    /// symbols, CJK extensions, tags and variation selectors) checked both ways; returns the
    /// first scalars where they differ.
    func disagreements(in face: FontFace) -> [UInt32] {
        var differing: [UInt32] = []
        let scalars = (UInt32(0)...0x3_FFFF).lazy.filter { !(0xD800...0xDFFF).contains($0) }
        for value in [scalars.map { $0 }, Array(UInt32(0xE_0000)...0xE_FFFF)].joined() {
            let scalar = Unicode.Scalar(value)!
            if face.hasGlyph(for: scalar) != (face.harfBuzzFont.nominalGlyph(value) != nil) {
                differing.append(value)
                if differing.count >= 10 { break }
            }
        }
        return differing
    }

    @Test("every bundled face: the bitmap and HarfBuzz agree on every character")
    func bundledFaces() throws {
        let library = try Fixtures.bundled()
        for face in library.faces where !face.descriptor.isVariable {
            #expect(disagreements(in: face).isEmpty, "\(face.postScriptName)")
        }
        let inter = try library.face(postScriptName: "Inter-Regular")
        #expect(inter.hasGlyph(for: "A") && inter.hasGlyph(for: "é") && !inter.hasGlyph(for: "漢"))
    }

    @Test("installed fallback fonts: CJK, Arabic, emoji and symbols agree with HarfBuzz")
    func fallbackFaces() throws {
        let names = [
            "NotoSansCJK-Regular.ttc", "NotoSansArabic-Regular.ttf", "NotoColorEmoji.ttf",
            "NotoSansSymbols2-Regular.ttf",
        ]
        var checked = 0
        for directory in SystemFontFallback.standard.directories {
            for name in names {
                let path = directory + "/" + name
                guard FileManager.default.fileExists(atPath: path) else { continue }
                let faces = try FontFile.load(path: path)
                // One face of a collection: its faces share one cmap layout.
                #expect(disagreements(in: faces[0]).isEmpty, "\(path)")
                checked += 1
            }
        }
        try #require(
            checked > 0, "no Noto fallback font installed (the CI installs fonts-noto-core and fonts-noto-cjk)")
    }
}
