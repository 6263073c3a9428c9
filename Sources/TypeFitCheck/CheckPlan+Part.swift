import TypeFitConcurrency
import TypeFitScale
import TypeFitStrings
import TypeFitVocabulary

extension CheckPlan {
    /// The plan for one run of consecutive strings. A catalog's strings are planned in parts
    /// over all cores (filling format arguments, parsing Markdown and matching rules cost about
    /// a microsecond a pair, and a catalog has a hundred thousand pairs), then the parts are
    /// joined in string order, so the plan is the same as one made string by string.
    struct Part: Sendable {
        /// The pairs to check, in string order.
        var targets = OrderedSlots<CheckTarget>()
        /// Variants iOS never shows in their locale, as ``CheckPlan/unshownVariants`` lists them.
        var unshown: [String] = []
        /// Pairs left out for another device, as ``CheckPlan/otherDeviceVariants`` lists them.
        var otherDevice: [String] = []
        /// Named placeholders without a value, with the key of each string holding one, in
        /// string order (a string once per placeholder).
        var unvalued: [(placeholder: String, key: String)] = []
        /// Strings whose text cannot be read as written, in string order (see ``StringProblem``).
        var problems: [StringProblem] = []
        /// Strings a problem kept from being checked at all.
        var notChecked = 0
        /// Pairs a rule's `"skip": true` left out.
        var skipped = 0
        /// Strings with at least one pair to check.
        var checkedStrings = 0
        /// Entries with at least one pair (checked or skipped).
        var pairedEntries = Set<String>()
        /// Entries the constraints chose for some string (before `--entry` narrows them).
        var chosenEntries = Set<String>()
        /// The first error in this part's strings (a container the constraints make empty);
        /// the part ends there.
        var error: CheckPlanError?

        /// Parts a plan is cut into: enough that the cores share the work evenly, few enough
        /// that each part's plural rules (opened once per part and locale) stay a small cost.
        static let parts = 16
        /// Fewest strings in a part: a small catalog is planned in one or a few.
        static let fewestStringsPerPart = 256

        /// The parts of `strings`, in order, planned over all cores.
        static func make(
            _ strings: [LocalizedString], entries: [String], scaleEntries: [String], file: ConstraintsFile?,
            resolved: ResolvedTypeScale, base: TextContainer, markup: TextMarkup?, textCase: TextCase?
        ) -> [Part] {
            let deviceVariants = DeviceVariantSelection(strings: strings)
            // One shared copy of each entry for all its targets; the first of a name, as
            // `entry(named:)` finds it.
            let shared = Dictionary(
                resolved.entries.map { ($0.entry.name, SharedEntry($0)) }, uniquingKeysWith: { first, _ in first })
            let stringsPerPart = max(fewestStringsPerPart, (strings.count + parts - 1) / parts)
            return OrderedFanOut(count: strings.count, perRun: stringsPerPart).mapRuns { range in
                var part = Part()
                // Without a constraints file every string goes to every entry asked for (or in
                // the scale): room for all of them, so the targets are not moved as the part
                // grows. A file may choose one entry a string.
                let entriesPerString = file == nil ? max(1, (entries.isEmpty ? scaleEntries : entries).count) : 1
                part.targets = OrderedSlots(capacity: range.count * entriesPerString)
                do throws(CheckPlanError) {
                    try part.plan(
                        strings[range], entries: entries, scaleEntries: scaleEntries, file: file, entriesByName: shared,
                        base: base, markup: markup, textCase: textCase, deviceVariants: deviceVariants)
                } catch {
                    part.error = error
                }
                return part
            }
        }

        /// Plans `strings`, string by string (see ``CheckPlan/make(strings:sources:locales:entries:file:resolved:base:markup:textCase:)``; `entriesByName` holds the resolved entries).
        mutating func plan(
            _ strings: ArraySlice<LocalizedString>, entries: [String], scaleEntries: [String], file: ConstraintsFile?,
            entriesByName: [String: SharedEntry], base: TextContainer, markup: TextMarkup?, textCase: TextCase?,
            deviceVariants: DeviceVariantSelection
        ) throws(CheckPlanError) {
            var builder = MeasuredTextBuilder()
            let perEntry = file?.hasEntryRules ?? false
            let hasPlaces = file?.hasPlaces ?? false
            var lastNames: [String] = []
            for string in strings {
                if let problem = string.problem {
                    problems.append(StringProblem(string, message: problem, handling: .notChecked))
                    notChecked += 1
                    continue
                }
                do throws(FormatStringError) {
                    if let reason = try builder.unshownReason(string) {
                        unshown.append(
                            "\(string.key)\(string.variant.map { " [\($0)]" } ?? "") (\(string.locale)): \(reason)")
                        continue
                    }
                } catch {
                    problems.append(StringProblem(string, message: error.message, handling: .notChecked))
                    notChecked += 1
                    continue
                }
                // Each problem of the string once, however many of its pairs meet it.
                var problemMessages = Set<String>()
                var unreadable = false
                // The text as shown, kept while the rules of the string's entries prepare it alike.
                var measured: (options: ShownTextOptions, text: ShownText)?
                var reported = Set<String>()
                let choosing =
                    file?.constraints(for: string.key, locale: string.locale, variant: string.variant)
                    ?? ResolvedConstraint()
                var names = choosing.entry.map { [$0] } ?? (entries.isEmpty ? scaleEntries : entries)
                if hasPlaces,
                    let placed = Pairs.entryNames(
                        choosing: choosing, file: file!, all: entries.isEmpty ? scaleEntries : entries)
                {
                    names = placed
                }
                var checked = false
                var countedSkip = false
                // Strings mostly go to the same entries: the set is grown only when they change.
                if names != lastNames {
                    chosenEntries.formUnion(names)
                    lastNames = names
                }
                let pairs = Pairs(
                    string: string, names: names, wanted: entries, file: file, choosing: choosing, perEntry: perEntry,
                    hasPlaces: hasPlaces)
                for pair in pairs {
                    let (name, rule) = (pair.entry, pair.rule)
                    pairedEntries.insert(name)
                    if rule.skip {
                        // A rule that skips the string skips it once, whatever the entries it
                        // would have been checked in; a rule for one entry skips that pair.
                        if perEntry || !countedSkip { skipped += 1 }
                        countedSkip = true
                        continue
                    }
                    if let shownDevice = deviceVariants.otherDevice(string, container: rule.width) {
                        otherDevice.append(
                            "\(string.key)\(string.variant.map { " [\($0)]" } ?? "") (\(string.locale)) in \(name)\(pair.place.map { " (\($0))" } ?? ""): the container is \(shownDevice)"
                        )
                        continue
                    }
                    let constraint = try CheckPlan.container(rule, over: base, for: string, file: file)
                    let options = rule.shownTextOptions(markup: markup, textCase: textCase)
                    if measured == nil || measured!.options != options {
                        do throws(CheckPlanError) {
                            measured = (
                                options,
                                try CheckPlan.measuredText(
                                    string, options: options, rule: rule.matchedRule, file: file, builder: &builder)
                            )
                        } catch {
                            // This pair is not checked; the string's other pairs may be.
                            if problemMessages.insert(error.message).inserted {
                                problems.append(StringProblem(string, message: error.message, handling: .notChecked))
                            }
                            unreadable = true
                            measured = nil
                            continue
                        }
                    }
                    let shown = measured!.text
                    for note in shown.readingNotes where problemMessages.insert(note).inserted {
                        problems.append(StringProblem(string, message: note, handling: .measuredAsShown))
                    }
                    for placeholder in shown.unvaluedPlaceholders where reported.insert(placeholder).inserted {
                        unvalued.append((placeholder, string.key))
                    }
                    targets.append(
                        CheckTarget(
                            string: string, sharedEntry: entriesByName[name]!, constraint: constraint,
                            measuredText: shown.text, inlineRuns: shown.runs,
                            approximationReasons: shown.approximationReasons, place: pair.place))
                    checked = true
                }
                if checked {
                    checkedStrings += 1
                } else if unreadable {
                    notChecked += 1
                }
            }
        }
    }
}
