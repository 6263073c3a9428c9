/// The most entries a type scale may have, checked while its definitions are found: a file of
/// thousands of generated definitions stops being evaluated once the definitions found are over
/// the limit, instead of being evaluated whole and then refused.
struct SwiftEntryLimit {
    /// Entries allowed.
    let maximum: Int
    /// How many candidates there are when the entries are next counted. It doubles after each
    /// count, so counting costs at most twice the candidates found.
    private var nextCount: Int
    /// Where the definition is that was found when the entries first came out over `maximum`.
    private(set) var exceededAt: SwiftSourceLocation?

    init(maximum: Int) {
        self.maximum = maximum
        nextCount = maximum + 1
    }

    /// Counts the entries `candidates` give, when enough have been found since the last count,
    /// and records where the limit was passed.
    mutating func check(_ candidates: [SwiftDefinitionCandidate]) {
        guard exceededAt == nil, candidates.count >= nextCount else { return }
        nextCount = candidates.count * 2
        if Self.entryCount(candidates) > maximum { exceededAt = candidates.last?.location }
    }

    /// The entries `candidates` give, named as the scale names them, counting those whose font
    /// makes an entry. A fixed UIKit font that a `UIFontMetrics` read later may turn out to scale
    /// (and so drop from the scale) is not counted.
    static func entryCount(_ candidates: [SwiftDefinitionCandidate]) -> Int {
        let kept = candidates.filter {
            !(($0.font.api == .uiFontNamed || $0.font.api == .uiFontSystemSize) && $0.font.pointSizes == nil)
        }
        return SwiftEntryNaming.name(kept, warn: { _ in }).count {
            $0.font.entry(named: $0.entryName) != nil
        }
    }
}
