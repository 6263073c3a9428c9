import TypeFitDynamicType
import TypeFitShaping

/// The faces that stand for the system font (SF Pro) in measurements.
///
/// Apple does not allow SF Pro to be redistributed. A user who has the fonts points TypeFit at
/// them: the static cuts (families "SF Pro Text" and "SF Pro Display", switching at 20 pt) or the
/// variable "SF Pro" (its `opsz` axis set to the point size). Without them TypeFit uses a declared
/// stand-in, the bundled Inter below 20 pt and Inter Display from 20 pt, and marks every result
/// measured with it as approximate.
public struct SystemFontProvider: Sendable {
    /// Where the faces come from.
    public enum Source: String, Sendable, Equatable, CaseIterable {
        /// The user's own SF Pro files.
        case sfPro
        /// The bundled Inter / Inter Display stand-in.
        case standIn
    }

    /// The faces searched.
    public let library: FontLibrary
    /// Which kind of faces `library` holds.
    public let source: Source
    /// For the stand-in: the bundled variable Inter (`wght` 100–900, `slnt` −10–0), which gives
    /// the weights the static faces lack (100–300, 800, 900, any number between) exactly; nil
    /// when it is not found, and for SF Pro.
    public private(set) var variableStandIn: FontFace? = nil
    /// Why results are approximate, when they are.
    public static let standInReason =
        "SF Pro is not available (Apple does not allow it to be redistributed); measured with the Inter stand-in (Inter below 20 pt, Inter Display from 20 pt); pass your own SF Pro files with --system-font"

    /// The stand-in, from the bundled faces, with the bundled variable Inter for the weights
    /// they lack.
    public static func standIn(bundled: FontLibrary) -> SystemFontProvider {
        SystemFontProvider(library: bundled, source: .standIn, variableStandIn: bundledVariableInter.first)
    }

    /// The bundled variable Inter's faces, its default instance first, then its named instances
    /// (kept alive here, so an instance at a named weight is that instance, `Inter-ExtraBold`),
    /// read once per process so every provider shares its instances and their shaped words;
    /// empty when the file is not found.
    private static let bundledVariableInter: [FontFace] = {
        guard let path = try? BundledFonts.variableInterPath() else { return [] }
        return (try? FontFile.load(path: path)) ?? []
    }()

    /// The user's SF Pro faces, from files or directories. Throws `FontError` for a path that
    /// does not load, and `.unknownFamily` when no SF Pro family is among the faces.
    public static func sfPro(paths: [String]) throws(FontError) -> SystemFontProvider {
        let library = try FontLibrary(paths: paths)
        let families = Set(library.families.map { $0.lowercased() })
        guard !families.isDisjoint(with: ["sf pro text", "sf pro display", "sf pro"]) else {
            throw .unknownFamily("SF Pro", suggestions: library.families)
        }
        return SystemFontProvider(library: library, source: .sfPro)
    }

    /// The faces that draw characters a custom font lacks, as iOS falls back to the system
    /// font: the text cut (SF Pro Text, the variable SF Pro, else SF Pro Display; for the
    /// stand-in, Inter), every weight, so the cascade can take the one closest to the label's.
    /// The text cut because fallback text is measured once for every size, and most text is
    /// set below 20 pt.
    public var fallbackFaces: [FontFace] {
        let families = source == .standIn ? ["Inter"] : ["SF Pro Text", "SF Pro", "SF Pro Display"]
        for family in families {
            let faces = library.faces(inFamily: family)
            let statics = faces.filter { !$0.descriptor.isVariable }
            if !faces.isEmpty { return statics.isEmpty ? faces : statics }
        }
        return []
    }

    /// The variable Inter at `weight` (and `slnt` −10 for `italic`) when `family`'s static faces
    /// lack that weight and slant and the variable font's `wght` axis has it; nil otherwise, so
    /// the static faces (400–700) keep measuring what they measure.
    private func variableInstance(family: String, weight: Int, italic: Bool) -> FontFace? {
        guard let variable = variableStandIn,
            !library.faces(inFamily: family).contains(where: { face in
                !face.descriptor.isVariable && face.descriptor.weight == weight && face.descriptor.isItalic == italic
            }),
            let axis = variable.descriptor.axes.first(where: { $0.tag == "wght" }),
            (axis.minimum...axis.maximum).contains(Double(weight))
        else { return nil }
        var settings = [VariationSetting("wght", Double(weight))]
        if italic {
            guard let slant = variable.descriptor.axes.first(where: { $0.tag == "slnt" }) else { return nil }
            settings.append(VariationSetting("slnt", slant.minimum))
        }
        return variable.withVariations(settings)
    }

    /// The face for system text at `pointSize` points, `weight` (1–1000) and `italic`, with a
    /// note when the family lacks the exact variant.
    public func face(pointSize: Double, weight: Int, italic: Bool) throws(FontError) -> (face: FontFace, note: String?)
    {
        let cut: SystemFontCut = pointSize < SystemFontCut.displayThreshold ? .text : .display
        switch source {
        case .standIn:
            let family = cut == .text ? "Inter" : "Inter Display"
            if let instance = variableInstance(family: family, weight: weight, italic: italic) {
                let note =
                    cut == .display
                    ? "Inter Display has no weight \(weight) face; using the variable Inter at wght \(weight)" : nil
                return (instance, note)
            }
            let resolution = try library.resolve(family: family, weight: weight, italic: italic)
            return (resolution.face, resolution.substitutionNote)
        case .sfPro:
            if !library.faces(inFamily: "SF Pro").isEmpty {
                let resolution = try library.resolve(family: "SF Pro", weight: weight, italic: italic)
                return (
                    resolution.face.withVariations([VariationSetting("opsz", pointSize)]), resolution.substitutionNote
                )
            }
            let family =
                library.faces(inFamily: cut.familyName).isEmpty
                ? (cut == .text ? "SF Pro Display" : "SF Pro Text") : cut.familyName
            let resolution = try library.resolve(family: family, weight: weight, italic: italic)
            let note =
                family == cut.familyName
                ? resolution.substitutionNote
                : "\(cut.familyName) is not among the SF Pro files given; used \(family)"
            return (resolution.face, note)
        }
    }
}
