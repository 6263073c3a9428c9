import TypeFitDynamicType

/// A whole check: every result and a summary, as `typefit check --format json` and
/// `typefit report --format json` write it.
public struct CheckReport: Sendable, Codable {
    /// Totals for CI and for people.
    public struct Summary: Sendable, Codable, Equatable {
        /// Results (string × locale × entry) checked.
        public var checked: Int
        /// String × entry pairs a constraints rule left unchecked (`"skip": true`); not in
        /// ``checked`` and not in the results.
        public var skippedByRule: Int = 0
        /// Results that truncate at one size or more.
        public var truncating: Int
        /// Results that truncate already at the default (Large) size or smaller.
        public var truncatingAtDefaultSize: Int
        /// Size name → results whose first truncation is at that size.
        public var firstTruncations: [String: Int]
        /// Sizes checked, smallest first.
        public var sizes: [String]
        /// Results with characters no face could render.
        public var missingGlyphs: Int
        /// Whether any number rests on a stand-in font or an inferred rule.
        public var approximate: Bool
        /// The type scale, the model and the system font source.
        public var scale: String
        public var model: String
        public var systemFont: String
    }

    public var results: [CheckResult]
    public var summary: Summary
    /// Remarks about the run (scale notes, missing fonts, unused constraint rules).
    public var warnings: [String]

    public init(results: [CheckResult], sizes: [DynamicTypeSize], scale: String, model: String, systemFont: String, warnings: [String]) {
        self.results = results
        self.warnings = warnings
        var firsts: [String: Int] = [:]
        for result in results { if let size = result.firstTruncatedSize { firsts[size.rawValue, default: 0] += 1 } }
        summary = Summary(
            checked: results.count,
            truncating: results.filter { $0.firstTruncatedSize != nil }.count,
            truncatingAtDefaultSize: results.filter { ($0.firstTruncatedSize.map { $0 <= .large }) ?? false }.count,
            firstTruncations: firsts, sizes: sizes.map(\.rawValue),
            missingGlyphs: results.filter { $0.missingGlyphs > 0 }.count,
            approximate: results.contains { !$0.approximationReasons.isEmpty },
            scale: scale, model: model, systemFont: systemFont)
    }

    /// Whether every result fits at every size checked.
    public var allFit: Bool { summary.truncating == 0 }
}
