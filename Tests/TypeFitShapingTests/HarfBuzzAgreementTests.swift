import Foundation
import Testing

@testable import TypeFitShaping

/// Single-line advance widths agree with HarfBuzz's own `hb-shape` to within 0.01 pt at 17 pt,
/// for Latin (kerning, ligatures, contextual alternates), Cyrillic, Greek and numbers, in four
/// bundled faces.
@Suite("Widths agree with hb-shape")
struct HarfBuzzAgreementTests {
    static let strings = [
        "Hello, world",
        "AVATAR Wave Toyota",  // kerning pairs
        "office affinity fluffy",  // f-ligature candidates
        "Typography → layout",
        "Settings",
        "Don't show this again",
        "1234567890",
        "12:45 — 3/4 × 9 = 6.75",  // Inter's contextual alternates around digits and colons
        "$1,299.99 (incl. VAT)",
        "Привет, мир",
        "Настройки приватности",
        "Ελληνικά γράμματα",
        "Καλημέρα κόσμε",
        "Größenänderung möglich",
        "Ça marche très bien",
        "Search engines",
        "Quick brown fox jumps over the lazy dog",
        "WWDC iPhone iPad",
        "[Tab] {Brace} (Paren)",
        "«Guillemets» „Anführung“",
        "Affiliate fjord flow",
        "Łódź Kraków Žižkov",
    ]

    static let faces = ["Inter-Regular", "Inter-SemiBold", "InterDisplay-Bold", "Inter-Italic", "InterDisplay-Regular"]

    @Test("advance width matches hb-shape at 17 pt", arguments: faces)
    func matchesHBShape(postScriptName: String) throws {
        let library = try Fixtures.bundled()
        let face = try library.face(postScriptName: postScriptName)
        let measurer = TextMeasurer(fallback: .none)
        for text in Self.strings {
            let measured = measurer.measure(text, face: face, locale: "en")
            #expect(measured.missingCharacterCount == 0, "\(postScriptName): \(text)")
            #expect(measured.runs.allSatisfy { $0.face === face })
            let oracleUnits = try HBShapeOracle.advance(of: text, fontPath: face.descriptor.path)
            let oraclePoints = Double(oracleUnits) * 17 / Double(face.unitsPerEm)
            let points = measured.width(atPointSize: 17)
            #expect(
                abs(points - oraclePoints) <= 0.01,
                "\(postScriptName) '\(text)': TypeFit \(points) pt, hb-shape \(oraclePoints) pt")
        }
    }

    @Test("turning kerning off changes the width as hb-shape says")
    func featuresReachHarfBuzz() throws {
        let face = try Fixtures.bundled().face(postScriptName: "Inter-Regular")
        let text = "AVATAR Wave"
        let kerned = TextMeasurer(fallback: .none).measure(text, face: face, locale: "en")
        let unkerned = TextMeasurer(fallback: .none).measure(
            text, face: face, locale: "en", features: [try #require(FontFeature("-kern"))])
        #expect(unkerned.width(atPointSize: 17) > kerned.width(atPointSize: 17))
        let oracle = try HBShapeOracle.advance(of: text, fontPath: face.descriptor.path, features: "-kern")
        #expect(unkerned.runs.map(\.advance).reduce(0, +) == oracle)
    }

    @Test("variable font at wght 700 matches hb-shape with the same variation")
    func variableWeight() throws {
        var library = FontLibrary()
        try library.add(path: try BundledFonts.variableInterPath())
        let base = try #require(library.faces.first { $0.descriptor.variations.isEmpty })
        let bold = base.withVariations([VariationSetting("wght", 700)])
        let text = "Variable weight"
        let measured = TextMeasurer(fallback: .none).measure(text, face: bold, locale: "en")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HBShapeOracle.executable)
        process.arguments = [
            "--font-funcs=ot", "--output-format=json", "--no-glyph-names", "--language=en",
            "--variations=wght=700", base.descriptor.path, text,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let oracle = glyphs.reduce(0) { $0 + (($1["ax"] as? Int) ?? 0) }
        #expect(measured.runs.map(\.advance).reduce(0, +) == oracle)
        let regular = TextMeasurer(fallback: .none).measure(text, face: base, locale: "en")
        #expect(measured.width(atPointSize: 17) > regular.width(atPointSize: 17))
    }
}
