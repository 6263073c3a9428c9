import Foundation
import TypeFitInput

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
///     {"keys": "debug.*", "skip": true},
///     {"keys": "items.count", "variants": ["plural.one"], "lines": 1},
///     {"keys": "*", "entries": ["caption*"], "lines": 2},
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
///     {
///       "keys": "settings.title",
///       "lines": 1,
///       "places": [
///         {"name": "tab bar", "entry": "caption2", "width": 78},
///         {"name": "navigation title", "entry": "headline"}
///       ]
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
///   `bottom`, `trailing`, missing sides 0), `height` (container height, points, > 0),
///   `markup` (`markdown`: inline Markdown interpreted, as SwiftUI's `Text` does with a
///   localized key, the default; `none`: shown as written, as UIKit labels and
///   `Text(verbatim:)` do), `textCase` (`uppercase` or `lowercase`: the case the app draws the
///   text in, SwiftUI's `.textCase`, see ``TypeFitVocabulary/TextCase``), `arguments` (an
///   array: values for the text's format arguments in argument order, strings or numbers, see
///   ``FormatFiller``; or an object: values for named placeholders by name, strings or numbers,
///   `{"COUNT": 3, "DATE": "Mon 3 Mar"}`, filling `{COUNT}`, `{{COUNT}}`, `%{COUNT}`,
///   `%(COUNT)@`, `%(COUNT)s`, `$COUNT$` and `${COUNT}`, see ``NamedPlaceholders``; a rule's object is
///   merged name by name over the defaults'), `placeholder` (a regular expression with exactly
///   one capture group, the name, for placeholders of another syntax: `"<<([A-Z_]+)>>"`), and
///   `comment` (ignored).
/// - **Insets mean what they say.** Insets reach a `device` width (a screen, from which
///   margins are taken) and the width of the object that gives them. The defaults' `insets` so
///   apply to the defaults' own width and to a rule's `device`, never to a rule's own `width`
///   in points: `{"defaults": {"device": "iPhone 16", "insets": 16}, "rules": [{"keys": "a",
///   "width": 200}]}` gives `a` 200 pt, everything else 361 pt. A rule's own `insets` apply to
///   its width, or to the width it takes from the defaults (``ConstraintRule/constraint(over:)``).
///   Insets never reach the caller's width (the command line's `--width` is the width the text
///   has): insets with no width or device to take them from are an error.
/// - A rule also takes `keys` (required: one pattern or a list, see ``KeyPattern``) and,
///   optionally, `locales` (one or a list, see ``ConstraintRule/matchesLocale(_:)``),
///   `variants` (plural and device variants, see ``ConstraintRule/matchesVariant(_:)``),
///   `entries` (the rule applies only when the string is checked in a matching entry, see
///   ``ConstraintRule/matchesEntry(_:)``; such a rule cannot also choose an `entry`),
///   `skip` (`true`: matching strings are not checked; a skipping rule sets no other field), and
///   `places`.
/// - **Places.** A rule's `places` (a non-empty list, at most 100) checks its strings in several
///   containers, one result per place: each place is an object with a `name` (non-empty, unique
///   in the rule; every output names the result's place with it) and any constraint field, laid
///   over the rule's own fields, then the defaults (``ConstraintRule/constraint(in:over:)``:
///   a place's own `width` in points takes no insets; its `device` takes the rule's insets, else
///   the defaults'). A place is checked in its own `entry` (else its rule's, else the defaults'),
///   or, with none, in every entry the string is checked in. A rule with `places` cannot `skip`;
///   in a rule with `entries` (which applies once the entry is known) a place cannot set `entry`
///   and every place applies in each entry the rule matches. Without `places`, a rule is one
///   container, as before.
/// - **The first rule that matches wins**, whole: later rules are not consulted for the fields
///   it leaves unset; those come from `defaults`, then from whatever the caller fills in
///   (``ResolvedConstraint/merged(over:)``). Put specific rules before general ones; to check a
///   key in two containers, give its rule `places` (a second rule for the key never applies:
///   ``shadowedKeys(in:entries:)`` finds such rules for the caller to warn about).
/// - **Entries.** The entry a string is set in is chosen first, by the first rule without
///   `entries` that matches it (its `entry`, else the defaults' `entry`; with none, the caller
///   checks it in the entries it chooses). Then, for each entry it is checked in, the first rule
///   that matches the string *in that entry* (rules with `entries` included) gives the fields.
/// - Validation is strict: unknown keys, wrong types, widths ≤ 0, negative insets or padding,
///   insets that leave no width (with the defaults), insets with no width, an unknown device or
///   truncation mode, `width` with `device` in one object, `entry` with `entries` in one rule,
///   `skip` with a constraint field or `places`, an empty `places`, a place without a `name` or
///   with one an earlier place of the rule has, a place's `entry` in a rule with `entries` — each
///   is an ``InputError`` naming the file and key path (`rules[2].width`,
///   `rules[0].places[1].name`). Whether `entry` and `entries` names exist is for the caller to check
///   against its type scale (``entryNames``).
/// - Limits: at most ``StringsLimits/maximumRules`` rules (10,000) and
///   ``StringsLimits/maximumPatterns`` key, locale, variant and entry patterns in all (100,000),
///   each pattern at most 1,000 characters; a file over them is refused, naming the rule.
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
    public static func read(path: String, limits: StringsLimits = .standard) throws(InputError) -> ConstraintsFile {
        try parse(
            data: Data(InputFile.bytes(path: path, maximumBytes: limits.maximumFileBytes)), source: path, limits: limits
        )
    }

    /// Parses a constraints document; `source` names it in messages. A document over `limits`
    /// (``StringsLimits/maximumFileBytes``, ``StringsLimits/maximumRules``,
    /// ``StringsLimits/maximumPatterns``) is refused.
    public static func parse(data: Data, source: String, limits: StringsLimits = .standard) throws(InputError)
        -> ConstraintsFile
    {
        try ConstraintsParser.parse(data: data, source: source, limits: limits)
    }

    /// The constraints written as a member of another document (a project file's `constraints`
    /// object): messages name the document, the member's key paths and lines.
    package static func parse(member: DocumentReader, source: String, limits: StringsLimits = .standard)
        throws(InputError) -> ConstraintsFile
    {
        try ConstraintsParser.parse(member, source: source, limits: limits)
    }

    /// The index of the first rule matching `key` in `locale`, for `variant`, checked in `entry`
    /// (nil: while choosing the entry, see ``ConstraintRule/matches(key:locale:variant:entry:)``);
    /// nil when none does.
    package func ruleIndex(for key: String, locale: String, variant: String? = nil, entry: String? = nil) -> Int? {
        rules.firstIndex { $0.matches(key: key, locale: locale, variant: variant, entry: entry) }
    }

    /// The constraints for `key` in `locale`, for `variant`, checked in `entry` (nil: the fields
    /// that choose the entry): the first matching rule's fields over the defaults
    /// (``ConstraintRule/constraint(over:)``), with ``ResolvedConstraint/matchedRule`` set; the
    /// defaults alone when no rule matches. Unset fields stay nil for the caller's own defaults.
    public func constraints(for key: String, locale: String, variant: String? = nil, entry: String? = nil)
        -> ResolvedConstraint
    {
        guard let index = ruleIndex(for: key, locale: locale, variant: variant, entry: entry) else { return defaults }
        var resolved = rules[index].constraint(over: defaults)
        resolved.matchedRule = index
        return resolved
    }

    /// The constraints of the place at `place` in the `places` of the rule at `rule`: the
    /// place's fields over the rule's, over the defaults (``ConstraintRule/constraint(in:over:)``),
    /// with ``ResolvedConstraint/matchedRule`` set.
    package func constraints(inPlace place: Int, ofRule rule: Int) -> ResolvedConstraint {
        var resolved = rules[rule].constraint(in: rules[rule].places![place], over: defaults)
        resolved.matchedRule = rule
        return resolved
    }

    /// Whether any rule applies only in some entries (then a string's fields can differ from
    /// entry to entry).
    package var hasEntryRules: Bool {
        rules.contains { $0.entries != nil }
    }

    /// Whether any rule checks its strings in several `places`.
    package var hasPlaces: Bool {
        rules.contains { $0.places != nil }
    }

    /// Every type scale entry name the file uses (defaults first, then rules), each once, for
    /// the caller to check against its type scale.
    public var entryNames: [String] {
        var names: [String] = []
        let placeEntries = rules.flatMap { $0.places?.map(\.constraint.entry) ?? [] }
        for name in [defaults.entry] + rules.map(\.constraint.entry) + placeEntries {
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The indices of rules that no string of `strings` reaches, choosing its entry or checked in
    /// any of `entries` (a typo in a pattern, or a rule shadowed by an earlier one), for the
    /// caller to warn about.
    public func unusedRules(in strings: [LocalizedString], entries: [String] = []) -> [Int] {
        ruleUse(in: strings, entries: entries).unused
    }
}
