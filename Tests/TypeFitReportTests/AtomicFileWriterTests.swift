import Foundation
import Testing
import TypeFitCheck
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitOutput
@testable import TypeFitReport

#if canImport(Glibc)
    import Glibc
#endif

/// The one writer behind every file TypeFit writes: whole or nothing, permissions kept.
@Suite("Atomic, durable file writing")
struct AtomicFileWriterTests {
    static func scratchDirectory() throws -> URL {
        let url = try ScratchDirectory("typefit-atomic").url
        return url
    }

    @Test("replacing a file keeps its permissions and leaves no temporary file beside it")
    func replaces() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let path = directory.appendingPathComponent("report.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFileWriter.write(Data("new contents".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])
    }

    @Test("a symbolic link stays a link and the file it points to is replaced")
    func followsLinks() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let target = directory.appendingPathComponent("real.json").path
        let link = directory.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFileWriter.write(Data("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    @Test("a directory in the way, or a missing directory, is refused with the reason and nothing is left behind")
    func refuses() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        #expect(throws: AtomicFileWriter.Failure.self) {
            try AtomicFileWriter.write(Data("x".utf8), to: directory.path)
        }
        do {
            try AtomicFileWriter.write(Data("x".utf8), to: directory.appendingPathComponent("missing/out.json").path)
            Issue.record("writing into a missing directory succeeded")
        } catch {
            #expect(error.reason.contains("No such file or directory"), "\(error.reason)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("Baseline.write goes through the same writer: an unwritable path names the file and leaves the old baseline")
    func baselineWrite() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let baseline = Baseline(
            scale: "ios", model: "apple", systemFont: "SF Pro", sizes: [.large],
            results: [
                Baseline.Record(
                    key: "k", locale: "en", entry: "body",
                    sizes: SizeColumn([(.large, Baseline.SizeRecord(lines: 1, height: 22, fits: true))]))
            ])
        let path = directory.appendingPathComponent("baseline.json").path
        try baseline.write(path: path)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try Baseline.read(path: path).results.count == 1)
        #expect(throws: BaselineError.self) { try baseline.write(path: directory.path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])
    }
}

/// The temporary-file registry the signal handlers use, and writes to a socket (FIFOs and devices: OutputTargetTests, end to end).
@Suite("Output targets that are not regular files")
struct OutputTargetWriterTests {
    @Test("a tracked temporary file is removed by the signal-time cleanup; a released one is not")
    func registryRemovesTrackedFiles() throws {
        let directory = try AtomicFileWriterTests.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let tracked = directory.appendingPathComponent(".report.json.typefit-1").path
        let released = directory.appendingPathComponent(".report.json.typefit-2").path
        for path in [tracked, released] { _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) }
        // A registry of its own: the shared one holds other tests' writes in flight.
        let registry = TemporaryFileRegistry()
        let slot = try #require(registry.track(tracked))
        registry.release(registry.track(released))
        registry.removeAll()
        registry.release(slot)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [".report.json.typefit-2"])
    }

    @Test("a Unix socket gets the bytes through a connection")
    func socketTarget() throws {
        let directory = try AtomicFileWriterTests.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let path = directory.appendingPathComponent("s").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            Array(path.utf8CString).withUnsafeBytes { raw.copyMemory(from: $0) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0 && listen(listener, 1) == 0)
        try AtomicFileWriter.write(Data("report\n".utf8), to: path)  // fits the socket buffer before accept
        let connection = accept(listener, nil, nil)
        #expect(connection >= 0)
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(connection, &buffer, buffer.count)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "report\n")
    }
}
