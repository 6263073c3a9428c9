internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitVocabulary

/// Turns what the collector found in every file into the reading: evaluates every definition of
/// the scale at each Dynamic Type size (static properties, enum cases' fonts, fonts held by
/// instances reached through static properties, font functions without parameters and the
/// calls of font functions with constant arguments, then every other font declaration on its
/// own or as a warning), evaluates the fonts used in views, and names the entries as the code
/// names them.
struct SwiftScaleResolution {
    let files: [SwiftSourceFile]
    let declarations: SwiftFileDeclarations
    /// iOS's Bold Text setting.
    var boldText = false
    /// The most entries the scale may have; nil: no limit.
    var maximumDefinitions: Int?

    func resolve() -> SwiftScaleReading {
        let evaluator = SwiftExpressionEvaluator(files: files, declarations: declarations, boldText: boldText)
        var collector = SwiftDefinitionCollector(files: files, declarations: declarations, evaluator: evaluator)
        collector.limit = maximumDefinitions.map(SwiftEntryLimit.init)
        collector.collectProperties()
        collector.collectFunctions()
        if !collector.isOverLimit { collector.accountForEveryFont() }
        if let exceededAt = collector.limit?.exceededAt {
            // Over the limit: the scale is refused, so nothing more is evaluated.
            var reading = SwiftScaleReading()
            reading.definitionsOverLimit = exceededAt
            return reading
        }
        // Fonts used in views and functions (and the definitions' own calls, met again here).
        for index in collector.candidates.indices {
            collector.candidates[index].font.relocateSynthesizedForm(to: collector.candidates[index].location)
        }
        var fonts: [SwiftFontValue] = collector.candidates.map(\.font)
        var uncertain: [SwiftFontValue] = []
        // With `FontFamily` synthesized, the app's calls of it are where its fonts are made; the
        // synthesized file's own font calls are not the app's.
        let synthesized = files.last?.path == SwiftGenFontFamilies.path
        let sites =
            synthesized
            ? declarations.sites.filter { files[$0.fileIndex].path != SwiftGenFontFamilies.path }
                + SwiftGenFontFamilies.useSites(in: files)
            : declarations.sites
        let metricsArguments = ScaledFontArgumentIndex()
        for site in sites {
            let context = SwiftExpressionEvaluator.Context(fileIndex: site.fileIndex, typePath: site.typePath)
            evaluator.beginDefinition()
            let before = evaluator.dynamicTypeReads
            do throws(SwiftEvaluationFailure) {
                guard case .font(var font) = try evaluator.evaluate(site.expression, context) else { continue }
                font.relocateSynthesizedForm(to: files[site.fileIndex].location(of: site.expression))
                if evaluator.dynamicTypeReads != before { font.sizeFromDynamicType = true }
                if SwiftFontFlow.isPassedToMetrics(site.expression, arguments: metricsArguments) {
                    evaluator.noteScaled(font.formLocation)
                }
                fonts.append(font)
            } catch {
                if let form = SwiftFontFlow.fixedForm(site.expression, file: files[site.fileIndex]) {
                    var font = form
                    font.unresolved.append(error.warning)
                    uncertain.append(font)
                }
            }
        }
        var seenForms = Set<SwiftSourceLocation>()
        fonts = fonts.filter { seenForms.insert($0.formLocation).inserted }
        uncertain = uncertain.filter { seenForms.insert($0.formLocation).inserted }
        let scaledForms = evaluator.scaledForms
        var candidates = collector.candidates
        candidates.removeAll {
            ($0.font.api == .uiFontNamed || $0.font.api == .uiFontSystemSize)
                && scaledForms.contains($0.font.formLocation) && $0.font.pointSizes == nil
        }
        for candidate in candidates {
            for problem in candidate.font.unresolved {
                collector.warn(
                    SwiftSourceWarning(
                        location: problem.location,
                        message: "'\(candidate.name)' left out of the scale: \(problem.message)"))
            }
            if let design = candidate.font.design, candidate.font.unresolved.isEmpty {
                let message =
                    !candidate.font.isSystem
                    ? "design .\(design) of a custom font is not modelled; measured with the font as it is"
                    : design == "monospaced"
                        ? "design .monospaced is SF Mono, measured with its stand-in when the fonts given lack it; approximate"
                        : "design .\(design) (\(Self.designFamily(design))) is measured with the system font; approximate"
                collector.warn(
                    SwiftSourceWarning(location: candidate.location, message: "'\(candidate.name)': \(message)"))
            }
        }
        if let first = evaluator.currentTraitCollections.min() {
            let others = evaluator.currentTraitCollections.count - 1
            collector.warn(
                SwiftSourceWarning(
                    location: first,
                    message:
                        "the app's trait collection given to compatibleWith: is taken as the current one: the font follows the Dynamic Type size measured"
                        + (others > 0 ? " (and \(others) more place(s))" : "")))
        }
        var reading = SwiftScaleReading()
        reading.definitions = SwiftEntryNaming.name(candidates, warn: { collector.warn($0) })
        reading.fonts = fonts
        reading.uncertainFonts = uncertain
        reading.scaledForms = scaledForms
        reading.warnings = collector.warnings
        return reading
    }

    /// Apple's family for a font design.
    static func designFamily(_ design: String) -> String {
        switch design {
        case "rounded": "SF Pro Rounded"
        case "serif": "New York"
        case "monospaced": "SF Mono"
        default: design
        }
    }
}
