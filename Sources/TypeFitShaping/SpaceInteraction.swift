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

    /// Nothing involves the space (a face without a space glyph, or without layout tables).
    static let none = SpaceInteraction(substitutesSpace: false, positionsSpace: false, sensitiveGlyphs: [])
}
