import TypeFitVocabulary

/// An Apple Watch case size, which decides the watch's default Dynamic Type size.
///
/// Documented (Apple HIG, Typography > Specifications, watchOS): Small is the default on 38 mm,
/// Large on 40, 41 and 42 mm, xLarge on 44, 45 and 49 mm. Case sizes the HIG copy does not list
/// (for example 46 mm) are not modelled.
package enum WatchCaseSize: String, CaseIterable, Sendable, Codable {
    /// The case sizes, named by their height in millimetres.
    case mm38 = "38mm"
    case mm40 = "40mm"
    case mm41 = "41mm"
    case mm42 = "42mm"
    case mm44 = "44mm"
    case mm45 = "45mm"
    case mm49 = "49mm"

    /// The default Dynamic Type size on this watch (documented).
    package var defaultDynamicTypeSize: DynamicTypeSize {
        switch self {
        case .mm38: .small
        case .mm40, .mm41, .mm42: .large
        case .mm44, .mm45, .mm49: .xLarge
        }
    }

    /// Reads `38mm`, `38 mm` or `38`; nil for sizes not listed.
    package init?(name: String) {
        var folded = NameNormalization.fold(name)
        if !folded.hasSuffix("mm") { folded += "mm" }
        self.init(rawValue: folded)
    }

    /// Like ``init(name:)`` but throws ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    package static func parse(_ name: String) throws(DynamicTypeError) -> WatchCaseSize {
        try DynamicTypeError.parse(
            name, as: .watchCaseSize, accepted: allCases.map(\.rawValue), by: WatchCaseSize.init(name:))
    }
}
