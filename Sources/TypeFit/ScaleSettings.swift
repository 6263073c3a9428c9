import TypeFitDynamicType
import TypeFitReport
import TypeFitScale
import TypeFitShaping

/// Which type scale a command resolves and how, as the command-line tool's `--scale`,
/// `--system-font`, `--model`, `--tracking` and `--bold-text` give it: the model and tracking
/// column by name, read only when the scale is resolved (``setup(fonts:)``).
package struct ScaleSettings: Sendable {
    /// The type scale (see ``TypeScaleLoader``).
    package var scale: String
    /// The user's own SF Pro files or directories; empty for the Inter stand-in.
    package var systemFontPaths: [String]
    /// How custom sizes scale, by name (``ScalingModel``: leading or pointSize).
    package var modelName: String
    /// Which column of the SF tracking table applies to system text, by name
    /// (``SFTrackingSource``: points or em).
    package var trackingName: String
    /// As with iOS's Bold Text on.
    package var boldText: Bool

    package init(scale: String, systemFontPaths: [String], modelName: String, trackingName: String, boldText: Bool) {
        self.scale = scale
        self.systemFontPaths = systemFontPaths
        self.modelName = modelName
        self.trackingName = trackingName
        self.boldText = boldText
    }

    /// `fonts` (a setup giving the font fields) with this type scale and its resolving options;
    /// a name of no known model or tracking column is an error listing the accepted ones.
    package func setup(fonts: ProjectSetup = ProjectSetup()) throws(TypeFitError) -> ProjectSetup {
        var setup = fonts
        setup.scale = scale
        setup.systemFontPaths = systemFontPaths
        do throws(DynamicTypeError) {
            setup.model = try ScalingModel.parse(modelName)
            setup.tracking = try SFTrackingSource.parse(trackingName)
        } catch {
            throw TypeFitError(error.description)
        }
        setup.boldText = boldText
        return setup
    }

    /// `typefit scale`'s answer in `format`: the scale as read, written as a JSON type scale
    /// (json-scale; the fonts are read only when `fonts` names them, for SwiftGen's `FontFamily`, and the scale's notes go to `warn`), or resolved at every
    /// size against the fonts `fonts` gives, as JSON or as text (the resolved scale's warnings to
    /// `warn` first). The scale's ``TypeScale/consolidationAdvice`` goes to `warn` here only.
    package func scaleText(as format: ScaleOutputFormat, fonts: ProjectSetup, warn: (String) -> Void) throws
        -> String
    {
        if format == .jsonScale {
            // The app's fonts are read only when given: SwiftGen's `FontFamily` is made from them.
            let library = fonts.fontPaths.isEmpty ? nil : try fonts.fontLibrary(warn: warn)
            let typeScale = try TypeScaleLoader.load(scale, boldText: boldText, fonts: library, warn: warn)
            for note in typeScale.notes { warn(note) }
            if let advice = typeScale.consolidationAdvice { warn(advice) }
            return typeScale.jsonText()
        }
        let library = try fonts.fontLibrary(warn: warn)
        let resolved = try setup(fonts: fonts).resolve(library: library, warn: warn)
        if format == .text { for warning in resolved.warnings { warn(warning) } }
        if let advice = resolved.scale.consolidationAdvice { warn(advice) }
        return try ScaleReport(resolved).text(as: format == .json ? .json : .text)
    }
}
