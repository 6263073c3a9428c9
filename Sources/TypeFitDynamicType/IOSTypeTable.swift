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
    /// The iOS/iPadOS table (``Platform/iOS``).
    package static let iOS = PlatformTypeTable(
        platform: .iOS,
        sizes: DynamicTypeSize.allCases,
        defaultSize: .large,
        minimumPointSize: 11,
        source: "Apple Human Interface Guidelines, Typography > Specifications (iOS, iPadOS), "
            + "copies dated 2023-06 to 2026-02",
        rows: iOSClassicRows + iOSExtraLargeTitleRows(from: iOSClassicRows)
    )

    /// The eleven classic styles, straight from the HIG (documented), in the HIG's order.
    static let iOSClassicRows: [Row] = [
        Row(
            "largeTitle", style: .largeTitle,
            sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
            weight: .regular, emphasized: .bold,
            note: nil
        ),
        Row(
            "title1", style: .title,
            sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            leadings: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
            weight: .regular, emphasized: .bold,
            note: nil
        ),
        Row(
            "title2", style: .title2,
            sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
            weight: .regular, emphasized: .bold,
            note: nil
        ),
        Row(
            "title3", style: .title3,
            sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
            weight: .regular, emphasized: .semibold,
            note: nil
        ),
        Row(
            "headline", style: .headline,
            sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
            weight: .semibold, emphasized: .semibold,
            note: "Same sizes and leadings as body; Semibold (documented)."
        ),
        Row(
            "body", style: .body,
            sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
            weight: .regular, emphasized: .semibold,
            note: nil
        ),
        Row(
            "callout", style: .callout,
            sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
            weight: .regular, emphasized: .semibold,
            note: nil
        ),
        Row(
            "subheadline", style: .subheadline,
            sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            leadings: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
            weight: .regular, emphasized: .semibold,
            note: nil
        ),
        Row(
            "footnote", style: .footnote,
            sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
            weight: .regular, emphasized: .semibold,
            note: nil
        ),
        Row(
            "caption1", style: .caption,
            sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            leadings: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
            weight: .regular, emphasized: .semibold,
            note: nil
        ),
        Row(
            "caption2", style: .caption2,
            sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
            leadings: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
            weight: .regular, emphasized: .semibold,
            note: "accessibility5 (AX5) is 40 pt in the HIG; a simulator measurement "
                + "(temoki/UIKit_DynamicType, iOS 13.3) reads 41 pt. The HIG value is kept."
        ),
    ]

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
            return Row(
                name, style: style,
                sizes: base.pointSizes.map { ($0 * factor).rounded() },
                leadings: base.leadings.map { ($0 * factor).rounded() },
                weight: .bold, emphasized: .heavy, confidence: .inferred,
                note: "Documented: \(Int(largeSize)) pt Bold at Large (iOS 17+). Other sizes, all "
                    + "leadings and the emphasized weight are inferred: \(baseName) scaled by "
                    + "\(Int(largeSize))/\(Int(base.pointSizes[largeIndex])), rounded to whole points."
            )
        }
        return [
            derived("extraLargeTitle", style: .extraLargeTitle, from: "largeTitle", largeSize: 36),
            derived("extraLargeTitle2", style: .extraLargeTitle2, from: "title1", largeSize: 28),
        ].compactMap { $0 }
    }
}
