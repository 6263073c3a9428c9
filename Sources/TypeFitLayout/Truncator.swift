import TypeFitVocabulary

/// Places the ellipsis on the last visible line: the rest of the text, from that line's start,
/// laid out as one line and cut at grapheme cluster boundaries so that the kept text plus "…"
/// fits the width. See ``TruncationMode`` for the rules.
///
/// The kept graphemes keep their advances from the whole text (a kerning adjustment with the
/// hidden neighbour stays) and the ellipsis is measured on its own, as CoreText appends a
/// separately shaped truncation token to the kept glyphs (inferred).
struct Truncator {
    let prepared: PreparedText
    /// Point size, points.
    let pointSize: Double
    /// Tracking, points per grapheme cluster (the ellipsis takes one).
    let tracking: Double
    /// Width, points; `.infinity` when unbounded (the kept text then runs to the nearest
    /// mandatory break).
    let width: Double

    struct Result {
        var before: Range<Int>
        var after: Range<Int>
        var width: Double
    }

    /// The ellipsis's width, points.
    var ellipsisWidth: Double { prepared.ellipsisAdvance * pointSize + tracking }

    @inline(__always)
    private func advance(_ index: Int) -> Double {
        prepared.graphemes[index].advance * pointSize + tracking
    }

    func truncate(lineStart: Int, mode: TruncationMode) -> Result {
        let start = Self.graphemeIndex(at: lineStart, in: prepared)
        let budget = width - ellipsisWidth
        switch mode {
        case .tail:
            let (end, kept) = forward(from: start, budget: budget)
            return Result(
                before: lineStart..<prepared.graphemeStart(end), after: lineStart..<lineStart,
                width: kept + ellipsisWidth)
        case .head:
            let (begin, end, kept) = backward(downTo: start, budget: budget)
            return Result(
                before: lineStart..<lineStart,
                after: prepared.graphemeStart(begin)..<prepared.graphemeStart(end),
                width: kept + ellipsisWidth)
        case .middle:
            let (leftEnd, left) = forward(from: start, budget: budget / 2)
            let (begin, end, right) = backward(downTo: leftEnd, budget: budget - left)
            return Result(
                before: lineStart..<prepared.graphemeStart(leftEnd),
                after: prepared.graphemeStart(begin)..<prepared.graphemeStart(end),
                width: left + right + ellipsisWidth)
        }
    }

    /// Graphemes from `start` while they fit in `budget` and no mandatory break comes; trailing
    /// whitespace dropped. Returns the index past the last kept grapheme and the kept width.
    private func forward(from start: Int, budget: Double) -> (end: Int, width: Double) {
        let graphemes = prepared.graphemes
        var index = start
        var total = 0.0
        var keptEnd = start
        var keptWidth = 0.0
        while index < graphemes.count, !graphemes[index].isMandatoryBreak {
            let next = total + advance(index)
            guard LayoutTolerance.fits(next, in: budget) else { break }
            total = next
            index += 1
            if !graphemes[index - 1].isHanging {
                keptEnd = index
                keptWidth = total
            }
        }
        return (keptEnd, keptWidth)
    }

    /// Graphemes from the end of the text (trailing whitespace and breaks skipped) backwards,
    /// not below `floor`, while they fit in `budget` and no mandatory break comes; leading
    /// whitespace dropped. Returns the kept grapheme range and its width.
    private func backward(downTo floor: Int, budget: Double) -> (begin: Int, end: Int, width: Double) {
        let graphemes = prepared.graphemes
        var end = graphemes.count
        while end > floor, graphemes[end - 1].isHanging { end -= 1 }
        var index = end
        var total = 0.0
        var keptBegin = end
        var keptWidth = 0.0
        while index > floor, !graphemes[index - 1].isMandatoryBreak {
            let next = total + advance(index - 1)
            guard LayoutTolerance.fits(next, in: budget) else { break }
            total = next
            index -= 1
            if !graphemes[index].isHanging {
                keptBegin = index
                keptWidth = total
            }
        }
        return (keptBegin, end, keptWidth)
    }

    /// Index of the grapheme that starts at (or contains) UTF-16 `offset`.
    static func graphemeIndex(at offset: Int, in prepared: PreparedText) -> Int {
        let graphemes = prepared.graphemes
        var low = 0
        var high = graphemes.count
        while low < high {
            let middle = (low + high) / 2
            if Int(graphemes[middle].end) > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
