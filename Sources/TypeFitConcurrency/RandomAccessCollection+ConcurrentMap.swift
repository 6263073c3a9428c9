extension RandomAccessCollection where Index == Int, Self: Sendable {
    /// `transform` of every element, in order, worked out over all cores in runs of at least
    /// `minimumRun` elements (at most 64 runs; a collection shorter than two runs is mapped on
    /// the calling thread). For the serial steps of writing a report whose rows are
    /// independent: a check's text table has tens of thousands of rows. An ``OrderedFanOut``.
    @inlinable
    package func concurrentMap<T: Sendable>(minimumRun: Int = 512, _ transform: @Sendable (Element) -> T) -> [T] {
        let count = self.count
        guard count >= 2 * minimumRun else { return map(transform) }
        let runs = Swift.min(count / minimumRun, 64)
        return OrderedFanOut(count: count, perRun: (count + runs - 1) / runs).map { offset in
            transform(self[startIndex + offset])
        }
    }
}
