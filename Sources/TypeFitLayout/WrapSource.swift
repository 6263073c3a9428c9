/// What a wrapping pass reads of a ``PreparedText``: its segments and graphemes (only these two
/// arrays: copying the whole ``PreparedText`` would retain every one of its references on each
/// layout), and its unwrapped width and paragraph count, which estimate how many lines to
/// reserve. Taken once per cell by counting (``LineCounter``) and per layout by ``LineWrapper``.
struct WrapSource {
    let segments: [PreparedText.Segment]
    let graphemes: [PreparedText.Grapheme]
    /// The prepared text's unwrapped width, em.
    let naturalWidthEm: Double
    let paragraphCount: Int

    init(_ prepared: PreparedText) {
        segments = prepared.segments
        graphemes = prepared.graphemes
        naturalWidthEm = prepared.naturalWidthEm
        paragraphCount = prepared.paragraphCount
    }
}
