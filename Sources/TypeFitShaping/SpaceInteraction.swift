/// How a face's layout features involve its space glyph: what decides whether, and how, its
/// words can be shaped one at a time.
///
/// Worked out from the `GSUB` and `GPOS` lookups that the features HarfBuzz turns on by default
/// (and the features asked for) reach, in every script and language of the face.
struct SpaceInteraction: Sendable {
    /// A substitution rewrites the space or makes it part of a ligature: words cannot be
    /// shaped one at a time.
    let substitutesSpace: Bool
    /// A positioning lookup moves the space or kerns a glyph against it (Inter Bold kerns some
    /// glyphs before a space): a word's edges depend on whether a space is next to them, so
    /// the word cache keeps a word once per edge (text start, between spaces, text end).
    let positionsSpace: Bool
    /// Glyphs a lookup rewrites or moves when a space is part of its context (Inter's `calt`:
    /// brackets before a capital after a space, the x of "3 x 4"). A word holding one of them
    /// is shaped together with its neighbours.
    let sensitiveGlyphs: Set<UInt32>
    /// The characters the face's `cmap` maps to one of ``sensitiveGlyphs``, as ASCII bits
    /// (bit n of word n / 64 for U+00nn below U+0080) and the sorted scalar values above: what
    /// the word loop asks of every character of a word it has not seen, answered without a
    /// `cmap` lookup or a hash.
    private var sensitiveASCII: (UInt64, UInt64) = (0, 0)
    private var sensitiveAboveASCII: [UInt32] = []

    init(substitutesSpace: Bool, positionsSpace: Bool, sensitiveGlyphs: Set<UInt32>) {
        self.substitutesSpace = substitutesSpace
        self.positionsSpace = positionsSpace
        self.sensitiveGlyphs = sensitiveGlyphs
    }

    /// Nothing involves the space (a face without a space glyph, or without layout tables).
    static let none = SpaceInteraction(substitutesSpace: false, positionsSpace: false, sensitiveGlyphs: [])

    /// Whether a glyph a lookup rewrites with a space in its context is what the face draws
    /// `scalar` with (its nominal glyph is in ``sensitiveGlyphs``).
    @inline(__always)
    func isSensitive(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 {
            let word = scalar < 0x40 ? sensitiveASCII.0 : sensitiveASCII.1
            return (word >> UInt64(scalar & 63)) & 1 != 0
        }
        guard let first = sensitiveAboveASCII.first, scalar >= first, scalar <= sensitiveAboveASCII.last! else {
            return false
        }
        var lower = 0
        var upper = sensitiveAboveASCII.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if sensitiveAboveASCII[middle] < scalar { lower = middle + 1 } else { upper = middle }
        }
        return lower < sensitiveAboveASCII.count && sensitiveAboveASCII[lower] == scalar
    }

    /// The interaction with the characters drawn with ``sensitiveGlyphs`` filled in from
    /// `characters` (the face's characters, sorted scalar values; asked only when some glyph is
    /// sensitive) and `nominalGlyph` (the face's `cmap`).
    func withSensitiveCharacters(among characters: () -> [UInt32], nominalGlyph: (UInt32) -> UInt32?) -> Self {
        var interaction = self
        guard !sensitiveGlyphs.isEmpty else { return interaction }
        for scalar in characters() {
            guard let glyph = nominalGlyph(scalar), sensitiveGlyphs.contains(glyph) else { continue }
            switch scalar {
            case 0..<0x40: interaction.sensitiveASCII.0 |= 1 << UInt64(scalar)
            case 0x40..<0x80: interaction.sensitiveASCII.1 |= 1 << UInt64(scalar - 0x40)
            default: interaction.sensitiveAboveASCII.append(scalar)
            }
        }
        return interaction
    }
}
