import TypeFitVocabulary

/// Where a string shown in a system container lays out on one device at one Dynamic Type size:
/// the width left to it, its font, lines, overflow and case, each with its confidence and
/// sources (``SourcedFact``).
public struct ContainerPlace: Sendable, Hashable {
    /// The container.
    public var container: SystemContainer
    /// The device, portrait.
    public var device: DeviceWidth
    /// The Dynamic Type size.
    public var size: DynamicTypeSize
    /// What iOS calls the container, in words (`inline navigation title`).
    public var name: String
    /// The UIKit and SwiftUI APIs that show text in it.
    public var apis: [String]
    /// The width the text may use, points, after the container's insets.
    public var width: SourcedFact<Double>
    /// The font at this size (its point size in points).
    public var font: SourcedFact<ContainerFont>
    /// How the font follows Dynamic Type.
    public var scaling: SourcedFact<ContainerFontScaling>
    /// True when, at this size, the container offers the Large Content Viewer (a long press
    /// shows its text enlarged) instead of growing.
    public var largeContentViewer: SourcedFact<Bool>
    /// How many lines the text may take at this size.
    public var lineLimit: SourcedFact<LineLimit>
    /// What overflowing text does at this size.
    public var overflow: SourcedFact<ContainerOverflow>
    /// The case the text is shown in.
    public var textCase: SourcedFact<ContainerTextCase>
    /// What else matters (versions, guidance).
    public var notes: [String]

    /// The place as a check's container, when its width and lines are known: the width,
    /// line limit, truncation mode and (for a font that shrinks) the minimum scale factor.
    public var textContainer: TextContainer? {
        guard let width = width.value, let lines = lineLimit.value else { return nil }
        let overflow = overflow.value
        var scale = 1.0
        if overflow?.behaviour == .shrinkThenTruncate, let minimum = overflow?.minimumPointSize,
            let size = font.value?.pointSize, size > 0
        {
            scale = min(1, minimum / size)
        }
        return TextContainer(
            width: width, lineLimit: lines.maximum, truncation: overflow?.truncation ?? .tail,
            minimumScaleFactor: scale)
    }
}
