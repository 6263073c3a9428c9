import TypeFitVocabulary

/// What a platform's table gives for one text style at one Dynamic Type size.
public struct TextStyleMetrics: Hashable, Sendable {
    /// The style looked up.
    public let style: TextStyle
    /// The platform whose table answered.
    public let platform: Platform
    /// The size asked for.
    package let requestedSize: DynamicTypeSize
    /// The size whose values are given: `requestedSize`, or the nearest size the platform has
    /// when it lacks the requested one (see ``PlatformTypeTable/resolvedSize(for:)``).
    public let resolvedSize: DynamicTypeSize
    /// Point size, in points (pt).
    public let pointSize: Double
    /// Leading: baseline-to-baseline distance of consecutive lines, in points (pt) (documented:
    /// the HIG leading column; macOS calls it line height).
    public let leading: Double
    /// The style's regular weight.
    public let weight: FontWeight
    /// The weight the style takes when emphasized (SwiftUI `.bold()`, UIKit `traitBold`).
    public let emphasizedWeight: FontWeight
    /// How sure the values are; see the row's note in ``PlatformTypeTable/Row/note``.
    public let confidence: Confidence
}
