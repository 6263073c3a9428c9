import Foundation
import TypeFitTestSupport

/// UI strings to compare TypeFit's layout with Pango's: the strings of `Fixtures/ui-strings.tsv`
/// (written for these tests in ten languages, buttons to onboarding paragraphs) and, for the
/// accuracy gate, real UI strings from the machine's gettext catalogs (``GettextUICorpus``).
struct AccuracyCorpus: Sendable {
    struct Entry: Sendable {
        /// BCP 47 language, also the ICU locale TypeFit segments with.
        let locale: String
        /// The string, unescaped.
        let text: String
        /// Where it comes from, for messages: `ui-strings.tsv:12`, `gtk30.mo (de) “Open File”`.
        let origin: String
        /// Which corpus it belongs to: ``written`` or ``gettext``.
        let corpus: String
        /// Position in the corpus, unique across both corpora.
        var id: Int
    }

    /// Name of the strings written for these tests.
    static let written = "written"
    /// Name of the gettext catalogs' strings.
    static let gettext = "gettext"

    let entries: [Entry]

    /// The directory of this test target's sources.
    static let directory = TestFixtures.packageRoot.appendingPathComponent("Tests/TypeFitAccuracyTests")

    /// Loads `Fixtures/ui-strings.tsv`: `#` comments, a `locale\ttext` header, then one string a
    /// line with `\n`, `\t` and `\\` escaped.
    static func load() throws -> AccuracyCorpus {
        let url = directory.appendingPathComponent("Fixtures/ui-strings.tsv")
        let contents = try String(contentsOf: url, encoding: .utf8)
        var entries: [Entry] = []
        for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") || line == "locale\ttext" { continue }
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw CorpusError(message: "ui-strings.tsv:\(index + 1): expected `locale<TAB>text`")
            }
            entries.append(
                Entry(
                    locale: String(fields[0]), text: unescape(fields[1]), origin: "ui-strings.tsv:\(index + 1)",
                    corpus: written, id: entries.count))
        }
        return AccuracyCorpus(entries: entries)
    }

    /// The accuracy gate's strings: those written for the tests, then the gettext catalogs' real
    /// UI strings, loaded once per test process.
    static let gate: Result<[Entry], any Error> = Result {
        let written = try load().entries
        return written + (try GettextUICorpus.load(firstID: written.count))
    }

    /// Undoes the TSV escapes `\n`, `\t`, `\\`.
    static func unescape(_ field: Substring) -> String {
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    /// The same escapes the other way, for the Pango harness's one-line requests.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// The script a locale's strings are written in, as the agreement table groups them.
    static func script(ofLocale locale: String) -> String {
        switch locale.prefix(2) {
        case "en", "de", "fr", "es", "pt": "Latin"
        case "ru", "uk": "Cyrillic"
        case "el": "Greek"
        case "ja", "zh": "CJK"
        case "ko": "Hangul"
        case "ar": "Arabic"
        default: "Other"
        }
    }

    /// The scripts the accuracy gate holds to its floor, in table order.
    static let scripts = ["Latin", "Cyrillic", "Greek", "CJK", "Hangul", "Arabic"]

    /// Alphabetic scripts: space-separated words, no fallback from Inter.
    static let alphabeticScripts: Set<String> = ["Latin", "Cyrillic", "Greek"]

    /// The Noto families TypeFit's standard cascade (`SystemFontFallback`) would use for a
    /// locale, best first, passed to Pango as the font description's family list after the face's
    /// own family, so both fall back to the same files.
    static func fallbackFamilies(forLocale locale: String) -> [String] {
        let own: [String] =
            switch locale.prefix(2) {
            case "ja": ["Noto Sans CJK JP"]
            case "ko": ["Noto Sans CJK KR"]
            case "zh" where ["zh-hk", "zh-hant-hk"].contains(where: locale.lowercased().hasPrefix): ["Noto Sans CJK HK"]
            case "zh" where ["zh-hant", "zh-tw", "zh-mo"].contains(where: locale.lowercased().hasPrefix):
                ["Noto Sans CJK TC"]
            case "zh": ["Noto Sans CJK SC"]
            case "ar": ["Noto Sans Arabic", "Noto Naskh Arabic"]
            default: []
            }
        return own + ["Noto Sans", "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Sans Math"]
    }
}

struct CorpusError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
