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
    @OptionGroup var writing: ReportWritingOptions<CheckReportFormat>

    func run() throws {
        try inputs.runAndWrite(html: writing.format == .html, output: writing.output.path) { report, project in
            try project.write(
                report, as: writing.format, to: writing.output.path, constraintsPath: inputs.narrowing.constraints,
                html: writing.html.rendering, warn: WarningPrinter.warn)
        }
    }
}
