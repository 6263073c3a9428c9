/// How sure the model is of a fact, following the confidence levels of the project's Dynamic Type
/// reference.
///
/// Every table row and every scaling model says which level it carries, so reports can show
/// whether a number is Apple's, someone's measurement, or the model's best guess.
public enum Confidence: String, CaseIterable, Comparable, Sendable, Codable {
    /// Derived from the other facts; fits the measurements, not confirmed by Apple or a device.
    case inferred
    /// Measured on a device or simulator by someone (public measurement), not stated by Apple.
    case measured
    /// Stated by Apple (Human Interface Guidelines, developer documentation, WWDC sessions).
    case documented

    private var rank: Int {
        switch self {
        case .inferred: 0
        case .measured: 1
        case .documented: 2
        }
    }

    /// Orders by strength: `inferred < measured < documented`.
    public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
        lhs.rank < rhs.rank
    }
}
