internal import Synchronization
import TypeFit
import TypeFitConcurrency

/// What a command does with a check it has written.
enum CheckRun {
    /// Reports kept until the process ends.
    private static let keptReports = Mutex<[CheckReport]>([])

    /// Keeps `report` until the process ends, for a command that has written it and is about
    /// to exit: freeing a check's hundred thousand results one by one takes about a tenth of a
    /// second of serial work that ends nothing sooner. (It stays reachable, so it is not a leak.)
    static func keepUntilExit(_ report: CheckReport) {
        keptReports.withOrderedLock { $0.append(report) }
    }
}
