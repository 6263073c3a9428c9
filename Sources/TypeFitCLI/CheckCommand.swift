import ArgumentParser
import Foundation
import TypeFit
import TypeFitInput
import TypeFitOutput
import TypeFitReport
import TypeFitVocabulary

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
    var format: CheckOutputFormat = .text

    @Option(
        help: ArgumentHelp("Write the result to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var html: HtmlReportOptions

    func run() throws {
        if format == .html { try HtmlReportOutput.checkDestination(output) }
        let (report, project) = try inputs.runProject()
        for warning in report.warnings { CommandFailure.warn(warning) }
        switch format {
        case .json: try OutputWriter.writeJSON(report, to: output)
        case .text: try OutputWriter.write(CheckTextRenderer.render(report), to: output)
        case .junit: try OutputWriter.write(JUnitReport(report: report).xml(), to: output)
        case .sarif:
            try OutputWriter.write(
                String(
                    decoding: try SARIFReport(report: report, toolVersion: TypeFitVersion.current).data(), as: UTF8.self
                ) + "\n", to: output)
        case .html:
            let summary = report.summary
            try HtmlReportOutput.write(
                report, project: project, options: html, title: "TypeFit check · \(summary.scale)",
                context: (inputs.stringFiles.isEmpty
                    ? "TypeFit's sample strings" : inputs.stringFiles.joined(separator: ", "))
                    + (inputs.narrowing.constraints.map { " · constraints \($0)" } ?? "")
                    + " · sizes \(summary.sizes.first?.rawValue ?? "")…\(summary.sizes.last?.rawValue ?? "")",
                output: output)
        }
        CheckRun.keepUntilExit(report)
        if !report.allFit { throw CommandExit.findings.exitCode }
    }
}

/// The formats `typefit check` writes.
enum CheckOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit, sarif, html
}
