import Foundation
import Testing
import TypeFitStrings

/// String Catalogs: locales, the source language's implicit text, variations, substitutions.
@Suite("String Catalog reader")
struct StringCatalogReaderTests {
    let strings: [LocalizedString]
    let path = Fixtures.path("Catalog.xcstrings")

    init() throws {
        strings = try StringCatalogReader.read(path: path)
    }

    @Test("plain string units in every locale, source language first, with state, comment and line")
    func plainStrings() throws {
        let hello = strings.filter { $0.key == "Hello" }
        #expect(hello.map(\.locale) == ["en", "ar", "de", "ja"])
        #expect(hello.map(\.text) == ["Hello!", "مرحبًا", "Hallo", "こんにちは"])
        #expect(hello.allSatisfy { $0.variant == nil && $0.comment == "Greeting on the home screen." })
        #expect(hello.allSatisfy { $0.line == 153 && $0.source == path && $0.state == "translated" })
    }

    @Test("keys come in file order, each with the line of its key")
    func keyOrder() {
        var keys: [String] = []
        for string in strings where keys.last != string.key { keys.append(string.key) }
        #expect(
            keys == [
                "%lld items", "%lld photos", "Cart: %lld", "Hello", "Only German", "Say \"hi\" to %@", "Settings",
                "Transfer %lld files in %lld folders",
            ])
        #expect(strings.one("%lld photos", "en", "device.iphone")?.line == 87)
        #expect(strings.one("Say \"hi\" to %@", "ja")?.line == 194)
        #expect(strings.count == 29)
    }

    @Test("plural variations, Arabic with all six categories, each with its state")
    func plurals() {
        #expect(
            strings.texts("%lld items", "ar") == [
                "plural.zero": "لا عناصر", "plural.one": "عنصر واحد", "plural.two": "عنصران",
                "plural.few": "%lld عناصر", "plural.many": "%lld عنصرًا", "plural.other": "%lld عنصر",
            ])
        #expect(
            strings.filter { $0.key == "%lld items" && $0.locale == "ar" }.map(\.variant)
                == ["plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other"])
        #expect(
            strings.texts("%lld items", "de") == [
                "plural.one": "%lld Artikel", "plural.other": "%lld Artikel insgesamt",
            ])
        #expect(strings.one("%lld items", "de", "plural.other")?.state == "needs_review")
        #expect(strings.one("%lld items", "en", "plural.one")?.comment == "Item count in the cart badge.")
    }

    @Test("device variations, with plural nested inside a device, plural named first")
    func devices() {
        #expect(
            strings.texts("%lld photos", "en") == [
                "device.iphone": "%lld photos",
                "plural.one|device.ipad": "%lld photo in your library",
                "plural.other|device.ipad": "%lld photos in your library",
            ])
        #expect(
            strings.filter { $0.key == "%lld photos" }.map(\.variant)
                == ["device.iphone", "plural.one|device.ipad", "plural.other|device.ipad"])
    }

    @Test("a sole substitution: each plural form, %arg as the argument's specifier")
    func substitution() {
        #expect(
            strings.texts("Cart: %lld", "de") == [
                "plural.one": "Warenkorb: %1$lld Artikel",
                "plural.other": "Warenkorb: %1$lld Artikel (Fußgängerübergänge)",
            ])
        // The key has no English localization: English is the key itself.
        #expect(strings.texts("Cart: %lld", "en") == ["": "Cart: %lld"])
    }

    @Test("two substitutions: every combination, each named")
    func twoSubstitutions() {
        #expect(
            strings.texts("Transfer %lld files in %lld folders", "en") == [
                "files.plural.one|folders.plural.one": "Transfer %1$lld file in %2$lld folder",
                "files.plural.one|folders.plural.other": "Transfer %1$lld file in %2$lld folders",
                "files.plural.other|folders.plural.one": "Transfer %1$lld files in %2$lld folder",
                "files.plural.other|folders.plural.other": "Transfer %1$lld files in %2$lld folders",
            ])
    }

    @Test("keys without a source-language localization stand for themselves; shouldTranslate false and stale are kept")
    func implicitSource() {
        #expect(strings.texts("Settings", "en") == ["": "Settings"])
        #expect(strings.one("Settings", "en")?.state == nil)
        #expect(strings.filter { $0.key == "Settings" }.count == 1)
        #expect(strings.texts("Only German", "en") == ["": "Only German"])
        #expect(strings.texts("Only German", "de") == ["": "Nur Deutsch"])
        #expect(strings.texts("Say \"hi\" to %@", "ja") == ["": "%@に「やあ」と言う"])
    }

    @Test("parse(data:source:) reads a catalog from memory, UTF-16 included")
    func parseData() throws {
        let json =
            #"{"sourceLanguage": "de", "strings": {"Hallo": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Salut"}}}}}, "version": "1.0"}"#
        var utf16 = Data([0xFF, 0xFE])
        for unit in json.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        for data in [Data(json.utf8), utf16] {
            let read = try StringCatalogReader.parse(data: data, source: "mem.xcstrings")
            #expect(
                read == [
                    LocalizedString(key: "Hallo", locale: "de", text: "Hallo", source: "mem.xcstrings", line: 1),
                    LocalizedString(
                        key: "Hallo", locale: "fr", text: "Salut", source: "mem.xcstrings", line: 1, state: "translated"
                    ),
                ])
        }
    }
}
