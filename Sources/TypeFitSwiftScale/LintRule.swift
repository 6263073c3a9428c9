import TypeFitDynamicType

/// The rules `typefit lint` checks, each named by the identifier users silence it with
/// (`// typefit:ignore non-scaling-font`, `--disable non-scaling-font`).
public enum LintRule: String, Sendable, CaseIterable, Codable {
    /// A font whose size is the same at every Dynamic Type size (`.system(size:)`,
    /// `.custom(_:fixedSize:)`, `UIFont(name:size:)` not passed through `UIFontMetrics`,
    /// `UIFont.systemFont(ofSize:)`, each with a size that does not follow Dynamic Type); a note
    /// where the size cannot be worked out.
    case nonScalingFont = "non-scaling-font"
    /// A font that scales twice: a size that already follows Dynamic Type given to a scaling API,
    /// or `UIFontMetrics.scaledFont(for:)` of a font that already scales.
    case scalesTwice = "scales-twice"
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
    /// `Font.custom(_:relativeTo:)` without `size:`, which does not compile.
    case customFontWithoutSize = "custom-font-without-size"

    /// One line on what the rule checks and why.
    public var summary: String {
        switch self {
        case .nonScalingFont:
            "Fonts that do not scale with Dynamic Type: text stays the same size when the user asks for larger text."
        case .scalesTwice:
            "Fonts that scale twice: a size already scaled for Dynamic Type given to an API that scales it again, so text grows far more than the user asked."
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
        case .customFontWithoutSize:
            "\(CustomFontWithoutSizeRule.written) without size:, which does not compile: SwiftUI needs the size at the Large setting."
        }
    }
}
