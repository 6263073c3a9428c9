import ArgumentParser
import Foundation
import TypeFit
import TypeFitReport

/// `--scale`, `--system-font` and the model options: which type scale a command resolves, and how.
struct ScaleOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A type scale: a JSON type scale file, Swift code (a .swift file or a directory of them: the fonts its static properties and enums define), a ScaledFont style dictionary (.plist, or JSON of text style → {fontName, fontSize}), or a built-in: builtin:inter (default) or builtin:system.",
            valueName: "file"))
    var scale = "builtin:inter"

    @OptionGroup var systemFontOption: SystemFontOption<Resolving>

    @Option(
        help: ArgumentHelp(
            "How custom sizes scale: leading (the ratio of the style's leading; best supported) or pointSize (the ratio of point sizes).",
            valueName: "model"))
    var model = "leading"

    @Option(
        name: .customLong("tracking"),
        help: ArgumentHelp(
            "Which column of the SF tracking table applies to system text: points (default) or em.", valueName: "column"
        ))
    var trackingSource = "points"

    @Flag(
        name: .customLong("bold-text"),
        help:
            "As with iOS's Bold Text setting on: Swift type scales are evaluated with legibilityWeight .bold (and UIAccessibility.isBoldTextEnabled), and the system font is drawn heavier (inferred)."
    )
    var boldText = false

    /// The user's own SF Pro files or directories.
    var systemFontPaths: [String] { systemFontOption.systemFontPaths }

    /// Reads the scale the user named. Warnings go to standard error.
    func loadScale() throws -> TypeScale {
        try TypeScaleLoader.load(scale, boldText: boldText, warn: CommandFailure.warn)
    }

    /// The project setup these options give (fonts are set by the caller).
    func setup() throws -> ProjectSetup {
        try ProjectSetup(
            scale: scale, systemFontPaths: systemFontPaths, modelName: model, trackingName: trackingSource,
            boldText: boldText)
    }

    /// The scale resolved at every size against `library`. Warnings go to standard error.
    func resolve(library: FontLibrary) throws -> ResolvedTypeScale {
        try setup().resolve(library: library, warn: CommandFailure.warn)
    }
}
