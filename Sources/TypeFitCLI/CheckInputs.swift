import ArgumentParser
import Foundation
import TypeFit
import TypeFitReport

/// The options of a check (type scale, fonts, container, strings, narrowing) and the run itself.
/// Shared by `check`, `report` and both `baseline` subcommands.
struct CheckInputs: ParsableArguments {
    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup var layout: LayoutDefaults

    @Option(
        name: .customLong("strings"),
        help: ArgumentHelp(
            "Strings to check: .xcstrings, .strings, .stringsdict, gettext .mo, JSON ({\"key\": \"text\"}) or text (one per line), or a directory (its catalogs, xx.lproj strings and gettext catalogs); repeat for several. Default: TypeFit's samples.",
            valueName: "file-or-dir"))
    var stringFiles: [String] = []

    @OptionGroup var narrowing: NarrowingOptions

    /// The check's results, with the scale in `scale` when given (`baseline compare --against`).
    func run(scale: ScaleOptions? = nil) throws -> CheckReport {
        var inputs = self
        if let scale { inputs.scaleOptions = scale }
        return try inputs.runResolved().report
    }

    /// The check, with the type scale and fonts it ran with (for rendering its cells).
    func runResolved() throws -> (report: CheckReport, resolved: ResolvedTypeScale, library: FontLibrary) {
        let library = try fonts.library()
        let resolved = try scaleOptions.resolve(library: library)
        let sizeRange: DynamicTypeSizeRange
        do {
            sizeRange =
                try narrowing.sizes.map { (text) throws(DynamicTypeError) in try DynamicTypeSizeRange.parse(text) }
                ?? .all
        } catch {
            var message = "--sizes: \(error.description)"
            if case .unknownName(_, let value, let accepted) = error {
                message += NameSuggestions.didYouMean(value, among: accepted)
            }
            throw CommandFailure.badInput(message)
        }
        var readWarnings: [String] = []
        let read = try StringInputs.load(
            stringFiles, developmentLanguage: layout.developmentLanguage, warnings: &readWarnings)
        let strings = try StringInputs.addingPseudolanguages(
            narrowing.pseudolanguages, to: read, developmentLanguage: layout.developmentLanguage)
        let file = try narrowing.constraints.map { try Self.constraints(at: $0, for: resolved) }
        let base = try layout.constraint()
        let plan: CheckPlan
        do throws(CheckPlanError) {
            plan = try CheckPlan.make(
                strings: strings,
                sources: stringFiles.isEmpty ? "TypeFit's samples" : stringFiles.joined(separator: ", "),
                locales: narrowing.locales, entries: narrowing.entries, file: file, resolved: resolved,
                base: base, markup: narrowing.markupOption.markup, textCase: narrowing.textCaseOption.textCase)
        } catch {
            throw CommandFailure.badInput(error.message)
        }
        var report = try CheckRun.run(
            plan.targets, resolved: resolved, library: library, fonts: fonts, sizes: sizeRange.sizes)
        report.summary.skippedByRule = plan.skippedByRule
        report.summary.unshownPluralVariants = plan.unshownVariants.count
        report.summary.otherDeviceVariants = plan.otherDeviceVariants.count
        report.warnings += readWarnings + plan.warnings
        if let file {
            report.warnings += ConstraintWarnings.warnings(
                for: file, strings: strings, entries: resolved.entries.map(\.entry.name))
        }
        return (report, resolved, library)
    }
}

extension CheckInputs {
    /// Refuses a constraints file whose `entry` or `entries` names no entry of the type scale.
    /// The constraints file at `path` (or a project file's own constraints), its entry names
    /// checked against `resolved`; bad input otherwise.
    static func constraints(at path: String, for resolved: ResolvedTypeScale) throws -> ConstraintsFile {
        let file: ConstraintsFile
        do throws(InputError) { file = try ProjectConfig.constraints(at: path) } catch {
            throw CommandFailure.badInput(error.description)
        }
        try checkEntryNames(in: file, against: resolved)
        return file
    }

    static func checkEntryNames(in file: ConstraintsFile, against resolved: ResolvedTypeScale) throws {
        let names = resolved.entries.map(\.entry.name)
        func refuse(_ keyPath: String, _ problem: String, _ name: String) -> ExitCode {
            CommandFailure.badInput(
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
