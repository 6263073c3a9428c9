import Foundation
import Testing
import TypeFitStrings
import TypeFitUnicode

/// Plural variants checked with a count that selects their category (CLDR rules through ICU),
/// and variants iOS never shows left out.
@Suite("plural selection")
struct PluralSelectionTests {
    @Test(
        "the categories each locale uses",
        arguments: [
            ("en", ["one", "other"]), ("ru", ["one", "few", "many", "other"]),
            ("ar", ["zero", "one", "two", "few", "many", "other"]),
            ("ja", ["other"]), ("pl", ["one", "few", "many", "other"]), ("pt-BR", ["one", "many", "other"]),
        ])
    func categories(locale: String, expected: [String]) throws {
        #expect(try PluralRules(locale: locale).categories == expected)
    }

    @Test(
        "each plural variant is filled with a count that selects its category",
        arguments: [
            ("en", "one", "%lld file", "1 file"), ("en", "other", "%lld files", "12,345 files"),
            ("ru", "one", "%lld файл", "1 файл"), ("ru", "few", "%lld файла", "2 файла"),
            ("ru", "many", "%lld файлов", "12\u{00A0}345 файлов"),
            ("pl", "one", "%lld plik", "1 plik"), ("pl", "few", "%lld pliki", "2 pliki"),
            ("pl", "many", "%lld plików", "12\u{00A0}345 plików"),
            ("ar", "zero", "%lld ملف", "٠ ملف"), ("ar", "one", "ملف %lld", "ملف ١"),
            ("ar", "two", "%lld ملفان", "٢ ملفان"),
            ("ar", "few", "%lld ملفات", "٣ ملفات"), ("ar", "many", "%lld ملفًا", "١٢٬٣٤٥ ملفًا"),
            ("ar", "other", "%lld ملف", "١٠٠ ملف"),
            ("ja", "other", "%lld件のファイル", "12,345件のファイル"),
        ])
    func countSelectsCategory(locale: String, category: String, text: String, expected: String) throws {
        var builder = MeasuredTextBuilder()
        let string = LocalizedString(
            key: "files", locale: locale, text: text, variant: "plural.\(category)", source: "test")
        #expect(try builder.unshownReason(string) == nil)
        let measured = try builder.measuredText(for: string).text
        #expect(measured == expected)
        let count = try builder.count(selecting: category, in: locale)
        #expect(try PluralRules.select(count, locale: locale) == category || category == "zero")
    }

    @Test("a count the constraints give is kept when it selects the variant's category, replaced when it does not")
    func givenCount() throws {
        var builder = MeasuredTextBuilder()
        let few = LocalizedString(
            key: "k", locale: "ru", text: "%lld файла у %@", variant: "plural.few", source: "test")
        #expect(try builder.measuredText(for: few, arguments: [.number(24), .string("Ани")]).text == "24 файла у Ани")
        #expect(try builder.measuredText(for: few, arguments: [.number(5), .string("Ани")]).text == "2 файла у Ани")
    }

    @Test("variants iOS never shows are named: Japanese one, Russian and Polish other for whole numbers")
    func unshown() throws {
        var builder = MeasuredTextBuilder()
        func reason(_ locale: String, _ variant: String, _ text: String = "%lld x") throws -> String? {
            try builder.unshownReason(
                LocalizedString(key: "k", locale: locale, text: text, variant: variant, source: "test"))
        }
        #expect(try reason("ja", "plural.one") == "plural.one: ja uses only other")
        #expect(try reason("en", "plural.few") == "plural.few: en uses only one, other")
        #expect(try reason("ru", "plural.other") == "plural.other: no whole number selects other in ru")
        #expect(try reason("pl", "plural.other") == "plural.other: no whole number selects other in pl")
        #expect(try reason("ru", "plural.other", "%.1f x") == nil)  // 0.5 selects other
        #expect(try reason("en", "plural.zero") == nil)  // Foundation honours zero in every language
        #expect(try reason("ja", "items.plural.one|device.iphone") == "items.plural.one: ja uses only other")
        #expect(try reason("ja", "device.ipad") == nil)
    }

    @Test("a String Catalog substitution's count is its argNum argument")
    func substitutionArgument() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"photos": {"localizations": {"ru": {
              "stringUnit": {"state": "translated", "value": "%1$@: %#@photos@"},
              "substitutions": {"photos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg фото"}},
                "few": {"stringUnit": {"state": "translated", "value": "%arg фото (few)"}},
                "many": {"stringUnit": {"state": "translated", "value": "%arg фото (many)"}}}}}}}}}}}
            """
        let strings = try StringCatalogReader.parse(data: Data(catalog.utf8), source: "Test.xcstrings")
        let few = try #require(strings.first { $0.locale == "ru" && $0.variant == "plural.few" })
        #expect(few.countArguments == ["plural.few": 2])
        var builder = MeasuredTextBuilder()
        #expect(try builder.measuredText(for: few).text == "Alexandra: 2 фото (few)")
    }
}
