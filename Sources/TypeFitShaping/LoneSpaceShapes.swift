internal import Synchronization
import TypeFitConcurrency

/// U+0020 shaped alone, as a run of its own, by one face: remembered by script, direction,
/// language and features.
///
/// A fallback word is measured with a space on each side (``WordEdges/betweenSpaces``), and
/// those spaces, drawn by the primary face, form runs of their own: about one HarfBuzz call in
/// five of a cold catalog check shaped a lone space. A run's lookups see only its own glyphs,
/// and HarfBuzz reads the text around a run only to join Arabic-like scripts, which a space
/// never does, so a lone space shapes the same wherever it stands.
final class LoneSpaceShapes: Sendable {
    /// What a lone space's shaping depends on besides its face.
    private struct Key: Hashable {
        let script: UInt32
        let rightToLeft: Bool
        let language: String?
        let features: [FontFeature]
    }

    private let shapes = Mutex<[Key: [ShapedGlyph]]>([:])
    /// Most keys one face remembers before it starts afresh.
    static let limit = 256

    /// The glyphs of a space alone in `font`, clusters at 0; from `shape` the first time.
    func glyphs(
        script: UInt32, rightToLeft: Bool, language: String?, features: [FontFeature], shape: () -> [ShapedGlyph]
    ) -> [ShapedGlyph] {
        let key = Key(script: script, rightToLeft: rightToLeft, language: language, features: features)
        if let known = shapes.withOrderedLock({ $0[key] }) { return known }
        let shaped = shape()
        shapes.withOrderedLock { known in
            if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
            known[key] = shaped
        }
        return shaped
    }
}
