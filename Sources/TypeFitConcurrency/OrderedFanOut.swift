import Dispatch

/// Work split over all cores, results collected in order: `count` items (targets, strings,
/// lines, files, table rows) cut into runs of consecutive items, each run one task for
/// `DispatchQueue.concurrentPerform`.
///
/// Every parallel loop in TypeFit goes through here:
///
/// ```swift
/// // One value per item, in item order; runs of about count / 8 items.
/// let widths = OrderedFanOut(count: rows.count, runs: 8).map { index in measure(rows[index]) }
/// // One value per run, in run order (a run's tally, a part of a plan).
/// let tallies = OrderedFanOut(count: results.count, perRun: 4096).mapRuns { range in tally(range) }
/// ```
///
/// - Order: results come back in item (or run) order, whatever order the cores finish in.
/// - Errors: a run stops at its first error; the other runs still finish (nothing is cancelled),
///   then the error of the first run that failed (so of the first item, in order, that failed)
///   is thrown.
/// - Progress: count finished work with a ``ProgressCounter`` from inside the body.
/// - One run is done on the calling thread; no runs, nothing is done.
///
/// Results land in ``OrderedSlots``, written in place and moved out whole: no lock, and no
/// allocation per item. The methods are inlinable so that each caller's element type and body
/// are specialized into its own module.
@usableFromInline package struct OrderedFanOut: Sendable {
    /// Items in all.
    @usableFromInline package let count: Int
    /// Runs the items are cut into (the tasks; dispatch spreads them over the cores).
    @usableFromInline package let runs: Int
    /// Items in each run but maybe the last, or nil when the runs are cut evenly (``init(count:runs:)``).
    @usableFromInline let perRun: Int?

    /// `count` items in runs of `perRun` consecutive items (at least 1), the last run shorter:
    /// `perRun` 1 makes each item its own task (a file to parse, a text to check).
    @inlinable
    package init(count: Int, perRun: Int) {
        precondition(count >= 0 && perRun > 0, "a fan-out needs a count and a run length")
        self.count = count
        self.perRun = perRun
        runs = (count + perRun - 1) / perRun
    }

    /// `count` items in exactly `runs` runs (at least 1) of nearly equal length: run `r` holds
    /// items `count × r / runs ..< count × (r + 1) / runs` (some runs are empty when there are
    /// fewer items than runs).
    @inlinable
    package init(count: Int, runs: Int) {
        precondition(count >= 0 && runs > 0, "a fan-out needs a count and at least one run")
        self.count = count
        self.runs = runs
        perRun = nil
    }

    /// The items of run `run` (in `0..<runs`).
    @inlinable
    package func range(ofRun run: Int) -> Range<Int> {
        if let perRun { return run * perRun..<min(count, (run + 1) * perRun) }
        return count * run / runs..<count * (run + 1) / runs
    }

    /// Calls `body` with every run's items, runs spread over all cores; returns when all are done.
    @inlinable
    package func forEachRun(_ body: @Sendable (Range<Int>) -> Void) {
        perform { run in body(range(ofRun: run)) }
    }

    /// `transform` of every run's items, in run order; throws the first failed run's error.
    @inlinable
    package func mapRuns<Value: Sendable, Failure: Error>(
        _ transform: @Sendable (Range<Int>) throws(Failure) -> Value
    ) throws(Failure) -> [Value] {
        let values = OrderedSlots<Value>(count: runs)
        let failures = OrderedSlots<Failure>(count: runs)
        perform { run in
            do throws(Failure) {
                values.initialize(run, to: try transform(range(ofRun: run)))
            } catch {
                failures.initialize(run, to: error)
            }
        }
        try Self.throwFirst(failures)
        return values.moveAll()
    }

    /// `transform` of every item (its index in `0..<count`), in item order; a run stops at its
    /// first error, and the first failed run's error is thrown.
    @inlinable
    package func map<Value: Sendable, Failure: Error>(
        _ transform: @Sendable (Int) throws(Failure) -> Value
    ) throws(Failure) -> [Value] {
        let values = OrderedSlots<Value>(count: count)
        let failures = OrderedSlots<Failure>(count: runs)
        perform { run in
            do throws(Failure) {
                for index in range(ofRun: run) { values.initialize(index, to: try transform(index)) }
            } catch {
                failures.initialize(run, to: error)
            }
        }
        try Self.throwFirst(failures)
        return values.moveAll()
    }

    /// Runs `body(run)` for every run: on the calling thread when there is one, else through
    /// `concurrentPerform` (which returns when every run has finished).
    @inlinable
    func perform(_ body: @Sendable (Int) -> Void) {
        switch runs {
        case 0: return
        case 1: body(0)
        default: DispatchQueue.concurrentPerform(iterations: runs, execute: body)
        }
    }

    /// Throws the error of the first run that left one.
    @inlinable
    static func throwFirst<Failure: Error>(_ failures: OrderedSlots<Failure>) throws(Failure) {
        for run in 0..<failures.count where failures.isInitialized(run) { throw failures.move(run) }
    }
}
