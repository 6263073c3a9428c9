import Foundation
import Testing
import TypeFitStrings

/// Pseudolanguages made from development-language strings, specifiers intact.
@Suite("pseudolanguages")
struct PseudolanguageTests {
    @Test(
        "each pseudolanguage transforms the text and keeps its specifiers",
        arguments: [
            (Pseudolanguage.double, "Delete %@?", "Delete %1$@? Delete %1$@?"),
            (.double, "%2$@ and %1$@", "%2$@ and %1$@ %2$@ and %1$@"),
            (.accented, "Settings: %lld items", "Šéţţîñĝš: %lld îţéɱš"),
            (.bounded, "Settings", "[# Settings #]"),
            (.rtl, "Hello %@", "\u{202E}Hello %@\u{202C}"),
            (.expanded, "OK", "ÖĶ ļöŕ"),
            (.expanded, "Settings", "Šéţţîñĝš ļöŕéɱ îþšûɱ ðöļ"),
        ])
    func transforms(kind: Pseudolanguage, text: String, expected: String) throws {
        let pseudo = kind.transform(text)
        #expect(pseudo == expected)
        let original = try FormatString(text)
        let transformed = try FormatString(pseudo)
        #expect(Set(transformed.specifiers.map(\.kind)) == Set(original.specifiers.map(\.kind)))
        #expect(transformed.argumentCount == original.argumentCount)
    }

    @Test(
        "expansion follows IBM's table: short strings grow most",
        arguments: [
            (1, 2.0), (10, 2.0), (11, 1.0), (20, 1.0), (21, 0.8), (30, 0.8), (31, 0.6), (50, 0.6), (51, 0.4), (70, 0.4),
            (71, 0.3), (500, 0.3),
        ])
    func expansionTable(length: Int, expansion: Double) {
        #expect(Pseudolanguage.expansion(forLength: length) == expansion)
        let text = String(repeating: "a", count: length)
        #expect(
            Pseudolanguage.expanded.transform(text).count == length + Int((Double(length) * expansion).rounded(.up)))
    }

    @Test("pseudo strings come from the development language, in a locale of their own")
    func fromDevelopmentLanguage() throws {
        let strings = [
            LocalizedString(key: "a", locale: "de", text: "Einstellungen", source: "App.xcstrings"),
            LocalizedString(key: "a", locale: "de", text: "Ignored", source: "App.xcstrings"),
            LocalizedString(key: "b", locale: "fr", text: "Réglages", source: "fr.lproj/Localizable.strings"),
            LocalizedString(key: "b", locale: "en", text: "Settings", source: "en.lproj/Localizable.strings"),
        ]
        let pseudo = Pseudolanguage.strings([.bounded, .accented], from: strings, developmentLanguage: "en")
        #expect(
            pseudo.map(\.locale) == [
                "de-x-pseudo-bounded", "de-x-pseudo-bounded", "en-x-pseudo-bounded",
                "de-x-pseudo-accented", "de-x-pseudo-accented", "en-x-pseudo-accented",
            ])
        #expect(pseudo[2].text == "[# Settings #]")
        #expect(Pseudolanguage.baseLocale(of: "en-x-pseudo-rtl") == "en")
        #expect(Pseudolanguage.of(locale: "en-x-pseudo-rtl") == .rtl)
        #expect(Pseudolanguage.baseLocale(of: "en-GB") == nil)
    }
}
