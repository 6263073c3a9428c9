import ArgumentParser
import TypeFit

/// `--scale`, `--system-font` and the model options: which type scale a command resolves, and how.
struct ScaleOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A type scale: a JSON type scale file, Swift code (a .swift file or a directory of them: the fonts its static properties and enums define), a ScaledFont style dictionary (.plist, or JSON of text style → {fontName, fontSize}), or a built-in: builtin:inter (default) or builtin:system.",
            valueName: "file"))
    var scale = TypeScaleLoader.defaultSource

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

    /// The scale and how to resolve it, as the options give them.
    var settings: ScaleSettings {
        ScaleSettings(
            scale: scale, systemFontPaths: systemFontPaths, modelName: model, trackingName: trackingSource,
            boldText: boldText)
    }
}
