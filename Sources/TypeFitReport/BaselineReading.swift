import Dispatch
internal import Synchronization
import TypeFitConcurrency

/// A baseline file read on another thread, started at once; `wait()` gives the baseline or the
/// error reading it. Lets a comparison read its baseline while the check runs.
package final class BaselineReading: Sendable {
    private let outcome = Mutex<Result<Baseline, BaselineError>?>(nil)
    private let done = DispatchGroup()

    /// Starts reading the baseline file at `path`.
    package init(path: String) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let read = Result { () throws(BaselineError) -> Baseline in try Baseline.read(path: path) }
            outcome.withOrderedLock { $0 = read }
            done.leave()
        }
    }

    /// The baseline, once read (blocks until then).
    package func wait() throws(BaselineError) -> Baseline {
        done.wait()
        return try outcome.withOrderedLock { $0! }.get()
    }
}
