/// A text's advances attributed to its UTF-16 code units, in em, with what fallback did: the
/// shaping result layout needs, whether it came from shaping the whole text or from the word
/// cache.
///
/// Each glyph's advance counts at the first code unit of its HarfBuzz cluster, divided by the
/// units per em of the face that shaped it; the other code units of a cluster hold 0. The width
/// of any stretch of the text at a point size is the sum of its code units' advances × the
/// point size.
public struct TextAdvances: Sendable {
    /// One advance per UTF-16 code unit of the text, em.
    public var advances: [Double]
    /// The faces that measured the text, primary first, each once.
    public var facesUsed: [FontFace]
    /// Grapheme clusters no face could render (measured with the primary face's `.notdef`).
    public var missingCharacters: [TextMeasurement.MissingCharacter]
    /// Things the user should know: fallback fonts that are not installed, missing glyphs.
    public var warnings: [String]
    /// The fallback faces that stand in for Apple faces (Noto Sans Arabic for SF Arabic), each
    /// once, sorted: the advances they gave are approximate.
    public var standIns: [FallbackStandIn]
    /// Whether the advances came from shaping words one by one (with the word cache) rather
    /// than the whole text at once.
    public var isWordByWord: Bool

    /// Sum of all advances, em: the single-line width at 1 pt.
    public var totalAdvance: Double { advances.reduce(0, +) }

    /// The advances of `measurement`, a whole text shaped at once.
    public init(_ measurement: TextMeasurement) {
        var advances = [Double](repeating: 0, count: measurement.utf16Count)
        for run in measurement.runs {
            let unitsPerEm = Double(run.face.unitsPerEm)
            for glyph in run.glyphs where glyph.cluster < advances.count {
                advances[glyph.cluster] += Double(glyph.xAdvance) / unitsPerEm
            }
        }
        self.init(
            advances: advances, facesUsed: measurement.facesUsed,
            missingCharacters: measurement.missingCharacters, warnings: measurement.warnings,
            standIns: measurement.standIns, isWordByWord: false)
    }

    package init(
        advances: [Double], facesUsed: [FontFace], missingCharacters: [TextMeasurement.MissingCharacter],
        warnings: [String], standIns: [FallbackStandIn] = [], isWordByWord: Bool
    ) {
        self.advances = advances
        self.facesUsed = facesUsed
        self.missingCharacters = missingCharacters
        self.warnings = warnings
        self.standIns = standIns
        self.isWordByWord = isWordByWord
    }
}
