/// One finding of `typefit lint`: a rule broken at a place in the code (a warning), or a place
/// where TypeFit cannot tell whether the rule is broken (a note).
public struct LintFinding: Sendable, Equatable, Codable {
    public var rule: LintRule
    /// `warning`: the rule is broken; `note`: TypeFit cannot tell (does not fail the run).
    public var severity: LintSeverity
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(
        rule: LintRule, severity: LintSeverity = .warning, location: SwiftSourceLocation, message: String
    ) {
        self.rule = rule
        self.severity = severity
        file = location.file
        line = location.line
        column = location.column
        self.message = message
    }

    enum CodingKeys: String, CodingKey {
        case rule, severity, file, line, column, message
    }

    /// Decodes a finding; one written before findings had a severity is a warning.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(LintRule.self, forKey: .rule)
        severity = try container.decodeIfPresent(LintSeverity.self, forKey: .severity) ?? .warning
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        message = try container.decode(String.self, forKey: .message)
    }

    /// The compiler's form: `file:line:column: warning: message [rule]` (or `note:`).
    package var compilerLine: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}
