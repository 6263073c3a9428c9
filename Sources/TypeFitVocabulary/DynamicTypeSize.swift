/// A Dynamic Type size (UIKit: content size category), named and ordered as SwiftUI's
/// `DynamicTypeSize`.
///
/// iOS and iPadOS have all 12 sizes (documented); the seven standard sizes run from ``xSmall`` to
/// ``xxxLarge`` and the five accessibility sizes from ``accessibility1`` to ``accessibility5``.
/// Other platforms have fewer: see `PlatformTypeTable.sizes` (TypeFitDynamicType).
///
/// The raw value is the SwiftUI name; decoding also accepts every name ``init(name:)`` accepts.
public enum DynamicTypeSize: String, CaseIterable, Comparable, Sendable, Codable {
    case xSmall
    case small
    case medium
    /// The default size on iOS (documented).
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5

    /// The default size on iOS and iPadOS: ``large`` (documented).
    public static let `default`: DynamicTypeSize = .large

    /// How many sizes there are: 12.
    @inlinable public static var count: Int { 12 }

    /// Position in the order `xSmall` (0) … `accessibility5` (11).
    @inlinable public var ordinal: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    /// The size at `ordinal` (0 = `xSmall`, 11 = `accessibility5`), or nil outside 0…11.
    @inlinable public init?(ordinal: Int) {
        guard (0..<Self.count).contains(ordinal) else { return nil }
        self.init(uncheckedOrdinal: ordinal)
    }

    /// The size at `ordinal`, which must be 0…11 (the inverse of ``ordinal``, without building
    /// ``allCases``).
    @inlinable init(uncheckedOrdinal ordinal: Int) {
        switch ordinal {
        case 0: self = .xSmall
        case 1: self = .small
        case 2: self = .medium
        case 3: self = .large
        case 4: self = .xLarge
        case 5: self = .xxLarge
        case 6: self = .xxxLarge
        case 7: self = .accessibility1
        case 8: self = .accessibility2
        case 9: self = .accessibility3
        case 10: self = .accessibility4
        default: self = .accessibility5
        }
    }

    /// Whether this is one of the five accessibility sizes (SwiftUI `isAccessibilitySize`).
    public var isAccessibilitySize: Bool { ordinal >= DynamicTypeSize.accessibility1.ordinal }

    /// The SwiftUI name (`xSmall`, `accessibility1`); same as `rawValue`.
    package var swiftUIName: String { rawValue }

    /// The UIKit `UIContentSizeCategory` static member name (`extraSmall`,
    /// `accessibilityMedium`, `accessibilityExtraExtraExtraLarge`).
    public var uiKitName: String {
        switch self {
        case .xSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "extraLarge"
        case .xxLarge: "extraExtraLarge"
        case .xxxLarge: "extraExtraExtraLarge"
        case .accessibility1: "accessibilityMedium"
        case .accessibility2: "accessibilityLarge"
        case .accessibility3: "accessibilityExtraLarge"
        case .accessibility4: "accessibilityExtraExtraLarge"
        case .accessibility5: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The raw string of the UIKit constant (`UIContentSizeCategory.rawValue`), for example
    /// `UICTContentSizeCategoryXS` or `UICTContentSizeCategoryAccessibilityXXXL`.
    package var uiKitRawValue: String {
        switch self {
        case .xSmall: "UICTContentSizeCategoryXS"
        case .small: "UICTContentSizeCategoryS"
        case .medium: "UICTContentSizeCategoryM"
        case .large: "UICTContentSizeCategoryL"
        case .xLarge: "UICTContentSizeCategoryXL"
        case .xxLarge: "UICTContentSizeCategoryXXL"
        case .xxxLarge: "UICTContentSizeCategoryXXXL"
        case .accessibility1: "UICTContentSizeCategoryAccessibilityM"
        case .accessibility2: "UICTContentSizeCategoryAccessibilityL"
        case .accessibility3: "UICTContentSizeCategoryAccessibilityXL"
        case .accessibility4: "UICTContentSizeCategoryAccessibilityXXL"
        case .accessibility5: "UICTContentSizeCategoryAccessibilityXXXL"
        }
    }

    /// A short label for table headers: the SwiftUI name for standard sizes, `AX1` … `AX5` for
    /// accessibility sizes (the form Apple's HIG tables use).
    public var shortName: String {
        isAccessibilitySize ? "AX\(ordinal - DynamicTypeSize.accessibility1.ordinal + 1)" : rawValue
    }

    /// Reads a size from any of its names, case-insensitively (spaces, `_`, `-` and a leading `.`
    /// are ignored):
    /// - SwiftUI: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`;
    /// - UIKit `UIContentSizeCategory` members: `extraSmall`, `extraLarge`, `extraExtraLarge`,
    ///   `extraExtraExtraLarge`, `accessibilityMedium` … `accessibilityExtraExtraExtraLarge`;
    /// - UIKit raw constants: `UICTContentSizeCategoryXS` …
    ///   `UICTContentSizeCategoryAccessibilityXXXL`;
    /// - short forms `AX1` … `AX5`.
    ///
    /// Returns nil for anything else (including UIKit's `unspecified`).
    public init?(name: String) {
        guard let size = Self.lookup[NameNormalization.fold(name)] else { return nil }
        self = size
    }

    /// The names listed in error messages: SwiftUI names, then UIKit names, then `AX1` … `AX5`
    /// (UIKit raw constants are accepted too).
    package static var acceptedNames: [String] {
        let swiftUINames = allCases.map(\.rawValue)
        let uiKitNames = allCases.map(\.uiKitName).filter { !swiftUINames.contains($0) }
        let shortNames = allCases.filter(\.isAccessibilitySize).map(\.shortName)
        return swiftUINames + uiKitNames + shortNames
            + ["UICTContentSizeCategoryXS … UICTContentSizeCategoryAccessibilityXXXL"]
    }

    private static let lookup: [String: DynamicTypeSize] = {
        var table: [String: DynamicTypeSize] = [:]
        for size in allCases {
            for name in [size.rawValue, size.uiKitName, size.uiKitRawValue, size.shortName] {
                table[NameNormalization.fold(name)] = size
            }
        }
        return table
    }()

    /// Orders sizes from ``xSmall`` to ``accessibility5``.
    @inlinable public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// Decodes any name ``init(name:)`` accepts.
    public init(from decoder: any Decoder) throws {
        self = try NameNormalization.decodeName(
            from: decoder, kind: "Dynamic Type size", accepted: Self.acceptedNames,
            reading: DynamicTypeSize.init(name:))
    }
}
