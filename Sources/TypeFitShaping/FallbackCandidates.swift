/// The faces a ``FallbackCascade`` tries for a cluster, in order: the app's faces as they are,
/// installed system faces loaded only when the iteration reaches them (one not installed is
/// skipped).
final class FallbackCandidates: Sendable, Sequence {
    enum Entry: Sendable {
        case face(FontFace)
        case system(SystemFontFallback.LazyFace)
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
                switch entries[index] {
                case .face(let face): return face
                case .system(let lazy): if let face = lazy.face { return face }
                }
            }
            return nil
        }
    }
}
