/// "Did you mean": the known names closest to a name that was not found (font names, and the
/// command line's locales, entries and sizes), and the known names listed in the message.
/// Every message that offers a name goes through here, so they all choose and word it alike.
package enum NameSuggestions {
    /// Most names listed in a message before "…".
    package static let listedNames = 30

    /// `a, b, c`, cut with "…" after ``listedNames`` names.
    package static func list(_ names: [String]) -> String {
        names.count <= listedNames
            ? names.joined(separator: ", ") : names.prefix(listedNames).joined(separator: ", ") + ", …"
    }

    /// `; did you mean x?` with the closest of `candidates` to `name`, or nothing when no name is
    /// close.
    package static func didYouMean(_ name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates, limit: 1).first.map { "; did you mean \($0)?" } ?? ""
    }

    /// "; did you mean sr-Latn-RS?": the locales of `candidates` with the same language as
    /// `locale` (`sr` → `sr-Latn-RS`, not `fr`), else the closest name, else nothing.
    package static func didYouMean(locale: String, among candidates: [String]) -> String {
        func language(_ tag: String) -> String {
            String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        }
        let sameLanguage = candidates.filter { language($0) == language(locale) }
        if !sameLanguage.isEmpty { return "; did you mean \(sameLanguage.joined(separator: " or "))?" }
        return didYouMean(locale, among: candidates)
    }

    /// Up to `limit` names from `candidates` closest to `name` by case-insensitive edit distance,
    /// closest first; names containing `name` (or contained in it) count as close.
    package static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let query = Array(name.lowercased())
        guard !query.isEmpty else { return Array(Set(candidates).sorted().prefix(limit)) }
        let scored = Set(candidates).map { candidate -> (String, Int) in
            let lowered = candidate.lowercased()
            if lowered.contains(name.lowercased()) || name.lowercased().contains(lowered) {
                return (candidate, abs(lowered.count - query.count) / 4)
            }
            return (candidate, editDistance(query, Array(lowered)))
        }
        let threshold = max(3, query.count / 2)
        return scored.filter { $0.1 <= threshold }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit).map(\.0)
    }

    /// Levenshtein distance between two character arrays.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
