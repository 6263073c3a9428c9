extension PreparedText {
    /// Lays the text out at `pointSize` in `options`: lines, height, baseline, truncation and
    /// autoshrink. Pure and thread-safe; linear in the length of the text, arithmetic only (no
    /// shaping); allocates only the result.
    ///
    /// - Parameters:
    ///   - pointSize: the font size, points; finite and greater than 0.
    ///   - options: width, strategy, line limit, truncation, autoshrink, tracking, line metrics.
    /// - Throws: ``LayoutError`` naming a bad point size, width, height or option.
    public func layout(pointSize: Double, options: LayoutOptions = LayoutOptions()) throws(LayoutError) -> TextLayout {
        guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
        let (width, height) = try options.validated()
        let pass = LayoutPass(
            prepared: self, options: options, width: width, height: height,
            requestedPointSize: pointSize)
        let atSize = pass.run(pointSize: pointSize, autoshrink: nil, probe: false)
        guard options.minimumScaleFactor < 1, !atSize.fits else { return atSize }

        let shrink = Autoshrink.search(requestedPointSize: pointSize, minimumScaleFactor: options.minimumScaleFactor) {
            pass.run(pointSize: $0, autoshrink: nil, probe: true).fits
        }
        return pass.run(pointSize: shrink.pointSize, autoshrink: shrink, probe: false)
    }

    /// The line height and first baseline at `pointSize` (see ``TextLayout/firstBaseline`` for
    /// the rules), points. `requestedPointSize` scales a fixed line height when text shrinks.
    func lineMetrics(
        pointSize: Double, requestedPointSize: Double, options: LayoutOptions
    ) -> (lineHeight: Double, firstBaseline: Double) {
        let extent = options.lineHeight == .tallestFace ? tallestExtent : primaryExtent
        let lineHeight = Self.lineHeight(
            pointSize: pointSize, requestedPointSize: requestedPointSize,
            options: options, extent: extent)
        switch options.lineHeight {
        case .font, .tallestFace:
            return (lineHeight, extent.ascent * pointSize)
        case .fixed:
            let box = (primaryExtent.ascent + primaryExtent.descent) * pointSize
            return (lineHeight, (lineHeight - box) / 2 + primaryExtent.ascent * pointSize)
        }
    }

    /// The line height at `pointSize`, points: the `extent`'s (primary or tallest face, per
    /// `options.lineHeight`) or the fixed height scaled by `pointSize / requestedPointSize`,
    /// plus the leading adjustment, never below 0.
    @inline(__always)
    static func lineHeight(
        pointSize: Double, requestedPointSize: Double, options: LayoutOptions, extent: VerticalExtent
    ) -> Double {
        switch options.lineHeight {
        case .font, .tallestFace: max(0, extent.lineHeight * pointSize + options.leadingAdjustment)
        case .fixed(let points): max(0, points * pointSize / requestedPointSize + options.leadingAdjustment)
        }
    }
}

/// One layout at one point size, with everything derived from the options precomputed.
struct LayoutPass {
    let prepared: PreparedText
    let options: LayoutOptions
    /// Wrap width, points (`.infinity` when unbounded).
    let width: Double
    /// Container height, points (`.infinity` when unbounded).
    let height: Double
    let requestedPointSize: Double

    /// Lays out at `pointSize`. A probe stops counting lines once more than fit (its
    /// `lineCountWithoutLimit` is then a lower bound) and is only asked whether it fits.
    func run(pointSize: Double, autoshrink: Autoshrink?, probe: Bool) -> TextLayout {
        let metrics = prepared.lineMetrics(
            pointSize: pointSize, requestedPointSize: requestedPointSize, options: options)
        let lineHeight = metrics.lineHeight
        let spacing = options.lineSpacing
        let limit = options.effectiveLineLimit
        let allowed = Self.linesAllowed(lineHeight: lineHeight, height: height, options: options)
        let output = prepared.wrap(
            pointSize: pointSize, tracking: options.tracking, width: width, strategy: options.strategy,
            storeLimit: allowed, stopAfter: probe ? allowed : Int.max)
        var lines = output.lines
        let needed = output.lineCount

        var truncation: Truncation?
        if needed > lines.count, let last = lines.last {
            let truncator = Truncator(
                prepared: prepared, pointSize: pointSize, tracking: options.tracking, width: width)
            let start = last.range.lowerBound
            let cut = truncator.truncate(lineStart: start, mode: options.truncationMode)
            lines[lines.count - 1] = TextLayout.Line(
                range: start..<max(start, cut.before.upperBound, cut.after.upperBound), width: cut.width,
                hangingWidth: 0, endsWithMandatoryBreak: false, endsInsideWord: false, isTruncated: true)
            truncation = Truncation(
                mode: options.truncationMode, lastLineStart: start, keptBeforeEllipsis: cut.before,
                keptAfterEllipsis: cut.after, lastLineWidth: cut.width, lineCountWithoutLimit: needed,
                visibleLineCount: lines.count, text: prepared.text)
        }

        var widest = 0.0
        for line in lines { widest = max(widest, line.width) }
        let shownLines = options.reservesSpace && limit != nil ? max(lines.count, limit ?? 0) : lines.count
        let available = min(height, limit.map { Self.height(of: $0, lineHeight, spacing) } ?? .infinity)
        let neededHeight = Self.height(of: needed, lineHeight, spacing)
        return TextLayout(
            pointSize: pointSize, requestedPointSize: requestedPointSize,
            width: width.isFinite ? width : nil, lines: lines, lineCountWithoutLimit: needed,
            lineHeight: lineHeight, lineSpacing: spacing,
            height: Self.height(of: shownLines, lineHeight, spacing),
            firstBaseline: prepared.isEmpty ? 0 : metrics.firstBaseline,
            widestLineWidth: widest,
            naturalWidth: prepared.naturalWidth(pointSize: pointSize, tracking: options.tracking),
            truncation: truncation, autoshrink: autoshrink,
            widthOverflow: Self.overflow(widest, beyond: width),
            heightOverflow: Self.overflow(neededHeight, beyond: available),
            missingCharacterCount: prepared.missingCharacterCount)
    }

    /// The lines a container shows, one rule for full layout and for counting: the line limit,
    /// and as many lines of `lineHeight` (points) plus the options' line spacing as `height`
    /// (points, `.infinity` when unbounded) holds, at least 1; `Int.max` when neither bounds them.
    @inline(__always)
    static func linesAllowed(lineHeight: Double, height: Double, options: LayoutOptions) -> Int {
        let spacing = options.lineSpacing
        let pitch = lineHeight + spacing
        var allowed = options.effectiveLineLimit ?? Int.max
        if height.isFinite, pitch > 0 {
            let byHeight = ((height + spacing + LayoutTolerance.fit) / pitch).rounded(.down)
            allowed = min(allowed, max(1, byHeight >= Double(Int.max) ? Int.max : Int(byHeight)))
        }
        return allowed
    }

    /// How far `length` exceeds `available`, points; 0 within ``LayoutTolerance/fit``.
    static func overflow(_ length: Double, beyond available: Double) -> Double {
        LayoutTolerance.fits(length, in: available) ? 0 : length - available
    }

    /// n × lineHeight + (n − 1) × spacing, 0 for no lines; points.
    static func height(of lines: Int, _ lineHeight: Double, _ spacing: Double) -> Double {
        lines > 0 ? Double(lines) * lineHeight + Double(lines - 1) * spacing : 0
    }
}
