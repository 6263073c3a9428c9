/// One rule of a constraints file: which strings it applies to (keys, and optionally locales,
/// variants and the entries they are checked in), and the constraint fields it sets.
public struct ConstraintRule: Sendable, Hashable {
    /// Key patterns; the rule applies to a key matching any of them.
    public var keys: [KeyPattern]
    /// Locale patterns as written; nil applies to every locale. See ``matchesLocale(_:)``.
    public var locales: [String]?
    /// Variant patterns (`plural.one`, `device.ipad`, `plural.*`); nil applies to every string,
    /// with or without a variant. See ``matchesVariant(_:)``.
    public var variants: [KeyPattern]?
    /// Type scale entry patterns (`body`, `title*`): the rule applies only when the string is
    /// checked in a matching entry; nil applies in every entry. See ``matchesEntry(_:)``.
    public var entries: [KeyPattern]?
    /// The fields this rule sets (its ``ResolvedConstraint/matchedRule`` is nil), or
    /// ``ResolvedConstraint/skip`` alone.
    public var constraint: ResolvedConstraint
    /// The containers the rule's strings are checked in, each its fields over ``constraint``
    /// (``constraint(in:over:)``), one result per place; nil (most rules): one container,
    /// ``constraint``'s. Never empty, never with ``ResolvedConstraint/skip``.
    public var places: [Place]?

    /// A rule for keys matching any of `keys`, in `locales` (nil: all), for `variants` (nil:
    /// all) and in `entries` (nil: all), setting `constraint`, checked in each of `places` (nil:
    /// in one container).
    public init(
        keys: [KeyPattern], locales: [String]? = nil, variants: [KeyPattern]? = nil, entries: [KeyPattern]? = nil,
        constraint: ResolvedConstraint, places: [Place]? = nil
    ) {
        self.keys = keys
        self.locales = locales
        self.variants = variants
        self.entries = entries
        self.constraint = constraint
        self.places = places
    }

    /// Whether the rule applies to `key` in `locale`, for a string with `variant` (nil: a
    /// plain string), checked in `entry` (nil: while choosing the entry, when a rule with
    /// ``entries`` never applies).
    package func matches(key: String, locale: String, variant: String? = nil, entry: String? = nil) -> Bool {
        keys.contains { $0.matches(key) } && matchesLocale(locale) && matchesVariant(variant) && matchesEntry(entry)
    }

    /// Whether the rule applies in `locale`: no `locales`, or one that matches ignoring case and
    /// `_`/`-`, as a glob, or as a language prefix (`de` matches `de-CH`, `zh-Hans` matches
    /// `zh-Hans-HK`).
    package func matchesLocale(_ locale: String) -> Bool {
        guard let locales else { return true }
        let candidate = LocalizedString.comparableLocale(locale)
        return locales.contains { written in
            let pattern = KeyPattern(LocalizedString.comparableLocale(written))
            return pattern.matches(candidate) || (!pattern.isGlob && candidate.hasPrefix(pattern.pattern + "-"))
        }
    }

    /// Whether the rule applies to a string with `variant`: no `variants`, or a pattern (exact
    /// or glob, case-sensitive) matching the whole variant or one of its `|`-separated
    /// components, so `device.ipad` matches `plural.other|device.ipad` and `plural.*` every
    /// plural form. A plain string (nil variant) matches only a rule without `variants`.
    package func matchesVariant(_ variant: String?) -> Bool {
        guard let variants else { return true }
        guard let variant else { return false }
        let components = variant.split(separator: "|").map(String.init)
        return variants.contains { pattern in pattern.matches(variant) || components.contains { pattern.matches($0) } }
    }

    /// Whether the rule applies in `entry`: no `entries`, or a pattern (exact or glob) matching
    /// it. While the entry is being chosen (`entry` nil), a rule with `entries` does not apply.
    package func matchesEntry(_ entry: String?) -> Bool {
        guard let entries else { return true }
        guard let entry else { return false }
        return entries.contains { $0.matches(entry) }
    }

    /// This rule's fields over the file's `defaults`: each unset field from the defaults, except
    /// that a rule's own `width` in points takes no inset from the defaults (only a `device`
    /// width, or the defaults' own width, does). Its own `insets` apply to whatever width it
    /// ends with.
    package func constraint(over defaults: ResolvedConstraint) -> ResolvedConstraint {
        var resolved = constraint.merged(over: defaults)
        if case .points = constraint.width, constraint.insets == nil { resolved.insets = nil }
        return resolved
    }
}
