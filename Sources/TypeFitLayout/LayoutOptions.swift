import TypeFitVocabulary

/// The constraints text is laid out in: width, line break strategy, line limit, truncation,
/// autoshrink, tracking and line metrics. All lengths are in points (pt).
///
/// Values are checked when the layout runs (``PreparedText/layout(pointSize:options:)``), which
/// throws ``LayoutError`` naming any bad one.
public struct LayoutOptions: Sendable, Hashable {
    /// The width lines wrap at, in points (pt). nil or `+infinity`: unbounded (one line per
    /// paragraph). Must otherwise be finite and greater than 0.
    public var width: Double?
    /// Greedy or iOS standard wrapping (default ``LineBreakStrategy/standard``).
    public var strategy: LineBreakStrategy
    /// SwiftUI `lineLimit(_:)`: at most this many lines; nil = unlimited. Values below 1 are
    /// treated as 1, as SwiftUI does (UIKit's `numberOfLines = 0` means unlimited: pass nil).
    public var lineLimit: Int?
    /// SwiftUI `lineLimit(_:reservesSpace:)`: the height covers `lineLimit` lines even when the
    /// text needs fewer. Ignored without a line limit.
    public var reservesSpace: Bool
    /// The height of the container the text sits in, in points (pt); lines that do not fit
    /// are hidden like lines beyond the line limit. At least one line is always shown, as a
    /// UILabel draws one clipped line in a frame lower than a line (reported as
    /// ``TextLayout/heightOverflow``). nil or `+infinity`: unbounded.
    public var containerHeight: Double?
    /// Where the ellipsis goes when text is cut (default ``TruncationMode/tail``).
    public var truncationMode: TruncationMode
    /// `minimumScaleFactor(_:)`: the text may shrink to this fraction of its point size to
    /// fit, in steps of ``LayoutTolerance/shrinkStep`` (0.25 pt). 0 < f ≤ 1; 1 (default) = never.
    public var minimumScaleFactor: Double
    /// `tracking(_:)` / `kern`: extra advance after every grapheme cluster, in points (pt);
    /// negative tightens. Default 0.
    public var tracking: Double
    /// Where the line height comes from (default ``LineHeight/font``).
    public var lineHeight: LineHeight
    /// `Font.leading(_:)` (default ``Leading/standard``).
    public var leading: Leading
    /// `lineSpacing(_:)`: extra space between lines (not after the last), points (pt), ≥ 0.
    public var lineSpacing: Double
    /// The change `Leading.tight` makes to the line height, points (pt). Default −2 pt:
    /// **unverified** (the Dynamic Type reference says "about ∓2 pt on iOS").
    package var tightLeadingAdjustment: Double
    /// The change `Leading.loose` makes to the line height, points (pt). Default +2 pt:
    /// **unverified**.
    package var looseLeadingAdjustment: Double

    /// Options with every default: unbounded width, standard strategy, no line limit, tail
    /// truncation, no autoshrink, no tracking, the font's line height.
    public init(
        width: Double? = nil,
        strategy: LineBreakStrategy = .default,
        lineLimit: Int? = nil,
        reservesSpace: Bool = false,
        containerHeight: Double? = nil,
        truncationMode: TruncationMode = .tail,
        minimumScaleFactor: Double = 1,
        tracking: Double = 0,
        lineHeight: LineHeight = .font,
        leading: Leading = .standard,
        lineSpacing: Double = 0,
        tightLeadingAdjustment: Double = -2,
        looseLeadingAdjustment: Double = 2
    ) {
        self.width = width
        self.strategy = strategy
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.containerHeight = containerHeight
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.tracking = tracking
        self.lineHeight = lineHeight
        self.leading = leading
        self.lineSpacing = lineSpacing
        self.tightLeadingAdjustment = tightLeadingAdjustment
        self.looseLeadingAdjustment = looseLeadingAdjustment
    }

    /// The line limit in effect: nil (unlimited) or at least 1.
    package var effectiveLineLimit: Int? { lineLimit.map { max($0, 1) } }

    /// The change ``leading`` makes to the line height, points (pt).
    package var leadingAdjustment: Double {
        switch leading {
        case .standard: 0
        case .tight: tightLeadingAdjustment
        case .loose: looseLeadingAdjustment
        }
    }

    /// Checks every value; returns the wrap width (points, `.infinity` when unbounded) and the
    /// container height (points, `.infinity` when unbounded).
    func validated() throws(LayoutError) -> (width: Double, height: Double) {
        let width = width ?? .infinity
        guard width > 0, !width.isNaN else { throw .invalidWidth(width) }
        let height = containerHeight ?? .infinity
        guard height > 0, !height.isNaN else { throw .invalidHeight(height) }
        guard minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw .invalidOption(
                parameter: "minimum scale factor", value: minimumScaleFactor,
                requirement: "it must be greater than 0 and at most 1")
        }
        guard tracking.isFinite else {
            throw .invalidOption(parameter: "tracking (pt)", value: tracking, requirement: "it must be finite")
        }
        guard lineSpacing.isFinite, lineSpacing >= 0 else {
            throw .invalidOption(
                parameter: "line spacing (pt)", value: lineSpacing,
                requirement: "it must be finite and at least 0")
        }
        guard tightLeadingAdjustment.isFinite, looseLeadingAdjustment.isFinite else {
            throw .invalidOption(
                parameter: "leading adjustment (pt)",
                value: tightLeadingAdjustment.isFinite ? looseLeadingAdjustment : tightLeadingAdjustment,
                requirement: "it must be finite")
        }
        if case .fixed(let points) = lineHeight, !(points.isFinite && points > 0) {
            throw .invalidOption(
                parameter: "fixed line height (pt)", value: points,
                requirement: "it must be finite and greater than 0")
        }
        return (width, height)
    }
}
