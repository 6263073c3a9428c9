/// What a wrapping pass reads of a ``PreparedText``: its segments and graphemes, borrowed as
/// buffers for the length of one pass (``PreparedText/withWrapSource(_:)``), and its unwrapped
/// width and paragraph count, which estimate how many lines to reserve. Counting a cell reads
/// the text through this without retaining either array, so the check's hot path, which counts
/// every cell of every target, does no reference counting on the text.
struct WrapSource {
    let segments: UnsafeBufferPointer<PreparedText.Segment>
    let graphemes: UnsafeBufferPointer<PreparedText.Grapheme>
    /// The prepared text's unwrapped width, em.
    let naturalWidthEm: Double
    let paragraphCount: Int
}

extension PreparedText {
    /// `body` given this text's ``WrapSource``, valid only while it runs.
    func withWrapSource<Result>(_ body: (WrapSource) -> Result) -> Result {
        segments.withUnsafeBufferPointer { segments in
            graphemes.withUnsafeBufferPointer { graphemes in
                body(
                    WrapSource(
                        segments: segments, graphemes: graphemes, naturalWidthEm: naturalWidthEm,
                        paragraphCount: paragraphCount))
            }
        }
    }
}
