import ArgumentParser
import Foundation
import TypeFit

/// `typefit check`: for every string × locale × entry, the first Dynamic Type size at which it
/// truncates, for people and for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check strings against their containers at every Dynamic Type size; exit 1 when something truncates.",
        discussion: """
            Each string is set in the entry its constraint names (--constraints), else in each --entry, else in \
            every entry of the scale. Command-line options give the container for whatever the constraints file \
            leaves unset. Exit codes: 0 everything fits, 1 something truncates, 2 bad input.
            """
    )

    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup var layout: LayoutDefaults

    @Option(name: .customLong("strings"), help: ArgumentHelp(
        "Strings to check: .xcstrings, .strings, .stringsdict, gettext .mo, JSON or text; repeat for several. Default: TypeFit's samples.",
        valueName: "file"))
    var stringFiles: [String] = []

    @Option(help: ArgumentHelp("A constraints file (JSON): which keys use which entry, width or device, lines, truncation, padding.", valueName: "file"))
    var constraints: String?

    @Option(name: .customLong("entry"), help: ArgumentHelp("Check only in this type scale entry; repeat for several.", valueName: "name"))
    var entries: [String] = []

    @Option(help: ArgumentHelp("Sizes to check, as a range such as xSmall...xxxLarge, ...accessibility2 or large... (default: all 12).", valueName: "range"))
    var sizes: String?

    @Option(name: .customLong("locale"), help: ArgumentHelp("Check only this locale; repeat for several.", valueName: "tag"))
    var locales: [String] = []

    @Option(help: "Output format: text, json, junit (JUnit XML for CI test reports), sarif (SARIF 2.1.0 for code scanning) or html (a self-contained page with the matrix, filters and renderings; needs --output or a redirected standard output).")
    var format: CheckOutputFormat = .text

    @Option(help: ArgumentHelp("Write the result to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var html: HtmlReportOptions

    func run() throws {
        if format == .html { try HtmlReportOutput.checkDestination(output) }
        let inputs = CheckInputs(scaleOptions: scaleOptions, fonts: fonts, layout: layout, stringFiles: stringFiles,
                                 constraints: constraints, entries: entries, sizes: sizes, locales: locales)
        let (report, resolved, library) = try inputs.runResolved()
        for warning in report.warnings { CommandFailure.warn(warning) }
        switch format {
        case .json: try OutputWriter.write(try OutputWriter.json(report), to: output)
        case .text: try OutputWriter.write(CheckTextRenderer.render(report), to: output)
        case .junit: try OutputWriter.write(JUnitReport(report: report).xml(), to: output)
        case .sarif: try OutputWriter.write(String(decoding: try SARIFReport(report: report).data(), as: UTF8.self) + "\n", to: output)
        case .html:
            let summary = report.summary
            try HtmlReportOutput.write(
                report, resolved: resolved, library: library, fonts: fonts, options: html,
                title: "TypeFit check · \(summary.scale)",
                context: ["\(stringFiles.isEmpty ? "TypeFit's sample strings" : stringFiles.joined(separator: ", "))"
                          + (constraints.map { " · constraints \($0)" } ?? "")
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

/// The inputs of a check, gathered and validated, and the run itself. Shared by `check` and
/// `baseline`.
struct CheckInputs {
    var scaleOptions: ScaleOptions
    var fonts: FontOptions
    var layout: LayoutDefaults
    var stringFiles: [String]
    var constraints: String?
    var entries: [String]
    var sizes: String?
    var locales: [String]

    func run() throws -> CheckReport {
        try runResolved().report
    }

    /// The check, with the type scale and fonts it ran with (for rendering its cells).
    func runResolved() throws -> (report: CheckReport, resolved: ResolvedTypeScale, library: FontLibrary) {
        let library = try fonts.library()
        let resolved = try scaleOptions.resolve(library: library)
        let sizeRange: DynamicTypeSizeRange
        do { sizeRange = try sizes.map { (text) throws(DynamicTypeError) in try DynamicTypeSizeRange.parse(text) } ?? .all } catch {
            throw CommandFailure.badInput("--sizes: \(error.description)")
        }
        for name in entries where resolved.entry(named: name) == nil {
            throw CommandFailure.badInput("--entry \(name): no such entry in \(resolved.scale.source) (entries: \(resolved.entries.map(\.entry.name).joined(separator: ", ")))")
        }
        var strings = try StringInputs.load(stringFiles, developmentLanguage: layout.developmentLanguage)
        if !locales.isEmpty {
            let wanted = Set(locales.map { $0.lowercased() })
            strings = strings.filter { wanted.contains($0.locale.lowercased()) }
        }
        let file = try constraints.map { (path) throws -> ConstraintsFile in
            do throws(StringsError) { return try ConstraintsFile.read(path: path) } catch { throw CommandFailure.badInput(error.description) }
        }
        if let file {
            for (index, rule) in file.rules.enumerated() {
                if let entry = rule.constraint.entry, resolved.entry(named: entry) == nil {
                    throw CommandFailure.badInput("\(file.source): rules[\(index)].entry: no entry '\(entry)' in the type scale (entries: \(resolved.entries.map(\.entry.name).joined(separator: ", ")))")
                }
            }
            if let entry = file.defaults.entry, resolved.entry(named: entry) == nil {
                throw CommandFailure.badInput("\(file.source): defaults.entry: no entry '\(entry)' in the type scale")
            }
        }
        let base = try layout.constraint()
        var targets: [CheckTarget] = []
        for string in strings {
            let rule = file?.constraints(for: string.key, locale: string.locale) ?? ResolvedConstraint()
            var constraint = base
            if let width = rule.availableWidth {
                guard width > 0 else {
                    throw CommandFailure.badInput("\(file!.source): \(string.key): the container is \(width.formattedForTable) pt wide after insets")
                }
                constraint.width = width
            }
            if let lines = rule.lines { constraint.lineLimit = lines.maximum }
            if let mode = rule.truncation { constraint.truncation = TruncationMode(rawValue: mode.rawValue) ?? .tail }
            if let factor = rule.minimumScaleFactor { constraint.minimumScaleFactor = factor }
            if let padding = rule.padding {
                constraint.padding = EdgeInsets(top: padding.top, leading: padding.leading, bottom: padding.bottom, trailing: padding.trailing)
            }
            if let height = rule.height { constraint.height = height }
            let names = rule.entry.map { [$0] } ?? (entries.isEmpty ? resolved.entries.map(\.entry.name) : entries)
            for name in names {
                targets.append(CheckTarget(string: string, entry: resolved.entry(named: name)!, constraint: constraint))
            }
        }
        var report = try CheckRun.run(targets, resolved: resolved, library: library, fonts: fonts, sizes: sizeRange.sizes)
        if let file {
            for index in file.unusedRules(in: strings) {
                report.warnings.append("\(file.source): rules[\(index)] matches no string")
            }
        }
        return (report, resolved, library)
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

    static func render(_ report: CheckReport) -> String {
        var text = ""
        let failures = report.results.filter { $0.firstTruncatedSize != nil }
            .sorted { ($0.firstTruncatedSize!, $0.key, $0.locale, $0.entry) < ($1.firstTruncatedSize!, $1.key, $1.locale, $1.entry) }
        var table = TextTable(header: ["from", "key", "locale", "entry", "lines", "over pt", "shown"], rightAligned: [5])
        for result in failures {
            let outcome = result.firstTruncation!
            table.append([result.firstTruncatedSize!.rawValue + (outcome.borderline ? " (borderline)" : ""),
                          shortened(result.key + (result.variant.map { " [\($0)]" } ?? "")), result.locale, result.entry,
                          "\(outcome.lines)/\(outcome.linesNeeded)", outcome.overflow.formattedForTable,
                          outcome.visibleText.map { "“\($0)”" } ?? "(clipped)"])
        }
        if !failures.isEmpty { text += table.rendered() + "\n" }
        let summary = report.summary
        text += "\(summary.checked) checked, \(summary.truncating) truncate"
        text += summary.truncatingAtDefaultSize > 0 ? " (\(summary.truncatingAtDefaultSize) already at the default size)" : ""
        text += "; sizes \(summary.sizes.first ?? "")…\(summary.sizes.last ?? ""); \(summary.scale), \(summary.model) model\n"
        if summary.missingGlyphs > 0 { text += "\(summary.missingGlyphs) strings have characters no installed font renders\n" }
        if let line = report.approximationLine { text += line + "\n" }
        return text
    }
}
