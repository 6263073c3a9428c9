/// The outcome of `minimumScaleFactor`: text that does not fit at its size is laid out again
/// at smaller sizes, in steps of ``LayoutTolerance/shrinkStep`` (0.25 pt, inferred from
/// SwiftUI), down to `size × minimumScaleFactor`.
///
/// The chosen size is the largest multiple of 0.25 pt that is at least `size × f`, below the
/// requested size, at which the text fits (all lines within the line limit and container
/// height, no width overflow). When none fits the text is shown at the smallest such size and
/// truncated there. Apple does not document how several lines shrink; TypeFit applies the same
/// rule to any line limit.
public struct Autoshrink: Sendable, Equatable {
    /// The size asked for, points.
    package let requestedPointSize: Double
    /// The smallest size the factor allows, rounded up to a multiple of 0.25 pt, points.
    public let minimumPointSize: Double
    /// The size the text is shown at, points.
    public let pointSize: Double
    /// Whether the text fits at ``pointSize``.
    public let fits: Bool

    /// `pointSize ÷ requestedPointSize`.
    public var scaleFactor: Double { pointSize / requestedPointSize }
}
