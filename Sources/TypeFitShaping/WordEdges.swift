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
    /// The edges in a cache key's low bits (the context number is shifted left by 3).
    var keyBits: UInt64 { (leadingSpace ? 1 : 0) | (trailingSpace ? 2 : 0) }

    /// The key bit of a window of words shaped together (around a context-sensitive word),
    /// kept in the cache beside the words.
    static let windowKeyBit: UInt64 = 4

    /// The key bits of a whole text shaped at once (a face substitutes its space), kept in the
    /// cache beside words and windows.
    static let wholeTextKeyBits: UInt64 = 7
}
