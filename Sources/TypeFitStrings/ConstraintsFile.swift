import Foundation

/// Which type scale entry and container each string is laid out in: a JSON file of rules
/// matched against localization keys.
///
/// ```json
/// {
///   "comment": "Layout constraints for MyApp's strings",
///   "defaults": {
///     "entry": "body",
///     "device": "iPhone 16",
///     "insets": 16,
///     "lines": null,
///     "truncation": "tail"
///   },
///   "rules": [
///     {
///       "keys": ["onboarding.title", "onboarding.*.title"],
///       "entry": "largeTitle",
///       "lines": 2,
///       "minimumScaleFactor": 0.8
///     },
///     {
///       "keys": "tab.*",
///       "locales": ["de", "ja", "ar"],
///       "entry": "caption2",
///       "width": 78,
///       "insets": {"leading": 2, "trailing": 2},
///       "lines": 1,
///       "truncation": "middle",
///       "padding": {"top": 4, "leading": 0, "bottom": 4, "trailing": 0},
///       "height": 49
///     },
///     {"keys": "*", "device": "iPhone SE (1st generation)"}
///   ]
/// }
/// ```
///
/// - `defaults` and each rule take the same fields, all optional:
///   `entry` (a type scale entry name), `width` (container width, points, > 0) **or** `device`
///   (a name from ``DeviceWidths``), `insets` (taken from the width: a number for leading and
///   trailing each, or `{"leading", "trailing"}`), `lines` (a whole number ≥ 1; `null` or `0`:
///   unlimited), `truncation` (`tail`, `head`, `middle`), `minimumScaleFactor` (0 < f ≤ 1),
///   `padding` (points at the Large size: a number for all sides, or any of `top`, `leading`,
///   `bottom`, `trailing`, missing sides 0), `height` (container height, points, > 0), and
///   `comment` (ignored).
/// - A rule also takes `keys` (required: one pattern or a list, see ``KeyPattern``) and
///   `locales` (optional: one or a list, see ``ConstraintRule/matchesLocale(_:)``).
/// - **The first rule that matches wins**, whole: later rules are not consulted for the fields
///   it leaves unset; those come from `defaults`, then from whatever the caller fills in
///   (``ResolvedConstraint/merged(over:)``). Put specific rules before general ones.
/// - Validation is strict: unknown keys, wrong types, widths ≤ 0, negative insets or padding,
///   insets that leave no width (with the defaults), an unknown device or truncation mode,
///   `width` with `device` in one object — each is a ``StringsError`` naming the file and key
///   path (`rules[2].width`). Whether `entry` names exist is for the caller to check against
///   its type scale (``entryNames``).
/// - Limits: at most ``StringsLimits/maximumRules`` rules (10,000) and
///   ``StringsLimits/maximumPatterns`` key and locale patterns in all (100,000), each pattern at
///   most 1,000 characters; a file over them is refused, naming the rule.
public struct ConstraintsFile: Sendable, Hashable {
    /// The file, as given.
    public var source: String
    /// The fields every string gets unless its rule sets them.
    public var defaults: ResolvedConstraint
    /// The rules, first match wins.
    public var rules: [ConstraintRule]

    /// A constraints file from `source` with `defaults` and `rules` (as ``parse(data:source:)`` makes).
    public init(source: String, defaults: ResolvedConstraint = ResolvedConstraint(), rules: [ConstraintRule] = []) {
        self.source = source
        self.defaults = defaults
        self.rules = rules
    }

    /// Reads the constraints file at `path`, refusing one over `limits` (file size, rules,
    /// patterns).
    public static func read(path: String, limits: StringsLimits = .standard) throws(StringsError) -> ConstraintsFile {
        try parse(data: Data(FileInput.bytes(path: path, limits: limits)), source: path, limits: limits)
    }

    /// Parses a constraints document; `source` names it in messages. A document over `limits`
    /// (``StringsLimits/maximumFileBytes``, ``StringsLimits/maximumRules``,
    /// ``StringsLimits/maximumPatterns``) is refused.
    public static func parse(data: Data, source: String, limits: StringsLimits = .standard) throws(StringsError) -> ConstraintsFile {
        try ConstraintsParser.parse(data: data, source: source, limits: limits)
    }

    /// The index of the first rule matching `key` in `locale`; nil when none does.
    public func ruleIndex(for key: String, locale: String) -> Int? {
        rules.firstIndex { $0.matches(key: key, locale: locale) }
    }

    /// The constraints for `key` in `locale`: the first matching rule's fields over the
    /// defaults, with ``ResolvedConstraint/matchedRule`` set; the defaults alone when no rule
    /// matches. Unset fields stay nil for the caller's own defaults.
    public func constraints(for key: String, locale: String) -> ResolvedConstraint {
        guard let index = ruleIndex(for: key, locale: locale) else { return defaults }
        var resolved = rules[index].constraint.merged(over: defaults)
        resolved.matchedRule = index
        return resolved
    }

    /// Every type scale entry name the file uses (defaults first, then rules), each once, for
    /// the caller to check against its type scale.
    public var entryNames: [String] {
        var names: [String] = []
        for name in [defaults.entry] + rules.map(\.constraint.entry) {
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The indices of rules that no string of `strings` reaches (a typo in a pattern, or a rule
    /// shadowed by an earlier one), for the caller to warn about.
    public func unusedRules(in strings: [LocalizedString]) -> [Int] {
        var used = Set<Int>()
        var seen = Set<[String]>()
        for string in strings where seen.insert([string.key, string.locale]).inserted {
            if let index = ruleIndex(for: string.key, locale: string.locale) { used.insert(index) }
        }
        return rules.indices.filter { !used.contains($0) }
    }
}
