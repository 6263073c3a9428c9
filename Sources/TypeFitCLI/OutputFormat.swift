import ArgumentParser
import Foundation

/// How a command prints its answer.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned columns for a person in a terminal.
    case text
    /// Pretty-printed JSON with sorted keys, for scripts.
    case json
}

/// Writing a command's output to standard output or to a file, never half-written.
enum OutputWriter {
    /// Writes `text` to `path` atomically (temporary file, then rename), or to standard output
    /// when `path` is nil or `-`. Throws the bad-input exit, with the path in the message, when
    /// the file cannot be written.
    static func write(_ text: String, to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure.badInput("\(path): cannot write output: \(error.localizedDescription)")
        }
    }

    /// `value` as JSON with sorted keys: pretty-printed with a final newline, or compact on one
    /// line (for JSON Lines) without one.
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + (pretty ? "\n" : "")
    }
}
