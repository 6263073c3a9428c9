import Foundation
import TypeFit

/// One string of the comparison's corpus, with the BCP 47 locale it is laid out in.
struct CorpusString: Sendable {
    var locale: String
    var text: String
}

/// The strings every engine lays out: real UI strings from the machine's gettext catalogs
/// (`/usr/share/locale/<lang>/LC_MESSAGES/*.mo`) in twelve languages, interleaved round-robin
/// over the languages, and within a language over its catalogs (files in name order), so any
/// prefix mixes languages and packages; a deterministic order. Optionally preceded by the
/// strings of the user's own strings file (a String Catalog, `.strings`, JSON…).
///
/// Each catalog's translations (first plural form) are cleaned: GTK mnemonic underscores are
/// removed by TypeFit's own rule (``GettextCatalogReader/removingMnemonics(_:)``) and leading
/// and trailing whitespace trimmed (command-line tools' catalogs pad strings for the
/// terminal); strings that are then empty, longer than 300
/// characters, that hold a control character other than newline, that align columns with
/// runs of spaces (terminal help text, not UI), or that hold `%` (C and strftime formats, which
/// `typefit check` would fill with sample values while the peers measure them as written) are
/// skipped; a text already taken is not taken
/// again.
struct Corpus: Sendable {
    /// The strings, in order.
    var strings: [CorpusString]
    /// How many strings were asked for.
    var requested: Int
    /// Strings taken from the user's strings file (`--catalog`), at the start of ``strings``.
    var fromCatalog: Int

    /// Catalog directory under `/usr/share/locale` → the BCP 47 locale TypeFit and Pango get.
    static let languages: [(directory: String, locale: String)] = [
        ("de", "de"), ("fr", "fr"), ("es", "es"), ("pt", "pt"), ("ru", "ru"), ("uk", "uk"), ("el", "el"),
        ("ja", "ja"), ("zh_CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("ko", "ko"), ("ar", "ar"),
    ]

    /// The longest string taken, in characters (grapheme clusters).
    static let maximumLength = 300

    /// The first `count` strings: the user's strings file first when given, then the gettext
    /// catalogs under `localeRoot`, round-robin over ``languages``. Fewer when the machine
    /// has fewer (check ``isShort``).
    static func build(count: Int, catalog: String?, localeRoot: String = "/usr/share/locale") throws -> Corpus {
        var seen = Set<String>()
        var strings: [CorpusString] = []
        strings.reserveCapacity(count)
        if let catalog {
            for string in try StringsReader.read(path: catalog) where strings.count < count {
                guard let text = cleaned(string.text), seen.insert(text).inserted else { continue }
                strings.append(CorpusString(locale: string.locale, text: text))
            }
        }
        let fromCatalog = strings.count
        var sources = languages.map { LanguageSource(directory: localeRoot + "/" + $0.directory, locale: $0.locale) }
        while strings.count < count, !sources.isEmpty {
            var index = 0
            while index < sources.count, strings.count < count {
                if let text = sources[index].next(skipping: &seen) {
                    strings.append(CorpusString(locale: sources[index].locale, text: text))
                    index += 1
                } else {
                    sources.remove(at: index)
                }
            }
        }
        return Corpus(strings: strings, requested: count, fromCatalog: fromCatalog)
    }

    /// Whether the machine had fewer strings than asked for.
    var isShort: Bool { strings.count < requested }

    /// Strings per locale, in ``languages`` order (catalog locales after).
    var localeCounts: [(locale: String, count: Int)] {
        var counts: [String: Int] = [:]
        for string in strings { counts[string.locale, default: 0] += 1 }
        let known = Self.languages.map(\.locale)
        let order = known.filter { counts[$0] != nil } + counts.keys.filter { !known.contains($0) }.sorted()
        return order.map { ($0, counts[$0]!) }
    }

    /// Total UTF-16 code units, for the report.
    var utf16Count: Int { strings.reduce(0) { $0 + $1.text.utf16.count } }

    /// `text` as the corpus takes it, or nil when it is skipped.
    static func cleaned(_ raw: String) -> String? {
        guard !raw.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" }) else {
            return nil
        }
        let text = GettextCatalogReader.removingMnemonics(raw).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count <= maximumLength, !text.contains("  "), !text.contains("%") else { return nil }
        return text
    }

    /// Writes `strings[i]` for each of `indices` as `locale \t text` lines, the text with
    /// newline, tab and backslash escaped as `\n`, `\t`, `\\`: the C harness's input.
    func writeTSV(to path: String, indices: some Sequence<Int>) throws {
        var out = ""
        for index in indices {
            let string = strings[index]
            out += string.locale
            out += "\t"
            for character in string.text.unicodeScalars {
                switch character {
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                default: out.unicodeScalars.append(character)
                }
            }
            out += "\n"
        }
        try Data(out.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Writes the corpus as JSON strings files `typefit check` reads, one per locale,
    /// `<directory>/<locale>.lproj/Corpus.json` (`{"s0": "…", …}`, keys in corpus order), and
    /// returns their paths.
    func writeStringsFiles(in directory: String) throws -> [String] {
        var byLocale: [String: String] = [:]
        var order: [String] = []
        for (index, string) in strings.enumerated() {
            if byLocale[string.locale] == nil {
                byLocale[string.locale] = "{\n"
                order.append(string.locale)
            } else {
                byLocale[string.locale]! += ",\n"
            }
            byLocale[string.locale]! += "\"s\(index)\": " + Self.jsonQuoted(string.text)
        }
        var paths: [String] = []
        for locale in order {
            let folder = directory + "/" + locale + ".lproj"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/Corpus.json"
            try Data((byLocale[locale]! + "\n}\n").utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return paths
    }

    /// `text` as a JSON string literal.
    static func jsonQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// One language's catalogs, taken round-robin (the next string of each catalog in turn, so
/// any prefix mixes every package's strings), each memory-mapped and read with TypeFit's
/// ``GettextCatalog``, which decodes one entry at a time, so a corpus of N strings touches only
/// about N strings' worth of memory. A catalog TypeFit refuses (not UTF-8, malformed) is left
/// out, and so is an entry it refuses.
private struct LanguageSource {
    let locale: String
    private var catalogs: [(catalog: GettextCatalog, position: Int)]
    private var turn = 0

    init(directory: String, locale: String) {
        self.locale = locale
        let folder = directory + "/LC_MESSAGES"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        catalogs = names.filter { $0.hasSuffix(".mo") }.sorted().compactMap { name in
            let path = folder + "/" + name
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
                return nil
            }
            return (try? GettextCatalog(data: data, source: path)).map { ($0, 0) }
        }
    }

    /// The next string not in `seen` (which it joins), or nil when the catalogs are used up.
    mutating func next(skipping seen: inout Set<String>) -> String? {
        while !catalogs.isEmpty {
            turn %= catalogs.count
            let catalog = catalogs[turn].catalog
            while catalogs[turn].position < catalog.count {
                let index = catalogs[turn].position
                catalogs[turn].position += 1
                if let raw = Self.translation(catalog, at: index), let text = Corpus.cleaned(raw),
                    seen.insert(text).inserted
                {
                    turn += 1
                    return text
                }
            }
            catalogs.remove(at: turn)
        }
        return nil
    }

    /// The translation (first plural form) of entry `index`, nil for the metadata entry, an
    /// untranslated entry or one TypeFit refuses.
    private static func translation(_ catalog: GettextCatalog, at index: Int) -> String? {
        guard let entry = try? catalog.entry(at: index), !entry.isMetadata, let first = entry.translations.first,
            !first.isEmpty
        else { return nil }
        return first
    }
}
