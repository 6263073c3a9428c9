/// How sure a `typefit lint` finding is, in the compiler's words: a `warning` is a rule the code
/// breaks (`typefit lint` exits 1), a `note` a place TypeFit cannot judge statically (reported,
/// never a failure).
public enum LintSeverity: String, Sendable, Codable, CaseIterable {
    /// The code breaks the rule.
    case warning
    /// TypeFit cannot tell whether the code breaks the rule (an argument it cannot work out).
    case note
}
