import TypeFitLayout
import TypeFitShaping

/// Draws one-line labels (sizes, verdicts, headings) with TypeFit's own shaping and layout: a
/// label too long for its width is cut with "…" like any truncated text.
struct LabelPainter {
    let measurer: TextMeasurer
    let face: FontFace
    let painter: GlyphPainter

    /// Draws `text` at `pointSize` with its left edge at canvas column `x` and its first
    /// baseline at row `baseline`, at most `maxWidth` points wide and `lines` lines (the last one
    /// cut with "…"), `pitch` pixels apart. Returns the width drawn, points.
    @discardableResult
    func draw(
        _ text: String, pointSize: Double, x: Double, baseline: Double, maxWidth: Double? = nil,
        lines lineLimit: Int = 1,
        pitch: Double = 0, color: RGBAColor, on canvas: inout Canvas
    ) throws(RenderError) -> Double {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        guard !flat.isEmpty else { return 0 }
        let lines: [RenderedLine]
        let layout: TextLayout
        do throws(LayoutError) {
            let prepared = try PreparedText.prepare(flat, face: face, measurer: measurer)
            layout = try prepared.layout(
                pointSize: pointSize, options: LayoutOptions(width: maxWidth, lineLimit: max(1, lineLimit)))
            lines = LineComposer(measurer: measurer).compose(prepared, layout: layout, areaWidth: maxWidth)
        } catch {
            throw .layout("label \"\(flat)\": \(error.description)")
        }
        var widest = 0.0
        for (index, line) in lines.enumerated() {
            _ = try painter.draw(
                line.glyphs, pointSize: layout.pointSize, left: x, baseline: baseline + Double(index) * pitch,
                on: &canvas
            ) { _ in color }
            widest = max(widest, line.width)
        }
        return widest
    }

    /// How many lines `text` takes at `pointSize` in `maxWidth` points, at most `limit`.
    func lineCount(_ text: String, pointSize: Double, maxWidth: Double, limit: Int) -> Int {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        guard !flat.isEmpty,
            let prepared = try? PreparedText.prepare(flat, face: face, measurer: measurer),
            let layout = try? prepared.layout(
                pointSize: pointSize, options: LayoutOptions(width: maxWidth, lineLimit: limit))
        else { return 1 }
        return max(1, layout.lineCount)
    }

    /// The width `text` takes at `pointSize`, points, unbounded.
    func width(_ text: String, pointSize: Double) -> Double {
        measurer.measure(text.replacingOccurrences(of: "\n", with: " "), face: face).width(atPointSize: pointSize)
    }

    /// The face's ascender at `pointSize`, points (for placing baselines).
    func ascent(pointSize: Double) -> Double {
        Double(face.descriptor.metrics.ascender) * pointSize / Double(face.unitsPerEm)
    }
}
