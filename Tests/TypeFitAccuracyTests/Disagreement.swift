import Foundation
import TypeFitLayout
import TypeFitShaping

/// One corpus string laid out at one face, size and width by TypeFit (`greedy`) and by Pango.
struct Comparison: Sendable {
    let entry: AccuracyCorpus.Entry
    let face: FontFace
    let prepared: PreparedText
    let pointSize: Double
    /// Wrap width, points.
    let width: Double
    let typeFit: TextLayout
    let pango: PangoOracle.Answer

    var script: String { AccuracyCorpus.script(ofLocale: entry.locale) }
    var agrees: Bool { typeFit.lineCount == pango.lineCount }
    var typeFitStarts: [Int] { typeFit.lines.map(\.range.lowerBound) }
}

/// Why TypeFit and Pango broke a string differently (different line counts, or the same count
/// with different break positions), found at the first line whose end differs.
struct Disagreement: Sendable {
    enum Kind: String, Sendable, CaseIterable, Comparable {
        /// One engine allows a break (UAX #14 tailoring) the other does not.
        case breakRules = "different break rules (ICU vs Pango)"
        /// Some character on the line was shaped with a different fallback face.
        case fallbackFont = "fallback font differs"
        /// The line's width in TypeFit's arithmetic (glyph advances as shaped in the whole
        /// paragraph) and shaped on its own fall on either side of the width: a kerning pair or a
        /// contextual alternate that spans the break is counted by TypeFit and not by Pango,
        /// which re-shapes each line.
        case contextAcrossBreak = "shaping context across the break (TypeFit counts it)"
        /// A word wider than the line is broken right after a space inside it (a space before
        /// "!" or "?"): TypeFit counts the space on the line, Pango lets it hang.
        case spaceAtInWordBreak = "space at a break inside a word (TypeFit counts it)"
        /// Same breaks allowed, same fonts: the widths differ by rounding and fall on either
        /// side of the wrap width.
        case nearBreakPoint = "width within 0.05 pt of a break point"
        /// A word wider than the line was broken inside at different places, for none of the
        /// reasons above.
        case wordBreakInside = "word wider than the line broken differently"
        /// None of the above: investigate.
        case unexplained = "unexplained"

        static func < (a: Kind, b: Kind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    let comparison: Comparison
    let kind: Kind
    /// What differs, in a few words ("ICU only: between “バ” (U+30D0) and “ッ” (U+30C3)").
    let detail: String
    /// Index of the first line whose end differs.
    let line: Int
    /// How far the decisive width was from the wrap width in TypeFit's own measurement, points.
    let margin: Double

    /// Classifies why `comparison`'s breaks differ, from the first line whose end differs.
    init(_ comparison: Comparison, measurer: TextMeasurer) {
        self.comparison = comparison
        let text = comparison.entry.text
        let length = text.utf16.count
        let ours = comparison.typeFitStarts + [length]
        let theirs = comparison.pango.lineStarts + [length]
        var index = 1
        while index < min(ours.count, theirs.count), ours[index] == theirs[index] { index += 1 }
        line = index - 1
        let start = ours[min(index - 1, ours.count - 1)]
        let ourEnd = ours[min(index, ours.count - 1)]
        let theirEnd = theirs[min(index, theirs.count - 1)]
        let disputed = start..<max(ourEnd, theirEnd)
        let units = Array(text.utf16)
        let size = comparison.pointSize
        let width = comparison.width

        // TypeFit's break opportunities (segment ends) and Pango's (log attrs).
        let icu = Set(comparison.prepared.segments.map(\.end))
        let pango = comparison.pango.breaks.union([length])
        // The longer of the two candidate lines, as TypeFit sums it (in paragraph context) and
        // as HarfBuzz shapes it on its own.
        let inContext = comparison.prepared.contentWidth(disputed, in: text, pointSize: size)
        let alone = Self.shapedAlone(disputed, of: comparison, measurer: measurer)
        margin = theirEnd > ourEnd ? inContext - width : width - inContext

        if theirEnd > ourEnd, !icu.contains(theirEnd), pango.contains(theirEnd) {
            kind = .breakRules
            detail = "Pango only: " + Self.describeBreak(at: theirEnd, in: units)
        } else if ourEnd > theirEnd, !pango.contains(ourEnd), icu.contains(ourEnd) {
            kind = .breakRules
            detail = "ICU only: " + Self.describeBreak(at: ourEnd, in: units)
        } else if ourEnd < theirEnd, icu.contains(ourEnd), !pango.contains(ourEnd), !pango.contains(theirEnd) {
            // TypeFit took a break Pango does not have, and Pango, left with a longer unit than
            // the line, had to break inside it.
            kind = .breakRules
            detail =
                "ICU only: " + Self.describeBreak(at: ourEnd, in: units) + " (Pango then breaks inside the longer unit)"
        } else if theirEnd < ourEnd, pango.contains(theirEnd), !icu.contains(theirEnd), !icu.contains(ourEnd) {
            kind = .breakRules
            detail =
                "Pango only: " + Self.describeBreak(at: theirEnd, in: units)
                + " (TypeFit then breaks inside the longer unit)"
        } else if let differing = Self.fallbackDifference(comparison, range: disputed, measurer: measurer) {
            kind = .fallbackFont
            detail = differing
        } else if !icu.contains(ourEnd) || !icu.contains(theirEnd),
            units[min(ourEnd, theirEnd)..<max(ourEnd, theirEnd)].allSatisfy(PreparedText.isWhitespace)
        {
            kind = .spaceAtInWordBreak
            detail = "TypeFit ends line \(line + 1) at \(ourEnd), Pango at \(theirEnd), a space apart"
        } else if abs(inContext - alone) >= 0.01, (inContext <= width + LayoutTolerance.fit) != (alone <= width) {
            // Pango compares the re-shaped line with the width exactly (in 1/1024 pt), hence
            // no tolerance on `alone`.
            kind = .contextAcrossBreak
            detail = String(
                format: "%@ is %.3f pt in context, %.3f pt alone",
                substring(text, disputed).debugDescription, inContext, alone)
        } else if abs(margin) < 0.05 {
            kind = .nearBreakPoint
            detail = String(format: "margin %.4f pt", margin)
        } else if !icu.contains(ourEnd) || !pango.contains(theirEnd) {
            kind = .wordBreakInside
            detail = "TypeFit ends line \(line + 1) at \(ourEnd), Pango at \(theirEnd)"
        } else {
            kind = .unexplained
            detail = String(format: "margin %.4f pt", margin)
        }
    }

    /// Width of `range` of the text shaped on its own with TypeFit's measurer, trailing
    /// whitespace excluded, points.
    static func shapedAlone(_ range: Range<Int>, of comparison: Comparison, measurer: TextMeasurer) -> Double {
        var piece = substring(comparison.entry.text, range)
        while let last = piece.unicodeScalars.last, last.properties.isWhitespace { piece.unicodeScalars.removeLast() }
        return measurer.measure(piece, face: comparison.face, locale: comparison.entry.locale)
            .width(atPointSize: comparison.pointSize)
    }

    /// "before “—” (U+2014), after “d”".
    static func describeBreak(at offset: Int, in units: [UInt16]) -> String {
        func character(_ range: Range<Int>) -> String {
            let scalar = String(decoding: units[range], as: UTF16.self)
            let codes = scalar.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
            return "“\(scalar)” (\(codes))"
        }
        let after =
            offset < units.count
            ? character(offset..<min(offset + (UTF16.isLeadSurrogate(units[offset]) ? 2 : 1), units.count)) : "end"
        let beforeStart = offset >= 2 && UTF16.isTrailSurrogate(units[offset - 1]) ? offset - 2 : offset - 1
        let before = offset > 0 ? character(beforeStart..<offset) : "start"
        return "between \(before) and \(after)"
    }

    /// The first character in `range` whose face family differs between TypeFit and Pango.
    static func fallbackDifference(_ comparison: Comparison, range: Range<Int>, measurer: TextMeasurer) -> String? {
        let text = comparison.entry.text
        let measurement = measurer.measure(text, face: comparison.face, locale: comparison.entry.locale)
        var ours = [String](repeating: "", count: text.utf16.count)
        for run in measurement.runs {
            for index in run.range { ours[index] = run.face.descriptor.family }
        }
        let units = Array(text.utf16)
        for index in range where index < ours.count && !ours[index].isEmpty && !comparison.pango.families[index].isEmpty
        {
            if ours[index] != comparison.pango.families[index], !UTF16.isTrailSurrogate(units[index]) {
                let character = String(
                    decoding: units[index..<min(index + (UTF16.isLeadSurrogate(units[index]) ? 2 : 1), units.count)],
                    as: UTF16.self)
                let code = character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
                return "“\(character)” (\(code)): TypeFit \(ours[index]), Pango \(comparison.pango.families[index])"
            }
        }
        return nil
    }
}

extension PreparedText {
    /// TypeFit's width of the UTF-16 range `range` laid on one line without its trailing
    /// whitespace, points: the sum of its grapheme advances.
    func contentWidth(_ range: Range<Int>, in text: String, pointSize: Double) -> Double {
        let units = Array(text.utf16)
        var end = range.upperBound
        while end > range.lowerBound, Self.isWhitespace(units[end - 1]) { end -= 1 }
        var total = 0.0
        for grapheme in graphemeAdvances()
        where grapheme.range.lowerBound >= range.lowerBound && grapheme.range.upperBound <= end {
            total += grapheme.advance
        }
        return total * pointSize
    }

    static func isWhitespace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x3000
            || (0x2000...0x200A).contains(unit) && unit != 0x2007
    }
}
