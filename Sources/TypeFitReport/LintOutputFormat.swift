import Foundation
import TypeFitOutput
import TypeFitSwiftScale

/// `typefit lint --format`.
package enum LintOutputFormat: String, CaseIterable, Sendable {
    /// `file:line:column: warning|note: message [rule]`, one finding a line, as compilers write
    /// them; the count goes to standard error.
    case text
    /// The files read, the definitions found and the findings, for scripts.
    case json
    /// A SARIF 2.1.0 log, for code scanning.
    case sarif
}

extension LintRun {
    /// Writes the findings in `format` to `path` (nil or `-`: standard output); as text, the
    /// summary goes to standard error after them.
    package func write(as format: LintOutputFormat, to path: String?) throws {
        switch format {
        case .text:
            try OutputWriter.write(findings.map { $0.compilerLine + "\n" }.joined(), to: path)
            FileHandle.standardError.write(Data(summary.utf8))
        case .json: try OutputWriter.write(try OutputWriter.json(json), to: path)
        case .sarif:
            try OutputWriter.write(try OutputWriter.json(LintSARIFReport(findings: findings).log()), to: path)
        }
    }
}
