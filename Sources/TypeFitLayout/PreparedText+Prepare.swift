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
        prepare(try TextAnalysis(text, locale: locale), face: face, measurer: measurer, features: features)
    }

    /// Measures an analysed text in one face (and `measurer`'s fallback cascade): the
    /// per-face half of ``prepare(_:face:measurer:locale:features:)``, so a string checked in
    /// several faces is segmented once. Cost: one shaping pass (word by word, through the
    /// measurer's cache) and two linear passes over the graphemes.
    public static func prepare(
        _ analysis: TextAnalysis, face: FontFace, measurer: TextMeasurer, features: [FontFeature] = []
    ) -> PreparedText {
        prepare(
            analysis, runs: [FaceRun(range: 0..<analysis.utf16Count, face: face, features: features)],
            measurer: measurer)
    }

    /// Measures an analysed text whose stretches are set in different faces (Markdown's bold,
    /// italic and code runs), each with the fallback cascade. Runs are shaped separately, as
    /// Core Text shapes each attribute run, so no kerning or ligature crosses a run boundary.
    /// The first run's face is the primary face: it gives the line metrics and the ellipsis.
    /// - Parameter runs: consecutive UTF-16 ranges covering the text, in order; for empty text,
    ///   one empty run naming the face.
    /// - Precondition: `runs` is not empty and covers `0..<analysis.utf16Count` in order.
    public static func prepare(_ analysis: TextAnalysis, runs: [FaceRun], measurer: TextMeasurer) -> PreparedText {
        precondition(
            !runs.isEmpty && runs.first!.range.lowerBound == 0 && runs.last!.range.upperBound == analysis.utf16Count,
            "face runs must cover the text")
        let face = runs[0].face
        let locale = analysis.locale
        let ellipsisAdvance = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 1) { ellipsis in
            ellipsis[0] = 0x2026
            return measurer.advances(
                of: UnsafeBufferPointer(ellipsis), face: face, locale: locale, features: runs[0].features
            )
            .totalAdvance
        }
        let primaryExtent = VerticalExtent(face.descriptor)
        let utf16 = analysis.utf16
        guard !utf16.isEmpty else {
            return PreparedText(
                text: analysis.text, utf16Count: 0, face: face, locale: locale, segments: [],
                ellipsisAdvance: ellipsisAdvance, naturalWidthEm: 0,
                verticalMetrics: face.descriptor.metrics, facesUsed: [face], missingCharacterCount: 0,
                warnings: [], standIns: [], graphemes: [], paragraphs: [],
                primaryExtent: primaryExtent, tallestExtent: primaryExtent)
        }

        // Mandatory break characters and tabs are shaped as spaces (same UTF-16 length): fonts
        // rarely map them, and a fallback face would otherwise be picked for a newline.
        let shapingUnits =
            utf16.contains(where: { isShapedAsSpace($0) })
            ? utf16.map { isShapedAsSpace($0) ? 0x20 : $0 } : utf16
        let measurement = measure(shapingUnits, runs: runs, locale: locale, measurer: measurer)

        var graphemes = analysis.graphemes
        attribute(measurement.advances, to: &graphemes)
        let segments = makeSegments(analysis.opportunities, graphemes: graphemes)
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
            text: analysis.text, utf16Count: utf16.count, face: face, locale: locale, segments: segments,
            ellipsisAdvance: ellipsisAdvance,
            naturalWidthEm: paragraphs.reduce(0) { max($0, $1.advance) },
            verticalMetrics: face.descriptor.metrics, facesUsed: facesUsed,
            missingCharacterCount: measurement.missingCharacters.count, warnings: measurement.warnings,
            standIns: measurement.standIns, graphemes: graphemes, paragraphs: paragraphs,
            primaryExtent: primaryExtent, tallestExtent: tallest)
    }

    /// The advances of `units`, each run shaped with its own face; one run is one call.
    private static func measure(
        _ units: [UInt16], runs: [FaceRun], locale: String?, measurer: TextMeasurer
    ) -> TextAdvances {
        if runs.count == 1 {
            return units.withUnsafeBufferPointer {
                measurer.advances(of: $0, face: runs[0].face, locale: locale, features: runs[0].features)
            }
        }
        var combined = TextAdvances(
            advances: [], facesUsed: [], missingCharacters: [], warnings: [],
            standIns: [], isWordByWord: true)
        combined.advances.reserveCapacity(units.count)
        units.withUnsafeBufferPointer { buffer in
            for run in runs where !run.range.isEmpty {
                let part = measurer.advances(
                    of: UnsafeBufferPointer(rebasing: buffer[run.range]), face: run.face,
                    locale: locale, features: run.features)
                combined.advances += part.advances
                for face in part.facesUsed where !combined.facesUsed.contains(face) { combined.facesUsed.append(face) }
                combined.missingCharacters += part.missingCharacters.map {
                    var missing = $0
                    missing.offset += run.range.lowerBound
                    return missing
                }
                for warning in part.warnings where !combined.warnings.contains(warning) {
                    combined.warnings.append(warning)
                }
                for standIn in part.standIns where !combined.standIns.contains(standIn) {
                    combined.standIns.append(standIn)
                }
                combined.isWordByWord = combined.isWordByWord && part.isWordByWord
            }
        }
        combined.standIns.sort()
        return combined
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
        // Only a locale whose language is `ja` (in any case) changes.
        var prefix = locale.utf8.makeIterator()
        guard prefix.next().map({ $0 | 0x20 }) == UInt8(ascii: "j"),
            prefix.next().map({ $0 | 0x20 }) == UInt8(ascii: "a")
        else {
            return locale
        }
        let lowered = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        if lowered == "ja" || lowered.hasPrefix("ja-"), !lowered.contains("@") { return "ja@lb=strict" }
        return locale
    }

    /// Sums the code units' advances (em) into the graphemes holding them; mandatory break
    /// characters are then zeroed (they are not drawn).
    private static func attribute(_ advances: [Double], to graphemes: inout [Grapheme]) {
        advances.withUnsafeBufferPointer { advances in
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

    /// One segment per break opportunity, its advances summed from the measured graphemes.
    private static func makeSegments(_ opportunities: [TextAnalysis.Opportunity], graphemes: [Grapheme]) -> [Segment] {
        var segments: [Segment] = []
        segments.reserveCapacity(opportunities.count)
        var first = 0
        for opportunity in opportunities {
            let end = opportunity.graphemeEnd
            var advance = 0.0
            for g in first..<end { advance += graphemes[g].advance }
            var trailing = 0.0
            var trailingCount = 0
            var back = end
            while back > first, graphemes[back - 1].isHanging {
                back -= 1
                trailing += graphemes[back].advance
                trailingCount += 1
            }
            segments.append(
                Segment(
                    end: opportunity.offset, graphemeEnd: end, advance: advance,
                    trailingWhitespaceAdvance: trailing, clusterCount: end - first,
                    trailingWhitespaceClusterCount: trailingCount,
                    isMandatoryBreak: opportunity.isMandatory, isBetweenHangul: opportunity.isBetweenHangul))
            first = end
        }
        return segments
    }

    private static func makeParagraphs(_ segments: [Segment]) -> [ParagraphExtent] {
        var paragraphs: [ParagraphExtent] = []
        var advance = 0.0
        var clusters = 0
        for (index, segment) in segments.enumerated() {
            advance += segment.advance
            clusters += segment.clusterCount
            if segment.isMandatoryBreak || index == segments.count - 1 {
                paragraphs.append(
                    ParagraphExtent(
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
        self.init(
            ascent: Double(metrics.ascender) / unitsPerEm,
            descent: Double(-metrics.descender) / unitsPerEm,
            lineGap: Double(metrics.lineGap) / unitsPerEm)
    }
}
