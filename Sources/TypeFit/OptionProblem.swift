import TypeFitVocabulary

/// What is wrong with an option's number, worded one way for every command and checked before
/// anything is read: `--width must be a positive number of points, got -3.0`.
package enum OptionProblem {
    /// When `value` (points) is not a finite number above 0.
    package static func positivePoints(_ option: String, _ value: Double) -> String? {
        value.isFinite && value > 0 ? nil : "\(option) must be a positive number of points, got \(value)"
    }

    /// When `value` is not a finite number from `lower` to `upper`, both included.
    package static func between(_ option: String, _ value: Double, _ lower: Double, _ upper: Double) -> String? {
        value.isFinite && value >= lower && value <= upper
            ? nil
            : "\(option) must be between \(lower.pointsText(decimals: nil)) and \(upper.pointsText(decimals: nil)), got \(value)"
    }
}
