import TypeFitVocabulary

/// The API through which an app sizes a custom font (or a custom value), with the text style it
/// names: a view of a ``FontAPICatalog`` row, which says whether and relative to which text style
/// the size scales, how it is rounded, and whether it can be capped.
public enum CustomFontAPI: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI `Font.custom(_:size:)` (``FontAPICatalog/fontCustom``).
    case fontCustom
    /// SwiftUI `Font.custom(_:size:relativeTo:)` with the style named
    /// (``FontAPICatalog/fontCustomRelativeTo``).
    case fontCustomRelativeTo(TextStyle)
    /// SwiftUI `Font.custom(_:fixedSize:)` (``FontAPICatalog/fontCustomFixedSize``).
    case fontCustomFixedSize
    /// SwiftUI `Font.system(size:)` (``FontAPICatalog/fontSystemSize``).
    case fontSystemSize
    /// UIKit `UIFontMetrics(forTextStyle:).scaledFont(for:)` and
    /// `scaledFont(for:maximumPointSize:)` with the style named (``FontAPICatalog/scaledFont``).
    case scaledFont(TextStyle)
    /// UIKit `UIFontMetrics(forTextStyle:).scaledValue(for:)` with the style named
    /// (``FontAPICatalog/scaledValue``).
    case scaledValue(TextStyle)

    /// The catalog's row for the API.
    package var row: AppleFontAPI {
        switch self {
        case .fontCustom: FontAPICatalog.fontCustom
        case .fontCustomRelativeTo: FontAPICatalog.fontCustomRelativeTo
        case .fontCustomFixedSize: FontAPICatalog.fontCustomFixedSize
        case .fontSystemSize: FontAPICatalog.fontSystemSize
        case .scaledFont: FontAPICatalog.scaledFont
        case .scaledValue: FontAPICatalog.scaledValue
        }
    }

    /// The style this case names (the one `relativeTo:` or `UIFontMetrics(forTextStyle:)` gives).
    private var namedStyle: TextStyle? {
        switch self {
        case .fontCustomRelativeTo(let style), .scaledFont(let style), .scaledValue(let style): style
        case .fontCustom, .fontCustomFixedSize, .fontSystemSize: nil
        }
    }

    /// The style the size scales relative to, or nil when it does not scale (the row's scaling).
    package var relativeStyle: TextStyle? {
        switch row.scaling {
        case .relative(.style(let style)): style
        case .relative(.argument), .relative(.receiver): namedStyle
        case .fixed, .asReceiver, .notApplicable: nil
        }
    }

    /// Whether the size changes with the Dynamic Type size.
    public var scales: Bool { relativeStyle != nil }

    /// The rounding this API applies (the row's): whole points for `Font.custom` (inferred), none
    /// for UIKit (unknown) and for fixed sizes (they are used as given).
    package var defaultRounding: ScalingRounding { row.rounding }

    /// Whether the API takes a maximum point size (documented: only `scaledFont`): whether the
    /// catalog has a form of the row's member that is capped.
    package var supportsMaximumPointSize: Bool {
        FontAPICatalog.rows.contains { $0.type == row.type && $0.member == row.member && $0.canBeCapped }
    }

    /// The Swift call this case stands for, for reports: `Font.custom(_:size:relativeTo: .body)`,
    /// `UIFontMetrics(forTextStyle: .title1).scaledFont(for:)`.
    public var description: String {
        switch self {
        case .fontCustomRelativeTo(let style):
            row.signature(giving: [row.parameter(.textStyle)!.label: ".\(style.rawValue)"])
        case .fontSystemSize: row.requiredSignature
        case .scaledFont(let style), .scaledValue(let style):
            FontAPICatalog.metrics.signature(giving: [
                FontAPICatalog.metrics.parameter(.textStyle)!.label: ".\(style.uiKitName)"
            ])
                + "." + row.memberSignature
        case .fontCustom, .fontCustomFixedSize: row.description
        }
    }
}
