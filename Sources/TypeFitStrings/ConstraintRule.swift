/// One rule of a constraints file: which keys (and locales) it applies to, and the constraint
/// fields it sets.
public struct ConstraintRule: Sendable, Hashable {
    /// Key patterns; the rule applies to a key matching any of them.
    public var keys: [KeyPattern]
    /// Locale patterns as written; nil applies to every locale. See ``matchesLocale(_:)``.
    public var locales: [String]?
    /// The fields this rule sets (its ``ResolvedConstraint/matchedRule`` is nil).
    public var constraint: ResolvedConstraint

    /// A rule for keys matching any of `keys`, in `locales` (nil: all), setting `constraint`.
    public init(keys: [KeyPattern], locales: [String]? = nil, constraint: ResolvedConstraint) {
        self.keys = keys
        self.locales = locales
        self.constraint = constraint
    }

    /// Whether the rule applies to `key` in `locale`.
    public func matches(key: String, locale: String) -> Bool {
        keys.contains { $0.matches(key) } && matchesLocale(locale)
    }

    /// Whether the rule applies in `locale`: no `locales`, or one that matches ignoring case and
    /// `_`/`-`, as a glob, or as a language prefix (`de` matches `de-CH`, `zh-Hans` matches
    /// `zh-Hans-HK`).
    public func matchesLocale(_ locale: String) -> Bool {
        guard let locales else { return true }
        let candidate = Self.normalized(locale)
        return locales.contains { written in
            let pattern = KeyPattern(Self.normalized(written))
            return pattern.matches(candidate) || (!pattern.isGlob && candidate.hasPrefix(pattern.pattern + "-"))
        }
    }

    private static func normalized(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
