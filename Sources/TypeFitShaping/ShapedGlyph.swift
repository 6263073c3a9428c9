/// One glyph HarfBuzz placed, in font units of the face that shaped it.
public struct ShapedGlyph: Sendable, Equatable {
    /// Glyph index in the face.
    public var glyphID: UInt32
    /// UTF-16 offset, in the whole measured text, of the first code unit of the cluster this
    /// glyph belongs to.
    public var cluster: Int
    /// Horizontal advance, font units.
    public var xAdvance: Int32
    /// Horizontal offset from the pen position, font units.
    public var xOffset: Int32
    /// Vertical offset from the baseline (y up), font units.
    public var yOffset: Int32
}
