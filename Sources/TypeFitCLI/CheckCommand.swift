import ArgumentParser
import Foundation
import TypeFit
import TypeFitVocabulary
import TypeFitInput

/// `typefit check`: for every string × locale × entry, the first Dynamic Type size at which it
/// truncates, for people and for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check strings against their containers at every Dynamic Type size; exit 1 when something truncates.",
        discussion: """
            Each string is set in the entry its constraint names (--constraints), else in each --entry, else in \
            every entry of the scale; --entry and --locale narrow the run, and one that matches nothing is an error, \
            as is a run left with nothing to check. Command-line options give the container for whatever the \
            constraints file leaves unset. Exit codes: 0 everything fits, 1 something truncates, 2 bad input.
            """
    )

    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup var layout: LayoutDefaults

    @Option(name: .customLong("strings"), help: ArgumentHelp(
        "Strings to check: .xcstrings, .strings, .stringsdict, gettext .mo, JSON or text; repeat for several. Default: TypeFit's samples.",
        valueName: "file"))
    var stringFiles: [String] = []

    @OptionGroup var narrowing: NarrowingOptions

    @Option(help: "Output format: text, json, junit (JUnit XML for CI test reports), sarif (SARIF 2.1.0 for code scanning) or html (a self-contained page with the matrix, filters and renderings; needs --output or a redirected standard output).")
    var format: CheckOutputFormat = .text

    @Option(help: ArgumentHelp("Write the result to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var html: HtmlReportOptions

    func run() throws {
        if format == .html { try HtmlReportOutput.checkDestination(output) }
        let inputs = CheckInputs(scaleOptions: scaleOptions, fonts: fonts, layout: layout, stringFiles: stringFiles, narrowing: narrowing)
        let (report, resolved, library) = try inputs.runResolved()
        for warning in report.warnings { CommandFailure.warn(warning) }
        switch format {
        case .json: try StreamedOutput.writeJSON(report, to: output)
        case .text: try OutputWriter.write(CheckTextRenderer.render(report), to: output)
        case .junit: try OutputWriter.write(JUnitReport(report: report).xml(), to: output)
        case .sarif: try OutputWriter.write(String(decoding: try SARIFReport(report: report).data(), as: UTF8.self) + "\n", to: output)
        case .html:
            let summary = report.summary
            try HtmlReportOutput.write(
                report, resolved: resolved, library: library, fonts: fonts, options: html,
                title: "TypeFit check · \(summary.scale)",
                context: ["\(stringFiles.isEmpty ? "TypeFit's sample strings" : stringFiles.joined(separator: ", "))"
                          + (narrowing.constraints.map { " · constraints \($0)" } ?? "")
                          + " · sizes \(summary.sizes.first ?? "")…\(summary.sizes.last ?? "")",
                          "\(summary.model) model · system font: \(summary.systemFont)"],
                output: output)
        }
        if !report.allFit { throw CommandExit.findings.exitCode }
    }
}

/// The formats `typefit check` writes.
enum CheckOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit, sarif, html
}

/// The inputs of a check, gathered and validated, and the run itself. Shared by `check`,
/// `report` and `baseline`.
struct CheckInputs {
    var scaleOptions: ScaleOptions
    var fonts: FontOptions
    var layout: LayoutDefaults
    var stringFiles: [String]
    var narrowing: NarrowingOptions

    func run() throws -> CheckReport {
        try runResolved().report
    }

    /// The check, with the type scale and fonts it ran with (for rendering its cells).
    func runResolved() throws -> (report: CheckReport, resolved: ResolvedTypeScale, library: FontLibrary) {
        let library = try fonts.library()
        let resolved = try scaleOptions.resolve(library: library)
        let sizeRange: DynamicTypeSizeRange
        do { sizeRange = try narrowing.sizes.map { (text) throws(DynamicTypeError) in try DynamicTypeSizeRange.parse(text) } ?? .all } catch {
            var message = "--sizes: \(error.description)"
            if case let .unknownName(_, value, accepted) = error { message += CheckPlan.suggestion(for: value, among: accepted) }
            throw CommandFailure.badInput(message)
        }
        var readWarnings: [String] = []
        let read = try StringInputs.load(stringFiles, developmentLanguage: layout.developmentLanguage, warnings: &readWarnings)
        let strings = try StringInputs.addingPseudolanguages(narrowing.pseudolanguages, to: read, developmentLanguage: layout.developmentLanguage)
        let file = try narrowing.constraints.map { (path) throws -> ConstraintsFile in
            do throws(InputError) { return try ConstraintsFile.read(path: path) } catch { throw CommandFailure.badInput(error.description) }
        }
        if let file { try Self.checkEntryNames(in: file, against: resolved) }
        let base = try layout.constraint()
        let plan: CheckPlan
        do throws(CheckPlanError) {
            plan = try CheckPlan.make(strings: strings, sources: stringFiles.isEmpty ? "TypeFit's samples" : stringFiles.joined(separator: ", "),
                                      locales: narrowing.locales, entries: narrowing.entries, file: file, resolved: resolved,
                                      base: base, markup: narrowing.markupOption.markup)
        } catch {
            throw CommandFailure.badInput(error.message)
        }
        var report = try CheckRun.run(plan.targets, resolved: resolved, library: library, fonts: fonts, sizes: sizeRange.sizes)
        report.summary.skippedByRule = plan.skippedByRule
        report.summary.unshownPluralVariants = plan.unshownVariants.count
        report.summary.otherDeviceVariants = plan.otherDeviceVariants.count
        report.warnings += readWarnings + plan.skipWarnings
        if let file {
            for index in file.unusedRules(in: strings, entries: resolved.entries.map(\.entry.name)) {
                report.warnings.append("\(file.source): rules[\(index)] matches no string")
            }
        }
        return (report, resolved, library)
    }
}

extension CheckInputs {
    /// Refuses a constraints file whose `entry` or `entries` names no entry of the type scale.
    static func checkEntryNames(in file: ConstraintsFile, against resolved: ResolvedTypeScale) throws {
        let names = resolved.entries.map(\.entry.name)
        func refuse(_ keyPath: String, _ problem: String, _ name: String) -> ExitCode {
            CommandFailure.badInput("\(file.source): \(keyPath): \(problem) in the type scale (entries: \(CheckPlan.list(names)))"
                                    + CheckPlan.suggestion(for: name, among: names))
        }
        if let entry = file.defaults.entry, resolved.entry(named: entry) == nil { throw refuse("defaults.entry", "no entry '\(entry)'", entry) }
        for (index, rule) in file.rules.enumerated() {
            if let entry = rule.constraint.entry, resolved.entry(named: entry) == nil {
                throw refuse("rules[\(index)].entry", "no entry '\(entry)'", entry)
            }
            for (position, pattern) in (rule.entries ?? []).enumerated() where !names.contains(where: pattern.matches) {
                throw refuse("rules[\(index)].entries[\(position)]", "no entry matches '\(pattern.pattern)'", pattern.pattern)
            }
        }
    }
}

/// The text form of `check`: one line per string × entry that truncates, earliest size first.
enum CheckTextRenderer {
    /// Longest key shown in full; longer keys are cut with "…" (JSON has them whole).
    static let keyWidth = 40

    static func shortened(_ key: String) -> String {
        let flat = key.replacingOccurrences(of: "\n", with: "⏎")
        return flat.count <= keyWidth ? flat : String(flat.prefix(keyWidth - 1)) + "…"
    }

    /// The `width pt` column: the effective container width, points: the constraint's width
    /// (or device) after its insets, as JSON's `constraint.width`. Padding, scaled at each size
    /// like `@ScaledMetric`, lies inside it. `∞` when unbounded.
    static func widthColumn(_ constraint: TextContainer) -> String {
        constraint.width?.formattedForTable ?? "∞"
    }

    /// The `shown` column: the visible text, and the lines a one-line label hides after an
    /// explicit line break.
    static func shownColumn(_ outcome: CheckResult.SizeOutcome) -> String {
        let shown = outcome.visibleText.map { "“\($0.replacingOccurrences(of: "\n", with: "⏎"))”" } ?? "(clipped)"
        guard let hidden = outcome.hiddenLines, hidden > 0 else { return shown }
        return shown + " + \(hidden) hidden line\(hidden == 1 ? "" : "s") after a line break"
    }

    static func render(_ report: CheckReport) -> String {
        var text = ""
        let results = report.results
        let failures = results.indices.filter { results[$0].firstTruncatedSize != nil }.sorted {
            let (a, b) = (results[$0], results[$1])
            return (a.firstTruncatedSize!, a.key, a.locale, a.entry) < (b.firstTruncatedSize!, b.key, b.locale, b.entry)
        }.map { results[$0] }
        let filled = failures.contains { $0.measuredText != nil }
        var table = TextTable(header: ["from", "key", "locale", "entry", "width pt", "lines", "over pt", "shown"] + (filled ? ["catalog text"] : []),
                              rightAligned: [4, 6])
        for result in failures {
            let outcome = result.firstTruncation!
            table.append([result.firstTruncatedSize!.rawValue + (outcome.borderline ? " (borderline)" : ""),
                          shortened(result.key + (result.variant.map { " [\($0)]" } ?? "")), result.locale, result.entry,
                          widthColumn(result.constraint), "\(outcome.lines)/\(outcome.linesNeeded)", outcome.overflow.formattedForTable,
                          shownColumn(outcome)] + (filled ? [result.measuredText == nil ? "(as shown)" : "“\(shortened(result.text))”"] : []))
        }
        if !failures.isEmpty { text += table.rendered() + "\n" }
        let summary = report.summary
        text += "\(summary.checked) checked, \(summary.truncating) truncate"
        text += summary.truncatingAtDefaultSize > 0 ? " (\(summary.truncatingAtDefaultSize) already at the default size)" : ""
        text += (summary.skippedByRule ?? 0) > 0 ? ", \(summary.skippedByRule ?? 0) skipped by rule" : ""
        text += (summary.unshownPluralVariants ?? 0) > 0 ? ", \(summary.unshownPluralVariants ?? 0) plural variants never shown in their locale" : ""
        text += (summary.otherDeviceVariants ?? 0) > 0 ? ", \(summary.otherDeviceVariants ?? 0) device variants for other devices" : ""
        text += "; sizes \(summary.sizes.first ?? "")…\(summary.sizes.last ?? ""); \(summary.scale), \(summary.model) model\n"
        if summary.missingGlyphs > 0 { text += "\(summary.missingGlyphs) strings have characters no installed font renders\n" }
        if let line = report.approximationLine { text += line + "\n" }
        return text
    }
}
