import TypeFitUnicode

/// What a text is, independent of any face: its UTF-16 code units, ICU line-break
/// opportunities, grapheme clusters (split at every opportunity) and which characters hang or
/// force a break. Made once per string and locale, then measured in each face the string is
/// checked in (``PreparedText/prepare(_:face:measurer:features:)``): a string checked in nine
/// entries of a type scale is segmented once, not nine times.
///
/// An immutable value, `Sendable`; share it between threads freely.
public struct TextAnalysis: Sendable {
    /// A break opportunity, with the index of the first grapheme after it.
    struct Opportunity: Sendable {
        /// UTF-16 offset of the opportunity (the end of the segment before it).
        var offset: Int
        /// Index just past the segment's last grapheme.
        var graphemeEnd: Int
        /// Whether the line must end here (LF, CR LF, U+2028, …).
        var isMandatory: Bool
        /// Whether Hangul word priority drops this opportunity (the break falls between two
        /// Hangul characters).
        var isBetweenHangul: Bool
    }

    /// The text analysed.
    public let text: String
    /// The ICU locale the text was segmented for; nil for root rules.
    public let locale: String?
    /// The text's UTF-16 code units.
    let utf16: [UInt16]
    /// Grapheme clusters, split at break opportunities, with their flags and zero advance.
    let graphemes: [PreparedText.Grapheme]
    /// Break opportunities in order; the last is at the end of the text.
    let opportunities: [Opportunity]

    /// Length of the text in UTF-16 code units.
    public var utf16Count: Int { utf16.count }
    /// Number of grapheme clusters (split at break opportunities, should one fall inside).
    package var graphemeCount: Int { graphemes.count }

    /// Segments `text` with ICU for `locale` (line breaking uses
    /// ``PreparedText/lineBreakLocale(_:)``: strict kinsoku for Japanese).
    ///
    /// Cost: one ICU line-break pass and one grapheme pass, linear in the length of the text.
    /// - Throws: ``LayoutError/segmentation(_:)`` when ICU cannot segment the text.
    public init(_ text: String, locale: String? = nil) throws(LayoutError) {
        let utf16 = Array(text.utf16)
        self.text = text
        self.locale = locale
        self.utf16 = utf16
        guard !utf16.isEmpty else {
            graphemes = []
            opportunities = []
            return
        }
        let result = utf16.withUnsafeBufferPointer { buffer in
            Result { () throws(UnicodeSegmentationError) in
                let opportunities = try LineBreaker.opportunities(
                    in: buffer, locale: PreparedText.lineBreakLocale(locale))
                let kept = LineBreaker.keepingHangulWords(opportunities, in: buffer).map(\.offset)
                let boundaries = try GraphemeBreaker.boundaries(in: buffer)
                return (opportunities, boundaries, kept)
            }
        }
        let found: [LineBreakOpportunity]
        let boundaries: [Int]
        let kept: [Int]
        switch result {
        case .success(let value): (found, boundaries, kept) = value
        case .failure(let error): throw .segmentation(error)
        }
        graphemes = Self.graphemes(ends: Self.mergedEnds(boundaries, found), utf16: utf16)
        opportunities = Self.opportunities(found, kept: kept, graphemes: graphemes)
    }

    /// Grapheme boundaries merged with opportunity offsets, so that every segment holds whole
    /// graphemes even where ICU's line breaking splits a grapheme cluster.
    private static func mergedEnds(_ boundaries: [Int], _ opportunities: [LineBreakOpportunity]) -> [Int] {
        var ends: [Int] = []
        ends.reserveCapacity(boundaries.count)
        var b = 0
        var o = 0
        while b < boundaries.count || o < opportunities.count {
            let next = min(
                b < boundaries.count ? boundaries[b] : .max,
                o < opportunities.count ? opportunities[o].offset : .max)
            ends.append(next)
            if b < boundaries.count, boundaries[b] == next { b += 1 }
            if o < opportunities.count, opportunities[o].offset == next { o += 1 }
        }
        return ends
    }

    /// Graphemes with zero advance and their whitespace flags.
    private static func graphemes(ends: [Int], utf16: [UInt16]) -> [PreparedText.Grapheme] {
        var graphemes: [PreparedText.Grapheme] = []
        graphemes.reserveCapacity(ends.count)
        var start = 0
        for end in ends {
            var hanging = true
            var mandatory = false
            for index in start..<end {
                let unit = utf16[index]
                if !PreparedText.isHangingWhitespace(unit) { hanging = false }
                if PreparedText.isMandatoryBreakCharacter(unit) { mandatory = true }
            }
            let flags =
                (hanging ? PreparedText.Grapheme.hanging : 0) | (mandatory ? PreparedText.Grapheme.mandatoryBreak : 0)
            graphemes.append(PreparedText.Grapheme(end: Int32(end), flags: flags, advance: 0))
            start = end
        }
        return graphemes
    }

    /// Each opportunity with the grapheme index it ends at and whether Hangul word priority
    /// keeps it.
    private static func opportunities(
        _ found: [LineBreakOpportunity], kept keptOffsets: [Int], graphemes: [PreparedText.Grapheme]
    ) -> [Opportunity] {
        var result: [Opportunity] = []
        result.reserveCapacity(found.count)
        var g = 0
        var kept = 0
        for opportunity in found {
            while g < graphemes.count, Int(graphemes[g].end) <= opportunity.offset { g += 1 }
            while kept < keptOffsets.count, keptOffsets[kept] < opportunity.offset { kept += 1 }
            let isKept = kept < keptOffsets.count && keptOffsets[kept] == opportunity.offset
            result.append(
                Opportunity(
                    offset: opportunity.offset, graphemeEnd: g,
                    isMandatory: opportunity.isMandatory, isBetweenHangul: !isKept))
        }
        return result
    }
}
