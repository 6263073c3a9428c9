import Foundation
import TypeFitStrings

/// Real UI strings for the accuracy gate: translations shipped with the desktop software on the
/// machine, read from its gettext catalogs (`/usr/share/locale/<lang>/LC_MESSAGES/<domain>.mo`)
/// with TypeFit's own ``GettextCatalogReader`` (GTK mnemonic underscores removed, as the user
/// sees the text).
///
/// Only graphical programs' catalogs are read (``domains``: GTK dialogs, printer and software
/// settings, file-type names, country names…), never command-line help. Each language takes
/// ``stringsPerLanguage`` strings round-robin over its domains in the order listed, each
/// catalog's entries in file order, so the corpus is fixed for a given set of installed
/// packages and mixes every domain. A string is skipped when it is empty after trimming, longer
/// than ``maximumLength`` characters, holds a control character other than a line feed, aligns
/// columns with runs of spaces, or was already taken for that language.
///
/// `.ci/install` installs the packages these catalogs come from (GTK 3, iso-codes…); with fewer
/// strings than the gate needs, the gate fails and says so rather than judge a small corpus.
enum GettextUICorpus {
    /// Catalog directory under `/usr/share/locale` → the BCP 47 locale both engines get.
    static let languages: [(directory: String, locale: String)] = [
        ("de", "de"), ("fr", "fr"), ("es", "es"), ("pt", "pt"), ("ru", "ru"), ("uk", "uk"), ("el", "el"),
        ("ja", "ja"), ("zh_CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("ko", "ko"), ("ar", "ar"),
    ]

    /// Text domains of graphical software, read in this order.
    static let domains = [
        "gtk30", "gdk-pixbuf", "PackageKit", "system-config-printer", "software-properties", "at-spi2-core",
        "libsecret", "xdg-user-dirs", "notification-daemon", "libhandy", "avahi", "appstream",
        "gsettings-desktop-schemas", "shared-mime-info", "iso_3166-1", "glib20",
    ]

    /// Strings taken per language.
    static let stringsPerLanguage = 180

    /// The longest string taken, in characters (grapheme clusters).
    static let maximumLength = 200

    /// The corpus, ids numbered from `firstID`; `root` is where the locale directories are.
    static func load(root: String = "/usr/share/locale", firstID: Int) throws -> [AccuracyCorpus.Entry] {
        var entries: [AccuracyCorpus.Entry] = []
        for language in languages {
            var sources: [(domain: String, strings: [LocalizedString], next: Int)] = []
            for domain in domains {
                let path = "\(root)/\(language.directory)/LC_MESSAGES/\(domain).mo"
                guard FileManager.default.fileExists(atPath: path) else { continue }
                sources.append((domain, try GettextCatalogReader.read(path: path, locale: language.locale), 0))
            }
            var seen = Set<String>()
            var taken = 0
            var turn = 0
            while taken < stringsPerLanguage, !sources.isEmpty {
                turn %= sources.count
                var found: AccuracyCorpus.Entry?
                while found == nil, sources[turn].next < sources[turn].strings.count {
                    let string = sources[turn].strings[sources[turn].next]
                    sources[turn].next += 1
                    if let text = cleaned(string.text), seen.insert(text).inserted {
                        found = AccuracyCorpus.Entry(
                            locale: language.locale, text: text,
                            origin:
                                "\(sources[turn].domain).mo (\(language.directory)) \(string.key.prefix(60).debugDescription)",
                            corpus: AccuracyCorpus.gettext, id: firstID + entries.count)
                    }
                }
                if let found {
                    entries.append(found)
                    taken += 1
                    turn += 1
                } else {
                    sources.remove(at: turn)
                }
            }
        }
        return entries
    }

    /// `text` trimmed, or nil when the corpus skips it.
    static func cleaned(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= maximumLength, !trimmed.contains("  "),
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" })
        else { return nil }
        return trimmed
    }
}
