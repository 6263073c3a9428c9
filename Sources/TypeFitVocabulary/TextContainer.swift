/// The container one string must fit, in plain values: the width the text has after the
/// container's insets, the line limit, truncation, autoshrink, line breaking, padding and height.
///
/// The constraints reader produces it (``TextContainer/applying(_:)`` in TypeFitStrings, over the
/// command line's), the check carries it with every result (JSON: `constraints`), and the layout
/// consumes it (`layoutOptions(for:insets:)`, the one place it becomes `LayoutOptions`).
/// Lengths in points (pt).
public struct TextContainer: Sendable, Hashable, Codable {
    /// Container width available to the text, points, after insets; nil = unbounded.
    public var width: Double?
    /// At most this many lines; nil = unlimited.
    public var lineLimit: Int?
    /// Where the ellipsis goes.
    public var truncation: TruncationMode
    /// `minimumScaleFactor(_:)`, 0 < f ≤ 1.
    public var minimumScaleFactor: Double
    /// Line breaking.
    public var strategy: LineBreakStrategy
    /// Padding around the text at the Large size, points, scaled like `@ScaledMetric` relative to
    /// the entry's text style; it narrows the width available to the text.
    public var padding: EdgeInsets?
    /// Container height, points, including padding; nil = unbounded.
    public var height: Double?

    /// A container; unset fields are unbounded, unlimited, tail-truncated, never shrunk, with
    /// standard line breaking and no padding.
    public init(
        width: Double? = nil, lineLimit: Int? = nil, truncation: TruncationMode = .tail,
        minimumScaleFactor: Double = 1, strategy: LineBreakStrategy = .standard,
        padding: EdgeInsets? = nil, height: Double? = nil
    ) {
        self.width = width
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
        self.strategy = strategy
        self.padding = padding
        self.height = height
    }
}
