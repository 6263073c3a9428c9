import TypeFitDynamicType
import TypeFitVocabulary

/// The API whose rounding `typefit scaled-metric` applies: the `--api` names of three rows of
/// ``FontAPICatalog``, which say how each scales and rounds.
package enum ScaledValueAPI: String, CaseIterable, Sendable {
    /// SwiftUI `@ScaledMetric` (``FontAPICatalog/scaledMetric``).
    case scaledMetric
    /// UIKit `UIFontMetrics.scaledValue(for:)` (``FontAPICatalog/scaledValue``).
    case scaledValue
    /// SwiftUI `Font.custom(_:size:relativeTo:)` (``FontAPICatalog/fontCustomRelativeTo``).
    case fontCustom

    /// The catalog's row.
    package var row: AppleFontAPI {
        switch self {
        case .scaledMetric: FontAPICatalog.scaledMetric
        case .scaledValue: FontAPICatalog.scaledValue
        case .fontCustom: FontAPICatalog.fontCustomRelativeTo
        }
    }

    /// The Swift code that scales `number` (as written) relative to `style`:
    /// `@ScaledMetric(relativeTo: .body) var value = 17`,
    /// `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)`,
    /// `Font.custom(name, size: 17, relativeTo: .body)`.
    package func swiftCall(_ number: String, relativeTo style: TextStyle) -> String {
        switch self {
        case .scaledMetric: return row.call([".\(style.rawValue)"]) + " var value = \(number)"
        case .scaledValue:
            return FontAPICatalog.metrics.call([".\(style.uiKitName)"]) + "."
                + row.call([number], includingType: false)
        case .fontCustom: return row.call(["name", number, ".\(style.rawValue)"])
        }
    }

    /// Reads a name case-insensitively (`_`, `-` and spaces ignored); `ScaledMetric` and
    /// `Font.custom` work too.
    package init?(name: String) {
        let folded = String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" && $0 != "@" && $0 != "." })
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }
}
