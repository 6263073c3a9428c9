import Foundation
import TypeFitInput
import TypeFitOutput

extension MeasureResponder {
    /// Answers every request of `input` (a JSON Lines file, or `-` for standard input) in order,
    /// one result line per request line, into `output` (a file written whole or not at all, or
    /// `-` for standard output). Requests are read, measured and answered one at a time, so memory
    /// stays bounded however long the input. A missing, unreadable or directory input is an
    /// ``OptionError`` before anything is written; a read failure midway discards the output file.
    package func serve(input: String, output: String) throws {
        let source = input == "-" ? "<stdin>" : input
        let (fd, closeInput) = try Self.open(input)
        defer { if closeInput { close(fd) } }
        let results = try StreamedOutput(output)
        let reader = BoundedLineReader(fd: fd, maximumLineBytes: MeasureRequest.maximumLineBytes)
        var number = 0
        while true {
            let line: BoundedLineReader.Line?
            do throws(BoundedLineReader.Failure) { line = try reader.next() } catch {
                results.abort()
                throw OptionError("\(source): cannot be read: \(error.reason)")
            }
            guard let line else { break }
            number += 1
            try results.append(respond(to: line, number: number, source: source) + "\n")
        }
        try results.commit()
    }

    /// The input's descriptor (standard input, or the file opened), and whether to close it.
    private static func open(_ input: String) throws(OptionError) -> (Int32, Bool) {
        guard input != "-" else { return (STDIN_FILENO, false) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw OptionError("\(input): no such file or cannot be read")
        }
        var fd: Int32
        repeat { fd = Foundation.open(input, O_RDONLY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw OptionError("\(input): no such file or cannot be read") }
        return (fd, true)
    }
}
