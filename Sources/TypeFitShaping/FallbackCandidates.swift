/// The faces a ``FallbackCascade`` tries for a cluster, in order: the app's faces as they are,
/// installed system faces loaded only when the iteration reaches them (one not installed is
/// skipped).
final class FallbackCandidates: Sendable, Sequence {
    /// One candidate: an app face as it is, or a system face loaded when reached. A struct of
    /// two optionals rather than an enum with two class payloads: such an enum keeps its case in
    /// the reference's spare bits, which LeakSanitizer cannot follow, so the fuzz targets would
    /// report every remembered list as leaked.
    struct Entry: Sendable {
        let appFace: FontFace?
        let system: SystemFontFallback.LazyFace?

        static func face(_ face: FontFace) -> Entry { Entry(appFace: face, system: nil) }
        static func system(_ lazy: SystemFontFallback.LazyFace) -> Entry { Entry(appFace: nil, system: lazy) }

        /// The face, loading a system face's file the first time.
        var resolved: FontFace? { appFace ?? system?.face }
    }

    let entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }

    struct Iterator: IteratorProtocol {
        let entries: [Entry]
        var index = 0

        mutating func next() -> FontFace? {
            while index < entries.count {
                defer { index += 1 }
                if let face = entries[index].resolved { return face }
            }
            return nil
        }
    }
}
