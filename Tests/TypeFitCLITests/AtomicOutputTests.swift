import Foundation
import Testing
import TypeFitTestSupport

/// Every file `typefit` writes is written whole or not at all: a run that fails on bad input
/// leaves an existing output file as it was, and no temporary file is ever left behind.
@Suite("Atomic output files")
struct AtomicOutputTests {
    static let fixtures = TestFixtures.directory(of: "TypeFitCLITests")
    static let previous = "previous run's output, must survive\n"

    /// A fresh directory with `out` holding ``previous`` and `files` beside it.
    static func directory(files: [String: String] = [:]) throws -> URL {
        let directory = try ScratchDirectory("typefit-atomic").url
        try Data(previous.utf8).write(to: directory.appendingPathComponent("out"))
        for (name, content) in files { try Data(content.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    /// The names in `directory`, hidden ones included, sorted.
    static func listing(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    static let badInputs: [(name: String, files: [String: String], arguments: [String])] = [
        (
            "check on a malformed catalog", ["bad.xcstrings": #"{"sourceLanguage": "en", "strings": {"#],
            ["check", "--strings", "DIR/bad.xcstrings", "--format", "json", "--output", "DIR/out"]
        ),
        (
            "report on a type scale with an unknown key",
            ["scale.json": #"{"entries": [{"name": "a", "textStyle": "body", "colour": 1}]}"#],
            ["report", "--scale", "DIR/scale.json", "--output", "DIR/out"]
        ),
        (
            "baseline record with a broken constraints file", ["c.json": #"{"rules": [{"keys": "*", "width": -1}]}"#],
            ["baseline", "record", "--constraints", "DIR/c.json", "--output", "DIR/out"]
        ),
        (
            "baseline compare against a file that is no baseline", ["b.json": "[]"],
            ["baseline", "compare", "DIR/b.json", "--output", "DIR/out"]
        ),
        (
            "measure with a missing input file", [:],
            ["measure", "--input", "DIR/missing.jsonl", "--output", "DIR/out"]
        ),
        (
            "check with a font file that is not a font", ["broken.otf": "OTTO and nothing more"],
            ["check", "--fonts", "DIR/broken.otf", "--output", "DIR/out"]
        ),
    ]

    @Test("a run that fails on bad input leaves the existing output file untouched", arguments: badInputs.indices)
    func failedRunKeepsOutput(index: Int) throws {
        let (name, files, arguments) = Self.badInputs[index]
        let directory = try Self.directory(files: files)
        defer { ScratchDirectory.remove(directory) }
        let before = try Self.listing(directory)
        let run = try TypeFitProcess.run(arguments.map { $0.replacingOccurrences(of: "DIR", with: directory.path) })
        #expect(run.status == 2, "\(name): \(run.stderr)")
        #expect(run.stderr.contains(directory.path), "\(name): the message names the file: \(run.stderr)")
        #expect(
            try String(contentsOf: directory.appendingPathComponent("out"), encoding: .utf8) == Self.previous, "\(name)"
        )
        #expect(try Self.listing(directory) == before, "\(name): nothing added, no temporary file left")
    }

    @Test("a successful run replaces the file whole, keeps its permissions and leaves no temporary file")
    func successfulRunReplaces() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let out = directory.appendingPathComponent("out").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: out)
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings", "--format", "json", "--output", out)
        #expect(run.status == 1)  // some strings truncate: findings, not a failure
        let written = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect((try JSONSerialization.jsonObject(with: written) as? [String: Any])?["results"] != nil)
        #expect(try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int == 0o640)
        #expect(try Self.listing(directory) == ["out"])

        let fresh = directory.appendingPathComponent("baseline.json").path
        let record = try TypeFitProcess.run(
            "baseline", "record", "--strings", Self.fixtures + "/App.xcstrings", "--output", fresh)
        #expect(record.status == 0, "\(record.stderr)")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int)
        #expect(
            mode & 0o600 == 0o600 && mode & 0o111 == 0,
            "a new file is readable and writable, not executable: \(String(mode, radix: 8))")
        #expect(try Self.listing(directory) == ["baseline.json", "out"])

        // Through a symbolic link: the link stays, the file it points to is replaced.
        let link = directory.appendingPathComponent("latest").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "out")
        let linked = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings", "--format", "junit", "--output", link)
        #expect(linked.status == 1)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "out")
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("<?xml"))
        #expect(try Self.listing(directory) == ["baseline.json", "latest", "out"])
    }

    @Test("an output path that cannot be written is exit 2, naming it, and leaves nothing behind")
    func unwritableOutput() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let subdirectory = directory.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: subdirectory, withIntermediateDirectories: false)
        let before = try Self.listing(directory)
        for target in [subdirectory.path, directory.appendingPathComponent("missing/out").path] {
            let run = try TypeFitProcess.run("check", "--strings", Self.fixtures + "/App.xcstrings", "--output", target)
            #expect(run.status == 2)
            #expect(run.stderr.contains("\(target): cannot write output"), "\(run.stderr)")
        }
        #expect(try Self.listing(directory) == before)
        #expect(try Self.listing(subdirectory).isEmpty)
    }
}
