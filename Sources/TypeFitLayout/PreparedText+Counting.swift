extension PreparedText {
    /// The outcome at `pointSize` in `options`, and whether it is borderline, decided by
    /// counting lines: the hot path of a check. No line array, no string, no truncation is
    /// built; autoshrink (`minimumScaleFactor`) searches the 0.25 pt steps by counting. A text
    /// with one paragraph whose unwrapped width clears the width by more than `margin` is
    /// decided from that width alone.
    ///
    /// Agrees with ``layout(pointSize:options:)`` followed by
    /// ``verdict(for:options:margin:)`` on the outcome, point size, line counts, height and
    /// borderline flag (a test holds the two paths to that over a corpus of real strings).
    /// - Parameters:
    ///   - pointSize: points; finite and greater than 0.
    ///   - options: the container and line metrics, as for ``layout(pointSize:options:)``.
    ///   - margin: the borderline margin, points, ≥ 0.
    /// - Throws: ``LayoutError`` as ``layout(pointSize:options:)`` and ``verdict(for:options:margin:)``.
    public func count(
        pointSize: Double, options: LayoutOptions = LayoutOptions(),
        margin: Double = LayoutTolerance.borderlineMargin
    ) throws(LayoutError) -> CellCount {
        guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
        let (width, height) = try options.validated()
        guard margin.isFinite, margin >= 0 else {
            throw .invalidOption(
                parameter: "borderline margin (pt)", value: margin,
                requirement: "it must be finite and at least 0")
        }
        return withWrapSource { source in
            let counter = LineCounter(
                prepared: self, source: source, options: options, height: height, requestedPointSize: pointSize)
            var atWidth = counter.count(width: width, exact: true)
            if width.isFinite, margin > 0 {
                if atWidth.outcome == .fits, counter.clearsOneLine(width: width - margin) {
                    // One line at width − margin, so one line at any wider width too.
                } else {
                    for changed in [width - margin, width + margin] where changed > 0 {
                        if counter.count(width: changed, exact: false).outcome != atWidth.outcome {
                            atWidth.isBorderline = true
                        }
                    }
                }
            }
            return atWidth
        }
    }
}

/// Counts lines for one cell at any width, with the options' line metrics and limits worked out
/// once. Holds only what counting reads, never the whole ``PreparedText``: its arrays as
/// buffers borrowed for one count (``PreparedText/withWrapSource(_:)``).
struct LineCounter {
    /// What wrapping reads of the prepared text.
    let source: WrapSource
    /// The text's one paragraph, when it has no mandatory break at all.
    let singleParagraph: PreparedText.ParagraphExtent?
    let options: LayoutOptions
    /// Container height, points (`.infinity` when unbounded).
    let height: Double
    let requestedPointSize: Double
    /// The vertical extent that sets the line height (primary or tallest face), em.
    let lineExtent: PreparedText.VerticalExtent

    init(
        prepared: PreparedText, source: WrapSource, options: LayoutOptions, height: Double, requestedPointSize: Double
    ) {
        self.source = source
        singleParagraph = prepared.singleParagraph
        self.options = options
        self.height = height
        self.requestedPointSize = requestedPointSize
        lineExtent = options.lineHeight == .tallestFace ? prepared.tallestExtent : prepared.primaryExtent
    }

    /// Whether the text is one paragraph whose unwrapped width at the requested size fits
    /// `width` (points): it then takes one line there and at every wider width.
    func clearsOneLine(width: Double) -> Bool {
        width > 0 && singleParagraph?.oneLineWidth(requestedPointSize, options.tracking, fitting: width) != nil
    }

    /// The outcome at `width` (points), with autoshrink, not yet marked borderline. `exact`: count
    /// every line the text needs (else counting stops once more lines than fit are known).
    func count(width: Double, exact: Bool) -> CellCount {
        let atSize = count(pointSize: requestedPointSize, width: width, exact: exact)
        guard options.minimumScaleFactor < 1, atSize.outcome != .fits else { return atSize }
        let shrink = Autoshrink.search(
            requestedPointSize: requestedPointSize, minimumScaleFactor: options.minimumScaleFactor
        ) { count(pointSize: $0, width: width, exact: false).outcome == .fits }
        // No step below the requested size to try: the count there stands.
        guard shrink.pointSize < requestedPointSize else { return atSize }
        return count(pointSize: shrink.pointSize, width: width, exact: exact)
    }

    /// The outcome at one point size and width, as ``LayoutPass/run(pointSize:autoshrink:probe:)``
    /// decides it.
    private func count(pointSize: Double, width: Double, exact: Bool) -> CellCount {
        let lineHeight = PreparedText.lineHeight(
            pointSize: pointSize, requestedPointSize: requestedPointSize,
            options: options, extent: lineExtent)
        let spacing = options.lineSpacing
        let limit = options.effectiveLineLimit
        let allowed = LayoutPass.linesAllowed(lineHeight: lineHeight, height: height, options: options)
        let needed: Int
        let widest: Double
        if let natural = singleParagraph?.oneLineWidth(pointSize, options.tracking, fitting: width) {
            (needed, widest) = (1, natural)
        } else if source.segments.isEmpty {
            (needed, widest) = (0, 0)
        } else {
            let output = LineWrapper(
                source: source, pointSize: pointSize, tracking: options.tracking, width: width,
                strategy: options.strategy, storeLimit: 0, stopAfter: exact ? Int.max : allowed
            ).run()
            (needed, widest) = (output.lineCount, output.widestLineWidth)
        }
        let shown = min(needed, allowed)
        let shownHeight = LayoutPass.height(
            of: options.reservesSpace && limit != nil ? max(shown, limit ?? 0) : shown, lineHeight, spacing)
        let outcome: FitVerdict.Outcome
        if needed > allowed {
            outcome = .truncates
        } else {
            let available = min(height, limit.map { LayoutPass.height(of: $0, lineHeight, spacing) } ?? .infinity)
            let clips =
                LayoutPass.overflow(widest, beyond: width) > 0
                || LayoutPass.overflow(LayoutPass.height(of: needed, lineHeight, spacing), beyond: available) > 0
            outcome = clips ? .clips : .fits
        }
        return CellCount(
            outcome: outcome, pointSize: pointSize, lineCount: shown, lineCountWithoutLimit: needed,
            height: shownHeight, widestLineWidth: widest, isBorderline: false)
    }
}
