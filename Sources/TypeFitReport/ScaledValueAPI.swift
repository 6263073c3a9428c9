/// The API whose rounding `typefit scaled-metric` applies.
package enum ScaledValueAPI: String, CaseIterable, Sendable {
    /// SwiftUI `@ScaledMetric`: pixel grid of the display scale (inferred).
    case scaledMetric
    /// UIKit `UIFontMetrics.scaledValue(for:)`: rounding unknown, none applied.
    case scaledValue
    /// SwiftUI `Font.custom(_:size:relativeTo:)`: whole points (inferred).
    case fontCustom

    /// Reads a name case-insensitively (`_`, `-` and spaces ignored); `ScaledMetric` and
    /// `Font.custom` work too.
    package init?(name: String) {
        let folded = String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" && $0 != "@" && $0 != "." })
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else { return nil }
        self = match
    }
}
