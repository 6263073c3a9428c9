/// An RGBA image to draw on: 8 bits per channel, straight alpha, rows top to bottom, in pixels
/// with y growing downwards. Everything drawn is blended "source over" what is there; drawing
/// outside the canvas is clipped.
package struct Canvas: Sendable, Equatable {
    /// Width, pixels.
    package let width: Int
    /// Height, pixels.
    package let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha per pixel, row after row.
    package private(set) var pixels: [UInt8]

    /// A canvas filled with `background`.
    package init(width: Int, height: Int, background: RGBAColor = .white) {
        precondition(width >= 0 && height >= 0, "canvas size must not be negative")
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if background != .clear {
            for index in stride(from: 0, to: pixels.count, by: 4) {
                pixels[index] = background.red
                pixels[index + 1] = background.green
                pixels[index + 2] = background.blue
                pixels[index + 3] = background.alpha
            }
        }
    }

    /// A canvas over existing pixels (`width × height × 4` bytes, straight RGBA).
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The whole canvas as a rectangle.
    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The colour of pixel (`x`, `y`), which must lie on the canvas.
    package func pixel(_ x: Int, _ y: Int) -> RGBAColor {
        let index = (y * width + x) * 4
        return RGBAColor(
            red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }

    /// Blends `color` at opacity `coverage` (0…255, times the colour's own alpha) over pixel
    /// (`x`, `y`); nothing happens off the canvas.
    @inline(__always)
    package mutating func blend(_ x: Int, _ y: Int, _ color: RGBAColor, coverage: UInt8 = 255) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let alpha = (Int(color.alpha) * Int(coverage) + 127) / 255
        guard alpha > 0 else { return }
        blendPremultiplied(
            x, y, red: (Int(color.red) * alpha + 127) / 255, green: (Int(color.green) * alpha + 127) / 255,
            blue: (Int(color.blue) * alpha + 127) / 255, alpha: alpha, straight: color)
    }

    /// Source-over of a premultiplied colour (`red`, `green`, `blue` ≤ `alpha`, 0…255). When
    /// `straight` is given (the same colour unpremultiplied) an opaque destination is blended
    /// from it directly, so black at coverage c over white gives exactly 255 − c.
    @inline(__always)
    mutating func blendPremultiplied(
        _ x: Int, _ y: Int, red: Int, green: Int, blue: Int, alpha: Int, straight: RGBAColor? = nil
    ) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        let index = (y * width + x) * 4
        let inverse = 255 - alpha
        let destinationAlpha = Int(pixels[index + 3])
        if destinationAlpha == 255 {
            if let straight {
                pixels[index] = UInt8((Int(straight.red) * alpha + Int(pixels[index]) * inverse + 127) / 255)
                pixels[index + 1] = UInt8((Int(straight.green) * alpha + Int(pixels[index + 1]) * inverse + 127) / 255)
                pixels[index + 2] = UInt8((Int(straight.blue) * alpha + Int(pixels[index + 2]) * inverse + 127) / 255)
            } else {
                pixels[index] = UInt8(min(255, red + (Int(pixels[index]) * inverse + 127) / 255))
                pixels[index + 1] = UInt8(min(255, green + (Int(pixels[index + 1]) * inverse + 127) / 255))
                pixels[index + 2] = UInt8(min(255, blue + (Int(pixels[index + 2]) * inverse + 127) / 255))
            }
            return
        }
        // A translucent destination: premultiply it, add, and divide the result back out.
        let keptAlpha = (destinationAlpha * inverse + 127) / 255
        let outAlpha = alpha + keptAlpha
        guard outAlpha > 0 else { return }
        func channel(_ source: Int, _ destination: UInt8) -> UInt8 {
            let premultiplied = source + (Int(destination) * keptAlpha + 127) / 255
            return UInt8(min(255, (premultiplied * 255 + outAlpha / 2) / outAlpha))
        }
        pixels[index] = channel(red, pixels[index])
        pixels[index + 1] = channel(green, pixels[index + 1])
        pixels[index + 2] = channel(blue, pixels[index + 2])
        pixels[index + 3] = UInt8(min(255, outAlpha))
    }

    /// Fills `rect` with `color`, blended.
    package mutating func fill(_ rect: PixelRect, _ color: RGBAColor) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX { blend(x, y, color) }
        }
    }

    /// Draws the outline of `rect`, `thickness` pixels wide, inside the rectangle's edge.
    package mutating func stroke(_ rect: PixelRect, _ color: RGBAColor, thickness: Int = 1) {
        guard !rect.isEmpty, thickness > 0 else { return }
        let t = min(thickness, (min(rect.width, rect.height) + 1) / 2)
        fill(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: t), color)
        fill(PixelRect(x: rect.x, y: rect.maxY - t, width: rect.width, height: t), color)
        fill(PixelRect(x: rect.x, y: rect.y + t, width: t, height: rect.height - 2 * t), color)
        fill(PixelRect(x: rect.maxX - t, y: rect.y + t, width: t, height: rect.height - 2 * t), color)
    }

    /// A horizontal line from `x` for `length` pixels at row `y`, `thickness` rows down;
    /// dashed when `dash` > 0 (`dash` pixels on, `dash` off).
    package mutating func horizontalLine(
        x: Int, y: Int, length: Int, _ color: RGBAColor, thickness: Int = 1, dash: Int = 0
    ) {
        for run in Self.runs(from: x, length: length, dash: dash) {
            fill(PixelRect(x: run.start, y: y, width: run.length, height: thickness), color)
        }
    }

    /// A vertical line from `y` for `length` pixels at column `x`, `thickness` columns wide;
    /// dashed when `dash` > 0.
    package mutating func verticalLine(
        x: Int, y: Int, length: Int, _ color: RGBAColor, thickness: Int = 1, dash: Int = 0
    ) {
        for run in Self.runs(from: y, length: length, dash: dash) {
            fill(PixelRect(x: x, y: run.start, width: thickness, height: run.length), color)
        }
    }

    /// The pieces a line `length` pixels long from `start` is drawn in, as (start, length) in
    /// pixels along the line: the whole line, or when `dash` > 0 a piece of `dash` pixels every
    /// `2 * dash`, the last one cut at the line's end. None when `length` ≤ 0.
    private static func runs(from start: Int, length: Int, dash: Int) -> [(start: Int, length: Int)] {
        guard length > 0 else { return [] }
        guard dash > 0 else { return [(start, length)] }
        return stride(from: start, to: start + length, by: 2 * dash).map { ($0, min(dash, start + length - $0)) }
    }

    /// Blends a glyph bitmap with its top-left pixel at (`x`, `y`): a coverage mask tinted
    /// with `color`, or a colour bitmap as it is (`color` then only scales its opacity).
    package mutating func draw(_ bitmap: GlyphBitmap, x: Int, y: Int, color: RGBAColor) {
        guard bitmap.width > 0, bitmap.height > 0 else { return }
        let rows = max(0, -y)..<min(bitmap.height, height - y)
        let columns = max(0, -x)..<min(bitmap.width, width - x)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        switch bitmap.kind {
        case .coverage:
            for row in rows {
                let base = row * bitmap.width
                for column in columns {
                    let coverage = bitmap.pixels[base + column]
                    if coverage > 0 { blend(x + column, y + row, color, coverage: coverage) }
                }
            }
        case .premultipliedBGRA:
            let opacity = Int(color.alpha)
            for row in rows {
                let base = row * bitmap.width * 4
                for column in columns {
                    let index = base + column * 4
                    let alpha = (Int(bitmap.pixels[index + 3]) * opacity + 127) / 255
                    guard alpha > 0 else { continue }
                    func scaled(_ value: UInt8) -> Int { (Int(value) * opacity + 127) / 255 }
                    blendPremultiplied(
                        x + column, y + row, red: scaled(bitmap.pixels[index + 2]),
                        green: scaled(bitmap.pixels[index + 1]), blue: scaled(bitmap.pixels[index]), alpha: alpha)
                }
            }
        }
    }

    /// Copies `other` onto this canvas with its top-left corner at (`x`, `y`), blended.
    package mutating func draw(_ other: Canvas, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for column in 0..<other.width where x + column >= 0 && x + column < width {
                let color = other.pixel(column, row)
                if color.alpha == 255 {
                    let index = ((y + row) * width + x + column) * 4
                    pixels[index] = color.red
                    pixels[index + 1] = color.green
                    pixels[index + 2] = color.blue
                    pixels[index + 3] = 255
                } else {
                    blend(x + column, y + row, color)
                }
            }
        }
    }
}
