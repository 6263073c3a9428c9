import TypeFitUnicode

/// Works out the text a user sees for a catalog string: its format filled with arguments (the
/// constraints' `arguments`, else default samples; a plural variant's count chosen so that it
/// selects that variant's category in the string's locale), and whether iOS ever shows the
/// variant at all. Keeps each locale's plural rules once; not for sharing between threads.
///
/// **Plural categories iOS selects.** A plural variant is shown only for counts that select its
/// category under the locale's CLDR rules (ICU), so `plural.one` is never shown in Japanese and
/// `plural.other` never in Russian for a whole-number count (`%lld`, `%d`: Russian `other` is for
/// fractions). `zero` is the exception: Foundation uses a string's `zero` form for the count 0 in
/// every language, CLDR category or not, so it is always checked, with 0.
package struct MeasuredTextBuilder {
    private var rules: [String: PluralRules] = [:]
    private var defaultSelects: [String: String] = [:]
    /// Placeholder syntaxes by rule pattern (nil: the built-in ones alone), compiled once.
    var placeholderSyntaxes: [String?: NamedPlaceholders] = [:]

    package init() {}

    /// Why iOS never shows `string`'s variant, for the caller to skip it and say so: `plural.one:
    /// ja uses only other`; nil when the variant can be shown. Throws when ICU fails.
    package mutating func unshownReason(_ string: LocalizedString) throws(FormatStringError) -> String? {
        for (component, category) in Self.pluralComponents(of: string.variant) where category != "zero" {
            let locale = Self.rulesLocale(string.locale)
            let rules = try pluralRules(locale)
            guard rules.categories.contains(category) else {
                return "\(component): \(string.locale) uses only \(rules.categories.joined(separator: ", "))"
            }
            if let format = try? FormatString(string.text),
                let argument = countArgument(for: component, in: string, format: format),
                format.argumentKinds[argument].map(Self.isWholeNumber) == true, rules.integerSamples[category] == nil
            {
                return "\(component): no whole number selects \(category) in \(string.locale)"
            }
        }
        return nil
    }

    /// The text of `string` as shown with `arguments` (argument order; nil or fewer: default
    /// samples, see ``FormatFiller``), with its plural counts selecting its variant's categories;
    /// the template's replacements map styled ranges onto it. A text that takes no arguments
    /// comes back unchanged (with its `%%` written as `%` when it has other specifiers). Throws
    /// ``FormatStringError`` for a malformed specifier or arguments that do not fit.
    package mutating func measuredText(for string: LocalizedString, arguments: [FormatArgument]? = nil)
        throws(FormatStringError) -> FilledFormat
    {
        let format = try FormatString(string.text)
        guard !format.specifiers.isEmpty else { return FilledFormat(text: string.text, replacements: []) }
        var overrides: [Int: FormatArgument] = [:]
        for (component, category) in Self.pluralComponents(of: string.variant) {
            guard let argument = countArgument(for: component, in: string, format: format) else { continue }
            let given: Double? =
                if let arguments, argument <= arguments.count, case .number(let value) = arguments[argument - 1] {
                    value
                } else { nil }
            overrides[argument] = .number(
                try count(
                    selecting: category, in: Self.rulesLocale(string.locale), given: given,
                    whole: format.argumentKinds[argument].map(Self.isWholeNumber) ?? true))
        }
        return try FormatFiller(locale: Self.numberLocale(string.locale)).fill(
            format, arguments: arguments ?? [], overrides: overrides)
    }

    /// A count that selects `category` in `locale`: `given` when it does, else the default
    /// integer sample when it does, else the smallest whole number (or fraction, for a count that
    /// need not be whole) that does; 0 for `zero` in a locale without that category.
    package mutating func count(selecting category: String, in locale: String, given: Double? = nil, whole: Bool = true)
        throws(FormatStringError) -> Double
    {
        let rules = try pluralRules(locale)
        let selects = { (number: Double) throws(FormatStringError) -> Bool in
            do { return try rules.select(number) == category } catch {
                throw FormatStringError("plural rules of \(locale): \(error)")
            }
        }
        if let given, try selects(given) { return given }
        if category == "zero", !rules.categories.contains("zero") { return 0 }
        if defaultSelects[locale] == nil {
            defaultSelects[locale] = try? rules.select(FormatFiller.sampleInteger)
        }
        if defaultSelects[locale] == category { return FormatFiller.sampleInteger }
        if let sample = rules.integerSamples[category] { return sample }
        if !whole, let sample = rules.fractionSamples[category] { return sample }
        return FormatFiller.sampleInteger
    }

    /// The plural rules of `locale`, kept.
    package mutating func pluralRules(_ locale: String) throws(FormatStringError) -> PluralRules {
        if let known = rules[locale] { return known }
        do {
            let made = try PluralRules(locale: locale)
            rules[locale] = made
            return made
        } catch { throw FormatStringError("plural rules of \(locale): \(error)") }
    }

    /// The plural components of a variant (`plural.one`, `apples.plural.few`) with their category.
    static func pluralComponents(of variant: String?) -> [(component: String, category: String)] {
        guard let variant else { return [] }
        return variant.split(separator: "|").compactMap { part in
            let pieces = part.split(separator: ".")
            guard pieces.count >= 2, pieces[pieces.count - 2] == "plural" else { return nil }
            return (String(part), String(pieces.last!))
        }
    }

    /// The argument a plural component counts: the reader's, else the first number argument,
    /// else the first argument.
    private func countArgument(for component: String, in string: LocalizedString, format: FormatString) -> Int? {
        if let known = string.countArguments?[component], known <= format.argumentCount { return known }
        let kinds = format.argumentKinds
        return kinds.keys.sorted().first { kinds[$0]!.takesNumber && kinds[$0] != .pointer } ?? kinds.keys.min()
    }

    private static func isWholeNumber(_ kind: FormatSpecifier.Kind) -> Bool {
        [.integer, .unsigned, .octal, .hexadecimal, .substitution].contains(kind)
    }

    /// The locale whose plural rules apply: a pseudolanguage's (`en-x-pseudo-double`) is its
    /// base language's.
    static func rulesLocale(_ locale: String) -> String {
        Pseudolanguage.baseLocale(of: locale) ?? locale
    }

    /// The locale numbers are written in.
    static func numberLocale(_ locale: String) -> String {
        rulesLocale(locale)
    }
}
