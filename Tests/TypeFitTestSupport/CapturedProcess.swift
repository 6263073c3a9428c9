import Foundation
import Testing

/// Runs an executable to completion the way the tests run the built `typefit` and headless
/// Chromium: standard input empty, standard output and standard error captured through files in
/// a scratch directory (no pipe can fill up and block the child), optionally given up after a
/// timeout.
public enum CapturedProcess {
    /// The process was still running when its time was up (it has been terminated).
    public struct TimedOut: Error, CustomStringConvertible {
        public var executable: String
        public var seconds: TimeInterval
        public var description: String { "\(executable) did not finish within \(Int(seconds)) s" }
    }

    /// Runs `executable arguments…` with `workingDirectory` as its current directory (default:
    /// the test runner's). With a `timeout` (seconds), a process still running then is
    /// terminated and ``TimedOut`` thrown.
    public static func run(
        _ executable: URL, _ arguments: [String], in workingDirectory: URL? = nil, timeout: TimeInterval? = nil
    ) throws -> TypeFitRun {
        let scratch = try ScratchDirectory("typefit-process")
        defer { scratch.remove() }
        let outURL = try scratch.write("stdout", Data())
        let errURL = try scratch.write("stderr", Data())
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        try process.run()
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
                throw TimedOut(executable: executable.lastPathComponent, seconds: timeout)
            }
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let run = TypeFitRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
        if let report = sanitizerReport(in: run.stderr) {
            Issue.record(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited \(run.status) with a sanitizer report:\n\(report)"
            )
        }
        return run
    }

    /// The sanitizer report in `stderr`, from its first line on, when a child built with
    /// `--sanitize=address` or `--sanitize=thread` wrote one (its exit status alone, 1 or 66,
    /// does not say why it failed).
    public static func sanitizerReport(in stderr: String) -> Substring? {
        let markers = ["ThreadSanitizer:", "AddressSanitizer:", "LeakSanitizer:"]
        let starts = markers.compactMap { stderr.range(of: $0)?.lowerBound }
        guard let start = starts.min() else { return nil }
        let lineStart = stderr[..<start].lastIndex(of: "\n").map { stderr.index(after: $0) } ?? stderr.startIndex
        return stderr[lineStart...]
    }
}
