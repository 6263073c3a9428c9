import TypeFitCheck
import TypeFitDynamicType
import TypeFitInput
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

/// An app as TypeFit checks it: its type scale resolved against its fonts, and its strings. The
/// one entry point for Swift code, the command-line tool and layout regression tests alike:
///
/// ```swift
/// let app = try TypeFitProject(scale: "Sources/Theme", fonts: "Resources/Fonts", strings: "Resources/Localizable.xcstrings")
/// let fit = try app.check("settings.title", entry: "headline", width: 150, lines: 1)
/// #expect(fit.firstTruncatedSize == nil, "\(fit)")
/// ```
///
/// Opening a project reads the fonts, the type scale and the strings once; each check then plans
/// and measures only what it asks for. Errors are ``TypeFitError``s naming the file and what is
/// wrong.
public struct TypeFitProject: Sendable {
    /// Where the type scale and fonts came from.
    public let setup: ProjectSetup
    /// The fonts the scale was resolved against.
    public let library: FontLibrary
    /// The type scale at every size.
    public let resolved: ResolvedTypeScale
    /// The shaper, with the scale's fallback cascade and a word cache shared by every check.
    public let measurer: TextMeasurer
    /// Every string, in file order (pseudolanguage strings after them).
    public let strings: [LocalizedString]
    /// The strings files and directories as given; empty for TypeFit's samples.
    public let stringFiles: [String]
    /// The locale of files in `Base.lproj`, and the one pseudolanguages are made from.
    public let developmentLanguage: String
    /// What reading the strings noted (repeated keys, files of unknown locale).
    public let stringWarnings: [String]

    /// Opens a project: reads the fonts, resolves the type scale and reads the strings (TypeFit's
    /// samples when `strings` is empty), adding pseudolanguage strings of `pseudolanguages`.
    /// What the fonts and the scale's Swift code leave unread goes to `warn` as it is found.
    public init(
        setup: ProjectSetup = ProjectSetup(), strings: [String] = [], developmentLanguage: String = "en",
        pseudolanguages: [Pseudolanguage] = [], warn: (String) -> Void = { _ in }
    ) throws(TypeFitError) {
        let library = try setup.fontLibrary(warn: warn)
        let resolved = try setup.resolve(library: library, warn: warn)
        var readWarnings: [String] = []
        let read: [LocalizedString]
        let all: [LocalizedString]
        do throws(OptionError) {
            read = try StringInputs.load(strings, developmentLanguage: developmentLanguage, warnings: &readWarnings)
            all = try StringInputs.addingPseudolanguages(
                pseudolanguages, to: read, developmentLanguage: developmentLanguage)
        } catch {
            throw TypeFitError(error.message)
        }
        self.init(
            setup: setup, library: library, resolved: resolved, strings: all, stringFiles: strings,
            developmentLanguage: developmentLanguage, stringWarnings: readWarnings)
    }

    /// A project of parts already read: the shaper is made for `resolved`.
    private init(
        setup: ProjectSetup, library: FontLibrary, resolved: ResolvedTypeScale, strings: [LocalizedString],
        stringFiles: [String], developmentLanguage: String, stringWarnings: [String]
    ) {
        self.setup = setup
        self.library = library
        self.resolved = resolved
        measurer = setup.measurer(for: resolved)
        self.strings = strings
        self.stringFiles = stringFiles
        self.developmentLanguage = developmentLanguage
        self.stringWarnings = stringWarnings
    }

    /// This project with its type scale swapped for `scale`: the fonts and strings already read,
    /// the scale read and resolved anew against them (what that notes goes to `warn`), with a
    /// shaper of its own.
    package func replacingScale(with scale: String, warn: (String) -> Void = { _ in }) throws(TypeFitError)
        -> TypeFitProject
    {
        var setup = self.setup
        setup.scale = scale
        return TypeFitProject(
            setup: setup, library: library, resolved: try setup.resolve(library: library, warn: warn),
            strings: strings, stringFiles: stringFiles, developmentLanguage: developmentLanguage,
            stringWarnings: stringWarnings)
    }

    /// This project with the system entries (``SystemTextEntry``: `system.headline`,
    /// `container.navigationTitle.inline`) that `file` names and the scale lacks, resolved
    /// beside the scale's own; nil when it names none the scale lacks.
    func addingPlaceEntries(namedIn file: ConstraintsFile) throws(TypeFitError) -> TypeFitProject? {
        var names = [file.defaults.entry]
        for rule in file.rules { names += [rule.constraint.entry] + (rule.places ?? []).map(\.constraint.entry) }
        var missing: [TypeScaleEntry] = []
        for name in Set(names.compactMap { $0 }).sorted() where resolved.entry(named: name) == nil {
            if let entry = SystemTextEntry.entry(named: name) { missing.append(entry) }
        }
        guard !missing.isEmpty else { return nil }
        return TypeFitProject(
            setup: setup, library: library,
            resolved: try setup.resolve(
                library: library, adding: missing + resolved.placeOnlyEntries.compactMap(SystemTextEntry.entry(named:))),
            strings: strings, stringFiles: stringFiles, developmentLanguage: developmentLanguage,
            stringWarnings: stringWarnings)
    }

    /// Opens a project from paths, as a test names them: the type scale (a JSON type scale,
    /// Swift code, a style dictionary or `builtin:inter`), a font file or directory (nil for
    /// TypeFit's bundled Inter) and a strings file or directory (nil for TypeFit's samples).
    public init(scale: String = TypeScaleLoader.defaultSource, fonts: String? = nil, strings: String? = nil)
        throws(TypeFitError)
    {
        var setup = ProjectSetup()
        setup.scale = scale
        setup.fontPaths = fonts.map { [$0] } ?? []
        try self.init(setup: setup, strings: strings.map { [$0] } ?? [])
    }

    /// The check of `selection`: every string × locale × entry (× place) it covers at each of
    /// its sizes, over all cores, with the summary and every warning (the scale's notes, the
    /// strings', the plan's and the constraints file's). `willCheck` is told how many targets
    /// (string × locale × entry × place) the plan holds before the check starts, and `progress`
    /// (targets checked, targets) as it goes.
    public func checkReport(
        _ selection: CheckSelection = CheckSelection(), willCheck: (Int) -> Void = { _ in },
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(TypeFitError) -> CheckReport {
        try checkReport(selection, of: strings, willCheck: willCheck, progress: progress)
    }

    /// The check of `selection` over `strings` (the project's, or some of them).
    func checkReport(
        _ selection: CheckSelection, of strings: [LocalizedString], willCheck: (Int) -> Void = { _ in },
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(TypeFitError) -> CheckReport {
        if let file = selection.constraints, let placed = try addingPlaceEntries(namedIn: file) {
            return try placed.checkReport(selection, of: strings, willCheck: willCheck, progress: progress)
        }
        if let file = selection.constraints { try Self.checkEntryNames(in: file, against: resolved) }
        let plan: CheckPlan
        do throws(CheckPlanError) {
            plan = try CheckPlan.make(
                strings: strings, sources: stringsName, locales: selection.locales,
                entries: selection.entries, file: selection.constraints, resolved: resolved, base: selection.container,
                markup: selection.markup, textCase: selection.textCase)
        } catch {
            throw TypeFitError(error.message)
        }
        let checker = TruncationChecker(measurer: measurer, sizes: selection.sizes, library: library)
        willCheck(plan.targets.count)
        let results: [CheckResult]
        switch checker.checkAll(plan.targets, progress: progress) {
        case .success(let checked): results = checked
        case .failure(let failure):
            let target = plan.targets[failure.index]
            throw TypeFitError(
                "\(target.string.source): \(target.string.key) [\(target.string.locale)] in \(target.entry.entry.name): \(failure.error.description)"
            )
        }
        var report = CheckReport(
            results: results, sizes: selection.sizes, scale: resolved.scale.name,
            model: resolved.entries.first?.model ?? setup.model, systemFont: resolved.systemFontSource,
            warnings: resolved.warnings)
        report.summary.skippedByRule = plan.skippedByRule
        report.summary.unshownPluralVariants = plan.unshownVariants.count
        report.summary.otherDeviceVariants = plan.otherDeviceVariants.count
        report.stringProblems = plan.stringProblems
        report.summary.strings = plan.readStringCount
        report.summary.stringsChecked = plan.stringCount
        report.summary.stringsNotChecked = plan.unreadableStringCount
        report.summary.stringsLeftOut = plan.readStringCount - plan.stringCount - plan.unreadableStringCount
        report.summary.stringProblems = plan.stringProblems.count
        report.warnings += stringWarnings + plan.warnings
        if let file = selection.constraints {
            report.warnings += ConstraintWarnings.warnings(
                for: file, strings: strings, entries: resolved.entries.map(\.entry.name),
                handWrittenRules: selection.handWrittenRules)
        }
        if let note = selection.codePlacesNote { report.warnings.append(note) }
        return report
    }

    /// How one string fits: `key` in every locale (or only `locale`) set in `entry` in a
    /// container `width` points wide showing at most `lines` lines (0: no limit), at every size.
    /// A key that no strings file has is an error that suggests the nearest one.
    public func check(
        _ key: String, entry: String, width: Double, lines: Int = 1, locale: String? = nil,
        sizes: [DynamicTypeSize] = DynamicTypeSize.allCases
    ) throws(TypeFitError) -> StringFit {
        guard strings.contains(where: { $0.key == key }) else {
            let keys = Array(Set(strings.map(\.key))).sorted()
            throw TypeFitError(
                "no string with key '\(key)' in \(stringsName)"
                    + NameSuggestions.didYouMean(key, among: keys))
        }
        var selection = CheckSelection()
        selection.container = TextContainer(width: width, lineLimit: lines == 0 ? nil : lines)
        selection.locales = locale.map { [$0] } ?? []
        selection.entries = [entry]
        selection.sizes = sizes
        let report = try checkReport(selection, of: strings.filter { $0.key == key })
        return StringFit(key: key, entry: entry, results: report.results)
    }

    /// The check of every string against the constraints file at `path`, in its containers and
    /// entries, at every size.
    public func check(constraints path: String) throws(TypeFitError) -> CheckReport {
        var selection = CheckSelection()
        do throws(InputError) {
            selection.constraints = try ConstraintsFile.read(path: path)
        } catch {
            throw TypeFitError(error.description)
        }
        return try checkReport(selection)
    }

    /// How reports name the project's strings: the files as given, or TypeFit's samples.
    var stringsName: String { stringFiles.isEmpty ? "TypeFit's samples" : stringFiles.joined(separator: ", ") }

    /// Refuses a constraints file whose `entry` or `entries` names no entry of the type scale,
    /// naming the rule and the nearest entry.
    public static func checkEntryNames(in file: ConstraintsFile, against resolved: ResolvedTypeScale)
        throws(TypeFitError)
    {
        let names = resolved.entries.map(\.entry.name)
        func refuse(_ keyPath: String, _ problem: String, _ name: String) -> TypeFitError {
            TypeFitError(
                "\(file.source): \(keyPath): \(problem) in the type scale (entries: \(NameSuggestions.list(names)))"
                    + NameSuggestions.didYouMean(name, among: names))
        }
        if let entry = file.defaults.entry, resolved.entry(named: entry) == nil {
            throw refuse("defaults.entry", "no entry '\(entry)'", entry)
        }
        for (index, rule) in file.rules.enumerated() {
            if let entry = rule.constraint.entry, resolved.entry(named: entry) == nil {
                throw refuse("rules[\(index)].entry", "no entry '\(entry)'", entry)
            }
            for (position, place) in (rule.places ?? []).enumerated() {
                if let entry = place.constraint.entry, resolved.entry(named: entry) == nil {
                    throw refuse("rules[\(index)].places[\(position)].entry", "no entry '\(entry)'", entry)
                }
            }
            for (position, pattern) in (rule.entries ?? []).enumerated() where !names.contains(where: pattern.matches) {
                throw refuse(
                    "rules[\(index)].entries[\(position)]", "no entry matches '\(pattern.pattern)'", pattern.pattern)
            }
        }
    }
}
