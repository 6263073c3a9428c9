/// watchOS text styles at its 9 Dynamic Type sizes.
///
/// Source: Apple HIG Typography > Specifications; where copies differ the newer value is used.
/// Confidence: documented (sizes and leadings in points, pt). watchOS has no `medium`,
/// `accessibility4` or `accessibility5` (documented); its default size depends on the watch case
/// (``WatchCaseSize``). Weights: all Regular except headline=Semibold; emphasized: largeTitle
/// Bold, all others Semibold (2026 copy). Known anomalies are kept as published and noted
/// on their rows.
extension PlatformTypeTable {
    /// The watchOS table (``Platform/watchOS``). Its ``defaultSize`` is Large, the default on
    /// 40, 41 and 42 mm watches.
    package static let watchOS = PlatformTypeTable(
        platform: .watchOS,
        sizes: [
            .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge,
            .accessibility1, .accessibility2, .accessibility3,
        ],
        defaultSize: WatchCaseSize.mm41.defaultDynamicTypeSize,
        minimumPointSize: nil,
        source: "Apple Human Interface Guidelines, Typography > Specifications (watchOS); "
            + "where copies differ the newer value is used",
        rows: [
            Row(
                "largeTitle", style: .largeTitle,
                sizes: [30, 32, 36, 40, 41, 42, 44, 45, 46],
                leadings: [32.5, 34.5, 38.5, 42.5, 43.5, 44.5, 46.5, 47.5, 48.5],
                weight: .regular, emphasized: .bold,
                note: nil
            ),
            Row(
                "title1", style: .title,
                sizes: [28, 30, 34, 38, 39, 40, 42, 43, 44],
                leadings: [30.5, 32.5, 36.5, 40.5, 41.5, 42.5, 44.5, 46, 47],
                weight: .regular, emphasized: .semibold,
                note: "As published: accessibility2 leading 46 and accessibility3 leading 47 (the"
                    + " +2.5 pattern suggests 45.5 and 46.5)."
            ),
            Row(
                "title2", style: .title2,
                sizes: [24, 26, 28, 30, 31, 32, 34, 35, 36],
                leadings: [26.5, 28.5, 30.5, 32.5, 33.5, 34.5, 41, 37.5, 38.5],
                weight: .regular, emphasized: .semibold,
                note: "As published: accessibility1 leading 41 (the pattern suggests 36.5). Large"
                    + " is 28/30.5 in current copies (8 found), 27/30.5 in the 2023-06 and "
                    + "2025-07 copies; the newer value is kept."
            ),
            Row(
                "title3", style: .title3,
                sizes: [17, 18, 19, 20, 21, 22, 24, 25, 26],
                leadings: [19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 26.5, 27.5, 28.5],
                weight: .regular, emphasized: .semibold,
                note: nil
            ),
            Row(
                "headline", style: .headline,
                sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5],
                weight: .semibold, emphasized: .semibold,
                note: nil
            ),
            Row(
                "body", style: .body,
                sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5],
                weight: .regular, emphasized: .semibold,
                note: nil
            ),
            Row(
                "caption1", style: .caption,
                sizes: [13, 14, 15, 16, 17, 18, 18, 19, 20],
                leadings: [15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 20.5, 21.5, 22.5],
                weight: .regular, emphasized: .semibold,
                note: nil
            ),
            Row(
                "caption2", style: .caption2,
                sizes: [12, 13, 14, 15, 16, 17, 17, 18, 19],
                leadings: [14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 19.5, 20.5, 21.5],
                weight: .regular, emphasized: .semibold,
                note: "xxLarge is 16/18.5 in current copies, 15/18.5 in the 2023-06 and 2025-07 "
                    + "copies; the newer value is kept."
            ),
            Row(
                "footnote1", style: .footnote,
                sizes: [11, 12, 13, 14, 15, 16, 16, 17, 18],
                leadings: [13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 18.5, 19.5, 20.5],
                weight: .regular, emphasized: .semibold,
                note: "Serves SwiftUI .footnote on watchOS (mapping inferred: the HIG names "
                    + "Footnote1 and Footnote2, the API has one footnote style)."
            ),
            Row(
                "footnote2", style: nil,
                sizes: [10, 11, 12, 13, 14, 15, 15, 16, 17],
                leadings: [12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 17.5, 17.5, 19.5],
                weight: .regular, emphasized: .semibold,
                note: "As published: accessibility2 leading 17.5 (the pattern suggests 18.5). No "
                    + "SwiftUI text style maps to it; look it up by name."
            ),
        ]
    )
}
