/// Insets around text, in points (pt), in the layout direction (leading/trailing flip in
/// right-to-left layouts; their sum does not): a container's padding (`"padding"`, declared at
/// Large and scaled like `@ScaledMetric`) and the space taken from its width (`"insets"`, leading
/// and trailing only).
///
/// Encoded as `{"top", "leading", "bottom", "trailing"}`, points.
public struct EdgeInsets: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Top inset, points.
    public var top: Double
    /// Leading inset, points.
    public var leading: Double
    /// Bottom inset, points.
    public var bottom: Double
    /// Trailing inset, points.
    public var trailing: Double

    /// Insets of the given sides, points; unnamed sides 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges, points.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// `horizontal` on leading and trailing, `vertical` on top and bottom, points (`"insets": 16`
    /// is 16 pt leading and 16 pt trailing).
    public init(horizontal: Double, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// leading + trailing, points.
    public var horizontal: Double { leading + trailing }
    /// top + bottom, points.
    public var vertical: Double { top + bottom }

    public var description: String {
        "top \(top) pt, leading \(leading) pt, bottom \(bottom) pt, trailing \(trailing) pt"
    }
}
