internal import Synchronization
import TypeFitConcurrency

/// Where TypeFit looks when a text's face has no glyph for a character, in iOS's order: the
/// face's cascade list (`UIFontDescriptor.AttributeName.cascadeList`, when the app sets one for
/// its family), then the system font (SF Pro, or its stand-in), then the installed system fonts
/// by script (the Noto families standing in for PingFang, Hiragino Sans, SF Arabic, Apple Color
/// Emoji, …).
///
/// iOS never falls back to an app's other registered fonts unless a cascade list names them, so
/// neither does this cascade: `cascadeLists` holds them per family, and `faces` (faces tried
/// for every family) is empty unless a caller asks for it, as a fontconfig-style engine such as
/// Pango does. Within each list the face closest to the primary face in weight and slant is
/// preferred, so a bold label falls back to a bold face where one exists.
public struct FallbackCascade: Sendable {
    /// Cascade lists by family (lower-cased family name → faces): tried first for a primary face
    /// of that family, as iOS does with a font descriptor's cascade list.
    package var cascadeLists: [String: [FontFace]] { didSet { renew() } }
    /// Faces tried for every primary face, after its cascade list. Not iOS's behaviour (it
    /// never uses an app's other fonts unasked); empty unless a caller wants a fontconfig-like
    /// cascade (``everyFace(of:system:)``).
    public var faces: [FontFace] { didSet { renew() } }
    /// The system font's faces: the user's SF Pro, or faces standing in for it. The one closest
    /// to the primary face in weight and slant is tried.
    package var systemFontFaces: [FontFace] { didSet { renew() } }
    /// Whether `systemFontFaces` stand in for SF Pro (the bundled Inter) rather than being it.
    package var systemFontIsStandIn: Bool { didSet { renew() } }
    /// Installed system fonts searched by script last; nil turns system fallback off.
    public var system: SystemFontFallback? { didSet { renew() } }
    /// A number standing for what this cascade holds (its faces, its system fallback, whether
    /// the system font is a stand-in): cascades built alike have the same number, any change
    /// gives another, and no two different cascades ever share one. The word cache keys on it,
    /// so a word shaped through one cascade is never read through another.
    package private(set) var identity: UInt64 = 0
    /// Candidate lists already worked out, shared by the copies of this cascade.
    private var memo = CandidateMemo()
    /// Candidate lists remembered now (at most ``CandidateMemo/limit``).
    var rememberedListCount: Int { memo.count }

    public init(
        cascadeLists: [String: [FontFace]] = [:], faces: [FontFace] = [], systemFontFaces: [FontFace] = [],
        systemFontIsStandIn: Bool = true, system: SystemFontFallback? = .standard
    ) {
        self.cascadeLists = Dictionary(
            cascadeLists.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $0 + $1 })
        self.faces = faces
        self.systemFontFaces = systemFontFaces
        self.systemFontIsStandIn = systemFontIsStandIn
        self.system = system
        self.identity = CascadeIdentities.shared.number(for: self)
    }

    /// A fresh memo and the identity of the contents now.
    private mutating func renew() {
        memo = CandidateMemo()
        identity = CascadeIdentities.shared.number(for: self)
    }

    /// No fallback at all: characters the primary face lacks are counted as missing.
    public static let none = FallbackCascade(system: nil)

    /// iOS's cascade without SF Pro: the Inter text faces of `library` (the bundled fonts)
    /// standing in for the system font, then installed Noto fonts; no cascade lists.
    public static func sfProStandIn(library: FontLibrary, system: SystemFontFallback? = .standard) -> FallbackCascade {
        FallbackCascade(
            systemFontFaces: library.faces(inFamily: "Inter").filter { !$0.descriptor.isVariable },
            systemFontIsStandIn: true, system: system)
    }

    /// Every static face of `library` tried for every primary face, then installed Noto fonts:
    /// what fontconfig (and so Pango) does, not what iOS does. For comparing with such engines.
    package static func everyFace(of library: FontLibrary, system: SystemFontFallback? = .standard) -> FallbackCascade {
        FallbackCascade(faces: library.faces.filter { !$0.descriptor.isVariable }, system: system)
    }

    /// The Apple face `face` stands in for when it measures fallback text (the bundled Inter for
    /// SF Pro, a Noto family for PingFang, Hiragino Sans, SF Arabic, …); nil for a face that
    /// is what iOS would use (the app's own fonts, the user's SF Pro).
    public func standIn(for face: FontFace) -> FallbackStandIn? {
        if systemFontIsStandIn, systemFontFaces.contains(where: { $0 === face }) {
            return FallbackStandIn(family: face.descriptor.family, appleFace: "SF Pro")
        }
        return system?.appleFace(standingInFor: face).map {
            FallbackStandIn(family: face.descriptor.family, appleFace: $0)
        }
    }

    /// The stand-ins among `faces` (fallback faces that measured a text), each once, sorted.
    /// `primary` (the text's own face) is left out: it is not fallback.
    public func standIns(among faces: [FontFace], primary: FontFace? = nil) -> [FallbackStandIn] {
        var standIns: [FallbackStandIn] = []
        for face in faces where face !== primary {
            if let standIn = standIn(for: face), !standIns.contains(standIn) { standIns.append(standIn) }
        }
        standIns.sort()
        return standIns
    }

    /// The faces to try for a cluster, in order, after the primary face; worked out once per
    /// (primary face, script, language, emoji) and remembered (up to ``CandidateMemo/limit``
    /// lists, then worked out afresh). System fallback files are read only when reached.
    func candidates(primary: FontFace, script: String, language: String?, emoji: Bool) -> FallbackCandidates {
        let key = CandidateMemo.Key(primary: primary.identity, script: script, language: language, emoji: emoji)
        if let known = memo.lists.withOrderedLock({ $0[key] }) { return known }
        let list = rankedCandidates(primary: primary, script: script, language: language, emoji: emoji)
        memo.lists.withOrderedLock { lists in
            if lists.count >= CandidateMemo.limit { lists.removeAll(keepingCapacity: true) }
            lists[key] = list
        }
        return list
    }

    private func rankedCandidates(primary: FontFace, script: String, language: String?, emoji: Bool)
        -> FallbackCandidates
    {
        let weight = primary.descriptor.weight
        let italic = primary.descriptor.isItalic
        func ranked(_ list: [FontFace]) -> [FontFace] {
            list.filter { $0 !== primary }.enumerated().sorted { a, b in
                let da =
                    abs(a.element.descriptor.weight - weight) + (a.element.descriptor.isItalic == italic ? 0 : 1000)
                let db =
                    abs(b.element.descriptor.weight - weight) + (b.element.descriptor.isItalic == italic ? 0 : 1000)
                return (da, a.offset) < (db, b.offset)
            }.map(\.element)
        }
        var app = ranked(cascadeLists[primary.descriptor.family.lowercased()] ?? [])
        for face in ranked(faces) where !app.contains(where: { $0 === face }) { app.append(face) }
        // iOS draws the character in SF Pro at the label's weight: one face, the closest.
        if let systemFont = ranked(systemFontFaces).first, !app.contains(where: { $0 === systemFont }) {
            app.append(systemFont)
        }
        let systemFaces =
            (system?.candidates(script: script, language: language, bold: weight >= 600, emoji: emoji) ?? [])
            .map(FallbackCandidates.Entry.system)
        let appFaces = app.map(FallbackCandidates.Entry.face)
        return FallbackCandidates(entries: emoji ? systemFaces + appFaces : appFaces + systemFaces)
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

    /// Most lists remembered; past it the memo starts afresh (each list is cheap to work out
    /// again), so a long run over many faces (a variable font's instances) stays bounded.
    static let limit = 4_096

    let lists = Mutex<[Key: FallbackCandidates]>([:])

    /// Lists remembered now.
    var count: Int { lists.withOrderedLock { $0.count } }
}
