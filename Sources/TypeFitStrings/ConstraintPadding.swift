/// Padding around the text at the Large Dynamic Type size, points; the caller scales it with
/// the text (as `@ScaledMetric` padding does).
public struct ConstraintPadding: Sendable, Hashable {
    /// Top padding, points.
    public var top: Double
    /// Leading padding, points.
    public var leading: Double
    /// Bottom padding, points.
    public var bottom: Double
    /// Trailing padding, points.
    public var trailing: Double

    /// Padding of the given sides, points; unnamed sides 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
