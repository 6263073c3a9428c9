/// tvOS text styles: one published size.
///
/// Source: Apple HIG Typography > Specifications; one published size. Confidence: documented
/// (points, pt). tvOS has no `largeTitle` or
/// `footnote` row; `subtitle1` serves `.subheadline` (inferred).
extension PlatformTypeTable {
    /// The tvOS table (``Platform/tvOS``), from `Tables/tvOS.json`: every Dynamic Type size gives
    /// these values.
    package static let tvOS = embedded(PackageResources.tvOS_json, name: "tvOS.json")
}
