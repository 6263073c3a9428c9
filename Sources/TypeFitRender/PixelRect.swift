/// A rectangle on a canvas, in whole pixels: `x`, `y` of the top-left corner (y down), `width`
/// and `height`.
package struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Just past the right edge, pixels.
    package var maxX: Int { x + width }
    /// Just past the bottom edge, pixels.
    package var maxY: Int { y + height }
    /// Whether the rectangle covers no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether pixel (`px`, `py`) lies inside.
    package func contains(_ px: Int, _ py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The rectangle grown by `amount` pixels on every side (shrunk when negative).
    package func insetBy(_ amount: Int) -> PixelRect {
        PixelRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The part of the rectangle that also lies in `other` (empty when they do not meet).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The smallest rectangle holding both.
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    package var description: String { "(\(x), \(y)) \(width)×\(height) px" }
}
