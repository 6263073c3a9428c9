import ArgumentParser
import Foundation
import TypeFit
import TypeFitReport
import TypeFitSwiftScale

/// `typefit lint`: the app's Swift code checked against good Dynamic Type practice.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the app's Swift code for fonts that break good Dynamic Type practice.",
        discussion: """
            Rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")). unknown-font-name and \
            missing-face need --fonts; unregistered-font needs --fonts and --info-plist. Silence a line with \
            `// typefit:ignore RULE` (on the line, or alone on the line before; no rule: all), a rule with \
            --disable RULE. Findings are warnings, or notes where TypeFit cannot tell (a size it cannot \
            work out). Exit codes: 0 no warnings (notes only, or nothing), 1 warnings, 2 bad input.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Swift files or directories (walked recursively). Default: the current directory.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var fonts: FontPathsOption<Linting>
    @OptionGroup var plist: InfoPlistOption<Linting>

    @Option(help: ArgumentHelp("A rule not to check; repeat for several.", valueName: "rule"))
    var disable: [String] = []

    @Option(help: "Output format: text (file:line:column: warning|note: message [rule]), json or sarif.")
    var format: LintOutputFormat = .text

    @Option(help: ArgumentHelp("Write the findings here instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        var disabled = Set<LintRule>()
        for name in disable {
            guard let rule = LintRule(rawValue: name) else {
                throw CommandFailure.badInput(
                    "--disable \(name): unknown rule (accepted: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            disabled.insert(rule)
        }
        let reading: SwiftScaleReading
        do { reading = try SwiftScaleReader.read(paths: paths.isEmpty ? ["."] : paths) } catch {
            throw CommandFailure.badInput(error.description)
        }
        for warning in reading.warnings { CommandFailure.warn(warning.description) }
        var linter = SwiftLinter(disabled: disabled)
        if !fonts.paths.isEmpty {
            do {
                let library = try FontLibrary(paths: fonts.paths)
                for warning in library.warnings { CommandFailure.warn(warning) }
                linter.library = library
            } catch { throw CommandFailure.badInput(error.description) }
        } else if plist.infoPlist != nil {
            throw CommandFailure.badInput(
                "--info-plist needs --fonts: the font files are what UIAppFonts is checked against")
        }
        if let infoPlist = plist.infoPlist {
            do { linter.registration = try AppFontRegistration.read(infoPlist: infoPlist) } catch {
                throw CommandFailure.badInput(error.description)
            }
        }
        let findings = linter.findings(for: reading)
        switch format {
        case .text:
            let notes = findings.count { $0.severity == .note }
            let summary =
                "\(findings.count - notes) warning(s), \(notes) note(s) in \(reading.filesRead.count) Swift file(s); \(reading.definitions.count) type scale definition(s)\n"
            try OutputWriter.write(findings.map { $0.compilerLine + "\n" }.joined(), to: output)
            FileHandle.standardError.write(Data(summary.utf8))
        case .json:
            try OutputWriter.write(
                try OutputWriter.json(
                    LintJSON(files: reading.filesRead.count, definitions: reading.definitions.count, findings: findings)
                ), to: output)
        case .sarif:
            try OutputWriter.write(try OutputWriter.json(LintSARIFReport(findings: findings).log()), to: output)
        }
        if findings.contains(where: { $0.severity == .warning }) { throw CommandExit.findings.exitCode }
    }
}

/// `typefit lint --format`.
enum LintOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}

/// `typefit lint --format json`.
private struct LintJSON: Encodable {
    var files: Int
    var definitions: Int
    var findings: [LintFinding]
}
