/// A rule of a constraints file that never applies to one of the keys it names exactly: for
/// every string of the run with that key that the rule matches (in its locales, variants and
/// entries), an earlier rule matches first and wins (``ConstraintsFile/shadowedKeys(in:entries:)``).
/// Usually a key meant to be checked in two containers (give the earlier rule `places`), or a
/// specific rule written after a general one.
public struct RuleShadow: Sendable, Hashable {
    /// The index of the rule that never applies to ``key``.
    public var rule: Int
    /// The key, as the strings have it.
    public var key: String
    /// The index of the earlier rule that takes the key first (the first one found, when
    /// several do in different locales or entries).
    public var takenBy: Int
}
