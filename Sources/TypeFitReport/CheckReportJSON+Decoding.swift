import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitStrings
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
        /// nil in reports written before strings' problems were findings.
        var stringProblems: [StringProblem]?
        var sizes: [String]
        var constraints: [TextContainer]
        var results: [IdentifiedResult<Row>]

        /// A result's fields and its per-size columns, read by name where ``report()`` needs
        /// them; its identity beside them (``IdentifiedResult``).
        struct Row: Decodable {
            var fields: Fields
            var columns: KeyedDecodingContainer<ColumnName>

            struct Fields: Decodable {
                var text: String
                var measuredText: String?
                var constraint: Int
                var source: String?
                var line: Int?
                var firstTruncatedSize: DynamicTypeSize?
                var missingGlyphs: Int?
                var faces: [String]
                var approximationReasons: [String]?
            }

            /// A per-size column's name: an array with one value (or null) per size of `sizes`.
            struct ColumnName: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            init(from decoder: any Decoder) throws {
                fields = try Fields(from: decoder)
                columns = try decoder.container(keyedBy: ColumnName.self)
            }
        }

        func report() throws(DecodingFailure) -> CheckReport {
            var sizes: [DynamicTypeSize] = []
            for name in self.sizes { sizes.append(try CheckReportJSON.size(name, field: "sizes")) }
            var results: [CheckResult] = []
            results.reserveCapacity(self.results.count)
            var entries = TypeScaleEntry.ReferenceTable()
            for (index, result) in self.results.enumerated() {
                let place = "results[\(index)]"
                let (fields, columns) = (result.fields.fields, result.fields.columns)
                guard constraints.indices.contains(fields.constraint) else {
                    throw DecodingFailure(
                        reason:
                            "\(place).constraint: \(fields.constraint) is not an index of constraints (\(constraints.count))"
                    )
                }
                func column<T: Decodable>(_ name: String) throws(DecodingFailure) -> [T?]? {
                    let values: [T?]?
                    do {
                        values = try columns.decodeIfPresent([T?].self, forKey: .init(stringValue: name))
                    } catch {
                        throw DecodingFailure(reason: "\(error)")
                    }
                    guard let values else { return nil }
                    guard values.count == sizes.count else {
                        throw DecodingFailure(
                            reason: "\(place).\(name): \(values.count) sizes, expected \(sizes.count)")
                    }
                    return values
                }
                let pointSize: [Double?] = try column("pointSize") ?? []
                let lines: [Int?]? = try column("lines")
                let needed: [Int?]? = try column("linesNeeded")
                let height: [Double?]? = try column("height")
                let width: [Double?]? = try column("width")
                let overflow: [Double?]? = try column("overflow")
                let fits: [Bool?]? = try column("fits")
                let truncated: [Bool?]? = try column("truncated")
                let borderline: [Bool?]? = try column("borderline")
                let approximate: [Bool?]? = try column("approximate")
                let visible: [String?]? = try column("visibleText")
                let hidden: [Int?]? = try column("hiddenLines")
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
                let id = result.id
                results.append(
                    CheckResult(
                        key: id.key, locale: id.locale, variant: id.variant, entry: entries.reference(named: id.entry),
                        text: fields.text, measuredText: fields.measuredText,
                        constraint: constraints[fields.constraint], firstTruncatedSize: fields.firstTruncatedSize,
                        sizes: outcomes, missingGlyphs: fields.missingGlyphs ?? 0, faces: fields.faces,
                        approximationReasons: fields.approximationReasons ?? [], source: fields.source,
                        line: fields.line, place: id.place))
            }
            var report = CheckReport(results: results, summary: try summary.summary(), warnings: warnings)
            report.stringProblems = stringProblems ?? []
            return report
        }
    }
}
