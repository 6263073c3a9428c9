import TypeFitDynamicType
import TypeFitScale
import TypeFitStrings
import TypeFitVocabulary

/// A whole check: every result and a summary, typed: sizes are ``DynamicTypeSize``s, per-size
/// values are ``SizeColumn``s, the scaling model and the system font's source are their own
/// types. The files a check is written to and read from (JSON schemas 1 and 2, baselines) are
/// file types of the report layer (`CheckReportJSON`, `Baseline`) that read and write this model.
public struct CheckReport: Sendable {
    /// One reason some numbers are approximate, and how much of the report rests on it.
    public struct ApproximationCount: Sendable, Equatable {
        /// The reason, as results carry it (`Noto Sans Arabic stands in for SF Arabic`).
        public var reason: String
        /// Results (string × locale × entry) that give this reason.
        public var results: Int
        /// Approximate cells (result × size) of those results.
        public var cells: Int

        public init(reason: String, results: Int, cells: Int) {
            self.reason = reason
            self.results = results
            self.cells = cells
        }
    }

    /// Totals for CI and for people.
    public struct Summary: Sendable, Equatable {
        /// Results (string × locale × entry) checked.
        public var checked: Int
        /// String × entry pairs a constraints rule left unchecked (`"skip": true`); not in
        /// ``checked`` and not in the results. nil in reports written before this field existed.
        public var skippedByRule: Int? = nil
        /// Plural variants left unchecked because iOS never shows them in their locale (a CLDR
        /// category the locale does not use, such as Japanese `plural.one`); nil in reports
        /// written before this field existed.
        public var unshownPluralVariants: Int? = nil
        /// String × entry pairs left unchecked because their device variant is not the one the
        /// container's device shows (`device.ipad` in an iPhone container); nil in reports written
        /// before this field existed.
        public var otherDeviceVariants: Int? = nil
        /// Strings (key × locale × variant) the run covered, after `--locale`: ``stringsChecked``,
        /// ``stringsNotChecked`` and ``stringsLeftOut`` add up to it. nil in reports written
        /// before this field existed.
        public var strings: Int? = nil
        /// Strings with at least one result.
        public var stringsChecked: Int? = nil
        /// Strings a ``StringProblem`` kept from being checked.
        public var stringsNotChecked: Int? = nil
        /// Strings left out on purpose: skipped by a rule, variants iOS never shows in their
        /// locale or shows on another device, strings in no entry asked for.
        public var stringsLeftOut: Int? = nil
        /// Strings whose text cannot be read as written (``CheckReport/stringProblems``),
        /// measured as iOS shows them or not checked: findings, like truncations.
        public var stringProblems: Int? = nil
        /// Results that truncate at one size or more.
        public var truncating: Int
        /// Results that truncate already at the default (Large) size or smaller.
        public var truncatingAtDefaultSize: Int
        /// Results whose first truncation is at each size (sizes where none does have no value).
        public var firstTruncations: SizeColumn<Int>
        /// Sizes checked, smallest first.
        public var sizes: [DynamicTypeSize]
        /// Results with characters no face could render.
        public var missingGlyphs: Int
        /// Whether any number rests on a stand-in font or an inferred rule.
        public var approximate: Bool
        /// Cells (result × size) whose numbers rest on a stand-in font or an inferred rule;
        /// nil in reports written before this field existed.
        public var approximateCells: Int? = nil
        /// Cells (result × size) checked; nil in reports written before this field existed.
        public var cells: Int? = nil
        /// Why numbers are approximate, most results first; nil in reports written before this
        /// field existed.
        public var approximationReasons: [ApproximationCount]? = nil
        /// The type scale's name.
        public var scale: String
        /// How custom sizes scale.
        public var model: ScalingModel
        /// Where the system font's faces came from: the user's SF Pro or the bundled stand-in.
        public var systemFont: SystemFontProvider.Source

        /// A summary with its counts given (a report read back or built by a test); the fields
        /// later reports added start nil.
        public init(
            checked: Int, truncating: Int, truncatingAtDefaultSize: Int, firstTruncations: SizeColumn<Int>,
            sizes: [DynamicTypeSize], missingGlyphs: Int, approximate: Bool, scale: String, model: ScalingModel,
            systemFont: SystemFontProvider.Source
        ) {
            self.checked = checked
            self.truncating = truncating
            self.truncatingAtDefaultSize = truncatingAtDefaultSize
            self.firstTruncations = firstTruncations
            self.sizes = sizes
            self.missingGlyphs = missingGlyphs
            self.approximate = approximate
            self.scale = scale
            self.model = model
            self.systemFont = systemFont
        }
    }

    public var results: [CheckResult]
    public var summary: Summary
    /// Remarks about the run (scale notes, missing fonts, unused constraint rules).
    public var warnings: [String]
    /// Strings whose text cannot be read as written, in string order: findings (exit 1), each
    /// measured as iOS shows it or listed as not checked.
    public var stringProblems: [StringProblem]

    /// Whether the check found something: a result that truncates or a string problem.
    public var hasFindings: Bool { summary.truncating > 0 || !stringProblems.isEmpty }

    /// The report of `results`, checked at `sizes` (smallest first), its summary counted from
    /// the results.
    public init(
        results: [CheckResult], sizes: [DynamicTypeSize], scale: String, model: ScalingModel,
        systemFont: SystemFontProvider.Source, warnings: [String]
    ) {
        self.results = results
        self.warnings = warnings
        stringProblems = []
        let tally = Tally.of(results)
        summary = Summary(
            checked: results.count, truncating: tally.truncating,
            truncatingAtDefaultSize: tally.truncatingAtDefaultSize,
            firstTruncations: tally.firstTruncations, sizes: sizes, missingGlyphs: tally.missingGlyphs,
            approximate: !tally.reasons.isEmpty, scale: scale, model: model, systemFont: systemFont)
        summary.cells = tally.cells
        summary.approximateCells = tally.approximateCells
        summary.approximationReasons = Self.sortedCounts(tally.reasons)
    }

    /// A report with its summary as given (one read back from a file).
    public init(
        results: [CheckResult], summary: Summary, warnings: [String], stringProblems: [StringProblem] = []
    ) {
        self.results = results
        self.summary = summary
        self.warnings = warnings
        self.stringProblems = stringProblems
    }

    /// Cells of `result` that rest on a stand-in or an inferred rule.
    static func approximateCells(of result: CheckResult) -> Int {
        result.sizes.count { $0.approximate }
    }

    /// Each approximation reason with its results and cells, most results first, then by reason.
    static func approximationCounts(_ results: [CheckResult]) -> [ApproximationCount] {
        var counts: [String: (results: Int, cells: Int)] = [:]
        for index in results.indices where !results[index].approximationReasons.isEmpty {
            count(results[index].approximationReasons, cells: approximateCells(of: results[index]), into: &counts)
        }
        return sortedCounts(counts)
    }

    /// Adds one result to `counts`: each of its distinct `reasons` gains the result and its
    /// approximate `cells`.
    static func count(_ reasons: [String], cells: Int, into counts: inout [String: (results: Int, cells: Int)]) {
        for (position, reason) in reasons.enumerated() where !reasons[..<position].contains(reason) {
            counts[reason, default: (0, 0)].results += 1
            counts[reason, default: (0, 0)].cells += cells
        }
    }

    /// `counts` as the summary lists them: most results first, then by reason.
    private static func sortedCounts(_ counts: [String: (results: Int, cells: Int)]) -> [ApproximationCount] {
        counts.map { ApproximationCount(reason: $0.key, results: $0.value.results, cells: $0.value.cells) }
            .sorted { ($0.results, $1.reason) > ($1.results, $0.reason) }
    }

    /// One line for people: how many cells are approximate and why, such as
    /// `approximate: 24 of 48 cells (string × size); Noto Sans Arabic stands in for SF Arabic (2 results, 24 cells)`;
    /// nil when nothing is approximate. For a report written before the summary counted them,
    /// the counts are worked out from the results.
    package var approximationLine: String? {
        guard summary.approximate else { return nil }
        let cells = summary.cells ?? results.reduce(0) { $0 + $1.sizes.count }
        let approximate = summary.approximateCells ?? results.reduce(0) { $0 + Self.approximateCells(of: $1) }
        let counts = summary.approximationReasons ?? Self.approximationCounts(results)
        var line = "approximate: \(approximate) of \(cells) cells (string × size)"
        for count in counts {
            line +=
                "; \(count.reason) (\(count.results) \(count.results == 1 ? "result" : "results"), \(count.cells) cells)"
        }
        return line
    }

    /// Whether every result fits at every size checked (string problems aside: see
    /// ``hasFindings``).
    public var allFit: Bool { summary.truncating == 0 }
}
