import TypeFitLayout
import TypeFitShaping
import TypeFitUnicode

/// Turns a ``TypeFitLayout/TextLayout`` into glyphs to draw, from the glyphs that were
/// measured: the whole text is shaped once with the same measurer, face, locale and features
/// that prepared it, and each visible line takes the glyphs of its own text, as shaped in
/// context (so a word cut by the line's end or by truncation keeps the forms and kerning it was
/// measured with, as CoreText keeps a truncated line's glyphs). The ellipsis is shaped on its
/// own, as the layout measured it. Runs are put in visual order (Unicode bidi, rule L2) with
/// the paragraph's base direction, and tracking is added after every grapheme cluster, as the
/// layout counts it.
///
/// Lines are left-aligned, except that a paragraph whose base direction is right to left is
/// aligned to the right edge, as a natural-aligned label in a right-to-left localization is.
package struct LineComposer: Sendable {
    /// The shaper with its fallback cascade: the one that prepared the text.
    package var measurer: TextMeasurer
    /// The OpenType features the text was prepared with.
    package var features: [FontFeature]

    package init(measurer: TextMeasurer, features: [FontFeature] = []) {
        self.measurer = measurer
        self.features = features
    }

    /// `prepared`'s text shaped whole (tabs and line breaks as spaces, as the layout measures
    /// them): the same at every point size, so one shaping serves every layout of the text.
    package func shape(_ prepared: PreparedText) -> TextMeasurement {
        let units = prepared.text.utf16.map { Self.isShapedAsSpace($0) ? 0x20 : $0 }
        return measurer.measure(
            String(decoding: units, as: UTF16.self), face: prepared.face, locale: prepared.locale, features: features)
    }

    /// `prepared`'s text shaped run by run, each of `runs` in its own face and features (text
    /// in several faces: inline Markdown), as ``TypeFitLayout/PreparedText/prepare(_:runs:measurer:)``
    /// measured it: the runs' glyphs, with their clusters and ranges as offsets in the whole
    /// text. One run is ``shape(_:)``.
    package func shape(_ prepared: PreparedText, runs: [FaceRun]) -> TextMeasurement {
        guard runs.count > 1 else { return shape(prepared) }
        let units = prepared.text.utf16.map { Self.isShapedAsSpace($0) ? 0x20 : $0 }
        var whole = TextMeasurement(
            primaryFace: prepared.face, utf16Count: units.count, runs: [], missingCharacters: [], warnings: [])
        for run in runs where !run.range.isEmpty {
            let part = measurer.measure(
                String(decoding: units[run.range], as: UTF16.self), face: run.face,
                locale: prepared.locale, features: run.features)
            let start = run.range.lowerBound
            for var shaped in part.runs {
                shaped.range = (shaped.range.lowerBound + start)..<(shaped.range.upperBound + start)
                shaped.glyphs = shaped.glyphs.map { glyph in
                    var moved = glyph
                    moved.cluster += start
                    return moved
                }
                // A run in its style's own face is not fallback, though not the primary face.
                shaped.isFallback = shaped.face !== run.face
                whole.runs.append(shaped)
            }
            whole.missingCharacters += part.missingCharacters.map { character in
                var moved = character
                moved.offset += start
                return moved
            }
            for warning in part.warnings where !whole.warnings.contains(warning) { whole.warnings.append(warning) }
        }
        return whole
    }

    /// The visible lines of `layout`, made from `prepared`, composed for drawing.
    /// - Parameters:
    ///   - shaped: ``shape(_:)`` of `prepared`, when already made.
    ///   - tracking: points after every grapheme cluster (the layout options' tracking).
    ///   - areaWidth: width of the text area, points, that right-to-left lines align to; nil:
    ///     the layout's widest line.
    package func compose(
        _ prepared: PreparedText, shaped: TextMeasurement? = nil, layout: TextLayout, tracking: Double = 0,
        areaWidth: Double? = nil
    ) -> [RenderedLine] {
        let utf16 = Array(prepared.text.utf16)
        let text = Shaped(measurement: shaped ?? shape(prepared), graphemeStarts: prepared.graphemeStarts())
        let pitch = layout.lineHeight + layout.lineSpacing
        let width = areaWidth ?? layout.widestLineWidth
        return layout.lines.enumerated().map { index, line in
            var fragments: [Range<Int>?] = []
            if line.isTruncated, let truncation = layout.truncation {
                if !truncation.keptBeforeEllipsis.isEmpty { fragments.append(truncation.keptBeforeEllipsis) }
                fragments.append(nil)
                if !truncation.keptAfterEllipsis.isEmpty { fragments.append(truncation.keptAfterEllipsis) }
            } else {
                var end = line.range.upperBound
                while end > line.range.lowerBound, Self.isTrailingSpace(utf16[end - 1]) { end -= 1 }
                if end > line.range.lowerBound { fragments.append(line.range.lowerBound..<end) }
            }
            let rtl = Self.isRightToLeftParagraph(utf16, around: line.range.lowerBound)
            var composed = compose(
                fragments, utf16: utf16, text: text, prepared: prepared, pointSize: layout.pointSize,
                tracking: tracking, rightToLeft: rtl)
            let x = rtl ? max(0, width - composed.width) : 0
            for glyph in composed.glyphs.indices { composed.glyphs[glyph].x += x }
            return RenderedLine(
                line: line, baseline: layout.firstBaseline + Double(index) * pitch, x: x,
                width: composed.width, isRightToLeft: rtl, glyphs: composed.glyphs)
        }
    }

    /// The whole text shaped, with what tracking needs.
    private struct Shaped {
        var measurement: TextMeasurement
        /// UTF-16 offsets where grapheme clusters start, ascending.
        var graphemeStarts: [Int]
    }

    /// Glyphs of one run (or of one cluster of it) on a line, with their bidi level.
    private struct Piece {
        var run: TextMeasurement.Run
        /// The glyphs drawn for this piece, in the run's visual order.
        var glyphs: [ShapedGlyph]
        /// UTF-16 offset, in the shaped text, where the fragment holding the piece starts.
        var textStart: Int
        /// Offset of `textStart` in the displayed line text.
        var displayOffset: Int
        /// Whether the piece is the ellipsis (its clusters are offsets in "…").
        var isEllipsis: Bool
        /// Cluster value → the UTF-16 span it covers, for tracking.
        var spans: [Int: Range<Int>]
        var level: UInt8 = 0

        func displayIndex(_ cluster: Int) -> Int { displayOffset + cluster - textStart }
    }

    /// The glyphs of the fragments (text ranges, nil for the ellipsis), in logical order, laid
    /// out left to right.
    ///
    /// Bidi levels come from the line as displayed with the paragraph's base direction; where
    /// they disagree with a run's shaped direction or vary inside it (neutral characters such as
    /// spaces and emoji between scripts), the run is split into its clusters, each placed by its
    /// level (a contiguous right-to-left sequence comes back together in its shaped order).
    private func compose(
        _ fragments: [Range<Int>?], utf16: [UInt16], text: Shaped, prepared: PreparedText, pointSize: Double,
        tracking: Double, rightToLeft: Bool
    ) -> (glyphs: [PlacedGlyph], width: Double) {
        var display: [UInt16] = []
        var runs: [Piece] = []
        for fragment in fragments {
            guard let range = fragment else {
                let ellipsis = measurer.measure(
                    "\u{2026}", face: prepared.face, locale: prepared.locale, features: features)
                for run in ellipsis.runs {
                    runs.append(
                        Piece(
                            run: run, glyphs: run.glyphs, textStart: 0, displayOffset: display.count, isEllipsis: true,
                            spans: Self.clusterSpans(run)))
                }
                display.append(0x2026)
                continue
            }
            for run in text.measurement.runs where run.range.overlaps(range) {
                let glyphs = run.glyphs.filter { range.contains($0.cluster) }
                guard !glyphs.isEmpty else { continue }
                runs.append(
                    Piece(
                        run: run, glyphs: glyphs, textStart: range.lowerBound, displayOffset: display.count,
                        isEllipsis: false, spans: Self.clusterSpans(run)))
            }
            display += utf16[range].map { Self.isShapedAsSpace($0) ? 0x20 : $0 }
        }
        let levels = Self.levels(of: display, rightToLeft: rightToLeft)
        func level(at offset: Int) -> UInt8 {
            offset >= 0 && offset < levels.count ? levels[offset] : (rightToLeft ? 1 : 0)
        }
        var shaped: [Piece] = []
        for var run in runs {
            run.level = level(at: run.displayIndex(run.glyphs.map(\.cluster).min() ?? run.textStart))
            let uniform =
                run.run.isRightToLeft == (run.level & 1 == 1)
                && run.glyphs.allSatisfy { level(at: run.displayIndex($0.cluster)) == run.level }
            guard !uniform else {
                shaped.append(run)
                continue
            }
            // Split into clusters, in logical order, each at its own level.
            var clusters: [Piece] = []
            var index = 0
            while index < run.glyphs.count {
                let cluster = run.glyphs[index].cluster
                var end = index
                while end < run.glyphs.count, run.glyphs[end].cluster == cluster { end += 1 }
                var part = run
                part.glyphs = Array(run.glyphs[index..<end])
                part.level = level(at: run.displayIndex(cluster))
                clusters.append(part)
                index = end
            }
            if run.run.isRightToLeft { clusters.reverse() }
            shaped += clusters
        }
        var glyphs: [PlacedGlyph] = []
        var pen = 0.0
        for piece in Self.visualOrder(shaped) {
            let run = piece.run
            let scale = pointSize / Double(run.face.unitsPerEm)
            var index = 0
            while index < piece.glyphs.count {
                let cluster = piece.glyphs[index].cluster
                while index < piece.glyphs.count, piece.glyphs[index].cluster == cluster {
                    let glyph = piece.glyphs[index]
                    let role: PlacedGlyph.Role =
                        piece.isEllipsis
                        ? .ellipsis
                        : glyph.glyphID == 0 ? .missing : run.isFallback ? .fallback : .primary
                    glyphs.append(
                        PlacedGlyph(
                            face: run.face, glyphID: glyph.glyphID, x: pen + Double(glyph.xOffset) * scale,
                            y: -Double(glyph.yOffset) * scale, role: role, cluster: piece.isEllipsis ? nil : cluster))
                    pen += Double(glyph.xAdvance) * scale
                    index += 1
                }
                if tracking != 0 {
                    let span = piece.spans[cluster] ?? (cluster..<cluster + 1)
                    let clusters = piece.isEllipsis ? 1 : max(1, Self.count(text.graphemeStarts, in: span))
                    pen += tracking * Double(clusters)
                }
            }
        }
        return (glyphs, pen)
    }

    /// How many of the ascending `starts` lie in `span`.
    private static func count(_ starts: [Int], in span: Range<Int>) -> Int {
        func firstIndex(notBelow value: Int) -> Int {
            var low = 0
            var high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return firstIndex(notBelow: span.upperBound) - firstIndex(notBelow: span.lowerBound)
    }

    /// For each HarfBuzz cluster value of a run, the UTF-16 span it covers: up to the next
    /// larger cluster value, or the run's end.
    private static func clusterSpans(_ run: TextMeasurement.Run) -> [Int: Range<Int>] {
        let values = Set(run.glyphs.map(\.cluster)).sorted()
        var spans: [Int: Range<Int>] = [:]
        for (index, value) in values.enumerated() {
            spans[value] = value..<(index + 1 < values.count ? values[index + 1] : max(value + 1, run.range.upperBound))
        }
        return spans
    }

    /// Runs reordered for display (UAX #9 L2): from the highest level down to the lowest odd
    /// level, every maximal sequence of runs at that level or higher is reversed.
    private static func visualOrder(_ pieces: [Piece]) -> [Piece] {
        guard let highest = pieces.map(\.level).max() else { return pieces }
        let lowestOdd = pieces.map(\.level).filter { $0 & 1 == 1 }.min() ?? (highest + 1)
        var order = pieces
        var level = highest
        while level >= lowestOdd, level > 0 {
            var start = 0
            while start < order.count {
                guard order[start].level >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, order[end].level >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }

    /// Embedding levels of every UTF-16 unit of the displayed line, with the paragraph's base
    /// direction; all at the base level when ICU cannot analyse it.
    private static func levels(of display: [UInt16], rightToLeft: Bool) -> [UInt8] {
        let base: UInt8 = rightToLeft ? 1 : 0
        guard !display.isEmpty,
            let paragraph = try? BidiAnalyzer.runs(
                in: display, baseDirection: rightToLeft ? .rightToLeft : .leftToRight)
        else { return Array(repeating: base, count: display.count) }
        var levels = [UInt8](repeating: base, count: display.count)
        for run in paragraph.runs {
            for offset in run.range where offset < levels.count { levels[offset] = run.level }
        }
        return levels
    }

    /// Whether the paragraph holding UTF-16 offset `offset` takes a right-to-left base direction
    /// from its first strong character.
    static func isRightToLeftParagraph(_ utf16: [UInt16], around offset: Int) -> Bool {
        var start = min(offset, utf16.count)
        while start > 0, !isParagraphSeparator(utf16[start - 1]) { start -= 1 }
        var end = start
        while end < utf16.count, !isParagraphSeparator(utf16[end]) { end += 1 }
        guard end > start, let paragraph = try? BidiAnalyzer.runs(in: Array(utf16[start..<end])) else { return false }
        return paragraph.isRightToLeft
    }

    private static func isParagraphSeparator(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Tabs and line or paragraph separators are shaped as spaces, as the layout measured them.
    private static func isShapedAsSpace(_ unit: UInt16) -> Bool {
        unit == 0x09 || isParagraphSeparator(unit)
    }

    /// Whitespace that hangs past a line's end and is not drawn.
    private static func isTrailingSpace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: isParagraphSeparator(unit)
        }
    }
}
