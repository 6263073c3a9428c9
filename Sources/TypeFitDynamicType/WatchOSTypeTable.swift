/// watchOS text styles at its 9 Dynamic Type sizes.
///
/// Source: Apple HIG Typography > Specifications; where copies differ the newer value is used.
/// Confidence: documented (sizes and leadings in points, pt). watchOS has no `medium`,
/// `accessibility4` or `accessibility5` (documented); its default size depends on the watch case
/// (``WatchCaseSize``). Weights: all Regular except headline=Semibold; emphasized: largeTitle
/// Bold, all others Semibold (2026 copy). Known anomalies are kept as published and noted
/// on their rows.
extension PlatformTypeTable {
    /// The watchOS table (``Platform/watchOS``), from `Tables/watchOS.json`. Its ``defaultSize``
    /// is Large, the default on 40, 41 and 42 mm watches.
    package static let watchOS = embedded(PackageResources.watchOS_json, name: "watchOS.json")
}
