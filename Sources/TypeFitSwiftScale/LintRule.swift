/// The rules `typefit lint` checks, each named by the identifier users silence it with
/// (`// typefit:ignore non-scaling-font`, `--disable non-scaling-font`).
public enum LintRule: String, Sendable, CaseIterable, Codable {
    /// A font that does not follow Dynamic Type (`.system(size:)`, `.custom(_:fixedSize:)`,
    /// `UIFont(name:size:)` not passed through `UIFontMetrics`, `UIFont.systemFont(ofSize:)`).
    case nonScalingFont = "non-scaling-font"
    /// More than ten type treatments in the scale.
    case tooManyTypeTreatments = "too-many-type-treatments"
    /// A font name written as a literal outside the file or type that defines the scale.
    case scatteredFontName = "scattered-font-name"
    /// A font name that matches no PostScript or family name among the fonts given.
    case unknownFontName = "unknown-font-name"
    /// A font whose file is not listed in the Info.plist's `UIAppFonts`.
    case unregisteredFont = "unregistered-font"
    /// `.bold()`, `.italic()` or `.weight(…)` on a custom family that has no such face.
    case missingFace = "missing-face"

    /// One line on what the rule checks and why.
    public var summary: String {
        switch self {
        case .nonScalingFont:
            "Fonts that do not scale with Dynamic Type: text stays the same size when the user asks for larger text."
        case .tooManyTypeTreatments:
            "More than 10 type treatments in the type scale: usually a sign the scale should be consolidated."
        case .scatteredFontName:
            "Font names written outside the file or type that defines the type scale: switching typeface then means a hunt through the code."
        case .unknownFontName:
            "Font names that match no PostScript or family name among the fonts given: iOS silently falls back to the system font."
        case .unregisteredFont:
            "Fonts whose files are not listed in UIAppFonts: iOS does not load them and silently falls back to the system font."
        case .missingFace:
            "Bold, italic or a weight asked of a custom family that has no such face: iOS does not synthesize one."
        }
    }
}

/// One finding of `typefit lint`: a rule broken at a place in the code.
public struct LintFinding: Sendable, Equatable, Codable {
    public var rule: LintRule
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(rule: LintRule, location: SwiftSourceLocation, message: String) {
        self.rule = rule
        file = location.file
        line = location.line
        column = location.column
        self.message = message
    }

    /// The compiler's form: `file:line:column: warning: message [rule]`.
    package var compilerLine: String { "\(file):\(line):\(column): warning: \(message) [\(rule.rawValue)]" }
}
