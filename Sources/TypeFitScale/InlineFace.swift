import TypeFitShaping

/// The face one inline Markdown style draws with at one resolved size
/// (``ResolvedStyle/face(for:library:)``), and what the user should know about it.
package struct InlineFace: Sendable {
    /// The face that measures the run.
    package var face: FontFace
    /// Set when the face is not the one asked for: the family lacks the weight or the italic
    /// and the nearest face is used, as iOS never synthesizes bold or italic ("Inter Display
    /// has no italic face; upright used — iOS does not synthesize one").
    package var note: String?
    /// Set when the face stands in for an Apple face Linux lacks: SF Mono for code runs
    /// (widths are approximate).
    package var standIn: FallbackStandIn?

    package init(face: FontFace, note: String? = nil, standIn: FallbackStandIn? = nil) {
        self.face = face
        self.note = note
        self.standIn = standIn
    }
}
