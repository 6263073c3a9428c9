import TypeFitShaping
import TypeFitUnicode

extension PreparedText {
    /// Shapes `text` once with `face` (and `measurer`'s fallback cascade) and segments it for
    /// layout.
    ///
    /// Cost: one HarfBuzz shaping pass, one ICU line-break pass and one grapheme pass, all
    /// linear in the length of the text; a 1 MB string prepares in seconds.
    /// - Parameters:
    ///   - text: the text; may hold several paragraphs separated by mandatory breaks.
    ///   - face: the primary face.
    ///   - measurer: the shaper with its fallback cascade.
    ///   - locale: ICU locale ID for line breaking and BCP 47 language for shaping (`"ja"`,
    ///     `"ko"`, `"ar"`, `"ja@lb=strict"`); nil = root rules.
    ///   - features: OpenType features applied to the whole text.
    /// - Throws: ``LayoutError/segmentation(_:)`` when ICU cannot segment the text.
    public static func prepare(
        _ text: String,
        face: FontFace,
        measurer: TextMeasurer,
        locale: String? = nil,
        features: [FontFeature] = []
    ) throws(LayoutError) -> PreparedText {
        let utf16 = Array(text.utf16)
        let ellipsisAdvance = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 1) { ellipsis in
            ellipsis[0] = 0x2026
            return measurer.advances(of: UnsafeBufferPointer(ellipsis), face: face, locale: locale, features: features)
                .totalAdvance
        }
        let primaryExtent = VerticalExtent(face.descriptor)
        guard !utf16.isEmpty else {
            return PreparedText(
                text: text, utf16Count: 0, face: face, locale: locale, segments: [],
                ellipsisAdvance: ellipsisAdvance, naturalWidthEm: 0,
                verticalMetrics: face.descriptor.metrics, facesUsed: [face], missingCharacterCount: 0,
                warnings: [], standIns: [], graphemes: [], paragraphs: [],
                primaryExtent: primaryExtent, tallestExtent: primaryExtent)
        }

        // Mandatory break characters and tabs are shaped as spaces (same UTF-16 length): fonts
        // rarely map them, and a fallback face would otherwise be picked for a newline.
        let shapingUnits = utf16.contains(where: { isShapedAsSpace($0) })
            ? utf16.map { isShapedAsSpace($0) ? 0x20 : $0 } : utf16
        let measurement = shapingUnits.withUnsafeBufferPointer {
            measurer.advances(of: $0, face: face, locale: locale, features: features)
        }

        let (opportunities, graphemeEnds, keptOffsets) = try segmentation(of: utf16, locale: locale)
        var graphemes = makeGraphemes(ends: graphemeEnds, utf16: utf16)
        attribute(measurement, to: &graphemes)
        let segments = makeSegments(opportunities: opportunities, keptOffsets: keptOffsets, graphemes: graphemes)
        let paragraphs = makeParagraphs(segments)

        var tallest = primaryExtent
        for used in measurement.facesUsed {
            let extent = VerticalExtent(used.descriptor)
            tallest.ascent = max(tallest.ascent, extent.ascent)
            tallest.descent = max(tallest.descent, extent.descent)
            tallest.lineGap = max(tallest.lineGap, extent.lineGap)
        }
        var facesUsed = measurement.facesUsed
        if !facesUsed.contains(face) { facesUsed.insert(face, at: 0) }

        return PreparedText(
            text: text, utf16Count: utf16.count, face: face, locale: locale, segments: segments,
            ellipsisAdvance: ellipsisAdvance,
            naturalWidthEm: paragraphs.reduce(0) { max($0, $1.advance) },
            verticalMetrics: face.descriptor.metrics, facesUsed: facesUsed,
            missingCharacterCount: measurement.missingCharacters.count, warnings: measurement.warnings,
            standIns: measurement.standIns, graphemes: graphemes, paragraphs: paragraphs,
            primaryExtent: primaryExtent, tallestExtent: tallest)
    }

    /// Mandatory break characters (one UTF-16 unit each): LF, VT, FF, CR, NEL, LS, PS.
    @inline(__always)
    static func isMandatoryBreakCharacter(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    @inline(__always)
    static func isShapedAsSpace(_ unit: UInt16) -> Bool {
        unit == 0x09 || isMandatoryBreakCharacter(unit)
    }

    /// Whitespace that hangs at a line end: space, tab, ogham space mark, the en/em/… spaces
    /// U+2000–U+200A except the non-breaking figure space U+2007, medium mathematical space,
    /// ideographic space, and the mandatory break characters. No-break spaces (U+00A0, U+202F)
    /// do not hang: they glue words together.
    @inline(__always)
    static func isHangingWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: isMandatoryBreakCharacter(unit)
        }
    }

    /// The ICU locale line breaking uses: Japanese without an explicit `@lb=` keyword gets
    /// strict kinsoku (`ja@lb=strict`: no line may start with small kana or the prolonged sound
    /// mark), which is what iOS labels are reported to do (inferred from device observations;
    /// ICU's own `ja` default is the looser "normal" set). Any other locale is passed as it is.
    static func lineBreakLocale(_ locale: String?) -> String? {
        guard let locale else { return nil }
        let lowered = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        if (lowered == "ja" || lowered.hasPrefix("ja-")), !lowered.contains("@") { return "ja@lb=strict" }
        return locale
    }

    /// Break opportunities, grapheme ends (split at every opportunity) and the set of
    /// opportunity offsets that Hangul word priority keeps.
    private static func segmentation(
        of utf16: [UInt16], locale: String?
    ) throws(LayoutError) -> ([LineBreakOpportunity], [Int], [Int]) {
        let result = utf16.withUnsafeBufferPointer { buffer in
            Result { () throws(UnicodeSegmentationError) in
                let opportunities = try LineBreaker.opportunities(in: buffer, locale: lineBreakLocale(locale))
                let kept = LineBreaker.keepingHangulWords(opportunities, in: buffer).map(\.offset)
                let boundaries = try GraphemeBreaker.boundaries(in: buffer)
                return (opportunities, boundaries, kept)
            }
        }
        let opportunities: [LineBreakOpportunity], boundaries: [Int], kept: [Int]
        switch result {
        case let .success(value): (opportunities, boundaries, kept) = value
        case let .failure(error): throw .segmentation(error)
        }
        // Merge grapheme boundaries with opportunity offsets so every segment holds whole
        // graphemes even where ICU's line breaking splits a grapheme cluster.
        var ends: [Int] = []
        ends.reserveCapacity(boundaries.count)
        var b = 0, o = 0
        while b < boundaries.count || o < opportunities.count {
            let next = min(b < boundaries.count ? boundaries[b] : .max,
                           o < opportunities.count ? opportunities[o].offset : .max)
            ends.append(next)
            if b < boundaries.count, boundaries[b] == next { b += 1 }
            if o < opportunities.count, opportunities[o].offset == next { o += 1 }
        }
        return (opportunities, ends, kept)
    }

    /// Graphemes with zero advance and their whitespace flags.
    private static func makeGraphemes(ends: [Int], utf16: [UInt16]) -> [Grapheme] {
        var graphemes: [Grapheme] = []
        graphemes.reserveCapacity(ends.count)
        var start = 0
        for end in ends {
            var hanging = true, mandatory = false
            for index in start..<end {
                let unit = utf16[index]
                if !isHangingWhitespace(unit) { hanging = false }
                if isMandatoryBreakCharacter(unit) { mandatory = true }
            }
            let flags = (hanging ? Grapheme.hanging : 0) | (mandatory ? Grapheme.mandatoryBreak : 0)
            graphemes.append(Grapheme(end: Int32(end), flags: flags, advance: 0))
            start = end
        }
        return graphemes
    }

    /// Sums the code units' advances (em) into the graphemes holding them; mandatory break
    /// characters are then zeroed (they are not drawn).
    private static func attribute(_ measurement: TextAdvances, to graphemes: inout [Grapheme]) {
        measurement.advances.withUnsafeBufferPointer { advances in
            var start = 0
            for index in graphemes.indices {
                let end = min(Int(graphemes[index].end), advances.count)
                var sum = 0.0
                if start < end { for unit in start..<end { sum += advances[unit] } }
                graphemes[index].advance = graphemes[index].isMandatoryBreak ? 0 : sum
                start = end
            }
        }
    }

    private static func makeSegments(
        opportunities: [LineBreakOpportunity], keptOffsets: [Int], graphemes: [Grapheme]
    ) -> [Segment] {
        var segments: [Segment] = []
        segments.reserveCapacity(opportunities.count)
        var g = 0, kept = 0
        for opportunity in opportunities {
            let first = g
            var advance = 0.0
            while g < graphemes.count, Int(graphemes[g].end) <= opportunity.offset {
                advance += graphemes[g].advance
                g += 1
            }
            var trailing = 0.0, trailingCount = 0, back = g
            while back > first, graphemes[back - 1].isHanging {
                back -= 1
                trailing += graphemes[back].advance
                trailingCount += 1
            }
            while kept < keptOffsets.count, keptOffsets[kept] < opportunity.offset { kept += 1 }
            let isKept = kept < keptOffsets.count && keptOffsets[kept] == opportunity.offset
            segments.append(Segment(
                end: opportunity.offset, graphemeEnd: g, advance: advance,
                trailingWhitespaceAdvance: trailing, clusterCount: g - first,
                trailingWhitespaceClusterCount: trailingCount,
                isMandatoryBreak: opportunity.isMandatory, isBetweenHangul: !isKept))
        }
        return segments
    }

    private static func makeParagraphs(_ segments: [Segment]) -> [ParagraphExtent] {
        var paragraphs: [ParagraphExtent] = []
        var advance = 0.0, clusters = 0
        for (index, segment) in segments.enumerated() {
            advance += segment.advance
            clusters += segment.clusterCount
            if segment.isMandatoryBreak || index == segments.count - 1 {
                paragraphs.append(ParagraphExtent(
                    advance: advance - segment.trailingWhitespaceAdvance,
                    clusterCount: clusters - segment.trailingWhitespaceClusterCount))
                advance = 0
                clusters = 0
            }
        }
        return paragraphs
    }
}

extension PreparedText.VerticalExtent {
    /// The face's line-layout ascender, descender depth and line gap, in em.
    init(_ descriptor: FontFaceDescriptor) {
        let unitsPerEm = Double(max(descriptor.unitsPerEm, 1))
        let metrics = descriptor.metrics
        self.init(ascent: Double(metrics.ascender) / unitsPerEm,
                  descent: Double(-metrics.descender) / unitsPerEm,
                  lineGap: Double(metrics.lineGap) / unitsPerEm)
    }
}
