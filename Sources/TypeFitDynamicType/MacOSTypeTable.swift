/// macOS text styles: one fixed table (macOS has no Dynamic Type; documented).
///
/// Source: Apple HIG Typography > Specifications; macOS has no Dynamic Type. Confidence:
/// documented. The HIG's column is "Line height"; it is
/// stored as the leading (pt, baseline to baseline).
extension PlatformTypeTable {
    /// The macOS table (``Platform/macOS``): every Dynamic Type size gives these values.
    package static let macOS = PlatformTypeTable(
        platform: .macOS,
        sizes: [.large],
        defaultSize: .large,
        minimumPointSize: nil,
        source: "Apple Human Interface Guidelines, Typography > Specifications (macOS)",
        rows: [
            Row(
                "largeTitle", style: .largeTitle, sizes: [26], leadings: [32],
                weight: .regular, emphasized: .bold),
            Row(
                "title1", style: .title, sizes: [22], leadings: [26],
                weight: .regular, emphasized: .bold),
            Row(
                "title2", style: .title2, sizes: [17], leadings: [22],
                weight: .regular, emphasized: .bold),
            Row(
                "title3", style: .title3, sizes: [15], leadings: [20],
                weight: .regular, emphasized: .semibold),
            Row(
                "headline", style: .headline, sizes: [13], leadings: [16],
                weight: .bold, emphasized: .heavy),
            Row(
                "body", style: .body, sizes: [13], leadings: [16],
                weight: .regular, emphasized: .semibold),
            Row(
                "callout", style: .callout, sizes: [12], leadings: [15],
                weight: .regular, emphasized: .semibold),
            Row(
                "subheadline", style: .subheadline, sizes: [11], leadings: [14],
                weight: .regular, emphasized: .semibold),
            Row(
                "footnote", style: .footnote, sizes: [10], leadings: [13],
                weight: .regular, emphasized: .semibold),
            Row(
                "caption1", style: .caption, sizes: [10], leadings: [13],
                weight: .regular, emphasized: .medium),
            Row(
                "caption2", style: .caption2, sizes: [10], leadings: [13],
                weight: .medium, emphasized: .semibold),
        ]
    )
}
