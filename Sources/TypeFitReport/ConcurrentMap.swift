import Dispatch

extension RandomAccessCollection where Index == Int, Self: Sendable {
    /// `transform` of every element, in order, worked out over all cores in runs of at least
    /// `minimumRun` elements (a shorter collection is mapped on the calling thread). For the
    /// serial steps of writing a report whose rows are independent: a check's text table has
    /// tens of thousands of rows.
    package func concurrentMap<T: Sendable>(minimumRun: Int = 512, _ transform: @Sendable (Element) -> T) -> [T] {
        let count = self.count
        guard count >= 2 * minimumRun else { return map(transform) }
        let runs = Swift.min(count / minimumRun, 64)
        let perRun = (count + runs - 1) / runs
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: runs) { run in
                for offset in run * perRun..<Swift.min(count, (run + 1) * perRun) {
                    (slots.base + offset).initialize(to: transform(self[startIndex + offset]))
                }
            }
            initialized = count
        }
    }
}

/// The result's memory, each element written by exactly one worker before the map returns.
private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}
