import Foundation
import TypeFitCheck
import TypeFitOutput
import TypeFitVocabulary

/// The formats `typefit report` writes: those of every command, and a self-contained HTML page.
package enum ReportOutputFormat: String, CaseIterable, Sendable {
    /// Aligned columns for a person in a terminal.
    case text
    /// The check's compact JSON, schema 2 (`CheckReportJSON`), streamed, for scripts.
    case json
    /// A self-contained HTML page: the matrix, filters, renderings.
    case html
}

extension CheckReport {
    /// Writes the matrix of entries × sizes (``ReportRenderer``) for results checked in
    /// `container` in `format` to `path` (nil or `-`: standard output), in colour when that is
    /// a terminal and `NO_COLOR` is unset; `page` makes the HTML page from the text's headline.
    package func write(
        as format: ReportOutputFormat, container: TextContainer, to path: String?,
        page: (_ headline: String) throws -> HTMLReport
    ) throws {
        switch format {
        case .json:
            try OutputWriter.writeJSON(self, to: path)
        case .html:
            try OutputWriter.write(
                try page(ReportRenderer(report: self, constraint: container, color: false).headline()).html(), to: path)
        case .text:
            let color =
                path == nil && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            try OutputWriter.write(
                ReportRenderer(report: self, constraint: container, color: color).rendered(), to: path)
        }
    }
}
