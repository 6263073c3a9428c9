import TypeFitShaping

/// Draws one ``SpecimenCell``: the container box and its outline, the scaled padding, the
/// baselines, a tint behind the line that holds the ellipsis, and the glyphs.
struct CellPainter {
    let painter: GlyphPainter
    let options: SpecimenRenderOptions
    /// Fallback face (PostScript name) → the colour its glyphs are drawn in.
    let fallbackColors: [String: RGBAColor]

    var scale: Double { options.scaleFactor }
    var theme: SpecimenTheme { options.theme }

    /// Width of the container outline, pixels.
    var outlineThickness: Int { max(1, Int((scale * 0.5).rounded())) }

    /// The box's size in pixels and how far ink may reach past its right and bottom edges
    /// (text that overflows), pixels.
    func extent(of cell: SpecimenCell) -> (width: Int, height: Int, overflowRight: Int, overflowBottom: Int) {
        let width = max(1, Int((cell.boxWidth * scale).rounded()))
        let height = max(1, Int((cell.boxHeight * scale).rounded()))
        var right = 0.0
        for line in cell.lines { right = max(right, cell.insets.leading + line.x + line.width) }
        let overflowRight =
            max(0, Int(((right - cell.boxWidth) * scale).rounded(.up)))
            + Int((cell.layout.pointSize * scale * 0.3).rounded(.up))
        let textBottom = cell.insets.top + cell.layout.height + cell.insets.bottom
        let overflowBottom = max(0, Int(((textBottom - cell.boxHeight) * scale).rounded(.up)))
        return (width, height, overflowRight, overflowBottom)
    }

    /// Draws `cell` with its container box's top-left corner at canvas pixel (`x`, `y`), inside
    /// `frame` (the area the cell owns, reported in the geometry).
    func draw(_ cell: SpecimenCell, x: Int, y: Int, frame: PixelRect, on canvas: inout Canvas) throws(RenderError)
        -> CellGeometry
    {
        let (width, height, _, _) = extent(of: cell)
        let box = PixelRect(x: x, y: y, width: width, height: height)
        let left = x + Int((cell.insets.leading * scale).rounded())
        let top = y + Int((cell.insets.top * scale).rounded())
        let textArea = PixelRect(
            x: left, y: top, width: max(0, Int((cell.textAreaWidth * scale).rounded())),
            height: max(0, Int(((cell.boxHeight - cell.insets.vertical) * scale).rounded())))
        canvas.fill(box, theme.background)
        if options.showsPadding, cell.insets != .init() {
            canvas.fill(box, theme.padding)
            canvas.fill(textArea, theme.background)
        }
        let thickness = outlineThickness
        canvas.stroke(box.insetBy(-thickness), theme.containerOutline, thickness: thickness)

        let layout = cell.layout
        var baselines: [Int] = []
        for line in cell.lines {
            let baseline = top + Int((line.baseline * scale).rounded())
            baselines.append(baseline)
            if line.line.isTruncated {
                let lineTop = top + Int(((line.baseline - layout.firstBaseline) * scale).rounded())
                let lineHeight = Int((layout.lineHeight * scale).rounded())
                canvas.fill(
                    PixelRect(x: textArea.x, y: lineTop, width: textArea.width, height: lineHeight)
                        .intersection(box), theme.truncatedLine)
            }
            if options.showsBaselines {
                canvas.horizontalLine(
                    x: textArea.x, y: baseline, length: textArea.width, theme.baseline,
                    thickness: max(1, Int((scale * 0.5).rounded())), dash: max(2, Int((scale * 3).rounded())))
            }
        }
        var glyphs: [GlyphPlacement] = []
        for (line, baseline) in zip(cell.lines, baselines) {
            let placed = try painter.draw(
                line.glyphs, pointSize: layout.pointSize, left: Double(textArea.x), baseline: Double(baseline),
                on: &canvas
            ) { color(of: $0) }
            glyphs += placed
            try underlineColorGlyphs(placed, pointSize: layout.pointSize, baseline: baseline, on: &canvas)
        }
        return CellGeometry(
            size: cell.size, frame: frame, box: box, textArea: textArea, baselines: baselines, glyphs: glyphs,
            isTruncated: cell.isTruncated, isBorderline: cell.verdict.isBorderline, outlineThickness: thickness)
    }

    /// The colour a glyph is drawn in.
    func color(of glyph: PlacedGlyph) -> RGBAColor {
        switch glyph.role {
        case .primary, .ellipsis: theme.text
        case .missing: theme.truncates
        case .fallback: options.marksFallback ? fallbackColors[glyph.face.postScriptName] ?? theme.text : theme.text
        }
    }

    /// Colour bitmaps (emoji) cannot be tinted: a fallback one gets an underline in its face's
    /// colour instead, inside the line's descent.
    private func underlineColorGlyphs(
        _ placed: [GlyphPlacement], pointSize: Double, baseline: Int, on canvas: inout Canvas
    ) throws(RenderError) {
        guard options.marksFallback else { return }
        let gap = max(1, Int((pointSize * scale * 0.08).rounded()))
        let thickness = max(1, Int((scale * 0.75).rounded()))
        for glyph in placed where glyph.role == .fallback && !glyph.bounds.isEmpty {
            guard try painter.rasterizer.isColorBitmapFace(glyph.face) else { continue }
            canvas.horizontalLine(
                x: glyph.bounds.x, y: baseline + gap, length: glyph.bounds.width, glyph.color, thickness: thickness)
        }
    }

    /// Fallback faces of `cells` (PostScript names) in the order they first appear, each with
    /// its colour from the theme's palette.
    static func fallbackColors(for cells: [SpecimenCell], theme: SpecimenTheme) -> [(name: String, color: RGBAColor)] {
        var names: [String] = []
        for cell in cells {
            for line in cell.lines {
                for glyph in line.glyphs where glyph.role == .fallback && !names.contains(glyph.face.postScriptName) {
                    names.append(glyph.face.postScriptName)
                }
            }
        }
        return names.enumerated().map { index, name in
            (
                name,
                theme.fallbackPalette.isEmpty ? theme.text : theme.fallbackPalette[index % theme.fallbackPalette.count]
            )
        }
    }
}
