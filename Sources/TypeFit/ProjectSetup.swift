import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping

/// Where a project's type scale and fonts come from and how the scale is resolved: what the
/// command-line tool's `--scale`, `--fonts`, `--system-font`, `--model`, `--tracking`,
/// `--bold-text`, `--no-system-fallback` and `--neutral-characters` say. The defaults are the
/// tool's: the bundled Inter type scale and fonts, the Inter stand-in for SF Pro.
public struct ProjectSetup: Sendable {
    /// The type scale (see ``TypeScaleLoader``).
    public var scale = TypeScaleLoader.defaultSource
    /// The app's font files or directories; empty for TypeFit's bundled Inter.
    public var fontPaths: [String] = []
    /// The user's own SF Pro files or directories; empty for the Inter stand-in (approximate).
    public var systemFontPaths: [String] = []
    /// How custom sizes scale.
    public var model: ScalingModel = .default
    /// Which column of the SF tracking table applies to system text.
    public var tracking: SFTrackingSource = .points
    /// As with iOS's Bold Text on.
    public var boldText = false
    /// Whether installed Noto fonts stand in for iOS's script fonts when the app's fonts and the
    /// system font lack a character.
    public var systemFallback = true
    /// Which face draws spaces, punctuation and digits next to fallback text.
    public var neutralCharacters: NeutralCharacterFace = .spacesFollowText

    /// The tool's defaults.
    public init() {}

    /// The fonts: the app's, or the bundled ones. Their warnings go to `warn`.
    public func fontLibrary(warn: (String) -> Void = { _ in }) throws(TypeFitError) -> FontLibrary {
        do {
            let library = fontPaths.isEmpty ? try BundledFonts.library() : try FontLibrary(paths: fontPaths)
            for warning in library.warnings { warn(warning) }
            return library
        } catch {
            throw TypeFitError(error.description)
        }
    }

    /// The type scale resolved at every size against `library`, with the `placeOnly` entries its
    /// scale has no entry of the same name for (``ResolvedTypeScale/placeOnlyEntries``); what the
    /// scale's reading and resolving leave unread or guess goes to `warn` (the resolved scale
    /// keeps its own notes).
    public func resolve(
        library: FontLibrary, adding placeOnly: [TypeScaleEntry] = [], warn: (String) -> Void = { _ in }
    ) throws(TypeFitError) -> ResolvedTypeScale {
        let systemFont: SystemFontProvider
        if systemFontPaths.isEmpty {
            do { systemFont = .standIn(bundled: try BundledFonts.library()) } catch {
                throw TypeFitError(error.description)
            }
        } else {
            do { systemFont = try .sfPro(paths: systemFontPaths) } catch {
                throw TypeFitError("--system-font: \(error.description)")
            }
        }
        var resolver = TypeScaleResolver(
            library: library, systemFont: systemFont, model: model, trackingSource: tracking)
        resolver.boldText = boldText
        var typeScale = try TypeScaleLoader.load(
            scale, boldText: boldText, fonts: fontPaths.isEmpty ? nil : library, warn: warn)
        let added = placeOnly.filter { typeScale.entry(named: $0.name) == nil }
        typeScale.entries += added
        do {
            var resolved = try resolver.resolve(typeScale)
            resolved.placeOnlyEntries = Set(added.map(\.name))
            return resolved
        } catch {
            throw TypeFitError(error.description)
        }
    }

    /// The shaper for `resolved`: its fallback cascade (see ``fallback(for:)``), the
    /// neutral-character rule and a word cache.
    public func measurer(for resolved: ResolvedTypeScale) -> TextMeasurer {
        TextMeasurer(
            fallback: resolved.fallbackCascade(system: systemFallback ? .standard : nil),
            neutralCharacters: neutralCharacters)
    }

    /// iOS's fallback cascade: the family's cascade list from the type scale, the system font
    /// (or its Inter stand-in), and, unless ``systemFallback`` is off, installed Noto fonts for
    /// the system's script fonts; never the app's other fonts unless a cascade list names them.
    /// Without a scale (`measure`, `shape`), the bundled Inter stands in for SF Pro and no
    /// cascade list applies.
    public func fallback(for resolved: ResolvedTypeScale?) throws(TypeFitError) -> FallbackCascade {
        let system: SystemFontFallback? = systemFallback ? .standard : nil
        if let resolved { return resolved.fallbackCascade(system: system) }
        do {
            return .sfProStandIn(library: try BundledFonts.library(), system: system)
        } catch {
            throw TypeFitError(error.description)
        }
    }
}
