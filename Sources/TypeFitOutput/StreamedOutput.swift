/// An output written piece by piece (`typefit measure`'s result lines, a check's JSON, a
/// baseline): standard output for `-`, else `AtomicFileWriter.Stream` (a regular file is whole or
/// untouched; a device, FIFO or socket gets each piece at once). Every failure is an
/// ``OutputError`` naming the target and the system's reason, as ``OutputWriter`` does for whole
/// outputs.
package final class StreamedOutput {
    /// How messages name the target: "standard output" or the path given.
    package let name: String
    private let stream: AtomicFileWriter.Stream

    /// Opens `path` (`-`: standard output).
    package init(_ path: String) throws(OutputError) {
        if path == "-" {
            name = "standard output"
            stream = .standardOutput()
        } else {
            name = path
            do throws(AtomicFileWriter.Failure) { stream = try .open(path) } catch {
                throw OutputError(target: path, reason: error.reason)
            }
        }
    }

    /// Appends `text` (UTF-8): at once to a terminal, pipe or FIFO, buffered to a file.
    package func append(_ text: String) throws(OutputError) {
        try append(text.utf8)
    }

    /// Appends `bytes`: at once to a terminal, pipe or FIFO, buffered to a file.
    package func append(_ bytes: some Collection<UInt8>) throws(OutputError) {
        do throws(AtomicFileWriter.Failure) { try stream.append(bytes) } catch {
            stream.abort()
            throw OutputError(target: name, reason: error.reason)
        }
    }

    /// Finishes: everything written, a file renamed into place.
    package func commit() throws(OutputError) {
        do throws(AtomicFileWriter.Failure) { try stream.commit() } catch {
            throw OutputError(target: name, reason: error.reason)
        }
    }

    /// Gives up: a file's temporary is removed, the target left as it was.
    package func abort() {
        stream.abort()
    }

    /// Opens `path` (nil or `-`: standard output), lets `body` append to it piece by piece, then
    /// commits; when `body` throws, a file's temporary is removed and the target left as it was.
    package static func write(to path: String?, _ body: (StreamedOutput) throws -> Void) throws {
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
