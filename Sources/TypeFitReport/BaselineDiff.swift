import Foundation
import TypeFitCheck
import TypeFitVocabulary

/// A ``BaselineComparison`` arranged for a person to review: a summary of verdict changes counted
/// by entry and locale, then one block per string × entry holding each locale's changes with
/// consecutive sizes merged into ranges (`xLarge…AX5: 1 → 2 lines`) and, when its text changed,
/// the text before and now. Changes that move no verdict, no line count and no text (heights)
/// are only counted.
///
/// `typefit baseline compare` prints it (``text(verbose:maximumBlockLines:)``) and writes it as
/// JSON (``data()``).
package struct BaselineDiff: Sendable, Codable, Equatable {
    /// One side of the comparison: where it came from and what it was measured with.
    package struct Side: Sendable, Codable, Equatable {
        /// The baseline file, or the type scale file of a typeface swap; `nil` for a run.
        package var file: String?
        /// The type scale's name.
        package var scale: String
        package var model: String
        package var systemFont: String
        /// Sizes checked.
        package var sizes: Int

        package init(file: String?, run: BaselineComparison.RunInfo) {
            self.file = file
            scale = run.scale
            model = run.model
            systemFont = run.systemFont
            sizes = run.sizes.count
        }
    }

    /// How one result's verdict moved.
    package enum Verdict: String, Sendable, Codable, CaseIterable {
        /// It fit at every size and now truncates at some.
        case newTruncation
        /// It truncated at some size and now fits at every size.
        case fixedTruncation
        /// It truncated before and after, from another first size or at other sizes.
        case movedFirstTruncation
    }

    /// Results of one entry and locale whose verdict moved one way.
    package struct Count: Sendable, Codable, Equatable {
        package var entry: String
        package var locale: String
        package var results: Int
    }

    /// Counts for the top of the review.
    package struct Summary: Sendable, Codable, Equatable {
        /// Results on both sides.
        package var compared: Int
        /// Regressions (as the comparison's policy counts them).
        package var regressions: Int
        /// Results that now truncate, by entry and locale.
        package var newTruncations: [Count]
        /// Results that now fit at every size, by entry and locale.
        package var fixedTruncations: [Count]
        /// Results whose first truncated size (or truncated sizes) moved, by entry and locale.
        package var movedFirstTruncations: [Count]
        /// Results whose line count changed at some size.
        package var lineCountChanges: Int
        /// Results whose text (as the strings file has it) changed; nil when the baseline
        /// records no texts (written before format 3), so changed texts cannot be told.
        package var textChanges: Int?
        /// Results on the current side only, and on the baseline side only.
        package var added: Int
        package var removed: Int
        /// Cells (result × size) whose height changed beyond the tolerance with no verdict or
        /// line count change.
        package var verdictNeutralCells: Int
    }

    /// Sizes in a row whose line count moved the same way: `xLarge…AX5: 1 → 2 lines`.
    package struct LineRange: Sendable, Codable, Equatable {
        /// First and last size.
        package var from: DynamicTypeSize
        package var to: DynamicTypeSize
        package var linesBefore: Int
        package var linesAfter: Int
    }

    /// Everything that changed for one locale of a block's string.
    package struct LocaleChange: Sendable, Codable, Equatable {
        package var locale: String
        /// The text as checked now (`nil` when only the baseline has the result, or the
        /// comparison was made without the current texts).
        package var text: String?
        /// The text the baseline recorded, when it differs from ``text`` (nil when the text did
        /// not change, or the baseline records no texts).
        package var textBefore: String? = nil
        /// `added` or `removed` when the result is on one side only.
        package var presence: String?
        package var verdict: Verdict?
        /// The first size that did not fit in the baseline, and now.
        package var firstTruncatedBefore: DynamicTypeSize?
        package var firstTruncatedAfter: DynamicTypeSize?
        /// Sizes that now truncate, and sizes that now fit, merged into ranges.
        package var nowTruncates: [SizeRange]
        package var nowFits: [SizeRange]
        /// Line count changes, merged into ranges.
        package var lines: [LineRange]
        package var regression: Bool
    }

    /// Consecutive sizes: `from…to` (one size when equal).
    package struct SizeRange: Sendable, Codable, Equatable {
        package var from: DynamicTypeSize
        package var to: DynamicTypeSize
    }

    /// One string in one entry, with each locale that changed.
    package struct Block: Sendable, Codable, Equatable {
        package var entry: String
        package var key: String
        package var variant: String?
        /// The rule's place the string was checked in; nil when its rule has no places.
        package var place: String? = nil
        package var locales: [LocaleChange]

        /// Whether any locale's change is a regression.
        package var regression: Bool { locales.contains(where: \.regression) }
    }

    /// A height change that moved no verdict (listed with `--verbose`).
    package struct NeutralChange: Sendable, Codable, Equatable {
        package var result: Baseline.ResultID
        package var size: DynamicTypeSize
        package var heightBefore: Double
        package var heightAfter: Double
    }

    package var baseline: Side
    package var candidate: Side
    package var heightTolerance: Double
    package var summary: Summary
    /// Blocks with a new truncation first, then other regressions, then the rest; each group by
    /// entry, key, variant and place.
    package var blocks: [Block]
    /// Height-only changes, in the comparison's order.
    package var verdictNeutral: [NeutralChange]

    /// Arranges `comparison` of `old` (the baseline) and `new` (the current side, as
    /// ``Baseline/init(report:)`` gives it). `baselineFile` and `candidateFile` name the sides in
    /// headers; `texts` gives the current text of each result (from the current check).
    package init(
        _ comparison: BaselineComparison, old: Baseline, new: Baseline, baselineFile: String?,
        candidateFile: String?, texts: [Baseline.ResultID: String] = [:]
    ) {
        baseline = Side(file: baselineFile, run: comparison.before)
        candidate = Side(file: candidateFile, run: comparison.after)
        heightTolerance = comparison.heightTolerance
        var perResult: [Baseline.ResultID: LocaleChange] = [:]
        var order: [Baseline.ResultID] = []
        var neutral: [NeutralChange] = []
        var lineChanges: [Baseline.ResultID: [BaselineComparison.Change]] = [:]
        func touch(_ id: Baseline.ResultID) -> LocaleChange {
            if let existing = perResult[id] { return existing }
            order.append(id)
            return LocaleChange(
                locale: id.locale, text: texts[id], presence: nil, verdict: nil, firstTruncatedBefore: nil,
                firstTruncatedAfter: nil, nowTruncates: [], nowFits: [], lines: [], regression: false)
        }
        for change in comparison.changes {
            let id = change.result
            switch change.kind {
            case .heightChanged:
                neutral.append(
                    NeutralChange(
                        result: id, size: change.size ?? .large, heightBefore: change.heightBefore ?? .nan,
                        heightAfter: change.heightAfter ?? .nan))
                continue
            case .lineCountChanged:
                lineChanges[id, default: []].append(change)
                var entry = touch(id)
                entry.regression = entry.regression || change.regression
                perResult[id] = entry
            case .newTruncation:
                var entry = touch(id)
                entry.nowTruncates = Self.ranges(change.sizes ?? [])
                entry.regression = entry.regression || change.regression
                perResult[id] = entry
            case .fixedTruncation:
                var entry = touch(id)
                entry.nowFits = Self.ranges(change.sizes ?? [])
                perResult[id] = entry
            case .textChanged:
                var entry = touch(id)
                (entry.textBefore, entry.text) = (change.textBefore, change.textAfter)
                perResult[id] = entry
            case .added, .removed:
                var entry = touch(id)
                entry.presence = change.kind.rawValue
                entry.nowTruncates = change.kind == .added ? Self.ranges(change.sizes ?? []) : []
                entry.firstTruncatedBefore = change.kind == .removed ? change.sizes?.first : nil
                entry.firstTruncatedAfter = change.kind == .added ? change.sizes?.first : nil
                entry.regression = entry.regression || change.regression
                perResult[id] = entry
            }
        }
        for (id, changes) in lineChanges { perResult[id]?.lines = Self.lineRanges(changes) }
        BaselineDiff.classify(&perResult, old: old, new: new)
        verdictNeutral = neutral

        var blocks: [BlockID: Block] = [:]
        var blockOrder: [BlockID] = []
        for id in order.sorted() {
            let blockID = BlockID(entry: id.entry, key: id.key, variant: id.variant, place: id.place)
            if blocks[blockID] == nil {
                blockOrder.append(blockID)
                blocks[blockID] = Block(
                    entry: id.entry, key: id.key, variant: id.variant, place: id.place, locales: [])
            }
            blocks[blockID]?.locales.append(perResult[id]!)
        }
        let all = blockOrder.map { blocks[$0]! }
        // New truncations first, then other regressions, then the rest.
        let isNew = { (block: Block) in block.locales.contains { $0.verdict == .newTruncation } }
        self.blocks =
            all.filter(isNew) + all.filter { !isNew($0) && $0.regression } + all.filter { !isNew($0) && !$0.regression }

        func counts(_ verdict: Verdict) -> [Count] {
            var tally: [String: Count] = [:]
            for id in order where perResult[id]?.verdict == verdict && perResult[id]?.presence == nil {
                tally["\(id.entry)\u{0}\(id.locale)", default: Count(entry: id.entry, locale: id.locale, results: 0)]
                    .results += 1
            }
            return tally.values.sorted { ($0.entry, $0.locale) < ($1.entry, $1.locale) }
        }
        summary = Summary(
            compared: comparison.summary.compared, regressions: comparison.summary.regressions,
            newTruncations: counts(.newTruncation), fixedTruncations: counts(.fixedTruncation),
            movedFirstTruncations: counts(.movedFirstTruncation), lineCountChanges: lineChanges.count,
            textChanges: old.results.contains { $0.text == nil } ? nil : comparison.changes(.textChanged).count,
            added: comparison.changes(.added).count, removed: comparison.changes(.removed).count,
            verdictNeutralCells: neutral.count)
    }

    /// The diff as JSON: sorted keys, pretty printed, ending with a newline.
    package func data() throws -> Data {
        try ReportJSONEncoding.prettyData(self, nonFiniteAsStrings: true)
    }

    /// Sets each changed result's verdict and first truncated sizes from its change sets: sizes
    /// that broke and sizes that were fixed say which way it went.
    private static func classify(
        _ perResult: inout [Baseline.ResultID: LocaleChange], old: Baseline, new: Baseline
    ) {
        func firstFailing(_ records: [Baseline.Record]) -> [Baseline.ResultID: DynamicTypeSize?] {
            var out: [Baseline.ResultID: DynamicTypeSize?] = [:]
            guard !perResult.isEmpty else { return out }
            for index in records.indices {
                let id = records[index].id
                guard out[id] == nil, perResult[id] != nil else { continue }
                out[id] = .some(BaselineComparison.failing(records[index]).first)
            }
            return out
        }
        let before = firstFailing(old.results)
        let after = firstFailing(new.results)
        for (id, change) in perResult where change.presence == nil {
            guard !change.nowTruncates.isEmpty || !change.nowFits.isEmpty else { continue }
            var updated = change
            updated.firstTruncatedBefore = before[id] ?? nil
            updated.firstTruncatedAfter = after[id] ?? nil
            switch (updated.firstTruncatedBefore, updated.firstTruncatedAfter) {
            case (nil, _?): updated.verdict = .newTruncation
            case (_?, nil): updated.verdict = .fixedTruncation
            default: updated.verdict = .movedFirstTruncation
            }
            perResult[id] = updated
        }
    }

    /// Merges sizes into runs of consecutive Dynamic Type sizes.
    static func ranges(_ sizes: [DynamicTypeSize]) -> [SizeRange] {
        var out: [SizeRange] = []
        var lastOrdinal = Int.min
        for size in sizes.sorted() {
            let ordinal = size.ordinal
            if let last = out.last, ordinal == lastOrdinal + 1 {
                out[out.count - 1] = SizeRange(from: last.from, to: size)
            } else {
                out.append(SizeRange(from: size, to: size))
            }
            lastOrdinal = ordinal
        }
        return out
    }

    /// Merges line count changes at consecutive sizes with the same before and after counts.
    static func lineRanges(_ changes: [BaselineComparison.Change]) -> [LineRange] {
        var out: [LineRange] = []
        var lastOrdinal = Int.min
        let sorted = changes.sorted { ($0.size?.ordinal ?? Int.max) < ($1.size?.ordinal ?? Int.max) }
        for change in sorted {
            guard let size = change.size, let before = change.linesBefore, let after = change.linesAfter else {
                continue
            }
            let ordinal = size.ordinal
            if let last = out.last, ordinal == lastOrdinal + 1, last.linesBefore == before,
                last.linesAfter == after
            {
                out[out.count - 1].to = size
            } else {
                out.append(LineRange(from: size, to: size, linesBefore: before, linesAfter: after))
            }
            lastOrdinal = ordinal
        }
        return out
    }

    /// A block's identity: the string (key and variant) in one entry and place.
    private struct BlockID: Hashable {
        var entry: String
        var key: String
        var variant: String?
        var place: String?
    }
}
