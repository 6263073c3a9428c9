import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension CheckReportJSON {
    /// Why a check's JSON could not be read back.
    package struct DecodingFailure: Error, CustomStringConvertible {
        /// What is wrong and where (`results[3].lines: 11 sizes, expected 12`).
        package var reason: String
        package var description: String { reason }
    }

    /// Reads a check's JSON back into a ``CheckReport``: schema version 2 (what
    /// ``write(_:to:)`` writes; lengths come back rounded to 1/100 pt), or the schema-1 form
    /// (no `schemaVersion`, a `sizes` object per result) that earlier versions wrote.
    package static func decode(_ data: Data) throws(DecodingFailure) -> CheckReport {
        let decoder = JSONDecoder()
        let version: Int?
        do {
            version = try decoder.decode(VersionProbe.self, from: data).schemaVersion
        } catch {
            throw DecodingFailure(reason: "not a JSON object: \(error)")
        }
        do {
            switch version {
            case nil: return try decoder.decode(SchemaOneDocument.self, from: data).report()
            case schemaVersion?: return try decoder.decode(Document.self, from: data).report()
            case let other?:
                throw DecodingFailure(
                    reason: "schema version \(other); this version of TypeFit reads 1 and \(schemaVersion)")
            }
        } catch let failure as DecodingFailure {
            throw failure
        } catch {
            throw DecodingFailure(reason: "\(error)")
        }
    }

    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
    }

    /// The schema-2 document as written.
    private struct Document: Decodable {
        var schemaVersion: Int
        var summary: SummaryFields
        var warnings: [String]
        var sizes: [String]
        var constraints: [TextContainer]
        var results: [Result]

        struct Result: Decodable {
            var key: String
            var locale: String
            var variant: String?
            var entry: String
            var place: String?
            var text: String
            var measuredText: String?
            var constraint: Int
            var source: String?
            var line: Int?
            var firstTruncatedSize: DynamicTypeSize?
            var missingGlyphs: Int?
            var faces: [String]
            var approximationReasons: [String]?
            var pointSize: [Double?]?
            var lines: [Int?]?
            var linesNeeded: [Int?]?
            var height: [Double?]?
            var width: [Double?]?
            var overflow: [Double?]?
            var fits: [Bool?]?
            var truncated: [Bool?]?
            var borderline: [Bool?]?
            var approximate: [Bool?]?
            var visibleText: [String?]?
            var hiddenLines: [Int?]?
        }

        func report() throws(DecodingFailure) -> CheckReport {
            var sizes: [DynamicTypeSize] = []
            for name in self.sizes { sizes.append(try CheckReportJSON.size(name, field: "sizes")) }
            var results: [CheckResult] = []
            results.reserveCapacity(self.results.count)
            var entries = TypeScaleEntry.ReferenceTable()
            for (index, result) in self.results.enumerated() {
                let place = "results[\(index)]"
                guard constraints.indices.contains(result.constraint) else {
                    throw DecodingFailure(
                        reason:
                            "\(place).constraint: \(result.constraint) is not an index of constraints (\(constraints.count))"
                    )
                }
                func column<T>(_ name: String, _ values: [T?]?) throws(DecodingFailure) -> [T?]? {
                    guard let values else { return nil }
                    guard values.count == sizes.count else {
                        throw DecodingFailure(
                            reason: "\(place).\(name): \(values.count) sizes, expected \(sizes.count)")
                    }
                    return values
                }
                let pointSize = try column("pointSize", result.pointSize) ?? []
                let lines = try column("lines", result.lines)
                let needed = try column("linesNeeded", result.linesNeeded)
                let height = try column("height", result.height)
                let width = try column("width", result.width)
                let overflow = try column("overflow", result.overflow)
                let fits = try column("fits", result.fits)
                let truncated = try column("truncated", result.truncated)
                let borderline = try column("borderline", result.borderline)
                let approximate = try column("approximate", result.approximate)
                let visible = try column("visibleText", result.visibleText)
                let hidden = try column("hiddenLines", result.hiddenLines)
                var outcomes = SizeColumn<CheckResult.SizeOutcome>()
                for (position, size) in sizes.enumerated() {
                    guard let points = pointSize.indices.contains(position) ? pointSize[position] : nil else {
                        continue
                    }
                    let shown = lines?[position] ?? 0
                    outcomes[size] = CheckResult.SizeOutcome(
                        pointSize: points, lines: shown, linesNeeded: needed?[position] ?? shown,
                        fits: fits?[position] ?? true, truncated: truncated?[position] ?? false,
                        overflow: overflow?[position] ?? 0, height: height?[position] ?? 0,
                        width: width?[position] ?? 0,
                        visibleText: visible?[position] ?? nil, borderline: borderline?[position] ?? false,
                        approximate: approximate?[position] ?? false, hiddenLines: hidden?[position] ?? nil)
                }
                results.append(
                    CheckResult(
                        key: result.key, locale: result.locale, variant: result.variant,
                        entry: entries.reference(named: result.entry),
                        text: result.text,
                        constraint: constraints[result.constraint], firstTruncatedSize: result.firstTruncatedSize,
                        sizes: outcomes,
                        missingGlyphs: result.missingGlyphs ?? 0, faces: result.faces,
                        approximationReasons: result.approximationReasons ?? [], source: result.source,
                        line: result.line, place: result.place))
                results[results.count - 1].measuredText = result.measuredText
            }
            return CheckReport(results: results, summary: try summary.summary(), warnings: warnings)
        }
    }
}
