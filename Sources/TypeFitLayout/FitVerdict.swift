/// Whether a text fits its space, how sure TypeFit is, and why not when it is not.
///
/// Made by ``PreparedText/verdict(pointSize:options:margin:)``.
public struct FitVerdict: Sendable, Equatable, CustomStringConvertible {
    /// What happens to the text.
    public enum Outcome: String, Sendable, Equatable, CaseIterable {
        /// Everything is shown (possibly after autoshrink).
        case fits
        /// Lines are hidden and an ellipsis shown (line limit or container height).
        case truncates
        /// Nothing is hidden but something is cut off: a grapheme cluster wider than the
        /// width, or a container lower than one line.
        case clips
    }

    /// How far to trust the outcome.
    public enum Confidence: String, Sendable, Equatable, CaseIterable {
        /// Nothing below applies.
        case high
        /// At least one ``Note`` applies.
        case low
    }

    /// Why confidence is low.
    public enum Note: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
        /// The outcome changes when the width changes by the margin either way.
        case borderline
        /// Some characters have no glyph in any installed face; their widths are `.notdef`'s.
        case missingGlyphs
        /// The text fits only after `minimumScaleFactor` shrank it; the 0.25 pt steps are
        /// inferred.
        case shrunk
        /// Head or middle truncation on several lines: where UIKit puts the ellipsis there is
        /// inferred.
        case multilineHeadOrMiddleTruncation

        public var description: String {
            switch self {
            case .borderline: "within the borderline margin of the width"
            case .missingGlyphs: "characters without glyphs were measured with .notdef widths"
            case .shrunk: "fits only after autoshrink (0.25 pt steps inferred)"
            case .multilineHeadOrMiddleTruncation: "head/middle truncation on several lines is inferred"
            }
        }
    }

    /// What happens to the text at the width asked for.
    public let outcome: Outcome
    /// Whether the outcome differs at width − margin or width + margin.
    public let isBorderline: Bool
    /// The borderline margin used, points.
    public let margin: Double
    /// How far to trust ``outcome``.
    public let confidence: Confidence
    /// Why confidence is low; empty when high.
    public let notes: [Note]

    /// Whether everything is shown.
    public var fits: Bool { outcome == .fits }
    /// Whether lines are hidden behind an ellipsis.
    public var truncates: Bool { outcome == .truncates }

    public var description: String {
        var text = outcome.rawValue
        if isBorderline { text += " (borderline, ±\(margin) pt)" }
        if !notes.isEmpty { text += "; low confidence: " + notes.map(\.description).joined(separator: "; ") }
        return text
    }
}

extension TextLayout {
    /// The outcome of this layout alone (no borderline check).
    public var outcome: FitVerdict.Outcome {
        if isTruncated { return .truncates }
        return fits ? .fits : .clips
    }
}

extension PreparedText {
    /// The verdict for the text at `pointSize` in `options`: the layout's outcome, and whether
    /// it is borderline, that is whether the outcome changes when the width is `margin` points
    /// narrower or wider (two more layouts; an unbounded width is never borderline, and a width
    /// of `margin` or less is only checked wider).
    /// - Parameter margin: points, ≥ 0 (default ``LayoutTolerance/borderlineMargin``, 0.5 pt).
    /// - Throws: ``LayoutError`` as ``layout(pointSize:options:)``, or for a bad margin.
    public func verdict(
        pointSize: Double, options: LayoutOptions = LayoutOptions(),
        margin: Double = LayoutTolerance.borderlineMargin
    ) throws(LayoutError) -> FitVerdict {
        try verdict(for: try layout(pointSize: pointSize, options: options), options: options, margin: margin)
    }

    /// The verdict for a `layout` already made from this text with `options` (its point size is
    /// the one asked for): the same as ``verdict(pointSize:options:margin:)`` without laying
    /// the text out at the given width a second time.
    public func verdict(
        for layout: TextLayout, options: LayoutOptions,
        margin: Double = LayoutTolerance.borderlineMargin
    ) throws(LayoutError) -> FitVerdict {
        guard margin.isFinite, margin >= 0 else {
            throw .invalidOption(
                parameter: "borderline margin (pt)", value: margin,
                requirement: "it must be finite and at least 0")
        }
        let pointSize = layout.requestedPointSize
        var isBorderline = false
        if let width = options.width, width.isFinite, margin > 0 {
            for changed in [width - margin, width + margin] where changed > 0 {
                var other = options
                other.width = changed
                if try self.layout(pointSize: pointSize, options: other).outcome != layout.outcome {
                    isBorderline = true
                }
            }
        }
        var notes: [FitVerdict.Note] = []
        if isBorderline { notes.append(.borderline) }
        if missingCharacterCount > 0 { notes.append(.missingGlyphs) }
        if let shrink = layout.autoshrink, shrink.pointSize < shrink.requestedPointSize { notes.append(.shrunk) }
        if let truncation = layout.truncation, truncation.mode != .tail, truncation.visibleLineCount > 1 {
            notes.append(.multilineHeadOrMiddleTruncation)
        }
        return FitVerdict(
            outcome: layout.outcome, isBorderline: isBorderline, margin: margin,
            confidence: notes.isEmpty ? .high : .low, notes: notes)
    }
}
