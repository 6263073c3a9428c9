import TypeFitVocabulary

/// A platform's published text-style table: for every style and every Dynamic Type size the
/// platform has, the point size (pt), leading (pt, baseline to baseline), weight and emphasized
/// weight.
///
/// The four tables (``iOS``, ``watchOS``, ``macOS``, ``tvOS``) encode Apple's Human Interface
/// Guidelines, Typography > Specifications; each row says how sure it is (``Row/confidence``).
///
/// Sizes a platform lacks: the model answers with the **nearest size the platform has**
/// (``resolvedSize(for:)``). The platform docs say a platform has fewer sizes, not what a
/// missing size does; clamping to the nearest is the model's rule (inferred). On watchOS
/// `accessibility4`/`accessibility5` give `accessibility3`, and `medium`, equally far from
/// `small` and `large`, gives `large` (ties go to the larger size: closer to the default and the
/// cautious choice when predicting truncation). On macOS and tvOS, which have one fixed table,
/// every size gives the same values.
package struct PlatformTypeTable: Sendable, Decodable {
    /// One style's row: values indexed like ``PlatformTypeTable/sizes``.
    package struct Row: Hashable, Sendable, Decodable {
        /// The row's name in Apple's table (`title1`, `caption1`, watchOS `footnote2`,
        /// tvOS `subtitle1`).
        package var name: String
        /// The SwiftUI text style this row serves, or nil when no style maps to it
        /// (watchOS `footnote2`).
        package var style: TextStyle?
        /// Point sizes in points (pt), one per size of the table.
        package var pointSizes: [Double]
        /// Leadings (baseline to baseline) in points (pt), one per size of the table.
        package var leadings: [Double]
        /// Regular weight (the same at every size).
        package var weight: FontWeight
        /// Weight when emphasized (`.bold()`).
        package var emphasizedWeight: FontWeight
        /// How sure the row's values are.
        package var confidence: Confidence
        /// Anomalies, disagreements between sources, or how an inferred row was derived.
        package var note: String?
    }

    /// The platform this table belongs to.
    package let platform: Platform
    /// The Dynamic Type sizes the platform has, smallest first (iOS: all 12; watchOS: 9; macOS
    /// and tvOS: only ``DynamicTypeSize/large``, standing for their one fixed table).
    package let sizes: [DynamicTypeSize]
    /// The platform's default size (iOS: Large; watchOS: Large on 40/41/42 mm, see
    /// ``WatchCaseSize/defaultDynamicTypeSize`` for the others).
    package let defaultSize: DynamicTypeSize
    /// Where the default size depends on the device: each model's default (watchOS: the watch
    /// case sizes, ``WatchCaseSize``); nil elsewhere.
    package let caseSizes: [WatchCaseSize]?
    /// The size that custom values are designed for and scaled from (`UIFontMetrics`: "the
    /// standard Dynamic Type size", Large; documented for iOS, inferred for watchOS).
    package var referenceSize: DynamicTypeSize { .large }
    /// The smallest point size the platform's text styles use, in points (pt), when Apple states
    /// one (iOS: 11 pt, documented), else nil.
    package let minimumPointSize: Double?
    /// The table's rows.
    package internal(set) var rows: [Row]
    /// Where the data comes from.
    package let source: String

    /// The table in `bytes`, the embedded contents of `Tables/<name>`, checked whole: every row
    /// has a point size and a leading for each of the table's sizes, and the default size is
    /// one of them.
    static func embedded(_ bytes: [UInt8], name: String) -> PlatformTypeTable {
        let table = EmbeddedTable.decode(PlatformTypeTable.self, from: bytes, name: name)
        for row in table.rows where row.pointSizes.count != table.sizes.count || row.leadings.count != table.sizes.count
        {
            preconditionFailure(
                "\(name): row \(row.name) does not give one value for each of the \(table.sizes.count) sizes")
        }
        precondition(table.sizes.contains(table.defaultSize), "\(name): the default size is not one of the sizes")
        for caseSize in table.caseSizes ?? [] where !table.sizes.contains(caseSize.defaultDynamicTypeSize) {
            preconditionFailure("\(name): the default size of \(caseSize.name) is not one of the sizes")
        }
        return table
    }

    /// The text styles this table has a row for, in ``TextStyle`` order.
    package var styles: [TextStyle] {
        TextStyle.allCases.filter { row(for: $0) != nil }
    }

    /// Whether the platform has `size` in its own table.
    package func hasSize(_ size: DynamicTypeSize) -> Bool {
        sizes.contains(size)
    }

    /// The size whose values answer a request for `size`: `size` itself when the platform has it,
    /// else the nearest size it has, ties going to the larger size (see the type's documentation;
    /// inferred).
    package func resolvedSize(for size: DynamicTypeSize) -> DynamicTypeSize {
        if sizes.contains(size) { return size }
        var best = sizes[0]
        for candidate in sizes {
            let distance = abs(candidate.ordinal - size.ordinal)
            let bestDistance = abs(best.ordinal - size.ordinal)
            if distance < bestDistance || (distance == bestDistance && candidate > best) {
                best = candidate
            }
        }
        return best
    }

    /// The row serving `style`, or nil when the platform's table has none.
    package func row(for style: TextStyle) -> Row? {
        rows.first { $0.style == style }
    }

    /// The row with Apple's name `name` (case-insensitive, spaces ignored: `footnote2`,
    /// `Subtitle 1`), or nil.
    package func row(named name: String) -> Row? {
        let folded = NameNormalization.fold(name)
        return rows.first { NameNormalization.fold($0.name) == folded }
    }

    /// The values of `row` at `size` (clamped to the platform's sizes).
    package func metrics(of row: Row, at size: DynamicTypeSize) -> (pointSize: Double, leading: Double) {
        let index = sizes.firstIndex(of: resolvedSize(for: size)) ?? 0
        return (row.pointSizes[index], row.leadings[index])
    }

    /// The metrics of `style` at `size`, or nil when the platform has no row for `style`.
    /// A size the platform lacks is answered with ``resolvedSize(for:)``.
    package func metrics(for style: TextStyle, at size: DynamicTypeSize) -> TextStyleMetrics? {
        guard let row = row(for: style) else { return nil }
        let values = metrics(of: row, at: size)
        return TextStyleMetrics(
            style: style, platform: platform, requestedSize: size,
            resolvedSize: resolvedSize(for: size), pointSize: values.pointSize,
            leading: values.leading, weight: row.weight, emphasizedWeight: row.emphasizedWeight,
            confidence: row.confidence
        )
    }

    /// Like ``metrics(for:at:)`` but throws
    /// ``DynamicTypeError/styleUnavailable(style:platform:available:)`` when the platform has no
    /// row for `style`.
    package func requireMetrics(
        for style: TextStyle, at size: DynamicTypeSize
    ) throws(DynamicTypeError) -> TextStyleMetrics {
        guard let metrics = metrics(for: style, at: size) else {
            throw .styleUnavailable(style: style, platform: platform, available: styles)
        }
        return metrics
    }

    /// The point size of `style` at `size`, in points (pt); throws when the style is unavailable.
    package func pointSize(
        for style: TextStyle, at size: DynamicTypeSize
    ) throws(DynamicTypeError) -> Double {
        try requireMetrics(for: style, at: size).pointSize
    }

    /// The leading (baseline to baseline) of `style` at `size`, in points (pt); throws when the
    /// style is unavailable.
    package func leading(
        for style: TextStyle, at size: DynamicTypeSize
    ) throws(DynamicTypeError) -> Double {
        try requireMetrics(for: style, at: size).leading
    }
}
