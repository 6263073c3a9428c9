import Foundation
import TypeFitCheck
import TypeFitOutput

extension OutputWriter {
    /// Writes a check's compact JSON (schema 2, ``CheckReportJSON``) to `path` (nil or `-`:
    /// standard output) as it is encoded, with progress on standard error when that is a terminal.
    package static func writeJSON(_ report: CheckReport, to path: String?) throws {
        let progress = ProgressLine.start(total: report.results.count, label: "writing JSON")
        defer { progress?.finish() }
        try StreamedOutput.write(to: path) { out in
            try CheckReportJSON.write(report, progress: { done, _ in progress?.update(done) }, to: out.append)
        }
    }

    /// `value` as JSON with sorted keys: pretty-printed with a final newline, or compact on one
    /// line (for JSON Lines) without one.
    package static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = ReportJSONEncoding.encoder(pretty: pretty, nonFiniteAsStrings: false)
        return String(decoding: try encoder.encode(value), as: UTF8.self) + (pretty ? "\n" : "")
    }
}
