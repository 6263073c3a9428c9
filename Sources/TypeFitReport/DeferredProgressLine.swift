internal import Synchronization
import TypeFitConcurrency

/// A ``ProgressLine`` whose total is known only once the work is planned: created before, started
/// with the total, updated from any thread, finished after.
package final class DeferredProgressLine: Sendable {
    private let label: String
    private let line = Mutex<ProgressLine?>(nil)

    /// A line labelled `label` ("checking"), shown once started.
    package init(label: String) {
        self.label = label
    }

    /// Starts the line at `total` steps (when standard error is a terminal).
    package func start(total: Int) {
        line.withOrderedLock { $0 = ProgressLine.start(total: total, label: label) }
    }

    /// Shows `done` of the total (from any thread).
    package func update(_ done: Int) {
        line.withOrderedLock { $0 }?.update(done)
    }

    /// Clears the line, if it was shown.
    package func finish() {
        line.withOrderedLock { $0 }?.finish()
    }
}
