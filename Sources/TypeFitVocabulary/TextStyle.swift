/// A system text style, named as SwiftUI's `Font.TextStyle`.
///
/// Eleven styles exist on iOS since iOS 7/11 (documented); ``extraLargeTitle`` and
/// ``extraLargeTitle2`` were added in iOS 17 and are used mainly on visionOS (documented).
/// UIKit calls ``title`` `title1` and ``caption`` `caption1`.
///
/// The raw value is the SwiftUI name; decoding also accepts every name ``init(name:)`` accepts.
public enum TextStyle: String, CaseIterable, Sendable, Codable {
    case largeTitle
    /// UIKit `title1`.
    case title
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    /// UIKit `caption1`.
    case caption
    case caption2
    /// iOS 17+, 36 pt Bold at Large on iOS (documented).
    case extraLargeTitle
    /// iOS 17+, 28 pt Bold at Large on iOS (documented).
    case extraLargeTitle2

    /// The SwiftUI name; same as `rawValue`.
    package var swiftUIName: String { rawValue }

    /// The UIKit `UIFont.TextStyle` member name (`title1`, `caption1`; others as SwiftUI).
    public var uiKitName: String {
        switch self {
        case .title: "title1"
        case .caption: "caption1"
        default: rawValue
        }
    }

    /// The Objective-C constant name (`UIFontTextStyleTitle1`, `UIFontTextStyleSubheadline`).
    package var uiKitConstantName: String {
        "UIFontTextStyle" + uiKitName.prefix(1).uppercased() + uiKitName.dropFirst()
    }

    /// The string value of the UIKit constant (`UIFont.TextStyle.rawValue`). Note Apple's own
    /// spellings: `largeTitle` is `UICTFontTextStyleTitle0`, `subheadline` is
    /// `UICTFontTextStyleSubhead`.
    package var uiKitRawValue: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        case .extraLargeTitle: "UICTFontTextStyleExtraLargeTitle"
        case .extraLargeTitle2: "UICTFontTextStyleExtraLargeTitle2"
        }
    }

    /// Reads a style from any of its names, case-insensitively (spaces, `_`, `-` and a leading `.`
    /// are ignored, so `.body`, `Large Title` and `title_2` work):
    /// - SwiftUI: `largeTitle`, `title`, `title2`, … `caption`, `caption2`, `extraLargeTitle`,
    ///   `extraLargeTitle2`;
    /// - UIKit: `title1`, `caption1`, `subhead` (the HIG's label);
    /// - UIKit constants: `UIFontTextStyleBody`, and their string values `UICTFontTextStyleBody`,
    ///   `UICTFontTextStyleTitle0`, `UICTFontTextStyleSubhead`.
    ///
    /// Returns nil for anything else.
    public init?(name: String) {
        guard let style = Self.lookup[NameNormalization.fold(name)] else { return nil }
        self = style
    }

    /// The names listed in error messages.
    package static var acceptedNames: [String] {
        allCases.map(\.rawValue)
            + ["title1", "caption1", "UIFontTextStyleBody", "UICTFontTextStyleBody"]
    }

    private static let lookup: [String: TextStyle] = {
        var table: [String: TextStyle] = [:]
        for style in allCases {
            let names = [
                style.rawValue, style.uiKitName, style.uiKitConstantName, style.uiKitRawValue,
                "UICTFontTextStyle" + style.uiKitConstantName.dropFirst("UIFontTextStyle".count),
            ]
            for name in names { table[NameNormalization.fold(name)] = style }
        }
        table["subhead"] = .subheadline
        return table
    }()

    /// Decodes any name ``init(name:)`` accepts.
    public init(from decoder: any Decoder) throws {
        self = try NameNormalization.decodeName(
            from: decoder, kind: "text style", accepted: Self.acceptedNames,
            reading: TextStyle.init(name:))
    }
}
