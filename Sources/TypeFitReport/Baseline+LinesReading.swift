import Foundation
import TypeFitConcurrency
import TypeFitVocabulary

extension Baseline {
    /// The header line of a format-3 or format-2 file.
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
        /// Whether the line has a text element (format 3 lines do unless an earlier line gave the
        /// same text, format 2 lines never do).
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
        // The latest text given for each string, for the lines that leave theirs out.
        var latestTexts: [TextOwner: String] = [:]
        for ((offset, _), line) in zip(resultLines, decoded) {
            let place = "line \(offset + 2)"
            var text = line.text
            if header.format < linesFormat {
                guard !line.hasText else {
                    throw .malformed(
                        path: path, reason: "\(place): a text element, which format \(header.format) lines do not have")
                }
            } else {
                let owner = TextOwner(
                    locale: line.locale, key: line.key, variant: line.variant, place: line.extra?.place)
                if line.hasText {
                    if let shown = line.text { latestTexts[owner] = shown }
                } else {
                    guard let earlier = latestTexts[owner] else {
                        throw .malformed(
                            path: path,
                            reason: "\(place): no text, and no earlier line of \(line.locale) \(line.key) gives one")
                    }
                    text = earlier
                }
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
                    text: text))
        }
        var baseline = Baseline(
            scale: header.scale, model: header.model, systemFont: header.systemFont, sizes: headerSizes, results: [])
        baseline.format = header.format
        baseline.results = records
        return baseline
    }
}
