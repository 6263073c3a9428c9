import Foundation
import Testing
import TypeFitCheck
import TypeFitTestSupport

@testable import TypeFitOutput
@testable import TypeFitReport

#if canImport(Glibc)
    import Glibc
#endif

/// The two halves of a stream: `AtomicFileWriter.Stream` (open, append, commit or abort) and
/// `BoundedLineReader` (lines in chunks, overlong lines skipped).
@Suite("Streaming writes and bounded line reads")
struct StreamingIOTests {
    static func scratchDirectory() throws -> URL {
        let url = try ScratchDirectory("typefit-stream").url
        return url
    }

    @Test("a stream to a file: the target is untouched until commit, then whole, permissions kept, no temporary left")
    func commitReplaces() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let path = directory.appendingPathComponent("results.jsonl").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let stream = try AtomicFileWriter.Stream.open(path)
        #expect(!stream.writesThrough)
        var expected = ""
        for index in 0..<20_000 {  // about 400 KB: several buffers' worth
            let line = "{\"line\": \(index)}\n"
            expected += line
            try stream.append(line.utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
        try stream.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["results.jsonl"])
    }

    @Test("abort, and a stream dropped without commit, remove the temporary and leave the target as it was")
    func abortLeavesTarget() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let path = directory.appendingPathComponent("results.jsonl").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let stream = try AtomicFileWriter.Stream.open(path)
        try stream.append(Data(repeating: 0x61, count: 200_000))
        stream.abort()
        do {
            let dropped = try AtomicFileWriter.Stream.open(directory.appendingPathComponent("new.jsonl").path)
            try dropped.append("partial\n".utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["results.jsonl"])
    }

    @Test("a FIFO gets each append at once, before commit")
    func fifoWritesThrough() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let fifo = directory.appendingPathComponent("results").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let stream = try AtomicFileWriter.Stream.open(fifo)
        #expect(stream.writesThrough)
        try stream.append("one\n".utf8)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 4 && Array(buffer[..<4]) == Array("one\n".utf8))
        try stream.commit()
    }

    @Test(
        "a full device (a node like /dev/full, made here): the append fails with the system's reason",
        .enabled(if: getuid() == 0, "making device nodes needs root (CI runs as root)"))
    func fullDevice() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let full = directory.appendingPathComponent("full").path
        // Linux's makedev(1, 7): /dev/full's numbers.
        #expect(mknod(full, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0)
        let stream = try AtomicFileWriter.Stream.open(full)
        #expect(throws: AtomicFileWriter.Failure.self) { try stream.append("x\n".utf8) }
        stream.abort()
    }

    /// The lines `BoundedLineReader` reads from a file holding `bytes`.
    static func lines(of bytes: [UInt8], limit: Int, chunk: Int) throws -> [BoundedLineReader.Line] {
        let directory = try scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let path = directory.appendingPathComponent("input").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let reader = BoundedLineReader(fd: fd, maximumLineBytes: limit, chunkBytes: chunk)
        var lines: [BoundedLineReader.Line] = []
        while let line = try reader.next() { lines.append(line) }
        return lines
    }

    @Test(
        "lines across chunk boundaries, empty lines, a last line without a line feed", arguments: [1, 3, 7, 64 << 10])
    func linesAcrossChunks(chunk: Int) throws {
        let text = "alpha\n\nbeta gamma\nδέλτα\nlast"
        let lines = try Self.lines(of: Array(text.utf8), limit: 100, chunk: chunk)
        #expect(lines == ["alpha", "", "beta gamma", "δέλτα", "last"].map { .bytes(Array($0.utf8)) })
        #expect(try Self.lines(of: Array("one\n".utf8), limit: 100, chunk: chunk) == [.bytes(Array("one".utf8))])
        #expect(try Self.lines(of: [], limit: 100, chunk: chunk).isEmpty)
    }

    @Test(
        "a line over the limit is skipped whole and reported with its length; the next line is read",
        arguments: [2, 5, 64 << 10])
    func overlongLines(chunk: Int) throws {
        let long = String(repeating: "x", count: 25)
        let text = "ok\n\(long)\n0123456789\n\(long)"
        let lines = try Self.lines(of: Array(text.utf8), limit: 10, chunk: chunk)
        #expect(
            lines == [
                .bytes(Array("ok".utf8)), .overlong(byteCount: 25), .bytes(Array("0123456789".utf8)),
                .overlong(byteCount: 25),
            ])
    }
}
