internal import Synchronization

/// Work finished so far, counted from many threads: each worker adds what it finished and the
/// callback hears (done, total) at once, on the worker's thread (a check's progress line counts
/// targets as each text's group of targets is checked).
package final class ProgressCounter: Sendable {
    /// Units of work in all (targets, lines).
    package let total: Int
    private let done = Mutex(0)
    private let report: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// A count from zero to `total`; `report`, if any, is called after every ``add(_:)``.
    package init(total: Int, report: (@Sendable (_ done: Int, _ total: Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    /// Counts `amount` more units done and reports the new count; returns it.
    @discardableResult
    package func add(_ amount: Int) -> Int {
        let finished = done.withOrderedLock { done in
            done += amount
            return done
        }
        report?(finished, total)
        return finished
    }
}
