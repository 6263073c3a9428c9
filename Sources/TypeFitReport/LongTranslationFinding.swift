import TypeFitStrings
import TypeFitSwiftScale

/// A key shown in a one-line place whose translation is much longer than its development-language
/// text: where a translation is likeliest to be cut before any check is run.
package struct LongTranslationFinding: Sendable, Hashable {
    /// A translation this many times its source's length (in characters), and at least
    /// ``minimumExtraCharacters`` longer, is reported.
    package static let ratio = 1.5
    /// Short texts grow by a few characters without meaning much (`OK` → `Aceptar`).
    package static let minimumExtraCharacters = 8

    /// The catalog key.
    package var key: String
    /// The one-line place, as ``SwiftCodePlaces/distinctPlaces(_:)`` names it.
    package var place: String
    /// The width the place gives the text, points.
    package var width: Double
    /// The translation's locale.
    package var locale: String
    /// The development language's text and the translation.
    package var source: String
    package var translation: String

    /// How many times longer the translation is, in characters.
    package var growth: Double { Double(translation.count) / Double(max(1, source.count)) }

    /// `settings.title: de is 2.4× the en text in Home.swift:12 .navigationTitle (one line, 353 pt): “…”`.
    package func description(developmentLanguage: String) -> String {
        "\(key): \(locale) is \(String(format: "%.1f", growth))× the \(developmentLanguage) text in \(place) (one line, \(width.pointsText(decimals: nil)) pt): “\(translation)”"
    }

    /// The findings for `places` (by catalog key) against `strings`: for each key with a
    /// one-line place, each translation that grows past ``ratio``; the key's own text stands
    /// for the source when the development language has none. Sorted by key, then locale.
    package static func findings(
        places: [(key: String, places: [SwiftTextPlace])], strings: [LocalizedString], developmentLanguage: String
    ) -> [LongTranslationFinding] {
        let byKey = Dictionary(grouping: strings.filter { $0.variant == nil }, by: \.key)
        var findings: [LongTranslationFinding] = []
        for (key, keyPlaces) in places {
            guard let texts = byKey[key],
                let oneLine = SwiftCodePlaces.distinctPlaces(keyPlaces).first(where: { $0.place.lines.value == 1 })
            else { continue }
            let source = texts.first { $0.locale == developmentLanguage }?.text ?? key
            for text in texts where text.locale != developmentLanguage {
                let finding = LongTranslationFinding(
                    key: key, place: oneLine.name, width: oneLine.place.width.value, locale: text.locale,
                    source: source,
                    translation: text.text)
                if finding.growth >= ratio, text.text.count - source.count >= minimumExtraCharacters {
                    findings.append(finding)
                }
            }
        }
        return findings.sorted { ($0.key, $0.locale) < ($1.key, $1.locale) }
    }
}
