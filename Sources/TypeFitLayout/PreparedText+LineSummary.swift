import TypeFitVocabulary

extension PreparedText {
    /// The number of lines the text needs at `pointSize` in `width`, and the widest line: the
    /// hot path of checking a catalog. Arithmetic over the prepared widths only; allocates
    /// nothing; thread-safe.
    ///
    /// Gives the same line count and widest line as ``layout(pointSize:options:)`` with no line
    /// limit, no container height and no autoshrink (``TextLayout/lineCountWithoutLimit`` and
    /// ``TextLayout/widestLineWidth``).
    /// - Parameters:
    ///   - pointSize: points; finite and greater than 0.
    ///   - width: the wrap width, points; greater than 0 (`.infinity`: no wrapping).
    ///   - tracking: points added after every grapheme cluster.
    ///   - strategy: greedy, or iOS's standard (pushOut, Hangul word priority).
    /// - Throws: ``LayoutError`` for a bad point size, width or tracking.
    @inlinable
    public func lineSummary(
        pointSize: Double, width: Double, tracking: Double = 0, strategy: LineBreakStrategy = .standard
    ) throws(LayoutError) -> LineSummary {
        guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
        guard width > 0, !width.isNaN else { throw .invalidWidth(width) }
        guard tracking.isFinite else {
            throw .invalidOption(parameter: "tracking (pt)", value: tracking, requirement: "it must be finite")
        }
        return countLines(pointSize: pointSize, width: width, tracking: tracking, strategy: strategy)
    }

    @usableFromInline
    func countLines(pointSize: Double, width: Double, tracking: Double, strategy: LineBreakStrategy) -> LineSummary {
        // One paragraph that fits unwrapped: one line, as the wrapping pass would find.
        if let natural = singleParagraph?.oneLineWidth(pointSize, tracking, fitting: width) {
            return LineSummary(
                lineCount: 1, widestLineWidth: natural, widthOverflow: LayoutPass.overflow(natural, beyond: width))
        }
        let output = wrap(
            pointSize: pointSize, tracking: tracking, width: width, strategy: strategy, storeLimit: 0,
            stopAfter: Int.max)
        return LineSummary(
            lineCount: output.lineCount, widestLineWidth: output.widestLineWidth,
            widthOverflow: LayoutPass.overflow(output.widestLineWidth, beyond: width))
    }
}
