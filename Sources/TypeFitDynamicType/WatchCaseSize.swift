import TypeFitVocabulary

/// An Apple Watch case size, which decides the watch's default Dynamic Type size.
///
/// Documented (Apple HIG, Typography > Specifications, watchOS): Small is the default on 38 mm,
/// Large on 40, 41 and 42 mm, xLarge on 44, 45 and 49 mm. The sizes and their defaults are
/// data of the watchOS table (`Tables/watchOS.json`, `caseSizes`). Case sizes the HIG copy does
/// not list (for example 46 mm) are not modelled.
package struct WatchCaseSize: Hashable, Sendable, Decodable {
    /// Apple's name for the case size: its height in millimetres, `41mm`.
    package let name: String
    /// The default Dynamic Type size on this watch (documented).
    package let defaultDynamicTypeSize: DynamicTypeSize

    private enum CodingKeys: String, CodingKey {
        case name
        case defaultDynamicTypeSize = "defaultSize"
    }

    /// Every case size the HIG lists, smallest first.
    package static var all: [WatchCaseSize] { PlatformTypeTable.watchOS.caseSizes ?? [] }

    /// Reads `38mm`, `38 mm` or `38`; nil for sizes not listed.
    package init?(name: String) {
        var folded = NameNormalization.fold(name)
        if !folded.hasSuffix("mm") { folded += "mm" }
        guard let match = Self.all.first(where: { $0.name == folded }) else { return nil }
        self = match
    }

    /// Like ``init(name:)`` but throws ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    package static func parse(_ name: String) throws(DynamicTypeError) -> WatchCaseSize {
        try DynamicTypeError.parse(name, as: .watchCaseSize, accepted: all.map(\.name), by: WatchCaseSize.init(name:))
    }
}
