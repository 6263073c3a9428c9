import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitVocabulary

extension TextContainer {
    /// The padding scaled like `@ScaledMetric` relative to `entry`'s text style, rounded to the
    /// `displayScale` pixel grid (pixels per point); nil without padding.
    /// - Throws: ``TypeFitLayout/LayoutError/invalidOption(parameter:value:requirement:)`` for
    ///   padding the scaling model rejects.
    package func paddedBox(for entry: ResolvedEntry, displayScale: Double) throws(LayoutError) -> PaddedBox? {
        try padding.map { (insets) throws(LayoutError) -> PaddedBox in
            do throws(DynamicTypeError) {
                return try PaddedBox(
                    insets: insets, relativeTo: entry.entry.textStyle, displayScale: displayScale,
                    model: entry.model, platform: .iOS)
            } catch { throw .invalidOption(parameter: "padding (pt)", value: .nan, requirement: error.description) }
        }
    }

    /// The layout options of one cell: this container less the scaled `insets` (points), with
    /// `style`'s tracking, line height and spacing. The one place a container becomes layout
    /// options, for the check, the specimen renderer and everything built on them. A width or
    /// height that insets use up entirely becomes ``TypeFitLayout/LayoutTolerance/fit`` (the
    /// text then clips), never zero or negative.
    package func layoutOptions(for style: ResolvedStyle, insets: EdgeInsets) -> LayoutOptions {
        layoutOptions(
            tracking: style.tracking, lineHeight: style.lineHeight, lineSpacing: style.lineSpacing, insets: insets)
    }

    /// ``layoutOptions(for:insets:)`` from a style's tracking, line height and line spacing
    /// (points), read where the style is stored rather than from a copy of it.
    package func layoutOptions(
        tracking: Double, lineHeight: Double, lineSpacing: Double, insets: EdgeInsets
    ) -> LayoutOptions {
        LayoutOptions(
            width: width.map { max($0 - insets.horizontal, LayoutTolerance.fit) }, strategy: strategy,
            lineLimit: lineLimit, containerHeight: height.map { max($0 - insets.vertical, LayoutTolerance.fit) },
            truncationMode: truncation, minimumScaleFactor: minimumScaleFactor,
            tracking: tracking, lineHeight: .fixed(lineHeight), lineSpacing: lineSpacing)
    }
}
