import TypeFitVocabulary

/// iOS and iPadOS text styles at all 12 Dynamic Type sizes.
///
/// Source: Apple Human Interface Guidelines, Typography > Specifications (copies dated 2023-06
/// to 2026-02 agree); point sizes cross-checked against faberNovel/ADUtils DynamicFont.swift
/// and a simulator measurement (temoki/UIKit_DynamicType, iOS 13.3, which reads caption2@AX5 as
/// 41).
/// Confidence: documented for the eleven classic styles (sizes and leadings in points, pt;
/// weights). Text never goes below 11 pt on iOS (documented). `extraLargeTitle` and
/// `extraLargeTitle2` are documented only at Large (36 pt and 28 pt, Bold); their other cells are
/// inferred (see ``PlatformTypeTable/iOSExtraLargeTitleRows``).
extension PlatformTypeTable {
    /// The iOS/iPadOS table (``Platform/iOS``): the classic styles from `Tables/iOS.json`, then
    /// the extra large titles derived from them.
    package static let iOS: PlatformTypeTable = {
        var table = embedded(PackageResources.iOS_json, name: "iOS.json")
        table.rows += iOSExtraLargeTitleRows(from: table.rows)
        return table
    }()

    /// `extraLargeTitle` (36 pt Bold at Large) and `extraLargeTitle2` (28 pt Bold at Large):
    /// Apple documents only the Large size and the weight. The other cells are inferred by scaling
    /// a classic row proportionally and rounding to whole points (as every iOS table value is):
    /// `extraLargeTitle` from `largeTitle` (× 36/34), `extraLargeTitle2` from `title1`
    /// (× 28/28, i.e. title1's sizes). Leadings are inferred the same way. The emphasized weight
    /// (Heavy) is inferred from the pattern Bold → Heavy of the macOS table.
    static func iOSExtraLargeTitleRows(from classic: [Row]) -> [Row] {
        func derived(
            _ name: String, style: TextStyle, from baseName: String, largeSize: Double
        ) -> Row? {
            guard let base = classic.first(where: { $0.name == baseName }),
                let largeIndex = DynamicTypeSize.allCases.firstIndex(of: .large)
            else { return nil }
            let factor = largeSize / base.pointSizes[largeIndex]
            var row = base
            row.name = name
            row.style = style
            row.pointSizes = base.pointSizes.map { ($0 * factor).rounded() }
            row.leadings = base.leadings.map { ($0 * factor).rounded() }
            (row.weight, row.emphasizedWeight, row.confidence) = (.bold, .heavy, .inferred)
            row.note =
                "Documented: \(Int(largeSize)) pt Bold at Large (iOS 17+). Other sizes, all "
                + "leadings and the emphasized weight are inferred: \(baseName) scaled by "
                + "\(Int(largeSize))/\(Int(base.pointSizes[largeIndex])), rounded to whole points."
            return row
        }
        return [
            derived("extraLargeTitle", style: .extraLargeTitle, from: "largeTitle", largeSize: 36),
            derived("extraLargeTitle2", style: .extraLargeTitle2, from: "title1", largeSize: 28),
        ].compactMap { $0 }
    }
}
