import ArgumentParser
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

    @OptionGroup var output: OutputFileOption

    func run() throws {
        let lint = try LintRun(
            paths: paths, disabled: disable, fontPaths: fonts.paths, infoPlist: plist.infoPlist,
            warn: WarningPrinter.warn)
        try lint.write(as: format, to: output.path)
        if lint.hasWarnings { throw CommandExit.findings.exitCode }
    }
}

extension LintOutputFormat: ExpressibleByArgument {}
