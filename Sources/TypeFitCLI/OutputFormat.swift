import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Pretty-printed JSON with sorted keys, for scripts.
    case json
    /// A self-contained HTML page: the matrix, filters, renderings.
    case html
}

/// Writing a command's output to standard output or to a file, never half-written.
///
/// Every file a command writes (`--output` of report, check, measure and baseline compare, and
/// the baseline file of baseline record) goes through ``write(_:to:)-(Data,_)``: the bytes go to
/// a hidden temporary file beside the target (`.NAME.typefit-XXXXXXXXXXXXXXXX`), which is
/// flushed to disk and then renamed over the target in one step (over the file a symbolic link
/// points to, when the target is one). A run that fails before it writes leaves an existing file
/// as it was; a write that fails removes its temporary file.
enum OutputWriter {
    /// Writes `text` (UTF-8) to `path` atomically, or to standard output when `path` is nil or
    /// `-`. Throws the bad-input exit, with the path in the message, when the file cannot be
    /// written.
    static func write(_ text: String, to path: String?) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to `path` atomically, or to standard output when `path` is nil or `-`.
    static func write(_ data: Data, to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do throws(WriteFailure) {
            try replace(path, with: data)
        } catch {
            throw CommandFailure.badInput("\(path): cannot write output: \(error.reason)")
        }
    }

    /// `value` as JSON with sorted keys: pretty-printed with a final newline, or compact on one
    /// line (for JSON Lines) without one.
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + (pretty ? "\n" : "")
    }

    /// Why a file could not be written, as the system says it.
    struct WriteFailure: Error {
        var reason: String

        /// The failure of the last system call (`errno`).
        static func system(_ what: String) -> WriteFailure {
            WriteFailure(reason: "\(what): \(String(cString: strerror(errno)))")
        }
    }

    /// The temporary-file-and-rename step. The temporary file is created with mode 0666 less
    /// the umask (as a plain new file would be), or the existing file's permission bits.
    private static func replace(_ given: String, with data: Data) throws(WriteFailure) {
        // A symbolic link stays a link: the file it points to is the one replaced.
        var link = stat()
        let path = lstat(given, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
            ? URL(fileURLWithPath: given).resolvingSymlinksInPath().path : given
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var existing = stat()
        if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR {
            throw WriteFailure(reason: "it is a directory")
        }
        let (fd, temporary) = try createTemporary(in: directory, name: url.lastPathComponent)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do throws(WriteFailure) {
            if stat(path, &existing) == 0, fchmod(fd, existing.st_mode & 0o7777) != 0 {
                throw .system("cannot copy the permissions of the existing file")
            }
            let failure = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> WriteFailure? in
                var offset = 0
                while offset < buffer.count {
                    let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return .system("write failed")
                    }
                    offset += written
                }
                return nil
            }
            if let failure { throw failure }
            guard fsync(fd) == 0 else { throw .system("cannot flush to disk") }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw .system("write failed") }
        guard rename(temporary, path) == 0 else { throw .system("cannot replace the file") }
        renamed = true
        // Make the rename itself durable; a failure here loses nothing already written.
        let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// A new, empty, exclusively created file `.NAME.typefit-XXXXXXXXXXXXXXXX` in `directory`.
    private static func createTemporary(in directory: String, name: String) throws(WriteFailure) -> (Int32, String) {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
            let path = (directory.isEmpty ? "." : directory) + "/.\(name).typefit-\(suffix)"
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, path) }
            if errno != EEXIST { throw .system("cannot create a file in \(directory.isEmpty ? "." : directory)") }
        }
        throw WriteFailure(reason: "cannot create a temporary file in \(directory)")
    }
}

/// POSIX `write(2)`, out of reach of `OutputWriter.write` inside the enum.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
