import Foundation
import TypeFitCheck
import TypeFitConcurrency
import TypeFitVocabulary

/// Format 3 of a baseline file: JSON Lines, small and sorted, so that a baseline committed
/// beside the app diffs one line per result that changed.
///
/// ```text
/// {"format":3,"scale":"Default (Inter)","model":"leadingRatio","systemFont":"standIn","sizes":["xSmall",…,"accessibility5"],"lineHeights":{"body":[16.94,…],…},"columns":["entry","locale","key","variant","lines","firstTruncatedSize","text"]}
/// ["body","de","restore","plural.one","111111112222","accessibility1","Wiederherstellen"]
/// ["body","en","continue",null,"111111111111",null,"Continue"]
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

    /// Writes the baseline as format-2 JSON Lines to `sink`, a chunk at a time.
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
        for record in results {
            writeLine(record, lineHeights: lineHeights[record.entry] ?? [], into: &out)
            if out.count >= CheckReportJSON.chunkSize { try out.drain(into: sink) }
        }
        try out.drain(into: sink)
    }

    /// One result's line.
    private func writeLine(_ record: Record, lineHeights: [Double], into out: inout JSONByteBuffer) {
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
        out.byte(UInt8(ascii: ","))
        out.string(record.text)
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

extension Baseline {
    /// The header line of a format-2 file.
    private struct LinesHeader: Decodable {
        var format: Int
        var scale: String
        var model: String
        var systemFont: String
        var sizes: [String]
        var lineHeights: [String: [Double]]
    }

    /// One result line of a format-3 or format-2 file, as written (see ``write(to:)``).
    private struct ResultLine: Decodable {
        var entry: String
        var locale: String
        var key: String
        var variant: String?
        var lines: [Int?]
        var firstTruncatedSize: String?
        /// Whether the line has a text element (format 3 lines do, format 2 lines do not).
        var hasText = false
        var text: String?
        var extra: Extra?

        struct Extra: Decodable {
            var place: String?
            var fitsAt: [String]?
            var heights: [Double?]?
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            entry = try container.decode(String.self)
            locale = try container.decode(String.self)
            key = try container.decode(String.self)
            variant = try container.decodeNil() ? nil : try container.decode(String.self)
            if let digits = try? container.decode(String.self) {
                lines = try digits.unicodeScalars.map { scalar in
                    if scalar == "-" { return nil }
                    guard let digit = scalar.properties.numericType == .decimal ? Int(String(scalar)) : nil else {
                        throw DecodingError.dataCorrupted(
                            .init(
                                codingPath: container.codingPath,
                                debugDescription: "lines: '\(scalar)' is not a digit or -"))
                    }
                    return digit
                }
            } else {
                lines = try container.decode([Int?].self)
            }
            firstTruncatedSize = try container.decodeNil() ? nil : try container.decode(String.self)
            // The text, a string or null, comes before the last element, an object.
            if !container.isAtEnd, try container.decodeNil() {
                hasText = true
            } else if !container.isAtEnd, let text = try? container.decode(String.self) {
                (hasText, self.text) = (true, text)
            }
            extra = container.isAtEnd ? nil : try container.decode(Extra.self)
            guard container.isAtEnd else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: container.codingPath, debugDescription: "more than 8 elements"))
            }
        }
    }

    /// Decodes a format-3 or format-2 file: the header, then one result per line. Errors name the
    /// line (1-based) and what is wrong there.
    /// `lines` (JSON arrays, one result each) decoded in order: in parts of at least
    /// ``linesPerPart`` lines, each part joined into one JSON array and decoded on its own core.
    /// Throws the first part's error (the caller then finds the line).
    private static func decodeInParts(_ lines: [Data.SubSequence]) throws -> [ResultLine] {
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 2, lines.count / linesPerPart))
        let decodedParts = try OrderedFanOut(count: lines.count, runs: parts).mapRuns { range throws in
            var joined = Data("[".utf8)
            joined.reserveCapacity(lines[range].reduce(2) { $0 + $1.count + 1 })
            for (position, line) in lines[range].enumerated() {
                if position > 0 { joined.append(UInt8(ascii: ",")) }
                joined.append(contentsOf: line)
            }
            joined.append(UInt8(ascii: "]"))
            return try JSONDecoder().decode([ResultLine].self, from: joined)
        }
        var decoded: [ResultLine] = []
        decoded.reserveCapacity(lines.count)
        for part in decodedParts { decoded += part }
        return decoded
    }

    /// Fewest result lines a part of the decoding gets: below it one core decodes them all.
    private static let linesPerPart = 2_000

    /// `bytes` cut at every line feed (the line feeds left out, a last empty line kept), as
    /// `split(separator:omittingEmptySubsequences: false)` cuts them, found with `memchr` rather
    /// than byte by byte through `Data`'s indices: a catalog's baseline is some ten megabytes.
    static func lines(of bytes: Data) -> [Data.SubSequence] {
        let ends: [Int] = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return [] }
            var ends: [Int] = []
            var offset = 0
            while offset < raw.count, let found = memchr(base + offset, 0x0A, raw.count - offset) {
                let end = base.distance(to: UnsafeRawPointer(found))
                ends.append(end)
                offset = end + 1
            }
            return ends
        }
        var lines: [Data.SubSequence] = []
        lines.reserveCapacity(ends.count + 1)
        var start = 0
        for end in ends + [bytes.count] {
            lines.append(bytes[(bytes.startIndex + start)..<(bytes.startIndex + end)])
            start = end + 1
        }
        return lines
    }

    static func decodeLines(_ bytes: Data, path: String) throws(BaselineError) -> Baseline {
        let decoder = JSONDecoder()
        let lines = Self.lines(of: bytes)
        let header: LinesHeader
        do {
            header = try decoder.decode(LinesHeader.self, from: Data(Array(lines.first ?? Data())))
        } catch {
            throw .malformed(
                path: path,
                reason: "line 1 (the header): " + BaselineError.describe(error, fallback: "not a baseline header"))
        }
        let headerSizes = try Baseline.sizeList(header.sizes, path: path, place: "line 1 (the header): sizes")
        let resultLines = lines.dropFirst().enumerated().filter {
            !$0.element.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
        }
        // The result lines are decoded in parts over every core, one decoder call per part over
        // its lines as an array; a failure is then found line by line, the first in file order.
        let decoded: [ResultLine]
        do {
            decoded = try decodeInParts(resultLines.map(\.element))
        } catch {
            for (offset, line) in resultLines {
                do { _ = try decoder.decode(ResultLine.self, from: Data(Array(line))) } catch {
                    throw .malformed(
                        path: path,
                        reason: "line \(offset + 2): " + BaselineError.describe(error, fallback: "not a result line"))
                }
            }
            throw .malformed(path: path, reason: BaselineError.describe(error, fallback: "unreadable baseline"))
        }
        var records: [Record] = []
        records.reserveCapacity(decoded.count)
        for ((offset, _), line) in zip(resultLines, decoded) {
            let place = "line \(offset + 2)"
            guard line.hasText == (header.format >= 3) else {
                throw .malformed(
                    path: path,
                    reason: line.hasText
                        ? "\(place): a text element, which format \(header.format) lines do not have"
                        : "\(place): no text element after the first truncated size (format \(header.format) lines have one)"
                )
            }
            guard line.lines.count == header.sizes.count else {
                throw .malformed(
                    path: path,
                    reason: "\(place): lines for \(line.lines.count) sizes, the header has \(header.sizes.count)")
            }
            let first = try line.firstTruncatedSize.map { (name) throws(BaselineError) -> Int in
                guard let index = header.sizes.firstIndex(of: name) else {
                    throw .malformed(
                        path: path, reason: "\(place): first truncated size '\(name)' is not one of the header's sizes")
                }
                return index
            }
            var fitsAgain = Set<Int>()
            for name in line.extra?.fitsAt ?? [] {
                guard let index = header.sizes.firstIndex(of: name) else {
                    throw .malformed(
                        path: path, reason: "\(place): fitsAt size '\(name)' is not one of the header's sizes")
                }
                fitsAgain.insert(index)
            }
            if let heights = line.extra?.heights, heights.count != header.sizes.count {
                throw .malformed(
                    path: path,
                    reason: "\(place): heights for \(heights.count) sizes, the header has \(header.sizes.count)")
            }
            let lineHeights = header.lineHeights[line.entry] ?? []
            var sizes = SizeColumn<SizeRecord>()
            for (index, size) in headerSizes.enumerated() {
                guard let shown = line.lines[index] else { continue }
                let height =
                    line.extra?.heights?[index]
                    ?? predictedHeight(
                        lines: shown, lineHeight: lineHeights.indices.contains(index) ? lineHeights[index] : 0)
                let fits = first.map { index < $0 || fitsAgain.contains(index) } ?? true
                sizes[size] = SizeRecord(lines: shown, height: height, fits: fits)
            }
            records.append(
                Record(
                    key: line.key, locale: line.locale, variant: line.variant, entry: line.entry,
                    place: line.extra?.place, firstTruncatedSize: first.map { headerSizes[$0] }, sizes: sizes,
                    text: line.text))
        }
        var baseline = Baseline(
            scale: header.scale, model: header.model, systemFont: header.systemFont, sizes: headerSizes, results: [])
        baseline.format = header.format
        baseline.results = records
        return baseline
    }
}
