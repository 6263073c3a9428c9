import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitInput
import TypeFitOutput
import TypeFitVocabulary

/// What a check looked like once, kept to compare later checks against: for every result
/// (identified by key, locale, variant, type scale entry and place) its text and, at every size,
/// the lines shown, the height and whether it fits; plus the run's scale name, model and sizes.
///
/// Written as format 3, JSON Lines: a header line, then one short line per result sorted by
/// identity, so a baseline committed beside the app is small and a diff shows one line per
/// result that changed (see ``write(to:)`` for the layout). Format 2 (the same lines without
/// texts) and format 1 (one pretty-printed JSON object), what earlier versions wrote, are still
/// read; their records have no text.
///
/// Heights are rounded to 1/100 pt. Compare with ``BaselineComparison``.
package struct Baseline: Sendable, Equatable {
    /// The format version this build writes (JSON Lines with texts); it reads this one and
    /// formats 2 and 1.
    package static let currentFormat = 3

    /// The largest baseline file read, in bytes: 1 GiB (format 3 takes about 80 bytes per
    /// string × locale × entry at twelve sizes plus the text's UTF-8 bytes, format 1 about
    /// 1.5 KB: some 700,000 results).
    package static let maximumFileBytes = 1 << 30

    /// What identifies a result across runs: key, locale, variant, entry and place (not the
    /// source file, which may move, nor the text, which is what changes). Two places of one
    /// string in one entry are two results.
    package typealias ResultID = CheckResult.ID

    /// One size of one result.
    package struct SizeRecord: Sendable, Codable, Equatable {
        /// Lines shown.
        package var lines: Int
        /// Height, points, rounded to 1/100 pt.
        package var height: Double
        /// Whether the text fits at this size.
        package var fits: Bool
    }

    /// One result.
    package struct Record: Sendable, Equatable {
        package var key: String
        package var locale: String
        package var variant: String?
        package var entry: String
        /// The rule's place the result was checked in; nil when its rule has no places.
        package var place: String? = nil
        /// The first size that does not fit, for people reading the file (the comparison uses
        /// the per-size `fits`).
        package var firstTruncatedSize: DynamicTypeSize?
        /// What happens at each size.
        package var sizes: SizeColumn<SizeRecord>
        /// The text as the strings file has it (what a translator edits; not filled with format
        /// arguments), so a comparison can show what a changed text was; nil in baselines
        /// written before format 3, which recorded no texts.
        package var text: String? = nil

        /// The result's identity.
        package var id: ResultID { ResultID(key: key, locale: locale, variant: variant, entry: entry, place: place) }

        /// Whether the identity of the record at `a` orders before that of the record at `b`, as
        /// ``ResultID``'s `<` orders them; nil when the two identities are the same. The records
        /// are read where they are stored, field by field: sorting a catalog's baseline compares
        /// a hundred thousand records some twenty times each.
        package static func identityPrecedes(_ a: UnsafePointer<Record>, _ b: UnsafePointer<Record>) -> Bool? {
            if a.pointee.entry != b.pointee.entry { return a.pointee.entry < b.pointee.entry }
            if a.pointee.locale != b.pointee.locale { return a.pointee.locale < b.pointee.locale }
            if a.pointee.key != b.pointee.key { return a.pointee.key < b.pointee.key }
            let (variantA, variantB) = (a.pointee.variant, b.pointee.variant)
            if variantA != variantB {
                return (variantA ?? "") < (variantB ?? "") || (variantA == nil && variantB != nil)
            }
            let (placeA, placeB) = (a.pointee.place, b.pointee.place)
            if placeA != placeB { return (placeA ?? "") < (placeB ?? "") || (placeA == nil && placeB != nil) }
            return nil
        }
    }

    /// The file format version (``currentFormat`` for baselines this build writes).
    package var format: Int
    /// The type scale's name.
    package var scale: String
    /// The scaling model.
    package var model: String
    /// The system font source.
    package var systemFont: String
    /// Sizes checked, smallest first.
    package var sizes: [DynamicTypeSize]
    /// Every result, sorted by identity (duplicates keep their report order).
    package var results: [Record]

    /// A baseline with every field given; results are sorted by identity.
    package init(scale: String, model: String, systemFont: String, sizes: [DynamicTypeSize], results: [Record]) {
        format = Self.currentFormat
        self.scale = scale
        self.model = model
        self.systemFont = systemFont
        self.sizes = sizes
        self.results = Self.sorted(results)
    }

    /// The baseline of a check.
    package init(report: CheckReport) {
        self.init(
            scale: report.summary.scale, model: report.summary.model.rawValue,
            systemFont: report.summary.systemFont.rawValue,
            sizes: report.summary.sizes, results: report.results.map(Record.init))
    }

    /// The file's bytes (format 3, JSON Lines), ending with a newline.
    package func data() -> Data {
        var data = Data()
        write { data.append(contentsOf: $0) }
        return data
    }

    /// The file's bytes in format 1 (one pretty-printed JSON object, sorted keys), as earlier
    /// versions wrote it; kept so older tools can be fed and the reader tested.
    package func formatOneData() throws -> Data {
        try ReportJSONEncoding.prettyData(FormatOne(self), nonFiniteAsStrings: true)
    }

    /// Writes the file to `path` atomically and durably (``AtomicFileWriter/Stream``), a chunk at
    /// a time, replacing any file there.
    package func write(path: String) throws(BaselineError) {
        do throws(AtomicFileWriter.Failure) {
            let stream = try AtomicFileWriter.Stream.open(path)
            var failure: AtomicFileWriter.Failure?
            write { bytes in
                guard failure == nil else { return }
                do throws(AtomicFileWriter.Failure) { try stream.append(bytes) } catch { failure = error }
            }
            if let failure {
                stream.abort()
                throw failure
            }
            try stream.commit()
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }

    /// Reads a baseline file. Throws ``BaselineError`` naming the file when it is missing or
    /// unreadable, not JSON, not a baseline, of another format version, or incomplete.
    package static func read(path: String) throws(BaselineError) -> Baseline {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missing(path: path)
        }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "it is a directory") }
        let bytes: [UInt8]
        do throws(InputError) {
            bytes = try InputFile.bytes(path: path, maximumBytes: maximumFileBytes)
        } catch {
            throw .unreadable(path: path, reason: error.message)
        }
        return try decode(Data(bytes), path: path)
    }

    /// Decodes a baseline file of format 3 or 2 (JSON Lines, with and without texts) or 1 (one
    /// JSON object); `path` names the file in errors.
    package static func decode(_ bytes: Data, path: String) throws(BaselineError) -> Baseline {
        let decoder = JSONDecoder()
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }
        if firstLine.count < bytes.count || firstLine.last == UInt8(ascii: "}"),
            let probe = try? decoder.decode(FormatProbe.self, from: Data(Array(firstLine))), let format = probe.format,
            format != 1
        {
            guard linesFormats.contains(format) else {
                throw .unsupportedFormat(path: path, found: format, supported: currentFormat)
            }
            return try decodeLines(bytes, path: path)
        }
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let probe: FormatProbe
        do {
            probe = try decoder.decode(FormatProbe.self, from: bytes)
        } catch {
            throw .malformed(path: path, reason: BaselineError.describe(error, fallback: "not a JSON object"))
        }
        guard let format = probe.format else { throw .notABaseline(path: path) }
        guard format == 1 else { throw .unsupportedFormat(path: path, found: format, supported: currentFormat) }
        do {
            return try decoder.decode(FormatOne.self, from: bytes).baseline(path: path)
        } catch let error as BaselineError {
            throw error
        } catch {
            throw .malformed(path: path, reason: BaselineError.describe(error, fallback: "unreadable baseline"))
        }
    }

    /// Heights are kept to 1/100 pt: finer differences are noise and would churn the file.
    static func roundHeight(_ height: Double) -> Double {
        height.isFinite ? (height * 100).rounded() / 100 : height
    }

    /// Sorted by identity; equal identities keep their order.
    static func sorted(_ records: [Record]) -> [Record] {
        identityOrder(records).map { records[$0] }
    }

    /// The indices of `records` in identity order, equal identities in their order. Records are
    /// compared where they are stored (``Record/identityPrecedes(_:_:)``), not through identities
    /// made for each comparison: a catalog's baseline holds a hundred thousand records, most
    /// often already in order.
    static func identityOrder(_ records: [Record]) -> [Int] {
        var order = Array(records.indices)
        records.withUnsafeBufferPointer { records in
            guard let base = records.baseAddress else { return }
            let inOrder = records.indices.dropFirst().allSatisfy {
                Record.identityPrecedes(base + $0 - 1, base + $0) != false
            }
            if !inOrder { order.sort { a, b in Record.identityPrecedes(base + a, base + b) ?? (a < b) } }
        }
        return order
    }

    /// Walks `old` and `new` together in identity order, calling `visit` with the indices of a
    /// record on each side that have the same identity (the k-th of an identity on one side
    /// pairs with the k-th on the other), or with one index and nil for a record only one side
    /// has; in identity order, then side order.
    static func pairByIdentity(_ old: [Record], _ new: [Record], _ visit: (_ old: Int?, _ new: Int?) -> Void) {
        let (oldOrder, newOrder) = (identityOrder(old), identityOrder(new))
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var (i, j) = (0, 0)
                while i < oldOrder.count || j < newOrder.count {
                    let oldFirst =
                        j == newOrder.count
                        ? true
                        : i == oldOrder.count
                            ? false
                            : Record.identityPrecedes(old.baseAddress! + oldOrder[i], new.baseAddress! + newOrder[j])
                    switch oldFirst {
                    case true?:
                        visit(oldOrder[i], nil)
                        i += 1
                    case false?:
                        visit(nil, newOrder[j])
                        j += 1
                    case nil:
                        visit(oldOrder[i], newOrder[j])
                        (i, j) = (i + 1, j + 1)
                    }
                }
            }
        }
    }

    /// Only the format field, read first so a file of another version gets the right error.
    private struct FormatProbe: Decodable {
        var format: Int?
    }
}

extension Baseline.Record {
    /// The record of a check result, heights rounded to 1/100 pt, with its text as the strings
    /// file has it.
    package init(_ result: CheckResult) {
        self.init(
            key: result.key, locale: result.locale, variant: result.variant, entry: result.entry.name,
            place: result.place,
            firstTruncatedSize: result.firstTruncatedSize,
            sizes: result.sizes.mapValues {
                Baseline.SizeRecord(lines: $0.lines, height: Baseline.roundHeight($0.height), fits: $0.fits)
            },
            text: result.text)
    }
}
