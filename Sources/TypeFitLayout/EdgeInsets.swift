/// Insets around text, in points (pt), in the layout direction (leading/trailing flip in
/// right-to-left layouts; their sum does not).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

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

    /// `horizontal` on leading and trailing, `vertical` on top and bottom, points.
    public init(horizontal: Double, vertical: Double) {
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
