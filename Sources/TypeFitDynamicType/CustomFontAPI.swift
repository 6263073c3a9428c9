import TypeFitVocabulary

/// The API through which an app sizes a custom font (or a custom value); it decides whether and
/// relative to which text style the size scales, how it is rounded, and whether it can be capped.
public enum CustomFontAPI: Hashable, Sendable, CustomStringConvertible {
    /// SwiftUI `Font.custom(_:size:)`: scales relative to **body** (documented, SwiftUI `Font`
    /// reference; some style guides wrongly claim it does not scale). Whole points (inferred).
    case fontCustom
    /// SwiftUI `Font.custom(_:size:relativeTo:)`: scales relative to the given style
    /// (documented). Whole points (inferred).
    case fontCustomRelativeTo(TextStyle)
    /// SwiftUI `Font.custom(_:fixedSize:)`: does not scale (documented).
    case fontCustomFixedSize
    /// SwiftUI `Font.system(size:)`: does not scale (documented).
    case fontSystemSize
    /// UIKit `UIFontMetrics(forTextStyle:).scaledFont(for:)` and
    /// `scaledFont(for:maximumPointSize:)` (`UIFontMetrics.default` is body): scales relative to
    /// the style (documented) and may be capped (documented). Rounding unknown (none).
    case scaledFont(TextStyle)
    /// UIKit `UIFontMetrics(forTextStyle:).scaledValue(for:)`: scales relative to the style
    /// (documented); no cap (documented). Rounding unknown (none).
    case scaledValue(TextStyle)

    /// The style the size scales relative to, or nil when it does not scale.
    package var relativeStyle: TextStyle? {
        switch self {
        case .fontCustom: .body
        case .fontCustomRelativeTo(let style), .scaledFont(let style), .scaledValue(let style): style
        case .fontCustomFixedSize, .fontSystemSize: nil
        }
    }

    /// Whether the size changes with the Dynamic Type size.
    public var scales: Bool { relativeStyle != nil }

    /// The rounding this API applies: whole points for `Font.custom` (inferred), none for UIKit
    /// (unknown) and for fixed sizes (they are used as given).
    package var defaultRounding: ScalingRounding {
        switch self {
        case .fontCustom, .fontCustomRelativeTo: .wholePoints
        case .fontCustomFixedSize, .fontSystemSize, .scaledFont, .scaledValue: .none
        }
    }

    /// Whether the API takes a maximum point size (documented: only `scaledFont`).
    package var supportsMaximumPointSize: Bool {
        if case .scaledFont = self { return true }
        return false
    }

    /// The Swift call this case stands for, for reports.
    public var description: String {
        switch self {
        case .fontCustom: "Font.custom(_:size:)"
        case .fontCustomRelativeTo(let style): "Font.custom(_:size:relativeTo: .\(style.rawValue))"
        case .fontCustomFixedSize: "Font.custom(_:fixedSize:)"
        case .fontSystemSize: "Font.system(size:)"
        case .scaledFont(let style):
            "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for:)"
        case .scaledValue(let style):
            "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledValue(for:)"
        }
    }
}
