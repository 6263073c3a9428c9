internal import CICU

/// A locale's CLDR plural rules for cardinal numbers (ICU `uplrules`): which categories it uses
/// and which number shows each one, so a plural variant can be checked with a count that really
/// selects it.
package struct PluralRules: Sendable, Hashable {
    /// Every CLDR plural category, in CLDR order.
    package static let allCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The locale, as given (`ru`, `pt-BR`).
    package var locale: String
    /// The categories the locale uses, in CLDR order: `["one", "other"]` for English,
    /// `["one", "few", "many", "other"]` for Russian, `["other"]` for Japanese.
    package var categories: [String]
    /// For each category some whole number selects, the smallest such number (0…200, then
    /// 1,000, 10,000, 100,000, 1,000,000): `one` → 1 and `other` → 0 in English, `few` → 2 and
    /// `many` → 0 in Russian (whose `other` no whole number selects), `zero` → 0 in Arabic.
    package var integerSamples: [String: Double]
    /// For each category, the first of 0.5, 1.5, … 19.5 that selects it (`other` → 0.5 in
    /// Russian and English); only what a fraction can select.
    package var fractionSamples: [String: Double]

    /// The rules of `locale` (a BCP 47 tag or ICU ID; an unknown language has root's rules:
    /// only `other`). Throws when ICU fails.
    package init(locale: String) throws(UnicodeSegmentationError) {
        self.locale = locale
        var buffer = [CChar](repeating: 0, count: 64)
        let length = typefit_icu_plural_categories(locale, &buffer, Int32(buffer.count))
        guard length >= 0 else { throw ICUFunnel.error(for: length, operation: "plural categories of \(locale)") }
        let list = String(decoding: buffer.prefix(Int(min(length, 63))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        categories = list.split(separator: " ").map(String.init)
        integerSamples = [:]
        fractionSamples = [:]
        var whole: [Double] = (0...200).map { Double($0) }
        whole += [1_000, 10_000, 100_000, 1_000_000]
        for number in whole where integerSamples.count < categories.count {
            let category = try Self.select(number, locale: locale)
            if integerSamples[category] == nil { integerSamples[category] = number }
        }
        for number in (0..<20).map({ Double($0) + 0.5 }) where fractionSamples.count < categories.count {
            let category = try Self.select(number, locale: locale)
            if fractionSamples[category] == nil { fractionSamples[category] = number }
        }
    }

    /// The category `locale` selects for `number` (`one` for 1 in English, `few` for 3 in Russian).
    package static func select(_ number: Double, locale: String) throws(UnicodeSegmentationError) -> String {
        var keyword = [CChar](repeating: 0, count: 16)
        let length = typefit_icu_plural_select(locale, number, &keyword, Int32(keyword.count))
        guard length >= 0 else {
            throw ICUFunnel.error(for: length, operation: "plural category of \(number) in \(locale)")
        }
        return String(decoding: keyword.prefix(Int(min(length, 15))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The category these rules select for `number`.
    package func select(_ number: Double) throws(UnicodeSegmentationError) -> String {
        try Self.select(number, locale: locale)
    }
}
