import Foundation
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitVocabulary

/// The rules that need the app's fonts: names that match no face, faces whose files
/// `UIAppFonts` does not list, and bold, italic or weights a custom family lacks.
struct FontNameChecks {
    let library: FontLibrary
    let registration: AppFontRegistration?

    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        var findings: [LintFinding] = []
        for font in reading.fonts where !font.isSystem {
            guard let name = font.name else { continue }
            let at = font.nameLiteralLocation ?? font.formLocation
            guard let face = face(named: name, font) else {
                let suggestions = NameSuggestions.closest(
                    to: name, among: library.faces.map(\.descriptor.postScriptName))
                let hint = suggestions.isEmpty ? "" : " (closest: \(suggestions.prefix(3).joined(separator: ", ")))"
                findings.append(
                    LintFinding(
                        rule: .unknownFontName, location: at,
                        message:
                            "\"\(name)\" matches no PostScript or family name among the fonts given\(hint); iOS silently uses the system font"
                    ))
                continue
            }
            if let registration, !isRegistered(face.descriptor.path, registration) {
                let file = URL(fileURLWithPath: face.descriptor.path).lastPathComponent
                findings.append(
                    LintFinding(
                        rule: .unregisteredFont, location: at,
                        message:
                            "\"\(name)\" is in \(file), which UIAppFonts in \(registration.source) does not list; iOS silently uses the system font"
                    ))
            }
            findings += missingFaces(font, family: face.descriptor.family)
        }
        return findings
    }

    /// The face whose PostScript name is `name`, else the face of the family `name` that the
    /// font's weight and italic choose.
    private func face(named name: String, _ font: SwiftFontValue) -> FontFace? {
        if let face = try? library.face(postScriptName: name) { return face }
        return try? library.resolve(family: name, weight: font.weight ?? 400, italic: font.italic).face
    }

    private func isRegistered(_ path: String, _ registration: AppFontRegistration) -> Bool {
        registration.registeredFiles.contains { path.hasSuffix("/" + $0) || path == $0 }
    }

    /// `.bold()`, `.italic()`, `.weight(…)` asking for a face the family does not have.
    private func missingFaces(_ font: SwiftFontValue, family: String) -> [LintFinding] {
        guard !font.styleModifiers.isEmpty else { return [] }
        let faces = library.faces(inFamily: family)
        let weight = font.weight ?? 400
        let hasFace = faces.contains { face in
            let italicMatches = face.descriptor.isItalic == font.italic
            if let axis = face.descriptor.axes.first(where: { $0.tag == "wght" }) {
                return italicMatches && Double(weight) >= axis.minimum && Double(weight) <= axis.maximum
            }
            return italicMatches && face.descriptor.weight == weight
        }
        guard !hasFace else { return [] }
        let wanted = (FontWeightName.name(weight)) + (font.italic ? " italic" : "")
        let available = Set(
            faces.map { "\(FontWeightName.name($0.descriptor.weight))\($0.descriptor.isItalic ? " italic" : "")" }
        ).sorted()
        return font.styleModifiers.map { modifier in
            LintFinding(
                rule: .missingFace, location: modifier.location,
                message:
                    ".\(modifier.written) asks \(family) for a \(wanted) face, which the fonts given do not have (\(available.joined(separator: ", "))); iOS does not synthesize one"
            )
        }
    }
}

/// A weight's Apple name, or its number.
enum FontWeightName {
    static func name(_ weight: Int) -> String {
        FontWeight(value: weight)?.description ?? String(weight)
    }
}
