import ArgumentParser
import TypeFit
import TypeFitReport

/// `typefit report`: the matrix of type scale entries × Dynamic Type sizes, counting the strings
/// that truncate. With no arguments: the bundled default scale, fonts and sample strings.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Show which strings truncate at which Dynamic Type size, entry by entry.",
        discussion: """
            With no arguments, checks TypeFit's sample strings (8 UI labels in 10 languages) in every entry \
            of the default Inter type scale, in a 361 pt container (iPhone 16 minus 16 pt insets) of at most \
            2 lines. --constraints, --locale, --entry and --sizes narrow the run as for `typefit check`. Exit code 0 \
            when everything fits, 1 when something truncates, 2 on bad input (an option that matches nothing included).
            """
    )

    @OptionGroup var inputs: CheckInputs
    @OptionGroup var writing: ReportWritingOptions<ReportOutputFormat>

    func run() throws {
        try inputs.runAndWrite(html: writing.format == .html, output: writing.output.path) { report, project in
            try project.write(
                report, as: writing.format, to: writing.output.path,
                container: try inputs.layout.container.container(), html: writing.html.rendering,
                warn: WarningPrinter.warn)
        }
    }
}
