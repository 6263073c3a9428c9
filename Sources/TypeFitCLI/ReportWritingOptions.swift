import ArgumentParser
import TypeFitReport

/// A format a check's results can be written in (`--format`'s values for one command): `text`
/// the default, `html` the page that needs `--output` or a redirected standard output, and
/// `formatHelp` what `--format` says of them all.
protocol ReportWritingFormat: ExpressibleByArgument, Equatable {
    static var text: Self { get }
    static var html: Self { get }
    static var formatHelp: String { get }
}

/// How `typefit check` and `typefit report` write their results: `--format`, `--output` and the
/// HTML page's `--html-…` options, declared once for both.
struct ReportWritingOptions<Format: ReportWritingFormat>: ParsableArguments {
    @Option(help: ArgumentHelp(Format.formatHelp))
    var format: Format = .text
    @OptionGroup var output: OutputFileOption
    @OptionGroup var html: HtmlReportOptions
}

extension CheckReportFormat: ReportWritingFormat {
    static let formatHelp =
        "Output format: text, json, junit (JUnit XML for CI test reports), sarif (SARIF 2.1.0 for code scanning) or html (a self-contained page with the matrix, filters and renderings; needs --output or a redirected standard output)."
}

extension ReportOutputFormat: ReportWritingFormat {
    static let formatHelp =
        "Output format: text, json, or html (a self-contained page: the matrix, filters by locale, entry and verdict, and renderings of the cells; needs --output or a redirected standard output)."
}
