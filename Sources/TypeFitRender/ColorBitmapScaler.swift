/// Scales a premultiplied BGRA glyph bitmap (a colour emoji strike) by area averaging: each
/// output pixel is the mean of the source area it covers, so downscaling a 109 px strike to a
/// 34 px emoji keeps its edges smooth.
enum ColorBitmapScaler {
    /// - Parameters:
    ///   - bgra: `width × height × 4` bytes, premultiplied blue, green, red, alpha.
    ///   - left, top: the strike's `bitmap_left` and `bitmap_top`, strike pixels (top: y up).
    ///   - factor: output pixels per strike pixel (> 0).
    ///   - offsetX, offsetY: subpixel shift of the glyph origin, output pixels (right, down).
    static func scale(
        bgra: [UInt8], width: Int, height: Int, left: Int, top: Int, factor: Double, offsetX: Double, offsetY: Double
    ) -> GlyphBitmap {
        guard factor > 0, width > 0, height > 0 else { return .empty }
        // The bitmap's extent relative to the glyph origin, output pixels (y down).
        let x0 = Double(left) * factor + offsetX
        let x1 = Double(left + width) * factor + offsetX
        let y0 = Double(-top) * factor + offsetY
        let y1 = Double(height - top) * factor + offsetY
        let outLeft = Int(x0.rounded(.down))
        let outRight = Int(x1.rounded(.up))
        let outTop = Int(y0.rounded(.down))
        let outBottom = Int(y1.rounded(.up))
        let outWidth = outRight - outLeft
        let outHeight = outBottom - outTop
        guard outWidth > 0, outHeight > 0 else { return .empty }
        let columns = weights(count: outWidth, start: outLeft, origin: x0, factor: factor, sourceCount: width)
        let rows = weights(count: outHeight, start: outTop, origin: y0, factor: factor, sourceCount: height)
        let area = factor * factor
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for (outRow, rowWeights) in rows.enumerated() {
            for (outColumn, columnWeights) in columns.enumerated() {
                var sums = (0.0, 0.0, 0.0, 0.0)
                for (sourceRow, rowWeight) in rowWeights {
                    for (sourceColumn, columnWeight) in columnWeights {
                        let weight = rowWeight * columnWeight
                        let index = (sourceRow * width + sourceColumn) * 4
                        sums.0 += Double(bgra[index]) * weight
                        sums.1 += Double(bgra[index + 1]) * weight
                        sums.2 += Double(bgra[index + 2]) * weight
                        sums.3 += Double(bgra[index + 3]) * weight
                    }
                }
                let index = (outRow * outWidth + outColumn) * 4
                let alpha = min(255, (sums.3 * area).rounded())
                pixels[index] = UInt8(min(alpha, (sums.0 * area).rounded()))
                pixels[index + 1] = UInt8(min(alpha, (sums.1 * area).rounded()))
                pixels[index + 2] = UInt8(min(alpha, (sums.2 * area).rounded()))
                pixels[index + 3] = UInt8(alpha)
            }
        }
        return GlyphBitmap(
            kind: .premultipliedBGRA, width: outWidth, height: outHeight, left: outLeft, top: -outTop, pixels: pixels)
    }

    /// For each output pixel along one axis, the source pixels it covers and how much of each
    /// (in source pixels).
    private static func weights(count: Int, start: Int, origin: Double, factor: Double, sourceCount: Int) -> [[(
        Int, Double
    )]] {
        (0..<count).map { index in
            let from = (Double(start + index) - origin) / factor
            let to = (Double(start + index + 1) - origin) / factor
            var result: [(Int, Double)] = []
            var source = max(0, Int(from.rounded(.down)))
            while source < sourceCount, Double(source) < to {
                let overlap = min(to, Double(source + 1)) - max(from, Double(source))
                if overlap > 0 { result.append((source, overlap)) }
                source += 1
            }
            return result
        }
    }
}
