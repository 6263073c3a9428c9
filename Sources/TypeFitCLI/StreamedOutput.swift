import TypeFitCheck

/// A command's output written piece by piece (`typefit measure`'s result lines): standard output
/// for `-`, else `AtomicFileWriter.Stream` (a regular file is whole or untouched; a device, FIFO
/// or socket gets each piece at once). Every failure is the bad-input exit, naming the target and
/// the system's reason, as ``OutputWriter`` does for whole outputs.
final class StreamedOutput {
    /// How messages name the target: "standard output" or the path given.
    let name: String
    private let stream: AtomicFileWriter.Stream

    /// Opens `path` (`-`: standard output).
    init(_ path: String) throws {
        if path == "-" {
            name = "standard output"
            stream = .standardOutput()
        } else {
            name = path
            do throws(AtomicFileWriter.Failure) { stream = try .open(path) } catch {
                throw CommandFailure.badInput("\(path): cannot write output: \(error.reason)")
            }
        }
    }

    /// Appends `text` (UTF-8): at once to a terminal, pipe or FIFO, buffered to a file.
    func append(_ text: String) throws {
        try append(text.utf8)
    }

    /// Appends `bytes`: at once to a terminal, pipe or FIFO, buffered to a file.
    func append(_ bytes: some Collection<UInt8>) throws {
        do throws(AtomicFileWriter.Failure) { try stream.append(bytes) } catch {
            stream.abort()
            throw CommandFailure.badInput("\(name): cannot write output: \(error.reason)")
        }
    }

    /// Finishes: everything written, a file renamed into place.
    func commit() throws {
        do throws(AtomicFileWriter.Failure) { try stream.commit() } catch {
            throw CommandFailure.badInput("\(name): cannot write output: \(error.reason)")
        }
    }

    /// Gives up: a file's temporary is removed, the target left as it was.
    func abort() {
        stream.abort()
    }

    /// Writes a check's JSON to `path` (nil or `-`: standard output) as it is encoded, with
    /// progress on standard error when that is a terminal.
    static func writeJSON(_ report: CheckReport, to path: String?) throws {
        let progress = ProgressLine.start(total: report.results.count, label: "writing JSON")
        defer { progress?.finish() }
        try write(to: path) { out in
            try CheckReportJSON.write(report, progress: { done, _ in progress?.update(done) }, to: out.append)
        }
    }

    /// Opens `path` (nil or `-`: standard output), lets `body` append to it piece by piece, then
    /// commits; when `body` throws, a file's temporary is removed and the target left as it was.
    static func write(to path: String?, _ body: (StreamedOutput) throws -> Void) throws {
        let output = try StreamedOutput(path ?? "-")
        do {
            try body(output)
        } catch {
            output.abort()
            throw error
        }
        try output.commit()
    }
}
