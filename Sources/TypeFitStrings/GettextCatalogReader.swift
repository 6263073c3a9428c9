import Foundation
import TypeFitInput

/// Reads GNU gettext catalogs (compiled `.mo` files, see ``GettextCatalog``): one
/// ``LocalizedString`` per translated entry, and per form of an entry with plural forms, in
/// the catalog's entry order.
///
/// - The **key** is the `msgid`. An entry with a context (`msgctxt`) gets the key
///   `context|msgid` (the `Q_("context|text")` convention of GLib), so that one `msgid` in two
///   contexts (a menu's "Open" and a toolbar's "Open", laid out in different widths) stays two
///   strings a constraints rule can tell apart (`"keys": "menu|*"`). No reader or check requires
///   unique keys (a baseline matches a repeated key, locale and variant in order), but reports,
///   JUnit test names and SARIF fingerprints identify a result by them, so two entries must not
///   share them. A context-free `msgid` written `menu|Open` in the same catalog as `Open` in
///   context `menu` would; none of the 4,124 catalogs of a Debian desktop does.
/// - The **text** is the translation with GTK mnemonic underscores removed, as the user sees it
///   (``removingMnemonics(_:)``): an `_` directly before a letter or digit is dropped, `__`
///   shows as one `_`, any other `_` is kept. This applies to every translation, labels or not.
/// - An entry with **plural forms** (`msgid_plural`) gives one string per form, with
///   ``LocalizedString/variant`` `plural.0`, `plural.1`, …: gettext's form indices, as the
///   catalog's `Plural-Forms` expression numbers them, not the CLDR categories (`plural.one`)
///   the other readers give. Which counts select which form is not evaluated.
/// - **Skipped**: the metadata entry (empty `msgid`, no context), untranslated entries (empty
///   `msgstr`) and empty forms of a partly translated plural entry: none has text to measure.
/// - ``LocalizedString/line`` is nil: a binary file has no lines. Errors name the 0-based entry
///   number instead (`de.mo: entry 12 (msgid "Open"): the translation is not valid UTF-8`).
/// - Besides ``StringsLimits``, a catalog whose entries' strings add up to more than 4 times
///   its size is refused: msgfmt gives every string its own bytes, and entries pointing at the
///   same long bytes would make reading quadratic.
/// - The **locale**, for ``read(path:locale:limits:)``: the `locale` argument, else the
///   `<lang>` of a path `…/<lang>/LC_MESSAGES/<domain>.mo`, else the `xx` of a parent
///   directory `xx.lproj`, else the catalog's `Language` header, else `und`; a gettext name
///   from the path or header is converted to BCP 47 (``bcp47(_:)``: `pt_BR` → `pt-BR`).
public enum GettextCatalogReader {
    /// Reads the catalog at `path`; `locale` overrides the locale its path or header gives.
    public static func read(path: String, locale: String? = nil, limits: StringsLimits = .standard) throws(InputError)
        -> [LocalizedString]
    {
        let data = Data(try InputFile.bytes(path: path, maximumBytes: limits.maximumFileBytes))
        let catalog = try GettextCatalog(data: data, source: path)
        let resolved =
            locale ?? messagesLocale(path: path) ?? PathLocale.locale(fromPath: path)
            ?? catalog.language.flatMap(bcp47) ?? "und"
        return try strings(of: catalog, locale: resolved, limits: limits)
    }

    /// Parses catalog `data`; `source` names it in messages and in ``LocalizedString/source``.
    /// When `locale` is `und` (the default), the catalog's `Language` header gives the locale
    /// if it has one.
    public static func parse(
        data: Data, source: String, locale: String = "und",
        limits: StringsLimits = .standard
    ) throws(InputError) -> [LocalizedString] {
        try limits.check(byteCount: data.count, source: source)
        let catalog = try GettextCatalog(data: data, source: source)
        let resolved = locale == "und" ? catalog.language.flatMap(bcp47) ?? locale : locale
        return try strings(of: catalog, locale: resolved, limits: limits)
    }

    /// `text` as GTK shows a label with a mnemonic: an `_` directly before a letter or digit
    /// (Unicode categories L* and Nd) is dropped, since that character is the access key,
    /// drawn underlined and never with the underscore; `__` shows as one `_`; any other `_`
    /// (before a space, punctuation, or at the end) is kept. Every such underscore is removed,
    /// not only the first.
    public static func removingMnemonics(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "_")) else { return text }
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if scalar == "_", index != scalars.endIndex {
                let next = scalars[index]
                if next == "_" {
                    index = scalars.index(after: index)
                } else if isAccessKey(next) {
                    continue
                }
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// A gettext locale name as a BCP 47 tag: `zh_CN` → `zh-CN`, `pt_BR.UTF-8` → `pt-BR`,
    /// `sr@latin` → `sr-Latn`, `sr_RS@latin` → `sr-Latn-RS`, `uz@cyrillic` → `uz-Cyrl`. A
    /// codeset (`.UTF-8`) and any other modifier (`@euro`, `@valencia`) are dropped. Nil when
    /// `name` does not look like a locale: the language must be 2 or 3 ASCII letters and every
    /// other part 1 to 8 ASCII letters or digits (so `C`, `POSIX` and `messages` are not).
    package static func bcp47(_ name: String) -> String? {
        var base = Substring(name.trimmingCharacters(in: .whitespaces))
        var modifier: Substring = ""
        if let at = base.firstIndex(of: "@") {
            modifier = base[base.index(after: at)...]
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        var parts = base.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "_" || $0 == "-" }).map(
            String.init)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.dropFirst().allSatisfy({
                (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            })
        else { return nil }
        let hasScript = parts.count > 1 && parts[1].count == 4 && parts[1].allSatisfy(\.isLetter)
        if !hasScript, let script = scriptModifiers[modifier.lowercased()] {
            parts.insert(script, at: 1)
        }
        return parts.joined(separator: "-")
    }

    /// The `@modifier`s that name a script, and the script's ISO 15924 code.
    private static let scriptModifiers = ["latin": "Latn", "cyrillic": "Cyrl"]

    /// Whether GTK takes `scalar` after an `_` for an access key: a letter or a decimal digit.
    private static func isAccessKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber: true
        default: false
        }
    }

    /// The BCP 47 locale of a path `…/<lang>/LC_MESSAGES/<domain>.mo`, nil for any other path.
    static func messagesLocale(path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 3, components[components.count - 2] == "LC_MESSAGES" else { return nil }
        return bcp47(String(components[components.count - 3]))
    }

    /// How many times its own size a catalog's strings may add up to. In a catalog msgfmt
    /// writes, every string has its own bytes and together they are smaller than the file; a
    /// hostile one can point every entry at the same long bytes and make reading it quadratic.
    static let maximumOverlap = 4

    /// The strings of `catalog`, decoding its entries in order.
    private static func strings(of catalog: GettextCatalog, locale: String, limits: StringsLimits) throws(InputError)
        -> [LocalizedString]
    {
        var tally = StringsTally(limits: limits, source: catalog.source)
        let budget = maximumOverlap * catalog.byteCount
        var claimed = 0
        for index in 0..<catalog.count {
            // Checked after decoding the entry, so that a string past the end is named as
            // such; one entry costs at most the file's size.
            let entry = try catalog.entry(at: index)
            claimed += catalog.claimedBytes(at: index)
            guard claimed <= budget else {
                throw InputError(
                    path: catalog.source, kind: .syntax,
                    message:
                        "entry \(index): the entries up to here claim \(claimed) bytes of strings, more than \(maximumOverlap) times the file's \(catalog.byteCount) bytes (their strings overlap); refusing to read the file"
                )
            }
            guard !entry.isMetadata else { continue }
            let key = entry.context.map { "\($0)|\(entry.id)" } ?? entry.id
            for (form, text) in entry.translations.enumerated() where !text.isEmpty {
                try tally.append(
                    LocalizedString(
                        key: key, locale: locale, text: removingMnemonics(text),
                        variant: entry.pluralID == nil ? nil : "plural.\(form)", source: catalog.source))
            }
        }
        return tally.strings
    }
}
