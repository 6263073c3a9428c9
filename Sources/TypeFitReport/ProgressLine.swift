import Foundation
internal import Synchronization
import TypeFitConcurrency

/// A one-line progress counter on standard error, only when standard error is a terminal:
/// "checking 1200/12751", redrawn at most every 0.1 s.
package final class ProgressLine: Sendable {
    private let total: Int
    private let label: String
    /// When the line was last drawn.
    private let lastShown = Mutex(Date.distantPast)

    /// A counter of `total` steps, or nil when standard error is not a terminal, the run is
    /// quiet (``WarningPrinter/isQuiet``) or there is nothing to count.
    package static func start(total: Int, label: String) -> ProgressLine? {
        guard isatty(STDERR_FILENO) == 1, total > 0, !WarningPrinter.isQuiet else { return nil }
        return ProgressLine(total: total, label: label)
    }

    private init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    /// Shows `done` of the total (from any thread).
    package func update(_ done: Int) {
        lastShown.withOrderedLock { lastShown in
            let now = Date()
            guard done == total || now.timeIntervalSince(lastShown) > 0.1 else { return }
            lastShown = now
            FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)".utf8))
        }
    }

    /// Clears the line.
    package func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
