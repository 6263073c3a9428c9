import TypeFitDynamicType
import TypeFitInput
import TypeFitVocabulary

extension TypeScale {
    /// The largest point size a `pointSizes` table may give, points: 1,000 (as the largest `size`).
    package static let maximumTablePointSize = 1_000.0

    /// Reads an entry's `pointSizes`: the point size, points, the app's code gives at each of the
    /// twelve Dynamic Type sizes, in `DynamicTypeSize.allCases` order. Either an array of exactly
    /// twelve numbers (`xSmall` … `accessibility5`), or an object keyed by Dynamic Type size names
    /// (any name `DynamicTypeSize(name:)` reads: `xSmall`, `extraLarge`, `AX5`, …) giving all
    /// twelve. Each value is more than 0 and at most ``maximumTablePointSize``.
    ///
    /// Throws `InputError` at the key path of the problem: a wrong count, a missing size (named),
    /// an unknown size name (with the accepted names), a size given twice, a non-number, a value
    /// out of range.
    static func pointSizes(_ reader: DocumentReader) throws(InputError) -> [Double] {
        let sizes = DynamicTypeSize.allCases
        switch reader.typeName {
        case "an array":
            let items = try reader.array()
            guard items.count == sizes.count else {
                throw reader.error(
                    "pointSizes needs \(sizes.count) point sizes, one per Dynamic Type size (xSmall … accessibility5), found \(items.count)"
                )
            }
            var table: [Double] = []
            for item in items { table.append(try pointSize(item)) }
            return table
        case "an object":
            var table = [Double?](repeating: nil, count: sizes.count)
            var names = [String?](repeating: nil, count: sizes.count)
            for (key, item) in try reader.object().sorted(by: { $0.key < $1.key }) {
                let size: DynamicTypeSize
                do throws(DynamicTypeError) { size = try DynamicTypeSize.parse(key) } catch {
                    throw item.error(error.description)
                }
                if let earlier = names[size.ordinal] {
                    throw item.error("'\(key)' and '\(earlier)' both give the size \(size.rawValue)")
                }
                names[size.ordinal] = key
                table[size.ordinal] = try pointSize(item)
            }
            let missing = sizes.filter { table[$0.ordinal] == nil }.map(\.rawValue)
            guard missing.isEmpty else {
                throw reader.error(
                    "missing size\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) "
                        + "(pointSizes gives all \(sizes.count) Dynamic Type sizes, xSmall … accessibility5)")
            }
            return table.map { $0! }
        default:
            throw reader.error(
                "expected an array of \(sizes.count) point sizes or an object of Dynamic Type size → point size, found \(reader.typeName)"
            )
        }
    }

    /// One value of a `pointSizes` table: a number more than 0 and at most
    /// ``maximumTablePointSize`` points.
    private static func pointSize(_ reader: DocumentReader) throws(InputError) -> Double {
        let value = try reader.number()
        guard value > 0, value <= maximumTablePointSize else {
            throw reader.error(
                "a point size must be more than 0 and at most \(Int(maximumTablePointSize)) points, found \(value)")
        }
        return value
    }
}
