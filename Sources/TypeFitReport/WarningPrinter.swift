import Foundation
internal import Synchronization
import TypeFitConcurrency

/// Warnings on standard error as `typefit: warning: …`, each printed once per run: a warning
/// already printed (the same text from another source, another entry or another pass) is not
/// printed again. The `warn` the command-line tool hands every library call.
package enum WarningPrinter {
    /// Prints `message` to standard error, unless it was printed before in this process.
    package static func warn(_ message: String) {
        let isNew = printed.withOrderedLock { $0.insert(message).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("typefit: warning: \(message)\n".utf8))
    }

    /// Every warning printed so far in this process.
    private static let printed = Mutex<Set<String>>([])
}
