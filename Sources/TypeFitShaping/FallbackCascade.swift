import Synchronization

/// Where TypeFit looks when a text's face has no glyph for a character: first `faces` (for
/// example the bundled Inter faces), then installed system fonts by script.
///
/// Among `faces`, the one closest to the primary face in weight and slant is preferred, so a
/// bold label falls back to a bold face where one exists.
public struct FallbackCascade: Sendable {
    /// Faces tried, after the primary face, before system fonts.
    public var faces: [FontFace] { didSet { memo = CandidateMemo() } }
    /// Installed system fonts searched by script after `faces`; nil turns system fallback off.
    public var system: SystemFontFallback? { didSet { memo = CandidateMemo() } }
    /// Candidate lists already worked out, shared by the copies of this cascade.
    private var memo = CandidateMemo()

    public init(faces: [FontFace] = [], system: SystemFontFallback? = .standard) {
        self.faces = faces
        self.system = system
    }

    /// No fallback at all: characters the primary face lacks are counted as missing.
    public static let none = FallbackCascade(faces: [], system: nil)

    /// The faces of `library` (typically the bundled Inter faces), then installed Noto fonts.
    public static func standard(library: FontLibrary) -> FallbackCascade {
        FallbackCascade(faces: library.faces.filter { !$0.descriptor.isVariable }, system: .standard)
    }

    /// The faces to try for a cluster, in order, after the primary face; worked out once per
    /// (primary face, script, language, emoji) and remembered.
    func candidates(primary: FontFace, script: String, language: String?, emoji: Bool) -> [FontFace] {
        let key = CandidateMemo.Key(primary: primary.identity, script: script, language: language, emoji: emoji)
        if let known = memo.lists.withLock({ $0[key] }) { return known }
        let list = rankedCandidates(primary: primary, script: script, language: language, emoji: emoji)
        memo.lists.withLock { $0[key] = list }
        return list
    }

    private func rankedCandidates(primary: FontFace, script: String, language: String?, emoji: Bool) -> [FontFace] {
        let weight = primary.descriptor.weight
        let italic = primary.descriptor.isItalic
        let ranked = faces.filter { $0 !== primary }.enumerated().sorted { a, b in
            let da = abs(a.element.descriptor.weight - weight) + (a.element.descriptor.isItalic == italic ? 0 : 1000)
            let db = abs(b.element.descriptor.weight - weight) + (b.element.descriptor.isItalic == italic ? 0 : 1000)
            return (da, a.offset) < (db, b.offset)
        }.map(\.element)
        let systemFaces = system?.candidates(script: script, language: language, bold: weight >= 600, emoji: emoji) ?? []
        return emoji ? systemFaces + ranked : ranked + systemFaces
    }
}

/// The candidate lists a ``FallbackCascade`` has worked out, by what decides them.
final class CandidateMemo: Sendable {
    struct Key: Hashable {
        let primary: UInt64
        let script: String
        let language: String?
        let emoji: Bool
    }

    let lists = Mutex<[Key: [FontFace]]>([:])
}
