/// One string as an app displays it: one key, in one locale, in one variant (a plural form, a
/// device), read from a strings file or String Catalog.
///
/// A key with plural or device variations gives one value per case, each with its
/// ``variant``; a plain string has no variant. Format specifiers (`%@`, `%1$lld`) are kept as
/// written: filling them with sample arguments is the caller's choice.
public struct LocalizedString: Sendable, Hashable, Codable {
    /// The localization key (for a String Catalog, the source text or the manual key).
    public var key: String
    /// The locale identifier as the file names it (`de`, `zh-Hans`, `pt-BR`); `und` when the
    /// reader could not tell.
    public var locale: String
    /// The text shown.
    public var text: String
    /// Which variation case this is, nil for a plain string. Components are `kind.case`
    /// (`plural.one`, `device.iphone`, `width.20`), joined by `|` in the order plural, device,
    /// other kinds, then substitutions: `plural.other|device.ipad`. A substitution or
    /// `.stringsdict` variable contributes `plural.one` when it is the string's only one and the
    /// string has no plural variation of its own, and `name.plural.one` otherwise (see
    /// ``StringCatalogReader``).
    public var variant: String?
    /// The translator comment, if the file gives one.
    public var comment: String?
    /// The file it was read from, as given.
    public var source: String
    /// 1-based line of the key in ``source``, when the format allows finding it.
    public var line: Int?
    /// A String Catalog's `stringUnit.state` (`translated`, `new`, `needs_review`, …); nil
    /// for other formats and for a key standing in for its own source text.
    public var state: String?
    /// For plural components of ``variant`` that count a known format argument, the component
    /// (`plural.one`, `apples.plural.one`) and its 1-based argument: a String Catalog
    /// substitution's `argNum`, or the argument of the `%#@name@` token. nil when the reader
    /// does not know (the count is then the text's first number argument).
    package var countArguments: [String: Int]? = nil
    /// Why the reader could not read this entry's text (a `.stringsdict` rule type it does
    /// not know), nil when it could. Such a string is never measured: a check lists it as a
    /// ``StringProblem`` and checks the file's other strings.
    package var problem: String? = nil

    /// A string with every field given.
    public init(
        key: String, locale: String, text: String, variant: String? = nil, comment: String? = nil,
        source: String, line: Int? = nil, state: String? = nil
    ) {
        self.key = key
        self.locale = locale
        self.text = text
        self.variant = variant
        self.comment = comment
        self.source = source
        self.line = line
        self.state = state
    }

    /// `tag` as locale tags are compared (ignoring case and `_` against `-`): `de_CH`, `de-ch`
    /// and `DE-CH` are one locale.
    package static func comparableLocale(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
