extension ConstraintsFile {
    /// The keys that rules name exactly (no `*` or `?`) but never apply to, each with the
    /// earlier rule that takes it: for each string of `strings` with such a key, choosing its
    /// entry or checked in any of `entries` (as ``unusedRules(in:entries:)`` walks them), the rule
    /// matches yet an earlier one wins, and there is no string of the key it wins. A key no
    /// string of the run has is not listed (nothing shadows it), nor are keys a rule names by a
    /// glob: a `*` after specific rules is meant to take what they leave. Sorted by rule, then
    /// key; each rule × key once.
    public func shadowedKeys(in strings: [LocalizedString], entries: [String] = []) -> [RuleShadow] {
        var named: [String: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for pattern in rule.keys {
                guard let key = pattern.exactKey else { continue }
                for spelling in Set([key, pattern.pattern]) where named[spelling]?.last != index {
                    named[spelling, default: []].append(index)
                }
            }
        }
        guard !named.isEmpty else { return [] }
        struct Pair: Hashable {
            var rule: Int
            var key: String
        }
        var won = Set<Pair>()
        var taken: [Pair: Int] = [:]
        var seen = Set<[String?]>()
        let checkedIn: [String?] = [nil] + (hasEntryRules ? entries.map(Optional.some) : [])
        for string in strings {
            guard let candidates = named[string.key],
                seen.insert([string.key, string.locale, string.variant]).inserted
            else { continue }
            for entry in checkedIn {
                guard
                    let winner = ruleIndex(
                        for: string.key, locale: string.locale, variant: string.variant, entry: entry)
                else { continue }
                for candidate in candidates {
                    let pair = Pair(rule: candidate, key: string.key)
                    if candidate == winner {
                        won.insert(pair)
                    } else if candidate > winner, taken[pair] == nil,
                        rules[candidate].matches(
                            key: string.key, locale: string.locale, variant: string.variant, entry: entry)
                    {
                        taken[pair] = winner
                    }
                }
            }
        }
        return taken.filter { !won.contains($0.key) }
            .map { RuleShadow(rule: $0.key.rule, key: $0.key.key, takenBy: $0.value) }
            .sorted { ($0.rule, $0.key) < ($1.rule, $1.key) }
    }
}
