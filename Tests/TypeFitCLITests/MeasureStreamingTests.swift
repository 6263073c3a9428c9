import Foundation
import Testing
import TypeFitTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `typefit measure` as a long-running stream: each result comes back before the next request is
/// sent, a file output is whole or untouched, a bad line mid-stream is answered in its place.
@Suite("typefit measure streams")
struct MeasureStreamingTests {
    /// How long one answer may take (a debug build loads the CJK and Arabic fallback fonts on
    /// first use), seconds.
    static let answerTimeout: Int32 = 60

    static func scratchDirectory() throws -> URL {
        let url = try ScratchDirectory("typefit-measure-stream").url
        return url
    }

    /// The hidden temporary files beside `output` (`.NAME.typefit-…`), once at least one is
    /// there or after ``answerTimeout`` seconds.
    static func temporaries(of output: URL) throws -> [String] {
        let directory = output.deletingLastPathComponent().path
        let prefix = "." + output.lastPathComponent + ".typefit-"
        let deadline = Date().addingTimeInterval(TimeInterval(answerTimeout))
        while true {
            let found = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(prefix) }
            if !found.isEmpty || Date() >= deadline { return found }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// A running `typefit measure` with its standard input and output as pipes.
    final class Session {
        let process = Process()
        let requests = Pipe()
        let results = Pipe()
        private var pending: [UInt8] = []

        init(_ arguments: [String], stderr: URL) throws {
            signal(SIGPIPE, SIG_IGN)  // a typefit that ended early is a failed expectation, not a dead test runner
            _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
            process.executableURL = try TypeFitProcess.executable.get()
            process.arguments = ["measure"] + arguments
            process.standardInput = requests
            process.standardOutput = results
            process.standardError = try FileHandle(forWritingTo: stderr)
            try process.run()
        }

        /// Writes one request line and flushes it down the pipe.
        func send(_ line: String) throws {
            try requests.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
        }

        /// The next result line, or nil when none arrived within `timeout` seconds or the output ended.
        func receive(timeout seconds: Int32) -> String? {
            let fd = results.fileHandleForReading.fileDescriptor
            let deadline = Date().addingTimeInterval(TimeInterval(seconds))
            while true {
                if let newline = pending.firstIndex(of: 0x0A) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                let left = Int32(deadline.timeIntervalSinceNow * 1000)
                guard left > 0 else { return nil }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, left)
                if ready < 0, errno == EINTR { continue }
                guard ready > 0 else { return nil }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = read(fd, &chunk, chunk.count)
                guard count > 0 else { return nil }
                pending += chunk[..<count]
            }
        }

        /// Ends the requests and waits up to `seconds` for the exit status; kills it past that.
        func finish(timeout seconds: TimeInterval = 60) throws -> Int32? {
            try requests.fileHandleForWriting.close()
            return waitForExit(timeout: seconds)
        }

        func waitForExit(timeout seconds: TimeInterval) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            return process.terminationStatus
        }

        deinit {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
    }

    static func object(_ line: String?) -> [String: Any]? {
        guard let line else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    @Test("through a pipe, each result comes back before the next request is sent; a bad line is answered in its place")
    func answersEachRequestAtOnce() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let session = try Session([], stderr: directory.appendingPathComponent("stderr"))
        let requests: [(String, (([String: Any]) -> Bool))] = [
            (
                #"{"text": "Restore Purchases", "size": 17, "width": 320}"#,
                { $0["lines"] as? Int == 1 && $0["face"] as? String == "Inter-Regular" }
            ),
            (
                #"{"text": "Restore", "size": }"#,
                { ($0["error"] as? String)?.hasPrefix("line 2: malformed JSON") == true }
            ),
            (
                #"{"text": "購入を復元", "size": 17, "locale": "ja"}"#,
                { $0["fallbackFaces"] as? [String] == ["NotoSansCJKjp-Regular"] }
            ),
            (
                #"{"text": "Turn on notifications to hear about new episodes", "size": 17, "width": 200, "lineLimit": 1}"#,
                { $0["truncated"] as? Bool == true && $0["lines"] as? Int == 1 }
            ),
            (
                #"{"text": "استعادة المشتريات", "size": 17, "locale": "ar"}"#,
                { ($0["fallbackFaces"] as? [String])?.first?.hasPrefix("NotoSansArabic") == true }
            ),
        ]
        for (number, (request, isExpected)) in requests.enumerated() {
            try session.send(request)
            // The input is still open: the answer can only come from measuring this line alone.
            let line = session.receive(timeout: Self.answerTimeout)
            let result = try #require(
                Self.object(line),
                "request \(number + 1) got no result within \(Self.answerTimeout) s (got \(line ?? "nothing"))")
            #expect(isExpected(result), "request \(number + 1): \(line ?? "")")
        }
        #expect(try session.finish() == 0)
        #expect(session.receive(timeout: 1) == nil, "nothing more after the last result")
    }

    @Test(
        "--output to a regular file: nothing at the target until the input ends, then the whole file, in order, no temporary left"
    )
    func fileIsWholeAtTheEnd() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let output = directory.appendingPathComponent("results.jsonl")
        try Data("old results\n".utf8).write(to: output)
        let session = try Session(["--output", output.path], stderr: directory.appendingPathComponent("stderr"))
        try session.send(#"{"text": "first", "size": 17}"#)
        try session.send("not json")
        try session.send(#"{"text": "third", "size": 17, "width": 320}"#)
        // Mid-stream: the results go to a hidden temporary file beside the target, the target is as it was.
        let temporaries = try Self.temporaries(of: output)
        #expect(temporaries.count == 1)
        #expect(try String(contentsOf: output, encoding: .utf8) == "old results\n")
        try session.send(#"{"text": "fourth", "size": 17}"#)
        #expect(try session.finish() == 0)
        #expect(session.receive(timeout: 1) == nil, "nothing on standard output")
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(Self.object(lines[0])?["lines"] as? Int == 1)
        #expect(
            (Self.object(lines[1])?["error"] as? String)?.hasPrefix("line 2: malformed JSON") == true, "\(lines[1])")
        #expect(Self.object(lines[2])?["lines"] as? Int == 1)
        #expect(Self.object(lines[3])?["lines"] as? Int == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["results.jsonl", "stderr"])
    }

    @Test("SIGTERM mid-stream removes the temporary file and leaves the target as it was")
    func signalMidStream() throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let output = directory.appendingPathComponent("results.jsonl")
        try Data("old results\n".utf8).write(to: output)
        let session = try Session(["--output", output.path], stderr: directory.appendingPathComponent("stderr"))
        try session.send(#"{"text": "first", "size": 17}"#)
        let during = try Self.temporaries(of: output)
        #expect(!during.isEmpty, "the results go to a temporary file")
        kill(session.process.processIdentifier, SIGTERM)
        #expect(session.waitForExit(timeout: 60) == 143)
        #expect(try String(contentsOf: output, encoding: .utf8) == "old results\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["results.jsonl", "stderr"])
    }

    @Test("an input that fails mid-read is exit 2 naming it and the system's reason; the output file stays as it was")
    func readFailure() throws {
        // Reading /proc/self/mem at offset 0 fails with EIO once the file is open: a read error mid-stream.
        guard FileManager.default.fileExists(atPath: "/proc/self/mem") else { return }
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let output = directory.appendingPathComponent("results.jsonl")
        try Data("old results\n".utf8).write(to: output)
        let run = try TypeFitProcess.run("measure", "--input", "/proc/self/mem", "--output", output.path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("/proc/self/mem: cannot be read: read failed: Input/output error"), "\(run.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "old results\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["results.jsonl"])
    }

    @Test(
        "a full device is exit 2 naming the target and the system's reason",
        .enabled(if: DeviceNodes.canMake, "making device nodes needs root (CI runs as root)"), arguments: [true, false])
    func fullDevice(asOption: Bool) throws {
        let directory = try Self.scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let input = directory.appendingPathComponent("requests.jsonl")
        try Data(#"{"text": "first", "size": 17}"#.utf8 + [0x0A]).write(to: input)
        // A node like /dev/full made here, never the system's own.
        let full = try DeviceNodes.makeFull(in: directory)
        let stdout = directory.appendingPathComponent("stdout").path
        _ = FileManager.default.createFile(atPath: stdout, contents: nil)
        let (status, stderr) = try DeviceNodes.run(
            ["measure", "--input", input.path] + (asOption ? ["--output", full] : []),
            standardOutput: asOption ? stdout : full, in: directory)
        #expect(status == 2, "\(stderr)")
        let target = asOption ? full : "standard output"
        #expect(stderr.contains("\(target): cannot write output: write failed: No space left on device"), "\(stderr)")
        #expect(DeviceNodes.fileType(full) == S_IFCHR, "the node stays a device")
    }
}
