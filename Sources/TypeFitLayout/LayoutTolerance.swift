/// The tolerances every width and height comparison in TypeFitLayout uses.
///
/// Widths are sums of many floating-point advances (em × point size + tracking), so a text
/// measured at width W can come back a few ulps wider than W when summed in another order. Every
/// "does it fit" test compares `measured ≤ available + LayoutTolerance.fit`, so the round trip
/// holds: text measured at width W fits in W.
public enum LayoutTolerance {
    /// Slack allowed when comparing a measured width or height with the space available, in
    /// points (pt): one thousandth of a point, far below a pixel on any display.
    public static let fit: Double = 0.001

    /// Default margin of a borderline verdict, in points (pt): a fit or a line break decided by
    /// less than this is reported as borderline (see ``FitVerdict/isBorderline``).
    public static let borderlineMargin: Double = 0.5

    /// Step of the point sizes `minimumScaleFactor` shrinks text to, in points (pt). SwiftUI's
    /// scaled sizes are multiples of 0.25 pt (inferred, see the Dynamic Type reference §6).
    package static let shrinkStep: Double = 0.25

    /// Whether `width` fits in `available` (points), with ``fit`` slack.
    @inline(__always)
    static func fits(_ width: Double, in available: Double) -> Bool {
        width <= available + fit
    }
}
