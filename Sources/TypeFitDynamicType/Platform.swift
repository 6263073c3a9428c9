import TypeFitVocabulary

/// An Apple platform whose published text-style table the model knows.
///
/// iPadOS uses the iOS table (documented: one table for iOS and iPadOS). visionOS is not
/// modelled. The raw value is the lowercase identifier used in files and on the command line.
public enum Platform: String, CaseIterable, Sendable, Codable {
    /// iOS and iPadOS: 12 Dynamic Type sizes, default Large.
    case iOS = "ios"
    /// watchOS: 9 Dynamic Type sizes; the default depends on the watch (``WatchCaseSize``).
    case watchOS = "watchos"
    /// macOS: no Dynamic Type; one fixed table.
    case macOS = "macos"
    /// tvOS: one published table.
    case tvOS = "tvos"

    /// The platform assumed when none is given: iOS.
    public static let `default`: Platform = .iOS

    /// Apple's spelling: `iOS`, `watchOS`, `macOS`, `tvOS`.
    public var displayName: String {
        switch self {
        case .iOS: "iOS"
        case .watchOS: "watchOS"
        case .macOS: "macOS"
        case .tvOS: "tvOS"
        }
    }

    /// Whether text styles change with the Dynamic Type size on this platform (documented: iOS,
    /// iPadOS and watchOS do; macOS has no Dynamic Type; tvOS publishes one size).
    public var hasDynamicType: Bool {
        switch self {
        case .iOS, .watchOS: true
        case .macOS, .tvOS: false
        }
    }

    /// The smallest point size Apple's Human Interface Guidelines recommend for legible text
    /// (Typography, "minimum size"): 11 pt on iOS and iPadOS, 12 pt on watchOS, 10 pt on macOS,
    /// 23 pt on tvOS (documented). Reports mark sizes below it.
    public var minimumLegiblePointSize: Double {
        switch self {
        case .iOS: 11
        case .watchOS: 12
        case .macOS: 10
        case .tvOS: 23
        }
    }

    /// The platform's published text-style table.
    package var typeTable: PlatformTypeTable {
        switch self {
        case .iOS: .iOS
        case .watchOS: .watchOS
        case .macOS: .macOS
        case .tvOS: .tvOS
        }
    }

    /// Reads a platform name case-insensitively: `ios`, `iOS`, `iPadOS` (= iOS), `watchOS`,
    /// `macOS`, `tvOS`. Returns nil for anything else.
    package init?(name: String) {
        switch NameNormalization.fold(name) {
        case "ios", "ipados": self = .iOS
        case "watchos": self = .watchOS
        case "macos": self = .macOS
        case "tvos": self = .tvOS
        default: return nil
        }
    }

    /// Like ``init(name:)`` but throws ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    public static func parse(_ name: String) throws(DynamicTypeError) -> Platform {
        try DynamicTypeError.parse(
            name, as: .platform, accepted: ["iOS", "iPadOS", "watchOS", "macOS", "tvOS"], by: Platform.init(name:))
    }

    /// Decodes any name ``init(name:)`` accepts.
    public init(from decoder: any Decoder) throws {
        self = try DynamicTypeError.decode(from: decoder, with: Platform.parse)
    }
}
