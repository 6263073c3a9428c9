import ArgumentParser
import Foundation
import TypeFit
import TypeFitReport
import TypeFitSwiftScale

/// `--scale`, `--system-font` and the model options: which type scale a command resolves, and how.
struct ScaleOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A type scale: a JSON type scale file, Swift code (a .swift file or a directory of them: the fonts its static properties and enums define), a ScaledFont style dictionary (.plist, or JSON of text style → {fontName, fontSize}), or a built-in: builtin:inter (default) or builtin:system.",
            valueName: "file"))
    var scale = "builtin:inter"

    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "Your own SF Pro files or directory (SF Pro Text/Display, or the variable SF Pro). Without them the system font is measured with the Inter stand-in and marked approximate.",
            valueName: "path"))
    var systemFontPaths: [String] = []

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

    /// Reads the scale the user named.
    func loadScale() throws -> TypeScale {
        if scale != "builtin:inter", scale != "builtin:system", Self.isSwiftSource(scale) {
            return try loadSwiftScale()
        }
        do {
            switch scale {
            case "builtin:inter": return .defaultInter
            case "builtin:system": return .defaultSystem
            default:
                if scale.lowercased().hasSuffix(".plist") { return try TypeScale.loadStyleDictionary(path: scale) }
                let document = try TypeScale.readDocument(path: scale)
                return try document.isStyleDictionary
                    ? TypeScale.parseStyleDictionary(document.data, source: scale)
                    : TypeScale.parse(document.data, source: scale)
            }
        } catch {
            throw CommandFailure.badInput(error.description)
        }
    }

    /// Whether `path` names Swift code: a `.swift` file or a directory.
    static func isSwiftSource(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix(".swift")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// The type scale the Swift code under `scale` defines; what cannot be read is a warning.
    private func loadSwiftScale() throws -> TypeScale {
        do {
            let reading = try SwiftScaleReader.read(paths: [scale], boldText: boldText)
            for warning in reading.warnings { CommandFailure.warn(warning.description) }
            return try reading.typeScale(source: scale)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
    }

    /// The scale resolved at every size against `library`. Warnings go to standard error.
    func resolve(library: FontLibrary) throws -> ResolvedTypeScale {
        let scalingModel: ScalingModel
        let source: SFTrackingSource
        do {
            scalingModel = try ScalingModel.parse(model)
            source = try SFTrackingSource.parse(trackingSource)
        } catch { throw CommandFailure.badInput(error.description) }
        let systemFont: SystemFontProvider
        if systemFontPaths.isEmpty {
            do { systemFont = .standIn(bundled: try BundledFonts.library()) } catch {
                throw CommandFailure.badInput(error.description)
            }
        } else {
            do { systemFont = try .sfPro(paths: systemFontPaths) } catch {
                throw CommandFailure.badInput("--system-font: \(error.description)")
            }
        }
        var resolver = TypeScaleResolver(
            library: library, systemFont: systemFont, model: scalingModel, trackingSource: source)
        resolver.boldText = boldText
        let typeScale = try loadScale()
        do {
            return try resolver.resolve(typeScale)
        } catch {
            throw CommandFailure.badInput(error.description)
        }
    }
}
