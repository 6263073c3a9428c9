extension ConstraintsFile {
    /// What the rules do for `strings`, choosing each string's entry or checked in any of
    /// `entries`, in one walk (each string × entry looks its rule up once): the indices of rules
    /// no string reaches (``unusedRules(in:entries:)``) and the keys rules name exactly but never
    /// apply to (``shadowedKeys(in:entries:)``), for the caller to warn about.
    public func ruleUse(in strings: [LocalizedString], entries: [String] = []) -> (
        unused: [Int], shadows: [RuleShadow]
    ) {
        // Rules by the keys they name exactly (as written, and with escapes resolved).
        var named: [String: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for pattern in rule.keys {
                guard let key = pattern.exactKey else { continue }
                for spelling in Set([key, pattern.pattern]) where named[spelling]?.last != index {
                    named[spelling, default: []].append(index)
                }
            }
        }
        struct Pair: Hashable {
            var rule: Int
            var key: String
        }
        var used = Set<Int>()
        var won = Set<Pair>()
        var taken: [Pair: Int] = [:]
        var seen = Set<[String?]>()
        let checkedIn: [String?] = [nil] + (hasEntryRules ? entries.map(Optional.some) : [])
        for string in strings where seen.insert([string.key, string.locale, string.variant]).inserted {
            let candidates = named[string.key]
            for entry in checkedIn {
                guard
                    let winner = ruleIndex(
                        for: string.key, locale: string.locale, variant: string.variant, entry: entry)
                else { continue }
                used.insert(winner)
                for candidate in candidates ?? [] {
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
        let shadows = taken.filter { !won.contains($0.key) }
            .map { RuleShadow(rule: $0.key.rule, key: $0.key.key, takenBy: $0.value) }
            .sorted { ($0.rule, $0.key) < ($1.rule, $1.key) }
        return (rules.indices.filter { !used.contains($0) }, shadows)
    }

    /// The keys that rules name exactly (no `*` or `?`) but never apply to, each with the
    /// earlier rule that takes it: for each string of `strings` with such a key, choosing its
    /// entry or checked in any of `entries` (as ``unusedRules(in:entries:)`` walks them), the rule
    /// matches yet an earlier one wins, and there is no string of the key it wins. A key no
    /// string of the run has is not listed (nothing shadows it), nor are keys a rule names by a
    /// glob: a `*` after specific rules is meant to take what they leave. Sorted by rule, then
    /// key; each rule × key once.
    public func shadowedKeys(in strings: [LocalizedString], entries: [String] = []) -> [RuleShadow] {
        ruleUse(in: strings, entries: entries).shadows
    }
}
