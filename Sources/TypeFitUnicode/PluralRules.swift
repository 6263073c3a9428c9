import CICU

/// A locale's CLDR plural rules for cardinal numbers (ICU `uplrules`): which categories it uses
/// and which number shows each one, so a plural variant can be checked with a count that really
/// selects it.
public struct PluralRules: Sendable, Hashable {
    /// Every CLDR plural category, in CLDR order.
    public static let allCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The locale, as given (`ru`, `pt-BR`).
    public var locale: String
    /// The categories the locale uses, in CLDR order: `["one", "other"]` for English,
    /// `["one", "few", "many", "other"]` for Russian, `["other"]` for Japanese.
    public var categories: [String]
    /// For each category the locale uses, the smallest whole number (or, when no whole number up
    /// to 1,000,000 selects it, the first of 0.5, 1.5, 2.5, …) that selects it: `one` → 1 and
    /// `other` → 0 in English, `few` → 2 and `many` → 0 in Russian, `zero` → 0 in Arabic.
    public var samples: [String: Double]

    /// The rules of `locale` (a BCP 47 tag or ICU ID; an unknown language has root's rules:
    /// only `other`). Throws when ICU fails.
    public init(locale: String) throws(UnicodeSegmentationError) {
        self.locale = locale
        var buffer = [CChar](repeating: 0, count: 64)
        let length = typefit_icu_plural_categories(locale, &buffer, Int32(buffer.count))
        guard length >= 0 else { throw ICUFunnel.error(for: length, operation: "plural categories of \(locale)") }
        let list = String(decoding: buffer.prefix(Int(min(length, 63))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        categories = list.split(separator: " ").map(String.init)
        samples = [:]
        var missing = Set(categories)
        var candidates: [Double] = (0...200).map { Double($0) }
        candidates += [1_000, 10_000, 100_000, 1_000_000]
        candidates += (0..<20).map { Double($0) + 0.5 }
        for number in candidates where !missing.isEmpty {
            let category = try Self.select(number, locale: locale)
            if missing.remove(category) != nil { samples[category] = number }
        }
    }

    /// The category `locale` selects for `number` (`one` for 1 in English, `few` for 3 in Russian).
    public static func select(_ number: Double, locale: String) throws(UnicodeSegmentationError) -> String {
        var keyword = [CChar](repeating: 0, count: 16)
        let length = typefit_icu_plural_select(locale, number, &keyword, Int32(keyword.count))
        guard length >= 0 else { throw ICUFunnel.error(for: length, operation: "plural category of \(number) in \(locale)") }
        return String(decoding: keyword.prefix(Int(min(length, 15))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The category these rules select for `number`.
    public func select(_ number: Double) throws(UnicodeSegmentationError) -> String {
        try Self.select(number, locale: locale)
    }
}
