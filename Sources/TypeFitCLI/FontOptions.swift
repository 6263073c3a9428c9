import ArgumentParser
import TypeFit

/// `--fonts DIR…`: where a command finds the app's fonts.
struct FontOptions: ParsableArguments {
    @OptionGroup var pathsOption: FontPathsOption<Measuring>
    /// The font files and directories given with `--fonts`.
    var paths: [String] { pathsOption.paths }

    @Flag(
        help:
            "Do not fall back to installed Noto fonts (standing in for iOS's script fonts) for characters the app's font and the system font lack (they are then reported as missing)."
    )
    var noSystemFallback = false

    @Option(
        help: ArgumentHelp(
            "Which face draws spaces, punctuation and digits next to fallback text: spacesFollowText (spaces keep the face of the text before them, Pango's rule; default), primary (the app's font whenever it has the glyph), preceding (the fallback face before them whenever it has the glyph). Apple does not document UIKit's choice.",
            valueName: "rule"))
    var neutralCharacters: NeutralCharacterFace = .spacesFollowText

    /// The setup of these options alone (the bundled type scale).
    var setup: ProjectSetup {
        var setup = ProjectSetup()
        setup.fontPaths = paths
        setup.systemFallback = !noSystemFallback
        setup.neutralCharacters = neutralCharacters
        return setup
    }
}

extension NeutralCharacterFace: ExpressibleByArgument {}
