import Foundation
import Testing
import TypeFitTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `--output` respects what the path is: a regular file is replaced atomically, but a character
/// device, a FIFO or standard output is written directly and stays what it is, and every write
/// error exits 2 naming the target and the system's reason. Device nodes and FIFOs are made in
/// a temporary directory, never at system paths.
@Suite("Output targets: devices, FIFOs, standard output, signals")
struct OutputTargetTests {
    static let fixtures = TestFixtures.directory(of: "TypeFitCLITests")

    static func scratchDirectory() throws -> URL {
        let url = try ScratchDirectory("typefit-targets").url
        return url
    }

    static let isRoot = DeviceNodes.canMake

    @Test(
        "--output to a full device exits 2 naming it and the system's reason, and the node stays a device",
        .enabled(if: isRoot, "making device nodes needs root (CI runs as root)"))
    func fullDevice() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let full = directory.appendingPathComponent("full").path
        try DeviceNodes.makeCharacterDevice(full, minor: 7)
        let run = try TypeFitProcess.run("check", "--format", "json", "--output", full)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains(full) && run.stderr.contains("No space left on device"), "\(run.stderr)")
        #expect(DeviceNodes.fileType(full) == S_IFCHR, "the device node was replaced")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["full"], "no temporary file left")
    }

    @Test(
        "--output to a null device writes into it and leaves it a device",
        .enabled(if: isRoot, "making device nodes needs root (CI runs as root)"))
    func nullDevice() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let null = directory.appendingPathComponent("null").path
        try DeviceNodes.makeCharacterDevice(null, minor: 3)
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings", "--format", "junit", "--output", null)
        #expect(run.status == 1, "findings, not a failure: \(run.stderr)")
        #expect(DeviceNodes.fileType(null) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["null"])
    }

    @Test("--output to a FIFO feeds its reader the whole report and the FIFO stays a FIFO")
    func fifo() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A thread of its own: opening a FIFO blocks until the writer comes.
        let reader = FIFOReader(path: fifo)
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings", "--format", "json", "--output", fifo)
        let received = reader.wait()
        #expect(run.status == 1, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: received) as? [String: Any]
        #expect(object?["results"] != nil, "the reader got the whole JSON report (\(received.count) bytes)")
        #expect(DeviceNodes.fileType(fifo) == S_IFIFO, "the FIFO was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["pipe"])
    }

    @Test(
        "a write error on standard output exits 2 with a message, not 1 with a cut-off report",
        .enabled(if: isRoot, "making device nodes needs root (CI runs as root)"))
    func standardOutputFull() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let full = try DeviceNodes.makeFull(in: directory)
        let (status, stderr) = try DeviceNodes.run(["check", "--format", "json"], standardOutput: full, in: directory)
        #expect(status == 2, "\(stderr)")
        #expect(stderr.contains("standard output") && stderr.contains("No space left on device"), "\(stderr)")
    }

    @Test(
        "SIGTERM and SIGINT end a run with 143 and 130, as a shell reports them",
        arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func signals(signal: Int32, status: Int32) throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        // `measure` waits for a writer on this FIFO, so the run is still going when the signal comes.
        let fifo = directory.appendingPathComponent("requests").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let process = Process()
        process.executableURL = try TypeFitProcess.executable.get()
        process.arguments = [
            "measure", "--input", fifo, "--output", directory.appendingPathComponent("out.jsonl").path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1)
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("typefit did not end on signal \(signal) within 20 s")
        }
        process.waitUntilExit()
        #expect(
            process.terminationReason == .exit && process.terminationStatus == status,
            "\(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["requests"],
            "no output or temporary file left")
    }
}
