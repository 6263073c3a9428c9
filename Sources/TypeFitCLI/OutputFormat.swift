import ArgumentParser
import Foundation
import TypeFitCheck

/// How a command prints its answer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns for a person in a terminal.
    case text
    /// Pretty-printed JSON with sorted keys, for scripts.
    case json
}

/// The formats `typefit report` writes: those of every command, and a self-contained HTML page.
enum ReportOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns for a person in a terminal.
    case text
    /// The check's compact JSON, schema 2 (`CheckReportJSON`), streamed, for scripts.
    case json
    /// A self-contained HTML page: the matrix, filters, renderings.
    case html
}

/// Writing a command's output to standard output or to a file, never half-written.
///
/// Every file a command writes (`--output` of report, check, measure and baseline compare, and
/// the baseline file of baseline record, the PNG of render) goes through
/// ``write(_:to:)-(Data,_)`` and so through `AtomicFileWriter`: a temporary file beside the
/// target, flushed to disk, then renamed over it. A run that fails before it writes leaves an
/// existing file as it was; a write that fails removes its temporary file.
enum OutputWriter {
    /// Writes `text` (UTF-8) to `path` atomically, or to standard output when `path` is nil or
    /// `-`. Throws the bad-input exit, with the path in the message, when the file cannot be
    /// written.
    static func write(_ text: String, to path: String?) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` atomically, or to standard output when `path` is nil or `-`.
    /// Standard output is written directly; a full disk or a closed descriptor is an error
    /// (exit 2), never a cut-off report that looks complete.
    static func write(_ data: Data, to path: String?) throws {
        let output = try StreamedOutput(path ?? "-")
        try output.append(data)
        try output.commit()
    }

    /// `value` as JSON with sorted keys: pretty-printed with a final newline, or compact on one
    /// line (for JSON Lines) without one.
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + (pretty ? "\n" : "")
    }
}
