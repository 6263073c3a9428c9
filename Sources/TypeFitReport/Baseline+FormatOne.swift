import TypeFitCheck
import TypeFitVocabulary

extension Baseline {
    /// Format 1, what earlier versions wrote: one pretty-printed JSON object with the run's
    /// fields and every result's sizes as an object from SwiftUI size name to what happens there.
    /// Still read, and written by ``formatOneData()`` for older tools.
    struct FormatOne: Codable {
        /// A result's sizes, beside its identity (``IdentifiedResult``).
        struct RecordSizes: Codable {
            var firstTruncatedSize: String?
            var sizes: [String: SizeRecord]
        }

        var format: Int
        var scale: String
        var model: String
        var systemFont: String
        var sizes: [String]
        var results: [IdentifiedResult<RecordSizes>]

        /// The fields of `baseline`, as format 1.
        init(_ baseline: Baseline) {
            format = 1
            scale = baseline.scale
            model = baseline.model
            systemFont = baseline.systemFont
            sizes = baseline.sizes.map(\.rawValue)
            results = baseline.results.map { record in
                IdentifiedResult(
                    id: record.id,
                    fields: RecordSizes(
                        firstTruncatedSize: record.firstTruncatedSize?.rawValue,
                        sizes: Dictionary(uniqueKeysWithValues: record.sizes.map { ($0.size.rawValue, $0.value) })))
            }
        }

        /// The typed baseline; a size this build does not know is malformed input naming `path`.
        func baseline(path: String) throws(BaselineError) -> Baseline {
            var records: [Record] = []
            records.reserveCapacity(results.count)
            for (index, result) in results.enumerated() {
                let (id, fields) = (result.id, result.fields)
                var column = SizeColumn<SizeRecord>()
                for (name, record) in fields.sizes {
                    column[try Baseline.size(name, path: path, place: "results[\(index)].sizes")] = record
                }
                let first = try fields.firstTruncatedSize.map { (name) throws(BaselineError) in
                    try Baseline.size(name, path: path, place: "results[\(index)].firstTruncatedSize")
                }
                records.append(
                    Record(
                        key: id.key, locale: id.locale, variant: id.variant, entry: id.entry, place: id.place,
                        firstTruncatedSize: first, sizes: column))
            }
            var baseline = Baseline(
                scale: scale, model: model, systemFont: systemFont,
                sizes: try Baseline.sizeList(sizes, path: path, place: "sizes"), results: [])
            baseline.format = format
            baseline.results = records
            return baseline
        }
    }

    /// The size named `name` (a SwiftUI name, as baselines write them); otherwise malformed input
    /// naming `path` and the `place` in the file.
    static func size(_ name: String, path: String, place: String) throws(BaselineError) -> DynamicTypeSize {
        guard let size = DynamicTypeSize(rawValue: name) else {
            throw .malformed(path: path, reason: "\(place): unknown Dynamic Type size '\(name)'")
        }
        return size
    }

    /// The sizes named `names`, in their order; see ``size(_:path:place:)``.
    static func sizeList(_ names: [String], path: String, place: String) throws(BaselineError) -> [DynamicTypeSize] {
        var sizes: [DynamicTypeSize] = []
        for name in names { sizes.append(try size(name, path: path, place: place)) }
        return sizes
    }
}
