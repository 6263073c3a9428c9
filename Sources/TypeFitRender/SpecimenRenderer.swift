import TypeFitDynamicType
import TypeFitShaping
import TypeFitVocabulary

/// Draws specimens: sheets of strings at every Dynamic Type size, and single cells, from the
/// glyphs that were measured, rasterized by FreeType.
///
/// A renderer is a value; its ``GlyphRasterizer`` is shared and thread-safe, so one renderer
/// can draw cells from several threads at once.
package struct SpecimenRenderer: Sendable {
    /// The rasterizer (and its glyph cache).
    package let rasterizer: GlyphRasterizer
    /// How specimens are drawn.
    package let options: SpecimenRenderOptions
    /// Shapes labels.
    let measurer: TextMeasurer
    /// The face labels and headings are set in.
    let labelFace: FontFace

    /// Largest canvas side, pixels.
    package static let maximumSide = 16_384
    /// Largest canvas area, pixels (64 Mpx, 256 MB of RGBA).
    package static let maximumArea = 64 * 1024 * 1024

    /// - Parameters:
    ///   - measurer: shapes the labels (the cells carry their own glyphs).
    ///   - labelFace: the face of labels and headings (TypeFit uses the bundled Inter).
    package init(
        rasterizer: GlyphRasterizer, options: SpecimenRenderOptions = SpecimenRenderOptions(),
        measurer: TextMeasurer, labelFace: FontFace
    ) throws(RenderError) {
        self.rasterizer = rasterizer
        self.options = try options.validated()
        self.measurer = measurer
        self.labelFace = labelFace
    }

    var scale: Double { options.scaleFactor }
    var painter: GlyphPainter {
        GlyphPainter(rasterizer: rasterizer, scale: scale, coverageLevels: options.coverageLevels)
    }
    var labels: LabelPainter { LabelPainter(measurer: measurer, face: labelFace, painter: painter) }

    /// One cell on its own: its box with a margin of 8 points (more where text overflows).
    package func cellImage(_ cell: SpecimenCell) throws(RenderError) -> RenderedCell {
        let legend = CellPainter.fallbackColors(for: [cell], theme: options.theme)
        let cells = CellPainter(
            painter: painter, options: options,
            fallbackColors: Dictionary(legend.map { ($0.name, $0.color) }, uniquingKeysWith: { a, _ in a }))
        let margin = Int((8 * scale).rounded())
        let extent = cells.extent(of: cell)
        let width = extent.width + 2 * margin + extent.overflowRight
        let height = extent.height + 2 * margin + extent.overflowBottom
        try Self.checkSize(width, height)
        var canvas = Canvas(width: width, height: height, background: options.theme.background)
        let geometry = try cells.draw(cell, x: margin, y: margin, frame: canvas.bounds, on: &canvas)
        return RenderedCell(canvas: canvas, geometry: geometry, fallbackFaces: legend)
    }

    /// A sheet: each section's heading, subtitle and fallback legend, then one row per cell
    /// with its size, point size and verdict on the left and the container on the right.
    package func sheet(_ sections: [SpecimenSection]) throws(RenderError) -> RenderedSheet {
        let theme = options.theme
        let margin = (20 * scale).rounded()
        let labelColumn = (150 * scale).rounded()
        let rowGap = (12 * scale).rounded()
        let headingPitch = theme.headingPointSize * 1.4 * scale
        let labelPitch = theme.labelPointSize * 1.4 * scale
        // Measure: every section's height and the widest row.
        var width = 400 * scale
        for section in sections {
            let cells = CellPainter(painter: painter, options: options, fallbackColors: [:])
            for cell in section.cells {
                let extent = cells.extent(of: cell)
                width = max(
                    width,
                    labelColumn + Double(extent.width + extent.overflowRight) + Double(2 * cells.outlineThickness))
            }
        }
        let available = width / scale
        var plans: [(legend: [(name: String, color: RGBAColor)], subtitleLines: Int, header: Double, rows: [Double])] =
            []
        for section in sections {
            let legend = CellPainter.fallbackColors(for: section.cells, theme: theme)
            let cells = CellPainter(painter: painter, options: options, fallbackColors: [:])
            let subtitleLines = labels.lineCount(
                section.subtitle, pointSize: theme.labelPointSize, maxWidth: available, limit: 2)
            let legendLines = legendRows(legend, maxWidth: available).count
            let header = headingPitch + labelPitch * Double(subtitleLines + legendLines) + rowGap
            let rows = section.cells.map { cell in
                let extent = cells.extent(of: cell)
                return max(Double(extent.height + extent.overflowBottom), labelPitch * 2.2) + rowGap
            }
            plans.append((legend, subtitleLines, header, rows))
        }
        let canvasWidth = Int((width + 2 * margin).rounded(.up))
        let canvasHeight = Int((plans.reduce(margin) { $0 + $1.header + $1.rows.reduce(0, +) + rowGap }).rounded(.up))
        try Self.checkSize(canvasWidth, canvasHeight)
        var canvas = Canvas(width: canvasWidth, height: canvasHeight, background: theme.background)
        var drawn: [RenderedSheet.Section] = []
        var y = margin
        for (section, plan) in zip(sections, plans) {
            let top = y
            let colors = Dictionary(plan.legend.map { ($0.name, $0.color) }, uniquingKeysWith: { a, _ in a })
            let cells = CellPainter(painter: painter, options: options, fallbackColors: colors)
            try labels.draw(
                section.title, pointSize: theme.headingPointSize, x: margin,
                baseline: y + (labels.ascent(pointSize: theme.headingPointSize) * scale).rounded(),
                maxWidth: available, color: theme.label, on: &canvas)
            y += headingPitch
            try labels.draw(
                section.subtitle, pointSize: theme.labelPointSize, x: margin,
                baseline: y + (labels.ascent(pointSize: theme.labelPointSize) * scale).rounded(),
                maxWidth: available, lines: plan.subtitleLines, pitch: labelPitch.rounded(),
                color: theme.secondaryLabel, on: &canvas)
            y += labelPitch * Double(plan.subtitleLines)
            for row in legendRows(plan.legend, maxWidth: available) {
                try drawLegend(row, x: margin, y: y, on: &canvas)
                y += labelPitch
            }
            y += rowGap
            var geometries: [CellGeometry] = []
            for (cell, rowHeight) in zip(section.cells, plan.rows) {
                try drawRowLabel(cell, x: margin, y: y, width: labelColumn, on: &canvas)
                let frameX = Int(margin + labelColumn)
                let frame = PixelRect(
                    x: frameX, y: Int(y), width: canvasWidth - frameX, height: Int(y + rowHeight) - Int(y))
                geometries.append(
                    try cells.draw(
                        cell, x: frameX + cells.outlineThickness, y: Int(y) + cells.outlineThickness,
                        frame: frame, on: &canvas))
                y += rowHeight
            }
            y += rowGap
            drawn.append(
                .init(
                    title: section.title, frame: PixelRect(x: 0, y: Int(top), width: canvasWidth, height: Int(y - top)),
                    cells: geometries, fallbackFaces: plan.legend))
        }
        return RenderedSheet(canvas: canvas, sections: drawn, options: options)
    }

    /// "AX3 · 33 pt" over the verdict ("fits · 2 lines", "truncates · 2 of 4 lines").
    private func drawRowLabel(_ cell: SpecimenCell, x: Double, y: Double, width: Double, on canvas: inout Canvas)
        throws(RenderError)
    {
        let theme = options.theme
        let size = theme.labelPointSize
        let ascent = (labels.ascent(pointSize: size) * scale).rounded()
        let room = width / scale - 8
        var first = "\(cell.size.shortName) · \(cell.style.pointSize.pointsText(decimals: 2)) pt"
        if let shrink = cell.layout.autoshrink { first += " → \(shrink.pointSize.pointsText(decimals: 2))" }
        try labels.draw(
            first, pointSize: size, x: x, baseline: y + ascent, maxWidth: room, color: theme.label, on: &canvas)
        let verdict: String
        let color: RGBAColor
        let lines = cell.layout.lineCount
        let needed = cell.layout.lineCountWithoutLimit
        if cell.isTruncated {
            verdict = needed > lines ? "truncates · \(lines)/\(needed) lines" : "truncates · overflows"
            color = theme.truncates
        } else {
            verdict =
                (cell.verdict.isBorderline ? "borderline · " : "fits · ") + (lines == 1 ? "1 line" : "\(lines) lines")
            color = cell.verdict.isBorderline ? theme.borderline : theme.fits
        }
        let chip = Int((size * 0.7 * scale).rounded())
        let chipTop = Int(y + size * 1.4 * scale + ascent) - chip
        canvas.fill(PixelRect(x: Int(x), y: chipTop, width: chip, height: chip), color)
        try labels.draw(
            verdict, pointSize: size, x: x + Double(chip) + 4 * scale, baseline: y + size * 1.4 * scale + ascent,
            maxWidth: room - Double(chip) / scale - 4, color: color, on: &canvas)
    }

    /// The legend's entries, "name (fallback)", split into rows that fit `maxWidth` points.
    private func legendRows(_ legend: [(name: String, color: RGBAColor)], maxWidth: Double) -> [[(
        name: String, color: RGBAColor
    )]] {
        let size = options.theme.labelPointSize
        var rows: [[(name: String, color: RGBAColor)]] = []
        var width = 0.0
        for entry in legend {
            let needed = size * 0.7 + 4 + labels.width("\(entry.name) (fallback)", pointSize: size) + 12
            if rows.isEmpty || width + needed > maxWidth {
                rows.append([entry])
                width = needed
            } else {
                rows[rows.count - 1].append(entry)
                width += needed
            }
        }
        return rows
    }

    /// One row of swatches and names of fallback faces, each in its colour.
    private func drawLegend(_ legend: [(name: String, color: RGBAColor)], x: Double, y: Double, on canvas: inout Canvas)
        throws(RenderError)
    {
        let size = options.theme.labelPointSize
        let ascent = (labels.ascent(pointSize: size) * scale).rounded()
        let swatch = Int((size * 0.7 * scale).rounded())
        var left = x
        for (name, color) in legend {
            canvas.fill(PixelRect(x: Int(left), y: Int(y + ascent) - swatch, width: swatch, height: swatch), color)
            left += Double(swatch) + 4 * scale
            left +=
                try labels.draw(
                    "\(name) (fallback)", pointSize: size, x: left, baseline: y + ascent, color: color, on: &canvas)
                * scale
                + 12 * scale
        }
    }

    private static func checkSize(_ width: Int, _ height: Int) throws(RenderError) {
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumArea else {
            throw .imageTooLarge(width: width, height: height, limit: maximumSide)
        }
    }
}
