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
    public enum Source: Sendable, Equatable {
        /// The user's own SF Pro files.
        case sfPro
        /// The bundled Inter / Inter Display stand-in.
        case standIn
    }

    /// The faces searched.
    public let library: FontLibrary
    /// Which kind of faces `library` holds.
    public let source: Source
    /// Why results are approximate, when they are.
    public static let standInReason =
        "SF Pro is not available (Apple does not allow it to be redistributed); measured with the Inter stand-in (Inter below 20 pt, Inter Display from 20 pt); pass your own SF Pro files with --system-font"

    /// The stand-in, from the bundled faces.
    public static func standIn(bundled: FontLibrary) -> SystemFontProvider {
        SystemFontProvider(library: bundled, source: .standIn)
    }

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

    /// The face for system text at `pointSize` points, `weight` (1–1000) and `italic`, with a
    /// note when the family lacks the exact variant.
    public func face(pointSize: Double, weight: Int, italic: Bool) throws(FontError) -> (face: FontFace, note: String?)
    {
        let cut: SystemFontCut = pointSize < SystemFontCut.displayThreshold ? .text : .display
        switch source {
        case .standIn:
            let resolution = try library.resolve(
                family: cut == .text ? "Inter" : "Inter Display", weight: weight, italic: italic)
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
