/// `// typefit:ignore rule…` comments: a finding on the comment's line, or on the line after a
/// comment that stands alone, is not reported. Without rule names every rule is silenced.
enum SuppressionComments {
    static let marker = "typefit:ignore"

    /// Line → silenced rules (empty: all) for one file.
    static func read(_ file: SwiftSourceFile) -> [Int: Set<String>] {
        var result: [Int: Set<String>] = [:]
        let text = file.tree.description
        guard text.contains(marker) else { return [:] }
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: marker), line[..<range.lowerBound].contains("//") else { continue }
            let rules = Set(
                line[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(
                    String.init))
            let lineNumber = offset + 1
            result[lineNumber, default: []].formUnion(rules)
            if rules.isEmpty { result[lineNumber] = [] }
            let standsAlone = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" }).hasPrefix("//")
            if standsAlone {
                if rules.isEmpty {
                    result[lineNumber + 1] = []
                } else if result[lineNumber + 1] != [] {
                    result[lineNumber + 1, default: []].formUnion(rules)
                }
            }
        }
        return result
    }

    /// Whether `rule` is silenced at `line` by `ignores`.
    static func silences(_ ignores: [Int: Set<String>], rule: String, line: Int) -> Bool {
        guard let rules = ignores[line] else { return false }
        return rules.isEmpty || rules.contains(rule)
    }
}
