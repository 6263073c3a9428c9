import Foundation
import TypeFitCheck
import TypeFitReport
import TypeFitVocabulary

extension TypeFitProject {
    /// The check of `selection` with a progress line on standard error ("checking 1200/12751")
    /// when that is a terminal, cleared once the check is done.
    package func checkReportShowingProgress(_ selection: CheckSelection) throws(TypeFitError) -> CheckReport {
        let line = DeferredProgressLine(label: "checking")
        let report = try checkReport(selection, willCheck: line.start, progress: { done, _ in line.update(done) })
        line.finish()
        return report
    }

    /// Writes `report` as `typefit check` does, in `format` to `path` (nil or `-`: standard
    /// output), after passing its warnings to `warn`. The HTML page is headed by the strings
    /// files, the constraints file at `constraintsPath` and the sizes, with renderings as
    /// `html` chooses.
    package func write(
        _ report: CheckReport, as format: CheckReportFormat, to path: String?, constraintsPath: String?,
        html: HTMLRenderingOptions, warn: (String) -> Void
    ) throws {
        for warning in report.warnings { warn(warning) }
        try report.write(as: format, to: path) {
            let summary = report.summary
            return try htmlPage(
                for: report, title: "TypeFit check · \(summary.scale)",
                context: (stringFiles.isEmpty ? "TypeFit's sample strings" : stringFiles.joined(separator: ", "))
                    + (constraintsPath.map { " · constraints \($0)" } ?? "")
                    + " · sizes \(summary.sizes.first?.rawValue ?? "")…\(summary.sizes.last?.rawValue ?? "")",
                options: html, warn: warn)
        }
    }

    /// Writes `report` as `typefit report` does: the matrix of entries × sizes for results
    /// checked in `container`, in `format` to `path`, after passing its warnings to `warn` (not
    /// for JSON). The HTML page is headed by the text's headline, with renderings as `html`
    /// chooses.
    package func write(
        _ report: CheckReport, as format: ReportOutputFormat, to path: String?, container: TextContainer,
        html: HTMLRenderingOptions, warn: (String) -> Void
    ) throws {
        if format != .json { for warning in report.warnings { warn(warning) } }
        try report.write(as: format, container: container, to: path) { headline in
            try htmlPage(
                for: report, title: "TypeFit report · \(report.summary.scale)",
                context: headline.replacingOccurrences(of: "TypeFit report · \(report.summary.scale) · ", with: ""),
                options: html, warn: warn)
        }
    }

    /// `report` as a self-contained HTML page titled `title`: `context`, then the scaling model
    /// and system font, the matrix, and renderings of the cells `options` choose, drawn with the
    /// project's fonts. What the renderings leave out goes to `warn`.
    package func htmlPage(
        for report: CheckReport, title: String, context: String, options: HTMLRenderingOptions,
        warn: (String) -> Void
    ) throws(TypeFitError) -> HTMLReport {
        let context = [
            context, "\(report.summary.model.rawValue) model · system font: \(report.summary.systemFont.rawValue)",
        ]
        do {
            return try HTMLReport.withRenderings(
                of: report, title: title, context: context, scale: resolved, library: library, measurer: measurer,
                options: options, warn: warn)
        } catch {
            throw TypeFitError(String(describing: error))
        }
    }

    /// Refuses to print an HTML page on a terminal: it needs a file (`path`) or a redirect.
    /// Called before the check runs, so a mistake costs nothing.
    package static func checkHTMLDestination(_ path: String?) throws(TypeFitError) {
        if path == nil || path == "-", isatty(STDOUT_FILENO) == 1 {
            throw TypeFitError("--format html writes a page: give --output FILE (or redirect standard output)")
        }
    }
}
