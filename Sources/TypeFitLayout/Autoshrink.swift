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

extension Autoshrink {
    /// The autoshrink search, one rule for full layout and for counting: the largest multiple
    /// of ``LayoutTolerance/shrinkStep`` below `requestedPointSize` (points) and not below
    /// `requestedPointSize × minimumScaleFactor` at which `fits` (asked with a point size, in
    /// points) says the text fits, tried from the largest down; when none does, the smallest
    /// such size, not fitting. When no step lies in that range the result keeps the requested
    /// size, not fitting.
    ///
    /// `fits` is non-escaping: the search allocates nothing.
    @inline(__always)
    static func search(
        requestedPointSize: Double, minimumScaleFactor: Double, fits: (Double) -> Bool
    ) -> Autoshrink {
        let step = LayoutTolerance.shrinkStep
        let largest = Int((requestedPointSize / step - 1e-9).rounded(.up)) - 1
        let smallest = max(1, Int((requestedPointSize * minimumScaleFactor / step - 1e-9).rounded(.up)))
        let minimum = Double(smallest) * step
        guard largest >= smallest else {
            return Autoshrink(
                requestedPointSize: requestedPointSize, minimumPointSize: minimum,
                pointSize: requestedPointSize, fits: false)
        }
        for steps in stride(from: largest, through: smallest, by: -1) {
            let size = Double(steps) * step
            if fits(size) {
                return Autoshrink(
                    requestedPointSize: requestedPointSize, minimumPointSize: minimum, pointSize: size, fits: true)
            }
        }
        return Autoshrink(
            requestedPointSize: requestedPointSize, minimumPointSize: minimum, pointSize: minimum, fits: false)
    }
}
