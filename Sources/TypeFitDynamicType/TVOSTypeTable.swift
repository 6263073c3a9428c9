/// tvOS text styles: one published size.
///
/// Source: Apple HIG Typography > Specifications; one published size. Confidence: documented
/// (points, pt). tvOS has no `largeTitle` or
/// `footnote` row; `subtitle1` serves `.subheadline` (inferred).
extension PlatformTypeTable {
    /// The tvOS table (``Platform/tvOS``): every Dynamic Type size gives these values.
    package static let tvOS = PlatformTypeTable(
        platform: .tvOS,
        sizes: [.large],
        defaultSize: .large,
        minimumPointSize: nil,
        source: "Apple Human Interface Guidelines, Typography > Specifications (tvOS)",
        rows: [
            Row(
                "title1", style: .title, sizes: [76], leadings: [96],
                weight: .medium, emphasized: .bold),
            Row(
                "title2", style: .title2, sizes: [57], leadings: [66],
                weight: .medium, emphasized: .bold),
            Row(
                "title3", style: .title3, sizes: [48], leadings: [56],
                weight: .medium, emphasized: .bold),
            Row(
                "headline", style: .headline, sizes: [38], leadings: [46],
                weight: .medium, emphasized: .bold),
            Row(
                "subtitle1", style: .subheadline, sizes: [38], leadings: [46],
                weight: .regular, emphasized: .medium,
                note: "Serves SwiftUI .subheadline on tvOS (mapping inferred: the HIG names the "
                    + "row Subtitle1)."
            ),
            Row(
                "callout", style: .callout, sizes: [31], leadings: [38],
                weight: .medium, emphasized: .bold),
            Row(
                "body", style: .body, sizes: [29], leadings: [36],
                weight: .medium, emphasized: .bold),
            Row(
                "caption1", style: .caption, sizes: [25], leadings: [32],
                weight: .medium, emphasized: .bold),
            Row(
                "caption2", style: .caption2, sizes: [23], leadings: [30],
                weight: .medium, emphasized: .bold),
        ]
    )
}
