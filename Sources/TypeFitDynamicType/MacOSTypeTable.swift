/// macOS text styles: one fixed table (macOS has no Dynamic Type; documented).
///
/// Source: Apple HIG Typography > Specifications; macOS has no Dynamic Type. Confidence:
/// documented. The HIG's column is "Line height"; it is
/// stored as the leading (pt, baseline to baseline).
extension PlatformTypeTable {
    /// The macOS table (``Platform/macOS``), from `Tables/macOS.json`: every Dynamic Type size
    /// gives these values.
    package static let macOS = embedded(PackageResources.macOS_json, name: "macOS.json")
}
