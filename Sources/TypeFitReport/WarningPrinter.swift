import Foundation
internal import Synchronization
import TypeFitConcurrency

/// Warnings on standard error as `typefit: warning: …`, each printed once per run: a warning
/// already printed (the same text from another source, another entry or another pass) is not
/// printed again. The `warn` the command-line tool hands every library call. With `--quiet`
/// (``isQuiet``) no warning and no progress line is printed: only errors and the results.
package enum WarningPrinter {
    /// Prints `message` to standard error, unless it was printed before in this process or the
    /// run is quiet.
    package static func warn(_ message: String) {
        let isNew = printed.withOrderedLock { $0.insert(message).inserted }
        guard isNew, !isQuiet else { return }
        FileHandle.standardError.write(Data("typefit: warning: \(message)\n".utf8))
    }

    /// Whether the run prints only errors and its results (`--quiet`): no warnings, no
    /// progress. Set once, by the command, before its work starts.
    package static var isQuiet: Bool {
        get { quiet.withOrderedLock { $0 } }
        set { quiet.withOrderedLock { $0 = newValue } }
    }

    /// Every warning printed so far in this process.
    private static let printed = Mutex<Set<String>>([])
    private static let quiet = Mutex(false)
}
