import Foundation
import TypeFitTestSupport

/// Headless Chromium (Debian's `chromium`), run as a subprocess: screenshots and the DOM after
/// load, with everything the page writes to the console.
enum Chromium {
    /// The executable: `$TYPEFIT_CHROMIUM`, else `chromium` or `chromium-browser` on the PATH.
    static let path: String? = {
        if let explicit = ProcessInfo.processInfo.environment["TYPEFIT_CHROMIUM"], !explicit.isEmpty { return explicit }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// Why the browser tests are skipped, shown by the test runner.
    static let missingMessage =
        "chromium is not installed (apt-get install chromium; .ci/install installs it): the HTML report is not opened in a browser"

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Lines Chromium logged for the page's console (`console.*`, uncaught errors, CSP
        /// violations), from `--enable-logging=stderr`.
        var consoleLines: [String] {
            stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        }
    }

    /// Runs Chromium headless on `page` with `arguments` (e.g. `--screenshot=…` or
    /// `--dump-dom`), in a profile of its own, with name resolution switched off so nothing can
    /// be fetched. Gives up after `timeout` seconds.
    static func run(_ arguments: [String], page: URL, timeout: TimeInterval = 120) throws -> Run {
        guard let path else { throw ChromiumError.notInstalled }
        let scratch = try ScratchDirectory("typefit-chromium")
        defer { scratch.remove() }
        let work = scratch.url
        let outURL = work.appendingPathComponent("stdout")
        let errURL = work.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--disable-extensions", "--user-data-dir=\(work.appendingPathComponent("profile").path)",
                "--host-resolver-rules=MAP * ~NOTFOUND", "--enable-logging=stderr", "--v=0",
            ]
            + arguments + [page.absoluteString]
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw ChromiumError.timedOut(seconds: timeout)
        }
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    enum ChromiumError: Error, CustomStringConvertible {
        case notInstalled
        case timedOut(seconds: TimeInterval)

        var description: String {
            switch self {
            case .notInstalled: Chromium.missingMessage
            case .timedOut(let seconds): "chromium did not finish within \(Int(seconds)) s"
            }
        }
    }
}
