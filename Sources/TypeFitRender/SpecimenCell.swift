import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitVocabulary

/// One string in one type scale entry at one Dynamic Type size, laid out as the truncation
/// check lays it out and composed for drawing. Lengths in points (pt).
public struct SpecimenCell: Sendable {
    /// The Dynamic Type size.
    public var size: DynamicTypeSize
    /// The entry resolved at ``size``: face, point size, line height, tracking.
    public var style: ResolvedStyle
    /// The text's layout inside the container's padding.
    public var layout: TextLayout
    /// The scaled padding at ``size``, points (zero without padding).
    public var insets: EdgeInsets
    /// The container's width, points, padding included; nil when unbounded.
    public var containerWidth: Double?
    /// The container's height, points, padding included; nil when unbounded (the box is then as
    /// high as the text and its padding).
    public var containerHeight: Double?
    /// The verdict, with whether it is borderline (±0.5 pt of width would change it).
    public var verdict: FitVerdict
    /// The visible lines, composed.
    public var lines: [RenderedLine]

    /// Whether everything is shown within the container.
    public var fits: Bool { layout.fits }
    /// Whether text is cut, clipped or overflows: the check's "truncated".
    public var isTruncated: Bool { !layout.fits }

    /// Width of the box drawn, points: the container, or the widest line plus padding when the
    /// width is unbounded.
    public var boxWidth: Double { containerWidth ?? (layout.widestLineWidth + insets.horizontal) }
    /// Height of the box drawn, points: the container, or the text plus padding.
    public var boxHeight: Double { containerHeight ?? (layout.height + insets.vertical) }
    /// Width of the text area inside the padding, points.
    public var textAreaWidth: Double { max(0, boxWidth - insets.horizontal) }
}
