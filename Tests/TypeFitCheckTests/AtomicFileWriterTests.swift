import Foundation
import Testing
import TypeFitCheck

/// The one writer behind every file TypeFit writes: whole or nothing, permissions kept.
@Suite("Atomic, durable file writing")
struct AtomicFileWriterTests {
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("replacing a file keeps its permissions and leaves no temporary file beside it")
    func replaces() throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
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
        defer { try? FileManager.default.removeItem(at: directory) }
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
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: AtomicFileWriter.Failure.self) { try AtomicFileWriter.write(Data("x".utf8), to: directory.path) }
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
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = Baseline(scale: "ios", model: "apple", systemFont: "SF Pro", sizes: ["L"],
                                results: [Baseline.Record(key: "k", locale: "en", entry: "body", sizes: ["L": Baseline.SizeRecord(lines: 1, height: 22, fits: true)])])
        let path = directory.appendingPathComponent("baseline.json").path
        try baseline.write(path: path)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try Baseline.read(path: path).results.count == 1)
        #expect(throws: BaselineError.self) { try baseline.write(path: directory.path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])
    }
}
