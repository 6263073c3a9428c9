import ArgumentParser
import TypeFit
import TypeFitReport

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

    @OptionGroup var inputs: CheckInputs

    @Option(
        help:
            "Output format: text, json, junit (JUnit XML for CI test reports), sarif (SARIF 2.1.0 for code scanning) or html (a self-contained page with the matrix, filters and renderings; needs --output or a redirected standard output)."
    )
    var format: CheckReportFormat = .text

    @OptionGroup var output: OutputFileOption

    @OptionGroup var html: HtmlReportOptions

    func run() throws {
        try inputs.runAndWrite(html: format == .html, output: output.path) { report, project in
            try project.write(
                report, as: format, to: output.path, constraintsPath: inputs.narrowing.constraints,
                html: html.rendering,
                warn: WarningPrinter.warn)
        }
    }
}

extension CheckReportFormat: ExpressibleByArgument {}
