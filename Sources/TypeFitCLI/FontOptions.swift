import ArgumentParser
import TypeFit
import TypeFitReport

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
    /// `resolved` gives the cascade lists and the system font; without it (commands that take
    /// no type scale), the bundled Inter stands in for SF Pro and no cascade list applies.
    func measurer(for resolved: ResolvedTypeScale?) throws -> TextMeasurer {
        TextMeasurer(fallback: try fallback(for: resolved), neutralCharacters: neutralCharacters)
    }

    /// iOS's fallback cascade: the family's cascade list from the type scale, the system font
    /// (or its Inter stand-in), and, unless turned off, installed Noto fonts for the system's
    /// script fonts. Never the app's other fonts unless a cascade list names them.
    func fallback(for resolved: ResolvedTypeScale?) throws -> FallbackCascade {
        let system: SystemFontFallback? = noSystemFallback ? nil : .standard
        if let resolved { return resolved.fallbackCascade(system: system) }
        do {
            return .sfProStandIn(library: try BundledFonts.library(), system: system)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
    }
}

extension NeutralCharacterFace: ExpressibleByArgument {}
