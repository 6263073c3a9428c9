import Foundation
import TypeFitCheck
import TypeFitOutput
import TypeFitVocabulary

/// The formats `typefit check` writes a check's results in.
package enum CheckReportFormat: String, CaseIterable, Sendable {
    /// One line per string × entry that truncates, then the summary (``CheckTextRenderer``).
    case text
    /// The check's compact JSON, schema 2 (``CheckReportJSON``), streamed, for scripts.
    case json
    /// JUnit XML for CI test reports (``JUnitReport``).
    case junit
    /// SARIF 2.1.0 for code scanning (``SARIFReport``).
    case sarif
    /// A self-contained HTML page: the matrix, filters, renderings.
    case html
}

extension CheckReport {
    /// Writes the results in `format` to `path` (nil or `-`: standard output); `page` makes the
    /// HTML page, whose renderings need the fonts the check measured with.
    package func write(as format: CheckReportFormat, to path: String?, page: () throws -> HTMLReport) throws {
        switch format {
        case .json: try OutputWriter.writeJSON(self, to: path)
        case .text: try OutputWriter.write(CheckTextRenderer.render(self), to: path)
        case .junit: try OutputWriter.write(JUnitReport(report: self).xml(), to: path)
        case .sarif:
            try OutputWriter.write(
                String(
                    decoding: try SARIFReport(report: self, toolVersion: TypeFitVersion.current).data(), as: UTF8.self)
                    + "\n", to: path)
        case .html: try OutputWriter.write(try page().html(), to: path)
        }
    }
}
