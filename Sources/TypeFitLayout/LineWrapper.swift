import TypeFitVocabulary

/// The wrapping pass: first-fit line breaking over a ``PreparedText``'s segments at one point
/// size and width, with iOS's pushOut and Hangul word priority for the standard strategy.
///
/// Pure arithmetic over the prepared arrays; the only allocation is the array of lines it
/// returns, which holds at most `storeLimit` lines (lines past it are counted, not stored), and
/// none at all when `storeLimit` is 0.
struct LineWrapper {
    /// The prepared text's arrays, unwrapped width and paragraph count.
    let source: WrapSource
    /// Point size, points.
    let pointSize: Double
    /// Tracking, points per grapheme cluster.
    let tracking: Double
    /// Wrap width, points (`.infinity` when unbounded).
    let width: Double
    let strategy: LineBreakStrategy
    /// How many lines to store; lines beyond are only counted.
    let storeLimit: Int
    /// Stop once more than this many lines are known (the count is then a lower bound).
    let stopAfter: Int

    struct Output {
        /// The first `storeLimit` lines.
        var lines: [TextLayout.Line]
        /// Lines the text needs (exact unless the pass stopped early, then > `stopAfter`).
        var lineCount: Int
        /// Width of the widest of all the lines, stored or not, points.
        var widestLineWidth: Double
    }

    /// What pushOut needs to know about an emitted line.
    private struct LineFacts {
        var units = 0
        var lastUnitStart = 0
        var widthBeforeLastUnit = 0.0
        var hangBeforeLastUnit = 0.0
        var lastUnitWidth = 0.0
        var endsInsideWord = false
    }

    private struct State {
        var lines: [TextLayout.Line] = []
        var lineCount = 0
        var lineStart = 0
        /// Width of everything on the current line, its last unit's trailing whitespace
        /// included, points.
        var full = 0.0
        /// The current line's hanging (trailing whitespace) width, points.
        var hang = 0.0
        var current = LineFacts()
        var previous = LineFacts()
        var last = LineFacts()
        var paragraphLines = 0
        /// Width of the widest line before the last two, points.
        var olderWidest = 0.0
        /// Widths of the line before the last and of the last line emitted, points.
        var previousWidth = 0.0
        var lastWidth = 0.0

        /// Width of the widest line emitted so far, points.
        var widest: Double { max(olderWidest, previousWidth, lastWidth) }
    }

    func run() -> Output {
        let segments = source.segments
        var state = State()
        if storeLimit == 0 {
            // Counting only: nothing to store, nothing allocated.
        } else if storeLimit < Int.max {
            state.lines.reserveCapacity(min(storeLimit, segments.count))
        } else {
            let estimate = width.isFinite ? source.naturalWidthEm * pointSize / width : 0
            state.lines.reserveCapacity(min(segments.count, Int(min(estimate, 1e6)) + source.paragraphCount + 1))
        }
        let standard = strategy == .standard
        var index = 0
        while index < segments.count, state.lineCount <= stopAfter {
            // A unit: segments up to the next break the strategy allows.
            let firstSegment = index
            var unitWidth = 0.0
            while true {
                let segment = segments[index]
                unitWidth += segment.width(pointSize, tracking)
                if segment.isMandatoryBreak || index == segments.count - 1 || !(standard && segment.isBetweenHangul) {
                    break
                }
                index += 1
            }
            let lastSegment = segments[index]
            let unitHang = lastSegment.hangingWidth(pointSize, tracking)
            let unitContent = unitWidth - unitHang
            let unitStart = firstSegment == 0 ? 0 : segments[firstSegment - 1].end

            if state.current.units > 0, !LayoutTolerance.fits(state.full + unitContent, in: width) {
                emit(&state, end: unitStart, mandatory: false, insideWord: false)
            }
            if state.current.units > 0 || LayoutTolerance.fits(unitContent, in: width) {
                let facts = state.current
                state.current.widthBeforeLastUnit = facts.units > 0 ? state.full - state.hang : 0
                state.current.hangBeforeLastUnit = facts.units > 0 ? state.hang : 0
                state.current.lastUnitStart = unitStart
                state.current.lastUnitWidth = unitWidth
                state.current.units += 1
                state.full += unitWidth
                state.hang = unitHang
            } else {
                breakInside(
                    &state, firstGrapheme: firstSegment == 0 ? 0 : segments[firstSegment - 1].graphemeEnd,
                    lastSegment: lastSegment, unitHang: unitHang)
            }
            if lastSegment.isMandatoryBreak || index == segments.count - 1 {
                emit(&state, end: lastSegment.end, mandatory: lastSegment.isMandatoryBreak, insideWord: false)
                if standard { pushOut(&state) }
                state.paragraphLines = 0
            }
            index += 1
        }
        return Output(lines: state.lines, lineCount: state.lineCount, widestLineWidth: state.widest)
    }

    /// Breaks a unit wider than the line at grapheme cluster boundaries: full pieces become
    /// lines, the remainder (with the unit's trailing whitespace) starts the current line.
    private func breakInside(
        _ state: inout State, firstGrapheme: Int, lastSegment: PreparedText.Segment, unitHang: Double
    ) {
        let hangStart = lastSegment.graphemeEnd - lastSegment.trailingWhitespaceClusterCount
        var piece = 0.0
        var count = 0
        for index in firstGrapheme..<hangStart {
            let advance = source.graphemes[index].advance * pointSize + tracking
            if count > 0, !LayoutTolerance.fits(piece + advance, in: width) {
                state.full = piece
                state.hang = 0
                state.current = LineFacts(units: 1, lastUnitStart: state.lineStart, lastUnitWidth: piece)
                emit(
                    &state, end: index == 0 ? 0 : Int(source.graphemes[index - 1].end), mandatory: false,
                    insideWord: true)
                piece = 0
                count = 0
            }
            piece += advance
            count += 1
        }
        state.full = piece + unitHang
        state.hang = unitHang
        state.current = LineFacts(units: 1, lastUnitStart: state.lineStart, lastUnitWidth: piece + unitHang)
    }

    private func emit(_ state: inout State, end: Int, mandatory: Bool, insideWord: Bool) {
        if state.lines.count < storeLimit {
            state.lines.append(
                TextLayout.Line(
                    range: state.lineStart..<end, width: state.full - state.hang, hangingWidth: state.hang,
                    endsWithMandatoryBreak: mandatory, endsInsideWord: insideWord))
        }
        state.current.endsInsideWord = insideWord
        state.olderWidest = max(state.olderWidest, state.previousWidth)
        state.previousWidth = state.lastWidth
        state.lastWidth = state.full - state.hang
        state.previous = state.last
        state.last = state.current
        state.lineCount += 1
        state.paragraphLines += 1
        state.lineStart = end
        state.full = 0
        state.hang = 0
        state.current = LineFacts()
    }

    /// pushOut: the paragraph just ended with a single unit on its last line; the line before
    /// gives up its last unit when it had two or more and the last line still fits.
    private func pushOut(_ state: inout State) {
        let previous = state.previous
        let last = state.last
        guard state.paragraphLines >= 2, last.units == 1, previous.units >= 2, !previous.endsInsideWord else { return }
        let newWidth = previous.lastUnitWidth + state.lastWidth
        guard LayoutTolerance.fits(newWidth, in: width) else { return }
        state.previousWidth = previous.widthBeforeLastUnit
        state.lastWidth = newWidth
        let lastIndex = state.lineCount - 1
        guard lastIndex < state.lines.count else { return }
        let lastLine = state.lines[lastIndex]
        let moved = previous.lastUnitStart
        state.lines[lastIndex - 1].range = state.lines[lastIndex - 1].range.lowerBound..<moved
        state.lines[lastIndex - 1].width = previous.widthBeforeLastUnit
        state.lines[lastIndex - 1].hangingWidth = previous.hangBeforeLastUnit
        state.lines[lastIndex].range = moved..<lastLine.range.upperBound
        state.lines[lastIndex].width = newWidth
    }
}

extension PreparedText {
    /// This text wrapped by a ``LineWrapper`` at `pointSize` (points), `tracking` (points per
    /// cluster) and `width` (points).
    func wrap(
        pointSize: Double, tracking: Double, width: Double, strategy: LineBreakStrategy, storeLimit: Int,
        stopAfter: Int
    ) -> LineWrapper.Output {
        withWrapSource { source in
            LineWrapper(
                source: source, pointSize: pointSize, tracking: tracking, width: width, strategy: strategy,
                storeLimit: storeLimit, stopAfter: stopAfter
            ).run()
        }
    }
}
