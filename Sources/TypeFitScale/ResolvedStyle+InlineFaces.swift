import TypeFitShaping
import TypeFitVocabulary

/// The faces inline Markdown's styles draw with, as SwiftUI picks them for a localized `Text`.
///
/// - **bold** (`**…**`): `.bold()`, the bold symbolic trait. A system text style at its own
///   weight takes the platform table's emphasized weight (Apple's Dynamic Type tables: body,
///   callout, subheadline, footnote, captions and title3 → Semibold; largeTitle, title, title2 →
///   Bold; headline stays Semibold). Any other face (a custom font, or an explicit weight) takes
///   the family's Bold (700) when lighter, and stays as it is at 700 and above (CoreText gives
///   the bold trait to Bold and heavier faces). Confidence: the emphasized weights are Apple's
///   documented ones; that Markdown's strong emphasis applies exactly that trait, and the
///   custom-font rule (SemiBold → Bold), are inferred from CoreText's trait matching, not
///   measured on a device.
/// - *italic* (`*…*`): the family's italic at the run's weight (an italic static face, an italic
///   named instance of a variable font with `wght` set, or an `ital` axis).
/// - ***both***: the italic at the bold weight.
/// - `code`: the system monospaced face (SF Mono, or its marked stand-in, see
///   ``MonospacedSystemFont``) at the run's weight and slant; the point size is the run's.
/// - link and ~~strikethrough~~: the run's face unchanged (colour and a line, no new face).
///
/// A face the family lacks is never synthesized, on iOS or here: the nearest face is used
/// (the nearest weight by the CSS rule, italic before upright) and a note says so.
extension ResolvedStyle {
    /// The weight a bold run takes: ``emphasizedWeight`` for a system text style at its own
    /// weight, else Bold (700), or the face's own weight when already 700 or heavier.
    package var boldWeight: Int {
        emphasizedWeight ?? max(face.descriptor.weight, 700)
    }

    /// The face `style` draws with at this size. `library` holds the fonts given (the app's and
    /// the user's system fonts): SF Mono is looked for there, for code.
    package func face(for style: InlineStyle, library: FontLibrary) -> InlineFace {
        let weight = style.contains(.bold) ? boldWeight : face.descriptor.weight
        let italic = style.contains(.italic) || face.descriptor.isItalic
        if style.contains(.code) {
            let monospaced = MonospacedSystemFont.faces(in: library)
            guard let choice = Self.closest(in: monospaced.faces, weight: weight, italic: italic) else {
                return InlineFace(
                    face: face,
                    note:
                        "no monospaced face for code: \(MonospacedSystemFont.appleFamily) is not among the fonts given and no stand-in (DejaVu Sans Mono, Debian fonts-dejavu-core) is installed; measured in \(face.descriptor.family)"
                )
            }
            let family = monospaced.standIn?.family ?? MonospacedSystemFont.appleFamily
            return InlineFace(
                face: choice.face, note: Self.note(family: family, choice: choice, weight: weight, italic: italic),
                standIn: monospaced.standIn)
        }
        guard weight != face.descriptor.weight || italic != face.descriptor.isItalic else {
            return InlineFace(face: face)
        }
        let family = familyFaces.isEmpty ? [face] : familyFaces
        guard var choice = Self.closest(in: family, weight: weight, italic: italic) else {
            return InlineFace(face: face)
        }
        // Keep the size's other axis settings (a variable SF Pro's optical size).
        let others = face.descriptor.variations.filter { !["wght", "ital", "slnt"].contains($0.tag) }
        if choice.face.descriptor.isVariable, !others.isEmpty { choice.face = choice.face.withVariations(others) }
        return InlineFace(
            face: choice.face,
            note: Self.note(family: face.descriptor.family, choice: choice, weight: weight, italic: italic))
    }

    /// A face chosen from a family, and whether it has what was asked.
    struct FaceChoice {
        var face: FontFace
        var hasItalic: Bool
        var hasWeight: Bool
    }

    /// The face of `faces` (one family) for `weight` and `italic`: the asked slant (an `ital`
    /// axis counts), else the other; then the exact static weight, a `wght` axis set to it, or the
    /// nearest weight (CSS Fonts rule). nil when `faces` is empty.
    static func closest(in faces: [FontFace], weight: Int, italic: Bool) -> FaceChoice? {
        var candidates = faces.filter { $0.descriptor.isItalic == italic }
        if candidates.isEmpty, italic,
            let axis = faces.first(where: { $0.descriptor.axes.contains { $0.tag == "ital" && $0.maximum >= 1 } })
        {
            candidates = [axis.withVariations([VariationSetting("ital", 1)])]
        }
        let hasItalic = !candidates.isEmpty
        if candidates.isEmpty { candidates = faces }
        guard !candidates.isEmpty else { return nil }
        if let exact = candidates.first(where: { !$0.descriptor.isVariable && $0.descriptor.weight == weight }) {
            return FaceChoice(face: exact, hasItalic: hasItalic, hasWeight: true)
        }
        if let variable = candidates.first(where: { face in
            face.descriptor.axes.contains {
                $0.tag == "wght" && $0.minimum <= Double(weight) && Double(weight) <= $0.maximum
            }
        }) {
            return FaceChoice(
                face: variable.withVariations([VariationSetting("wght", Double(weight))]), hasItalic: hasItalic,
                hasWeight: true)
        }
        let nearest = FontLibrary.nearestWeight(to: weight, among: candidates.map(\.descriptor.weight))
        let chosen =
            candidates.first { $0.descriptor.weight == nearest && !$0.descriptor.isVariable }
            ?? candidates.first { $0.descriptor.weight == nearest }!
        return FaceChoice(face: chosen, hasItalic: hasItalic, hasWeight: nearest == weight)
    }

    /// The note for a choice that lacks something; nil when it has everything.
    static func note(family: String, choice: FaceChoice, weight: Int, italic: Bool) -> String? {
        var parts: [String] = []
        if !choice.hasItalic {
            parts.append(
                "\(family) has no \(italic ? "italic" : "upright") face; \(italic ? "upright" : "italic") used — iOS does not synthesize one"
            )
        }
        if !choice.hasWeight {
            parts.append(
                "\(family) has no weight \(weight)\(italic && choice.hasItalic ? " italic" : "") face; \(choice.face.postScriptName) (weight \(choice.face.descriptor.weight)) used — iOS does not synthesize one"
            )
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
