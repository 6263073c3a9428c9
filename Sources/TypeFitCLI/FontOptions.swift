import ArgumentParser
import TypeFit

/// `--fonts DIR…`: where a command finds the app's fonts.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "A font file or directory (walked recursively) of the app's fonts; repeat for several. Default: TypeFit's bundled Inter and Inter Display.",
        valueName: "path"))
    var paths: [String] = []

    @Flag(help: "Do not fall back to installed Noto fonts for characters the app's fonts lack (they are then reported as missing).")
    var noSystemFallback = false

    @Option(help: ArgumentHelp(
        "Which face draws spaces, punctuation and digits next to fallback text: spacesFollowText (spaces keep the face of the text before them, Pango's rule; default), primary (the app's font whenever it has the glyph), preceding (the fallback face before them whenever it has the glyph). Apple does not document UIKit's choice.",
        valueName: "rule"))
    var neutralCharacters: NeutralCharacterFace = .spacesFollowText

    /// The library the user named, or the bundled faces. Warnings go to standard error.
    func library() throws -> FontLibrary {
        do {
            let library = paths.isEmpty ? try BundledFonts.library() : try FontLibrary(paths: paths)
            for warning in library.warnings { CommandFailure.warn(warning) }
            return library
        } catch {
            throw CommandFailure.badInput(error.description)
        }
    }

    /// The shaper: the fallback cascade, the neutral-character rule, and the shared word cache.
    func measurer(for library: FontLibrary) -> TextMeasurer {
        TextMeasurer(fallback: fallback(for: library), neutralCharacters: neutralCharacters)
    }

    /// The fallback cascade: the library's faces and, unless turned off, installed Noto fonts.
    func fallback(for library: FontLibrary) -> FallbackCascade {
        var cascade = FallbackCascade.standard(library: library)
        if noSystemFallback { cascade.system = nil }
        return cascade
    }
}

extension NeutralCharacterFace: ExpressibleByArgument {}
