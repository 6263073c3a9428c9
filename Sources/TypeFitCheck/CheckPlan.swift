import TypeFitConcurrency
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitVocabulary

/// What a check lays out: every string × entry pair in its container, after the constraints
/// file is resolved for each pair and `--locale` and `--entry` narrow the run. An option that
/// matches nothing, and a run left with nothing to check, are bad input (exit 2): a green run
/// that checked nothing would be the wrong answer.
///
/// Order: `--locale` keeps the strings of the locales named (exactly, ignoring case and `_`/`-`:
/// `de-DE` does not match `de`); each string's entry is chosen by the constraints file (the
/// first rule without `entries` that matches, or the defaults), else it is checked in every
/// `--entry`, else in every entry of the scale; `--entry` also drops pairs in other entries; then
/// the first rule matching each pair gives its container, or skips it.
///
/// A string whose text cannot be read as written is a ``StringProblem`` in ``stringProblems``,
/// never the end of the plan: the others are planned as ever. A run whose every string has
/// such a problem is a plan with no targets (the problems are its answer).
public struct CheckPlan: Sendable {
    /// The pairs to check, in string order.
    public var targets: [CheckTarget]
    /// What a rule's `"skip": true` left out: each string it skips once (not once per entry it
    /// would have been checked in), and each string × entry pair a rule for that entry skips.
    public var skippedByRule: Int
    /// Strings (key × locale × variant) with at least one pair to check.
    public var stringCount: Int
    /// Variants iOS never shows in their locale (a plural category the locale does not use),
    /// left out: `key [variant] (locale): reason`, one per string.
    public var unshownVariants: [String] = []
    /// String × entry pairs left out because their device variant is not the one their
    /// container's device shows.
    public var otherDeviceVariants: [String] = []
    /// Named placeholders no `"arguments"` object gives a value for (measured as written), each
    /// with the keys whose text holds it, in string order.
    public var unvaluedPlaceholders: [UnvaluedPlaceholder] = []
    /// Strings whose text cannot be read as written, in string order: findings, each measured
    /// as iOS shows it or not checked (see ``StringProblem``).
    public var stringProblems: [StringProblem] = []
    /// Strings (key × locale × variant) the run covers, after `--locale`: those checked
    /// (``stringCount``), those a problem kept from being checked (``unreadableStringCount``),
    /// and those left out (skipped by a rule, never shown, another device's, or in no entry
    /// asked for) add up to it.
    public var readStringCount = 0
    /// Strings a ``StringProblem`` kept from being checked.
    public var unreadableStringCount = 0

    /// A named placeholder without a value, and the keys (each once) whose text holds it.
    public struct UnvaluedPlaceholder: Sendable, Hashable {
        /// As written: `{CHECKIN}`.
        public var placeholder: String
        /// The keys, in string order.
        public var keys: [String]
    }

    /// Every warning the plan gives: ``skipWarnings``, then ``placeholderWarnings``.
    public var warnings: [String] { skipWarnings + placeholderWarnings }

    /// One warning per named placeholder without a value: `named placeholder {CHECKIN} has no
    /// value in "arguments" (measured as written) in 2 keys: a.b, c.d`.
    public var placeholderWarnings: [String] {
        unvaluedPlaceholders.map { item in
            "named placeholder \(item.placeholder) has no value in \"arguments\" (measured as written) in \(item.keys.count) key\(item.keys.count == 1 ? "" : "s"): \(NameSuggestions.list(item.keys))"
        }
    }

    /// The run's warnings about variants left out, with up to five examples each.
    public var skipWarnings: [String] {
        var warnings: [String] = []
        func examples(_ items: [String]) -> String {
            items.prefix(5).joined(separator: "; ") + (items.count > 5 ? "; and \(items.count - 5) more" : "")
        }
        if !unshownVariants.isEmpty {
            warnings.append(
                "\(unshownVariants.count) plural variant\(unshownVariants.count == 1 ? "" : "s") not checked: iOS never shows \(unshownVariants.count == 1 ? "it" : "them") in \(unshownVariants.count == 1 ? "its" : "their") locale (\(examples(unshownVariants)))"
            )
        }
        if !otherDeviceVariants.isEmpty {
            warnings.append(
                "\(otherDeviceVariants.count) device variant × entry pair\(otherDeviceVariants.count == 1 ? "" : "s") not checked: the container is another device (\(examples(otherDeviceVariants)))"
            )
        }
        return warnings
    }

    /// The plan for `strings` (read from `sources`, for messages) in `resolved`'s entries.
    /// `base` is the command line's container, for whatever the file leaves unset; `markup`
    /// says how strings no rule's `markup` covers are read, `textCase` the case of strings no
    /// rule's `textCase` covers (nil: as written).
    public static func make(
        strings: [LocalizedString], sources: String, locales: [String], entries: [String],
        file: ConstraintsFile?, resolved: ResolvedTypeScale, base: TextContainer,
        markup: TextMarkup? = nil, textCase: TextCase? = nil
    ) throws(CheckPlanError) -> CheckPlan {
        let scaleEntries = resolved.entries.map(\.entry.name)
        for name in entries where resolved.entry(named: name) == nil {
            throw CheckPlanError(
                "--entry \(name): no such entry in \(resolved.scale.source) (entries: \(NameSuggestions.list(scaleEntries)))"
                    + NameSuggestions.didYouMean(name, among: scaleEntries))
        }
        guard !strings.isEmpty else { throw CheckPlanError("nothing to check: \(sources) hold no strings") }
        let narrowed = try narrow(strings, toLocales: locales)

        // Entries added for the places a constraints file names are checked only there (the
        // list is filtered only when there are such entries, so a plain check allocates nothing).
        let everyEntry =
            resolved.placeOnlyEntries.isEmpty
            ? scaleEntries : scaleEntries.filter { !resolved.placeOnlyEntries.contains($0) }
        let parts = Part.make(
            narrowed, entries: entries, scaleEntries: everyEntry,
            file: file, resolved: resolved,
            base: base, markup: markup, textCase: textCase)
        let targets = OrderedSlots.joined(parts.map(\.targets))
        var unshown: [String] = []
        var otherDevice: [String] = []
        var skipped = 0
        var checkedStrings = 0
        var pairsByEntry = Set<String>()
        var chosenEntries = Set<String>()
        var unvalued: [UnvaluedPlaceholder] = []
        var problems: [StringProblem] = []
        var notChecked = 0
        var unvaluedIndex: [String: (index: Int, keys: Set<String>)] = [:]
        for part in parts {
            for (placeholder, key) in part.unvalued {
                if unvaluedIndex[placeholder] == nil {
                    unvaluedIndex[placeholder] = (unvalued.count, [])
                    unvalued.append(UnvaluedPlaceholder(placeholder: placeholder, keys: []))
                }
                if unvaluedIndex[placeholder]!.keys.insert(key).inserted {
                    unvalued[unvaluedIndex[placeholder]!.index].keys.append(key)
                }
            }
            problems += part.problems
            notChecked += part.notChecked
            unshown += part.unshown
            otherDevice += part.otherDevice
            skipped += part.skipped
            checkedStrings += part.checkedStrings
            pairsByEntry.formUnion(part.pairedEntries)
            chosenEntries.formUnion(part.chosenEntries)
            if let error = part.error { throw error }
        }

        for name in entries where !pairsByEntry.contains(name) {
            let used = scaleEntries.filter { chosenEntries.contains($0) }
            throw CheckPlanError(
                "--entry \(name): no string is checked in \(name): \(file?.source ?? "the constraints file") sets each string's entry"
                    + (used.isEmpty ? "" : " (entries checked: \(NameSuggestions.list(used)))")
                    + NameSuggestions.didYouMean(name, among: used))
        }
        if targets.isEmpty, problems.isEmpty {
            let what = locales.isEmpty ? "" : " in \(locales.joined(separator: ", "))"
            if skipped > 0 {
                throw CheckPlanError(
                    "nothing to check: every string\(what) (\(skipped)) is skipped by a rule of \(file?.source ?? "the constraints file") (\"skip\": true)"
                )
            }
            throw CheckPlanError("nothing to check: no string × entry pair\(what) is left after --locale and --entry")
        }
        return CheckPlan(
            targets: targets, skippedByRule: skipped, stringCount: checkedStrings,
            unshownVariants: unshown, otherDeviceVariants: otherDevice, unvaluedPlaceholders: unvalued,
            stringProblems: problems, readStringCount: narrowed.count, unreadableStringCount: notChecked)
    }

    /// The text of `string` as shown (``MeasuredTextBuilder/shownText(for:options:)``): its
    /// inline Markdown interpreted (when `options` say so), then its format arguments and named
    /// placeholders filled, as SwiftUI's `Text` parses a localized key's Markdown before the
    /// values go in (so a value is never read as Markdown), then cased. A malformed specifier,
    /// or arguments that do not fit, throws what is wrong (with the rule that gave the
    /// arguments); the caller lists the string as a ``StringProblem`` and checks the rest.
    static func measuredText(
        _ string: LocalizedString, options: ShownTextOptions, rule: Int?,
        file: ConstraintsFile?, builder: inout MeasuredTextBuilder
    ) throws(CheckPlanError) -> ShownText {
        do throws(FormatStringError) {
            return try builder.shownText(for: string, options: options)
        } catch {
            var origin = ""
            if options.arguments != nil || options.namedArguments != nil, let file {
                origin = " (arguments from \(file.source) \(rule.map { "rules[\($0)]" } ?? "defaults"))"
            }
            throw CheckPlanError("\(error)\(origin)")
        }
    }

    /// The strings in `locales` (all when empty); a locale with no strings is bad input, naming
    /// the locales there are and the closest one.
    package static func narrow(_ strings: [LocalizedString], toLocales locales: [String]) throws(CheckPlanError)
        -> [LocalizedString]
    {
        guard !locales.isEmpty else { return strings }
        var present: [String: String] = [:]
        for string in strings where present[LocalizedString.comparableLocale(string.locale)] == nil {
            present[LocalizedString.comparableLocale(string.locale)] = string.locale
        }
        let available = present.values.sorted()
        for locale in locales where present[LocalizedString.comparableLocale(locale)] == nil {
            throw CheckPlanError(
                "no strings in locale \(locale); locales: \(NameSuggestions.list(available))"
                    + NameSuggestions.didYouMean(locale: locale, among: available))
        }
        let wanted = Set(locales.map(LocalizedString.comparableLocale))
        // A pseudolanguage made from a locale named is kept with it (`--pseudo expanded --locale
        // en` checks en and en-x-pseudo-expanded).
        return strings.filter { string in
            wanted.contains(LocalizedString.comparableLocale(string.locale))
                || Pseudolanguage.baseLocale(of: string.locale).map {
                    wanted.contains(LocalizedString.comparableLocale($0))
                } == true
        }
    }

    /// The container for one pair: the command line's, with every field the file sets.
    static func container(
        _ rule: ResolvedConstraint, over base: TextContainer, for string: LocalizedString,
        file: ConstraintsFile?
    ) throws(CheckPlanError) -> TextContainer {
        if let width = rule.availableWidth, width <= 0 {
            throw CheckPlanError(
                "\(file?.source ?? "constraints"): \(string.key): the container is \(ContainerWidth.format(width)) pt wide after insets"
            )
        }
        return base.applying(rule)
    }
}
