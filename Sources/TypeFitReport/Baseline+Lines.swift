import Foundation
import TypeFitCheck
import TypeFitVocabulary

/// Format 3 of a baseline file: JSON Lines, small and sorted, so that a baseline committed
/// beside the app diffs one line per result that changed.
///
/// ```text
/// {"format":3,"scale":"Default (Inter)","model":"leadingRatio","systemFont":"standIn","sizes":["xSmall",…,"accessibility5"],"lineHeights":{"body":[16.94,…],…},"columns":["entry","locale","key","variant","lines","firstTruncatedSize","text"]}
/// ["body","de","restore","plural.one","111111112222","accessibility1","Wiederherstellen"]
/// ["body","en","continue",null,"111111111111",null,"Continue"]
/// ["title","de","restore","plural.one","111111122222","xxxLarge"]
/// ["title","ja","long.text",null,[1,1,2,2,3,4,6,8,9,11,12,14],null,"…",{"heights":[20.5,…]}]
/// ```
///
/// - The first line (the header) gives the run: scale, model, system font, the sizes in the
///   order of every per-size value, and each entry's height of one line at each size, points
///   (`lineHeights`).
/// - Then one line per result, sorted by entry, locale, key, variant and place: a JSON array of
///   entry, locale, key, variant (or null), the lines shown at each size, the first size at
///   which the text does not fit (or null), and the text as the strings file has it (null when
///   the record has none). Lines are a string of one digit per size when every count is 0…9
///   (`-` for a size not checked), else an array of counts (`null` for a size not checked).
/// - The text is left out when the latest earlier line of the same locale, key, variant and
///   place (the string in another entry) has the same text: a catalog checked in nine entries
///   writes each text once, not nine times.
/// - An optional last element holds what the rest does not say: `place`, the rule's place the
///   result was checked in (`{"place":"tab bar"}`: part of its identity, sorted after the
///   variant, none first); `fitsAt`, sizes after the first truncated one at which the text fits
///   again; `heights`, the height at each size, points to 1/100, when one differs from lines ×
///   the entry's line height.
///
/// A size fits when it comes before `firstTruncatedSize` or is listed in `fitsAt`.
///
/// Format 2, what earlier versions wrote, is the same without the text element (and `"text"` in
/// `columns`); it is still read, its records without texts.
extension Baseline {
    /// The version of this layout.
    static let linesFormat = 3

    /// The versions of this layout read: 2 (without texts) and 3.
    static let linesFormats: ClosedRange<Int> = 2...linesFormat

    /// The names of a result line's elements, written in the header for people.
    static let columns = ["entry", "locale", "key", "variant", "lines", "firstTruncatedSize", "text"]

    /// Writes the baseline as format-3 JSON Lines to `sink`, a chunk at a time.
    package func write(to sink: ([UInt8]) throws -> Void) rethrows {
        var out = JSONByteBuffer(capacity: CheckReportJSON.chunkSize + 4096)
        let lineHeights = Self.lineHeights(results, sizes: sizes)
        out.raw("{\"format\":")
        out.integer(Self.linesFormat)
        out.raw(",\"scale\":")
        out.string(scale)
        out.raw(",\"model\":")
        out.string(model)
        out.raw(",\"systemFont\":")
        out.string(systemFont)
        out.raw(",\"sizes\":")
        out.strings(sizes.map(\.rawValue))
        out.raw(",\"lineHeights\":{")
        for (index, entry) in lineHeights.keys.sorted().enumerated() {
            if index > 0 { out.byte(UInt8(ascii: ",")) }
            out.string(entry)
            out.byte(UInt8(ascii: ":"))
            out.array(lineHeights[entry] ?? []) { $0.raw(bytes: Self.exact($1).utf8) }
        }
        out.raw("},\"columns\":")
        out.strings(Self.columns)
        out.raw("}\n")
        var latestTexts: [TextOwner: String] = [:]
        for record in results {
            var textShown = true
            if let text = record.text {
                let owner = TextOwner(record)
                textShown = latestTexts[owner] != text
                if textShown { latestTexts[owner] = text }
            }
            writeLine(record, lineHeights: lineHeights[record.entry] ?? [], textShown: textShown, into: &out)
            if out.count >= CheckReportJSON.chunkSize { try out.drain(into: sink) }
        }
        try out.drain(into: sink)
    }

    /// One result's line; the text is left out unless `textShown`.
    private func writeLine(
        _ record: Record, lineHeights: [Double], textShown: Bool, into out: inout JSONByteBuffer
    ) {
        let cells = sizes.map { record.sizes[$0] }
        out.byte(UInt8(ascii: "["))
        out.string(record.entry)
        out.byte(UInt8(ascii: ","))
        out.string(record.locale)
        out.byte(UInt8(ascii: ","))
        out.string(record.key)
        out.byte(UInt8(ascii: ","))
        out.string(record.variant)
        out.byte(UInt8(ascii: ","))
        if cells.allSatisfy({ ($0?.lines ?? 0) >= 0 && ($0?.lines ?? 0) <= 9 }) {
            out.byte(UInt8(ascii: "\""))
            for cell in cells { out.byte(cell.map { UInt8(ascii: "0") + UInt8($0.lines) } ?? UInt8(ascii: "-")) }
            out.byte(UInt8(ascii: "\""))
        } else {
            out.array(cells) { out, cell in if let cell { out.integer(cell.lines) } else { out.raw("null") } }
        }
        out.byte(UInt8(ascii: ","))
        let first = cells.firstIndex { $0?.fits == false }
        out.string(first.map { sizes[$0].rawValue })
        if textShown {
            out.byte(UInt8(ascii: ","))
            out.string(record.text)
        }
        let fitsAgain = first.map { first in sizes.indices.filter { $0 > first && cells[$0]?.fits == true } } ?? []
        let heightsDiffer = cells.indices.contains { index in
            guard let cell = cells[index] else { return false }
            return cell.height
                != Self.predictedHeight(
                    lines: cell.lines, lineHeight: lineHeights.indices.contains(index) ? lineHeights[index] : 0)
        }
        if record.place != nil || !fitsAgain.isEmpty || heightsDiffer {
            out.raw(",{")
            if let place = record.place {
                out.raw("\"place\":")
                out.string(place)
            }
            if !fitsAgain.isEmpty {
                out.raw(record.place == nil ? "\"fitsAt\":" : ",\"fitsAt\":")
                out.strings(fitsAgain.map { sizes[$0].rawValue })
            }
            if heightsDiffer {
                out.raw(record.place == nil && fitsAgain.isEmpty ? "\"heights\":" : ",\"heights\":")
                out.array(cells) { out, cell in if let cell { out.hundredths(cell.height) } else { out.raw("null") } }
            }
            out.byte(UInt8(ascii: "}"))
        }
        out.raw("]\n")
    }

    /// The string a text belongs to, whatever the entry: a line leaves its text out when the
    /// latest earlier line of the same owner has the same text.
    struct TextOwner: Hashable {
        var locale: String
        var key: String
        var variant: String?
        var place: String?

        init(_ record: Record) {
            (locale, key, variant, place) = (record.locale, record.key, record.variant, record.place)
        }

        init(locale: String, key: String, variant: String?, place: String?) {
            (self.locale, self.key, self.variant, self.place) = (locale, key, variant, place)
        }
    }

    /// Each entry's height of one line at each size, points: a value that reproduces, as
    /// `lines × lineHeight` rounded to 1/100 pt, the heights most results of the entry have there
    /// (0 where no result shows a line). Heights are kept rounded, so each (lines, height) pair
    /// bounds the line height to an interval; the intervals of the commonest pairs are
    /// intersected, commonest first, skipping any that would leave nothing, and the middle taken.
    static func lineHeights(_ records: [Record], sizes: [DynamicTypeSize]) -> [String: [Double]] {
        struct Pair: Hashable {
            var lines: Int
            var height: Double
        }
        var tallies: [String: [[Pair: Int]]] = [:]
        for record in records {
            var tally = tallies[record.entry] ?? Array(repeating: [:], count: sizes.count)
            for (index, size) in sizes.enumerated() {
                guard let cell = record.sizes[size], cell.lines > 0, cell.height.isFinite else { continue }
                tally[index][Pair(lines: cell.lines, height: cell.height), default: 0] += 1
            }
            tallies[record.entry] = tally
        }
        return tallies.mapValues { tally in
            tally.map { counts -> Double in
                var low = -Double.infinity
                var high = Double.infinity
                let commonest = counts.sorted {
                    ($0.value, $1.key.lines, $1.key.height) > ($1.value, $0.key.lines, $0.key.height)
                }
                for (pair, _) in commonest.prefix(64) {
                    let lines = Double(pair.lines)
                    let (from, to) = (max(low, (pair.height - 0.005) / lines), min(high, (pair.height + 0.005) / lines))
                    if from < to { (low, high) = (from, to) }
                }
                guard low.isFinite, high.isFinite else { return 0 }
                let middle = (low + high) / 2
                // The shortest decimal in the interval's middle half, so the header stays readable.
                for digits in 2...8 {
                    let scale = pow(10, Double(digits))
                    let rounded = (middle * scale).rounded() / scale
                    if abs(rounded - middle) <= (high - low) / 4 { return rounded }
                }
                return middle
            }
        }
    }

    /// The height `lines` lines of `lineHeight` make, rounded to 1/100 pt as heights are kept.
    static func predictedHeight(lines: Int, lineHeight: Double) -> Double {
        roundHeight(Double(lines) * lineHeight)
    }

    /// A number as JSON that reads back as the same `Double`: `17`, `16.9432`.
    static func exact(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
