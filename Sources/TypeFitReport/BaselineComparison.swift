import Foundation
import TypeFitCheck
import TypeFitVocabulary

/// What changed between a ``Baseline`` and a current check: new and fixed truncations, line
/// count and height changes, added and removed results.
///
/// Results are matched by ``Baseline/ResultID`` (key, locale, variant, entry, place); when an
/// identity occurs more than once (the same key in two tables), the n-th occurrence on one side
/// matches the n-th on the other. Sizes are compared only where both sides checked them.
///
/// Changes, per matched result:
/// - ``Change/Kind/newTruncation``: sizes that fit in the baseline and do not fit now (one change
///   listing them all);
/// - ``Change/Kind/fixedTruncation``: sizes that did not fit and fit now;
/// - ``Change/Kind/lineCountChanged``: one change per size whose lines shown differ;
/// - ``Change/Kind/heightChanged``: one change per size whose height moved by more than the
///   tolerance and whose line count did not change (a line count change already explains it);
/// - ``Change/Kind/added`` / ``Change/Kind/removed``: results on one side only;
/// - ``Change/Kind/textChanged``: the text (as the strings file has it) differs, whether or not
///   anything else changed. A baseline written before texts were recorded (format 1 or 2) has
///   none, so its comparisons have no text changes.
///
/// Every change of a result whose text changed carries both texts (``Change/textBefore``,
/// ``Change/textAfter``), so each line shows what the text was beside what moved.
///
/// **Regressions** (what should fail CI), by default (``RegressionPolicy/default``): new
/// truncations, and added results that truncate at some size (a truncation the baseline never
/// accepted). Line count changes are reported but are not regressions unless
/// ``RegressionPolicy/lineCountIncreases`` is set, and then only increases count.
///
/// **Typeface swaps.** Comparing two reports of the same strings under two type scales (say the
/// system font and a custom typeface) is the same comparison:
/// `BaselineComparison.compare(systemReport, customReport)` builds a baseline from the first
/// report and compares the second against it; ``before`` and ``after`` then show the two scale
/// names. Entry names must match between the scales for results to pair up.
package struct BaselineComparison: Sendable, Codable, Equatable {
    /// Which changes count as regressions.
    package struct RegressionPolicy: Sendable, Codable, Equatable {
        /// Whether a line count increase at any size is a regression.
        package var lineCountIncreases: Bool
        /// Whether an added result that truncates at some size is a regression.
        package var truncatingAdditions: Bool

        package init(lineCountIncreases: Bool = false, truncatingAdditions: Bool = true) {
            self.lineCountIncreases = lineCountIncreases
            self.truncatingAdditions = truncatingAdditions
        }

        /// New truncations and truncating additions; line count changes are not regressions.
        package static let `default` = RegressionPolicy()
    }

    /// The scale, model and sizes of one side.
    package struct RunInfo: Sendable, Codable, Equatable {
        package var scale: String
        package var model: String
        package var systemFont: String
        package var sizes: [DynamicTypeSize]
    }

    /// One change.
    package struct Change: Sendable, Codable, Equatable {
        /// What kind of change; also the order changes are listed in.
        package enum Kind: String, Sendable, Codable, CaseIterable, Comparable {
            case newTruncation, fixedTruncation, lineCountChanged, heightChanged, added, removed, textChanged

            package static func < (lhs: Kind, rhs: Kind) -> Bool {
                allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
            }
        }

        package var kind: Kind
        /// The result that changed.
        package var result: Baseline.ResultID
        /// `newTruncation`, `fixedTruncation`: the sizes whose verdict changed; `added`,
        /// `removed`: the sizes that do not fit on the side that has the result. Size order.
        package var sizes: [DynamicTypeSize]?
        /// `lineCountChanged`, `heightChanged`: the size.
        package var size: DynamicTypeSize?
        /// `lineCountChanged`: lines shown in the baseline and now.
        package var linesBefore: Int?
        package var linesAfter: Int?
        /// `heightChanged`: height in the baseline and now, points.
        package var heightBefore: Double?
        package var heightAfter: Double?
        /// Whether this change counts as a regression under the comparison's policy.
        package var regression: Bool = false
        /// The result's text in the baseline and now, as the strings file has it, when the two
        /// differ (on every change of that result); nil when the text did not change or the
        /// baseline recorded no text.
        package var textBefore: String? = nil
        package var textAfter: String? = nil
    }

    /// Counts, for CI and for the JSON form.
    package struct Summary: Sendable, Codable, Equatable {
        /// Results on both sides.
        package var compared: Int
        /// All changes.
        package var changes: Int
        /// Changes that are regressions.
        package var regressions: Int
        /// Kind (raw value) → changes of that kind.
        package var byKind: [String: Int]
    }

    /// The baseline side.
    package var before: RunInfo
    /// The current side.
    package var after: RunInfo
    /// Heights closer than this are the same, points (≥ 0).
    package var heightTolerance: Double
    /// Which changes are regressions.
    package var policy: RegressionPolicy
    /// Every change: by kind (in ``Change/Kind`` order), then result, then size order.
    package var changes: [Change]
    /// Counts.
    package var summary: Summary

    /// Compares a check against a baseline. `heightTolerance` is in points; a negative or NaN
    /// tolerance counts as 0.
    package init(
        baseline: Baseline, current: CheckReport, heightTolerance: Double = 0.5, policy: RegressionPolicy = .default
    ) {
        self.init(
            baseline: baseline, current: Baseline(report: current), heightTolerance: heightTolerance, policy: policy)
    }

    /// Compares two baselines (the current side converted with ``Baseline/init(report:)``, so
    /// both sides carry heights rounded the same way).
    package init(
        baseline: Baseline, current: Baseline, heightTolerance: Double = 0.5, policy: RegressionPolicy = .default
    ) {
        let tolerance = heightTolerance.isNaN ? 0 : max(0, heightTolerance)
        before = RunInfo(
            scale: baseline.scale, model: baseline.model, systemFont: baseline.systemFont, sizes: baseline.sizes)
        after = RunInfo(
            scale: current.scale, model: current.model, systemFont: current.systemFont, sizes: current.sizes)
        self.heightTolerance = tolerance
        self.policy = policy

        var changes: [Change] = []
        var compared = 0
        let (old, new) = (baseline.results, current.results)
        Baseline.pairByIdentity(old, new) { oldIndex, newIndex in
            switch (oldIndex, newIndex) {
            case (let oldIndex?, let newIndex?):
                compared += 1
                changes += Self.changes(from: old[oldIndex], to: new[newIndex], tolerance: tolerance, policy: policy)
            case (let oldIndex?, nil):
                changes.append(Change(kind: .removed, result: old[oldIndex].id, sizes: Self.failing(old[oldIndex])))
            case (nil, let newIndex?):
                let failing = Self.failing(new[newIndex])
                changes.append(
                    Change(
                        kind: .added, result: new[newIndex].id, sizes: failing,
                        regression: policy.truncatingAdditions && !failing.isEmpty))
            case (nil, nil): break
            }
        }
        self.changes = changes.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.kind != b.kind { return a.kind < b.kind }
            if a.result != b.result { return a.result < b.result }
            let (sizeA, sizeB) = (a.size?.ordinal ?? -1, b.size?.ordinal ?? -1)
            if sizeA != sizeB { return sizeA < sizeB }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var byKind: [String: Int] = [:]
        for change in changes { byKind[change.kind.rawValue, default: 0] += 1 }
        summary = Summary(
            compared: compared, changes: changes.count, regressions: changes.filter(\.regression).count, byKind: byKind)
    }

    /// Compares two reports as if the first were a baseline: for a typeface swap (the same
    /// strings under two scales), or two runs of the same scale.
    package static func compare(
        _ before: CheckReport, _ after: CheckReport, heightTolerance: Double = 0.5,
        policy: RegressionPolicy = .default
    ) -> BaselineComparison {
        BaselineComparison(
            baseline: Baseline(report: before), current: after, heightTolerance: heightTolerance, policy: policy)
    }

    /// The changes that are regressions.
    package var regressions: [Change] { changes.filter(\.regression) }

    /// Whether anything is a regression.
    package var hasRegressions: Bool { changes.contains(where: \.regression) }

    /// The changes of one kind.
    package func changes(_ kind: Change.Kind) -> [Change] { changes.filter { $0.kind == kind } }

    /// The comparison as JSON: sorted keys, pretty printed, ending with a newline.
    package func data() throws -> Data {
        try ReportJSONEncoding.prettyData(self, nonFiniteAsStrings: true)
    }

    /// The changes between two records of the same result, at the sizes both have, smallest
    /// first.
    static func changes(
        from old: Baseline.Record, to new: Baseline.Record, tolerance: Double, policy: RegressionPolicy
    ) -> [Change] {
        // The identity is made only for a change (most pairs have none).
        var id: Baseline.ResultID { old.id }
        var broken: [DynamicTypeSize] = []
        var fixed: [DynamicTypeSize] = []
        var changes: [Change] = []
        for (size, a) in old.sizes {
            guard let b = new.sizes[size] else { continue }
            if a.fits, !b.fits { broken.append(size) }
            if !a.fits, b.fits { fixed.append(size) }
            if a.lines != b.lines {
                changes.append(
                    Change(
                        kind: .lineCountChanged, result: id, size: size, linesBefore: a.lines, linesAfter: b.lines,
                        regression: policy.lineCountIncreases && b.lines > a.lines))
            } else if !(abs(a.height - b.height) <= tolerance) {
                changes.append(
                    Change(kind: .heightChanged, result: id, size: size, heightBefore: a.height, heightAfter: b.height))
            }
        }
        if !broken.isEmpty { changes.append(Change(kind: .newTruncation, result: id, sizes: broken, regression: true)) }
        if !fixed.isEmpty { changes.append(Change(kind: .fixedTruncation, result: id, sizes: fixed)) }
        if let before = old.text, let after = new.text, before != after {
            changes.append(Change(kind: .textChanged, result: id))
            for index in changes.indices { (changes[index].textBefore, changes[index].textAfter) = (before, after) }
        }
        return changes
    }

    /// The sizes at which a record does not fit, in size order.
    static func failing(_ record: Baseline.Record) -> [DynamicTypeSize] {
        record.sizes.filter { !$0.value.fits }.map(\.size)
    }
}
