/// Space taken from the container width: leading and trailing insets, points.
public struct HorizontalInsets: Sendable, Hashable {
    /// Leading inset, points.
    public var leading: Double
    /// Trailing inset, points.
    public var trailing: Double

    /// Insets of `leading` and `trailing` points.
    public init(leading: Double, trailing: Double) {
        self.leading = leading
        self.trailing = trailing
    }

    /// The same inset on both sides (`"insets": 16` is 16 pt leading and 16 pt trailing).
    public init(horizontal: Double) {
        self.init(leading: horizontal, trailing: horizontal)
    }

    /// leading + trailing.
    public var total: Double { leading + trailing }
}
