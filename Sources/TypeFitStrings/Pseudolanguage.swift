/// Pseudolanguages: made-up translations of the development language's strings, to find layouts
/// that will not fit before any translation exists (Xcode's scheme options offer the first four).
/// Format specifiers are kept intact, so the pseudo text is filled like the original.
///
/// - `double`: the text twice, separated by a space (Xcode's Double-Length Pseudolanguage);
///   specifiers in both copies name their argument by position (`%@ of %@` becomes
///   `%1$@ of %2$@ %1$@ of %2$@`), so the copy takes the same arguments.
/// - `accented`: each ASCII letter replaced by an accented look-alike (`Settings` → `Šéţţîñĝš`),
///   as Xcode's Accented Pseudolanguage: taller glyphs, other widths.
/// - `bounded`: `[# ` before and ` #]` after (Xcode's Bounded String Pseudolanguage), to see
///   where a string is cut.
/// - `rtl`: the text between RIGHT-TO-LEFT OVERRIDE (U+202E) and POP DIRECTIONAL FORMATTING
///   (U+202C), so it runs right to left as with Xcode's Right-to-Left Pseudolanguage With
///   Right-to-Left Strings.
/// - `expanded`: accented, then padded to the length translations from English reach, by the
///   source's length in characters (specifiers not counted), following IBM's globalization
///   guideline table of text expansion (the upper end of each range; reprinted as the "Standard
///   Text Expansion Table for English Source Language" in Progress OpenEdge's Translation Manager
///   Guide): up to 10 characters +200%, 11–20 +100%, 21–30 +80%, 31–50 +60%, 51–70 +40%,
///   over 70 +30%. The padding is words of accented filler (`ļöŕéɱ îþšûɱ …`), so it wraps like
///   text.
///
/// The pseudo strings are named by the locale ``localeTag(base:)`` gives:
/// `en-x-pseudo-double`, a private-use BCP 47 tag of the development language (whose plural
/// rules and number formats apply).
public enum Pseudolanguage: String, Sendable, Hashable, CaseIterable, Codable {
    case double, accented, bounded, rtl, expanded

    /// The private-use subtag that names pseudolanguages in locale tags.
    static let marker = "-x-pseudo-"

    /// `en-x-pseudo-double`: the locale the pseudo strings of development language `base` carry.
    package func localeTag(base: String) -> String {
        base + Self.marker + rawValue
    }

    /// The development language of a pseudolanguage locale tag (`en` for `en-x-pseudo-double`);
    /// nil for any other tag.
    package static func baseLocale(of locale: String) -> String? {
        guard let range = locale.range(of: marker), Pseudolanguage(rawValue: String(locale[range.upperBound...])) != nil
        else { return nil }
        return String(locale[..<range.lowerBound])
    }

    /// The pseudolanguage of a locale tag, nil for a real locale.
    public static func of(locale: String) -> Pseudolanguage? {
        guard let range = locale.range(of: marker) else { return nil }
        return Pseudolanguage(rawValue: String(locale[range.upperBound...]))
    }

    /// The strings of `kinds`, made from the development-language strings of `strings`: a String
    /// Catalog's `sourceLanguage` strings (its first locale), or, from other files, those in
    /// `developmentLanguage` (compared ignoring case and `_`/`-`). Each file's strings in turn,
    /// each kind after the other.
    public static func strings(_ kinds: [Pseudolanguage], from strings: [LocalizedString], developmentLanguage: String)
        -> [LocalizedString]
    {
        guard !kinds.isEmpty else { return [] }
        var sourceLocale: [String: String] = [:]
        for string in strings where sourceLocale[string.source] == nil {
            sourceLocale[string.source] =
                string.source.lowercased().hasSuffix(".xcstrings") ? string.locale : developmentLanguage
        }
        let development = strings.filter {
            LocalizedString.comparableLocale($0.locale)
                == LocalizedString.comparableLocale(sourceLocale[$0.source] ?? developmentLanguage)
        }
        var seen = Set<Pseudolanguage>()
        return kinds.filter { seen.insert($0).inserted }.flatMap { kind in development.map(kind.transform) }
    }

    /// The extra length `expanded` adds to a source of `length` characters, as a fraction.
    package static func expansion(forLength length: Int) -> Double {
        switch length {
        case ...10: 2.0
        case 11...20: 1.0
        case 21...30: 0.8
        case 31...50: 0.6
        case 51...70: 0.4
        default: 0.3
        }
    }

    /// `string` in this pseudolanguage: its text transformed, its locale ``localeTag(base:)``.
    public func transform(_ string: LocalizedString) -> LocalizedString {
        var pseudo = string
        pseudo.locale = localeTag(base: string.locale)
        pseudo.text = transform(string.text)
        pseudo.state = nil
        return pseudo
    }

    /// `text` in this pseudolanguage, its format specifiers kept as they are (a text whose
    /// specifiers are malformed is transformed whole: filling it reports the problem).
    public func transform(_ text: String) -> String {
        let format = try? FormatString(text)
        let specifiers = format?.specifiers ?? []
        switch self {
        case .bounded: return "[# " + text + " #]"
        case .rtl: return "\u{202E}" + text + "\u{202C}"
        case .accented: return Self.mapLiterals(text, specifiers) { Self.accented($0) }
        case .double:
            let positional = Self.mapLiterals(
                text, specifiers, literal: { String($0) },
                specifier: { spec, written in
                    guard let argument = spec.argument, !spec.isPositional else { return written }
                    return "%\(argument)$" + written.dropFirst()
                })
            return positional + " " + positional
        case .expanded:
            let literalLength = Self.literalCharacterCount(text, specifiers)
            let extra = Int((Double(literalLength) * Self.expansion(forLength: literalLength)).rounded(.up))
            return Self.mapLiterals(text, specifiers) { Self.accented($0) } + Self.filler(count: extra)
        }
    }

    private static let accentedLetters: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    private static func accented(_ text: Substring) -> String {
        String(text.map { accentedLetters[$0] ?? $0 })
    }

    /// Accented filler words, a space before each, `count` characters in all.
    private static func filler(count: Int) -> String {
        guard count > 0 else { return "" }
        let words = ["ļöŕéɱ", "îþšûɱ", "ðöļöŕ", "šîţ", "áɱéţ", "çöñšéçţéţûŕ"]
        var result = ""
        var index = 0
        while result.count < count {
            result += " " + words[index % words.count]
            index += 1
        }
        return String(result.prefix(count))
    }

    /// Characters of `text` outside its specifiers.
    private static func literalCharacterCount(_ text: String, _ specifiers: [FormatSpecifier]) -> Int {
        let units = Array(text.utf16)
        var count = 0
        var copied = 0
        for specifier in specifiers {
            count += String(decoding: units[copied..<specifier.utf16Range.lowerBound], as: UTF16.self).count
            copied = specifier.utf16Range.upperBound
        }
        return count + String(decoding: units[copied...], as: UTF16.self).count
    }

    /// `text` with the literal stretches between specifiers passed through `literal` and each
    /// specifier through `specifier` (unchanged by default).
    private static func mapLiterals(
        _ text: String, _ specifiers: [FormatSpecifier], literal: (Substring) -> String,
        specifier: (FormatSpecifier, String) -> String = { $1 }
    ) -> String {
        let units = Array(text.utf16)
        var result = ""
        var copied = 0
        for item in specifiers {
            result += literal(Substring(String(decoding: units[copied..<item.utf16Range.lowerBound], as: UTF16.self)))
            result += specifier(item, String(decoding: units[item.utf16Range], as: UTF16.self))
            copied = item.utf16Range.upperBound
        }
        return result + literal(Substring(String(decoding: units[copied...], as: UTF16.self)))
    }
}
