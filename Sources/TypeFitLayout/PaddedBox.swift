import TypeFitDynamicType
import TypeFitVocabulary

/// Text inside padding that scales with Dynamic Type, as `.padding(x)` with
/// `@ScaledMetric var x = 16` in SwiftUI: the insets are declared at Large and scaled for a
/// text style with ``TypeFitDynamicType/ScaledMetric`` (leading-ratio model by default, rounded to
/// the display's pixel grid).
///
/// ``layout(_:pointSize:at:containerWidth:containerHeight:options:)`` gives the text the
/// container's width (and height) minus the scaled insets, lays it out, and reports the box's
/// size and whether it fits.
package struct PaddedBox: Sendable {
    /// The insets declared for Large, points.
    package let baseInsets: EdgeInsets
    private let top: ScaledMetric
    private let leading: ScaledMetric
    private let bottom: ScaledMetric
    private let trailing: ScaledMetric

    /// - Parameters:
    ///   - insets: the insets at Large, points (each finite, |value| ≤ 1 000 000 pt).
    ///   - textStyle: the style the insets scale with (default body, as `@ScaledMetric`).
    ///   - displayScale: pixels per point (default 3); scaled insets are rounded to its grid.
    ///   - model: the scaling model (default ``TypeFitDynamicType/ScalingModel/default``).
    ///   - platform: whose type table gives the factors (default iOS).
    /// - Throws: ``TypeFitDynamicType/DynamicTypeError`` for a bad value, scale or style.
    package init(
        insets: EdgeInsets,
        relativeTo textStyle: TextStyle = .body,
        displayScale: Double = 3,
        model: ScalingModel = .default,
        platform: Platform = .default
    ) throws(DynamicTypeError) {
        func metric(_ value: Double) throws(DynamicTypeError) -> ScaledMetric {
            try ScaledMetric(value, relativeTo: textStyle, displayScale: displayScale, model: model, platform: platform)
        }
        baseInsets = insets
        top = try metric(insets.top)
        leading = try metric(insets.leading)
        bottom = try metric(insets.bottom)
        trailing = try metric(insets.trailing)
    }

    /// The text style the insets scale with.
    package var textStyle: TextStyle { top.textStyle }
    /// Pixels per point of the display.
    package var displayScale: Double { top.displayScale }

    /// The scaled insets at `size`, points.
    package func insets(at size: DynamicTypeSize) -> EdgeInsets {
        EdgeInsets(
            top: top.value(at: size), leading: leading.value(at: size),
            bottom: bottom.value(at: size), trailing: trailing.value(at: size))
    }

    /// Lays `prepared` out inside the box at Dynamic Type size `size`.
    /// - Parameters:
    ///   - pointSize: the text's point size at `size`, points.
    ///   - containerWidth: the width the box gets, points; the text wraps at it minus the
    ///     scaled leading and trailing insets. nil: unbounded.
    ///   - containerHeight: the height the box gets, points; the text may use it minus the
    ///     scaled top and bottom insets (lines beyond are truncated). nil: unbounded.
    ///   - options: everything else; its `width` and `containerHeight` are replaced.
    /// - Throws: ``LayoutError/paddingExceedsContainer(dimension:container:padding:)`` when the
    ///   insets leave no room, or what ``PreparedText/layout(pointSize:options:)`` throws.
    package func layout(
        _ prepared: PreparedText, pointSize: Double, at size: DynamicTypeSize,
        containerWidth: Double? = nil, containerHeight: Double? = nil, options: LayoutOptions = LayoutOptions()
    ) throws(LayoutError) -> PaddedLayout {
        let insets = insets(at: size)
        var options = options
        options.width = try Self.room(containerWidth, minus: insets.horizontal, dimension: "wide")
        options.containerHeight = try Self.room(containerHeight, minus: insets.vertical, dimension: "high")
        let text = try prepared.layout(pointSize: pointSize, options: options)
        return PaddedLayout(
            size: size, insets: insets, text: text,
            containerWidth: containerWidth.flatMap { $0.isFinite ? $0 : nil },
            containerHeight: containerHeight.flatMap { $0.isFinite ? $0 : nil })
    }

    /// ``layout(_:pointSize:at:containerWidth:containerHeight:options:)`` at each size of
    /// `pointSizes` (as `ScaledMetric.values()` or `CustomFontScaling.pointSizes()` give them),
    /// in the same order.
    package func layouts(
        _ prepared: PreparedText, pointSizes: [(size: DynamicTypeSize, pointSize: Double)],
        containerWidth: Double? = nil, containerHeight: Double? = nil, options: LayoutOptions = LayoutOptions()
    ) throws(LayoutError) -> [PaddedLayout] {
        var result: [PaddedLayout] = []
        result.reserveCapacity(pointSizes.count)
        for entry in pointSizes {
            result.append(
                try layout(
                    prepared, pointSize: entry.pointSize, at: entry.size, containerWidth: containerWidth,
                    containerHeight: containerHeight, options: options))
        }
        return result
    }

    /// The room left for text, points; nil when unbounded.
    private static func room(_ container: Double?, minus padding: Double, dimension: String) throws(LayoutError)
        -> Double?
    {
        guard let container, container != .infinity else { return nil }
        guard container > 0, !container.isNaN else {
            throw dimension == "wide" ? .invalidWidth(container) : .invalidHeight(container)
        }
        let room = container - padding
        guard room > 0 else {
            throw .paddingExceedsContainer(dimension: dimension, container: container, padding: padding)
        }
        return room
    }
}

/// A text laid out inside a ``PaddedBox`` at one Dynamic Type size. Lengths in points (pt).
package struct PaddedLayout: Sendable, Equatable {
    /// The Dynamic Type size.
    package let size: DynamicTypeSize
    /// The scaled insets, points.
    package let insets: EdgeInsets
    /// The text's layout inside the insets.
    package let text: TextLayout
    /// The container's width, points; nil when unbounded.
    package let containerWidth: Double?
    /// The container's height, points; nil when unbounded.
    package let containerHeight: Double?

    /// The box hugging its text: widest line + leading + trailing insets, points.
    package var width: Double { text.widestLineWidth + insets.horizontal }
    /// Text height + top + bottom insets, points.
    package var height: Double { text.height + insets.vertical }
    /// Whether the box is no wider than the container (within ``LayoutTolerance/fit``).
    package var fitsWidth: Bool { containerWidth.map { LayoutTolerance.fits(width, in: $0) } ?? true }
    /// Whether the box is no higher than the container (within ``LayoutTolerance/fit``).
    package var fitsHeight: Bool { containerHeight.map { LayoutTolerance.fits(height, in: $0) } ?? true }
    /// Whether the box fits the container and its text is shown whole.
    package var fits: Bool { fitsWidth && fitsHeight && text.fits }
}
