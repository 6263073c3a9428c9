import TypeFitStrings
import TypeFitVocabulary

/// The strings `typefit report` checks when given none: eight everyday UI labels (a screen
/// title, buttons, a settings row, a tab, a badge, an empty state, a toggle, an error) in ten
/// languages, written for TypeFit. Long German compounds, CJK without spaces and Arabic right to
/// left are there on purpose: they are where labels break first.
public enum SampleStrings {
    /// One label in every language, as `Tables/SampleStrings.json` has it.
    private struct Sample: Decodable {
        let key: String
        let texts: [Text]
        struct Text: Decodable {
            let locale: String
            let text: String
        }
    }

    /// The labels in file order, each in its languages in file order.
    private static let samples = EmbeddedTable.decode(
        [Sample].self, from: PackageResources.SampleStrings_json, name: "SampleStrings.json")

    /// Every sample as a localized string (source `<samples>`).
    public static var all: [LocalizedString] {
        samples.flatMap { sample in
            sample.texts.map { LocalizedString(key: sample.key, locale: $0.locale, text: $0.text, source: "<samples>") }
        }
    }
}
