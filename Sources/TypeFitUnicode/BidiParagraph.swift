/// The bidi analysis of one paragraph: its resolved base level and its runs.
package struct BidiParagraph: Sendable, Hashable, Codable {
    /// Maximal runs of equal embedding level, in logical order, covering the whole text
    /// (UTF-16 code units) without gaps. Empty for empty text.
    package var runs: [BidiRun]

    /// The paragraph's resolved base level: 0 (left-to-right) or 1 (right-to-left). With
    /// ``BidiAnalyzer/BaseDirection/auto`` it comes from the first strong character (UAX #9
    /// rules P2–P3), LTR if there is none. If the text holds several paragraphs (U+2029, LF),
    /// this is the first one's.
    package var baseLevel: UInt8

    /// - Parameters:
    ///   - runs: runs in logical order, UTF-16 ranges.
    ///   - baseLevel: 0 (LTR) or 1 (RTL).
    package init(runs: [BidiRun], baseLevel: UInt8) {
        self.runs = runs
        self.baseLevel = baseLevel
    }

    /// Whether the paragraph's base direction is right to left (its base level is odd).
    package var isRightToLeft: Bool { baseLevel & 1 == 1 }

    /// Whether all the text has one level (a single run, or no text), so it needs no reordering.
    package var isUnidirectional: Bool { runs.count <= 1 }
}
