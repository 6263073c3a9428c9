import TypeFitConcurrency
import TypeFitVocabulary

extension CheckReport {
    /// The summary's counts over some results: one pass, each result read in place. A check's
    /// hundred thousand results are counted in runs over all cores and the runs added up.
    struct Tally: Sendable {
        /// Results whose first truncation is at each size.
        var firstTruncations = SizeColumn<Int>()
        var truncating = 0
        var truncatingAtDefaultSize = 0
        var missingGlyphs = 0
        /// Cells (result × size), and those resting on a stand-in or an inferred rule.
        var cells = 0
        var approximateCells = 0
        /// Reason → results giving it, and their approximate cells.
        var reasons: [String: (results: Int, cells: Int)] = [:]

        /// Fewest results counted in one run.
        static let fewestPerRun = 4096

        /// The counts over all of `results`.
        static func of(_ results: [CheckResult]) -> Tally {
            let runs = min(16, results.count / fewestPerRun)
            guard runs > 1 else {
                var tally = Tally()
                for index in results.indices { tally.add(Counted(results[index])) }
                return tally
            }
            let perRun = (results.count + runs - 1) / runs
            return OrderedFanOut(count: results.count, perRun: perRun).mapRuns { range in
                var tally = Tally()
                for index in range { tally.add(Counted(results[index])) }
                return tally
            }.reduce(into: Tally()) { $0.add($1) }
        }

        /// What the tally reads of one result, read before the tally changes: a result passed
        /// whole to a mutating method would be copied (its strings and columns retained), since
        /// the compiler cannot tell that the tally does not share its storage.
        struct Counted {
            var firstTruncatedSize: DynamicTypeSize?
            var hasMissingGlyphs: Bool
            var cells: Int
            var approximateCells: Int
            var approximationReasons: [String]

            init(_ result: CheckResult) {
                firstTruncatedSize = result.firstTruncatedSize
                hasMissingGlyphs = result.missingGlyphs > 0
                cells = result.sizes.count
                approximateCells = CheckReport.approximateCells(of: result)
                approximationReasons = result.approximationReasons
            }
        }

        /// Counts one result.
        mutating func add(_ result: Counted) {
            if let size = result.firstTruncatedSize {
                firstTruncations[size, default: 0] += 1
                truncating += 1
                if size <= .large { truncatingAtDefaultSize += 1 }
            }
            if result.hasMissingGlyphs { missingGlyphs += 1 }
            cells += result.cells
            approximateCells += result.approximateCells
            if !result.approximationReasons.isEmpty {
                CheckReport.count(result.approximationReasons, cells: result.approximateCells, into: &reasons)
            }
        }

        /// Adds the counts of another run.
        mutating func add(_ other: Tally) {
            for (size, count) in other.firstTruncations { firstTruncations[size, default: 0] += count }
            truncating += other.truncating
            truncatingAtDefaultSize += other.truncatingAtDefaultSize
            missingGlyphs += other.missingGlyphs
            cells += other.cells
            approximateCells += other.approximateCells
            reasons.merge(other.reasons) { ($0.results + $1.results, $0.cells + $1.cells) }
        }
    }
}
