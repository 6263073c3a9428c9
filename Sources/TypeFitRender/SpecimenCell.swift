import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitVocabulary

/// One string in one type scale entry at one Dynamic Type size, laid out as the truncation
/// check lays it out and composed for drawing. Lengths in points (pt).
package struct SpecimenCell: Sendable {
    /// The Dynamic Type size.
    package var size: DynamicTypeSize
    /// The entry resolved at ``size``: face, point size, line height, tracking.
    package var style: ResolvedStyle
    /// The text's layout inside the container's padding.
    package var layout: TextLayout
    /// The scaled padding at ``size``, points (zero without padding).
    package var insets: EdgeInsets
    /// The container's width, points, padding included; nil when unbounded.
    package var containerWidth: Double?
    /// The container's height, points, padding included; nil when unbounded (the box is then as
    /// high as the text and its padding).
    package var containerHeight: Double?
    /// The verdict, with whether it is borderline (±0.5 pt of width would change it).
    package var verdict: FitVerdict
    /// The visible lines, composed.
    package var lines: [RenderedLine]

    /// Whether everything is shown within the container.
    package var fits: Bool { layout.fits }
    /// Whether text is cut, clipped or overflows: the check's "truncated".
    package var isTruncated: Bool { !layout.fits }

    /// Width of the box drawn, points: the container, or the widest line plus padding when the
    /// width is unbounded.
    package var boxWidth: Double { containerWidth ?? (layout.widestLineWidth + insets.horizontal) }
    /// Height of the box drawn, points: the container, or the text plus padding.
    package var boxHeight: Double { containerHeight ?? (layout.height + insets.vertical) }
    /// Width of the text area inside the padding, points.
    package var textAreaWidth: Double { max(0, boxWidth - insets.horizontal) }
}
