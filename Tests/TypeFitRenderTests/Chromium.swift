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

    /// What one run of Chromium produced (``consoleLines`` picks out the page's console).
    typealias Run = TypeFitRun

    /// Runs Chromium headless on `page` with `arguments` (e.g. `--screenshot=…` or
    /// `--dump-dom`), in a profile of its own, with name resolution switched off so nothing can
    /// be fetched. Gives up after `timeout` seconds.
    static func run(_ arguments: [String], page: URL, timeout: TimeInterval = 120) throws -> Run {
        guard let path else { throw ChromiumError.notInstalled }
        let profile = try ScratchDirectory("typefit-chromium")
        defer { profile.remove() }
        let flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-extensions", "--user-data-dir=\(profile.path("profile"))",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--enable-logging=stderr", "--v=0",
        ]
        do {
            return try CapturedProcess.run(
                URL(fileURLWithPath: path), flags + arguments + [page.absoluteString], timeout: timeout)
        } catch let error as CapturedProcess.TimedOut {
            throw ChromiumError.timedOut(seconds: error.seconds)
        }
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

extension TypeFitRun {
    /// Lines Chromium logged for the page's console (`console.*`, uncaught errors, CSP
    /// violations), from `--enable-logging=stderr`.
    var consoleLines: [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
    }
}
