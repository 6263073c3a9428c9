/// Whether a word is shaped with a space before it and after it: the edges a cached word was
/// shaped with, part of its cache key.
struct WordEdges: Sendable, Equatable {
    var leadingSpace: Bool
    var trailingSpace: Bool

    /// A word between two spaces: how every word is kept for a face that does not position
    /// its space.
    static let betweenSpaces = WordEdges(leadingSpace: true, trailingSpace: true)
    /// The space itself, shaped alone.
    static let alone = WordEdges(leadingSpace: false, trailingSpace: false)

    /// Two bits for the cache key.
    var keyBits: UInt64 { (leadingSpace ? 1 : 0) | (trailingSpace ? 2 : 0) }
}
