/// One glyph rasterized by FreeType, ready to blend: its pixels and where they go relative to
/// the glyph's origin on the baseline.
package struct GlyphBitmap: Sendable, Equatable {
    /// What the pixels hold.
    package enum Kind: Sendable, Equatable {
        /// One byte per pixel: anti-aliased coverage, 0 (none) … 255 (full), from an outline.
        case coverage
        /// Four bytes per pixel: blue, green, red, alpha, premultiplied, from a colour bitmap
        /// strike (colour emoji), already scaled to the size asked for.
        case premultipliedBGRA
    }

    package var kind: Kind
    /// Width, pixels.
    package var width: Int
    /// Height, pixels.
    package var height: Int
    /// Pixels from the glyph's origin to the bitmap's left edge (FreeType `bitmap_left`).
    package var left: Int
    /// Pixels from the baseline up to the bitmap's top row (FreeType `bitmap_top`; y up).
    package var top: Int
    /// `width × height` bytes (coverage) or `width × height × 4` bytes (BGRA), rows top to
    /// bottom, no padding.
    package var pixels: [UInt8]

    package init(kind: Kind, width: Int, height: Int, left: Int, top: Int, pixels: [UInt8]) {
        self.kind = kind
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.pixels = pixels
    }

    /// A glyph with no pixels (a space).
    package static let empty = GlyphBitmap(kind: .coverage, width: 0, height: 0, left: 0, top: 0, pixels: [])

    /// Whether any pixel has ink.
    package var hasInk: Bool {
        switch kind {
        case .coverage: pixels.contains { $0 > 0 }
        case .premultipliedBGRA: stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] > 0 }
        }
    }
}
