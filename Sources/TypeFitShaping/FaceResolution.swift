import TypeFitVocabulary

/// The face a family + weight + italic request resolved to, and whether it is what was asked.
///
/// SwiftUI never synthesizes bold or italic for a custom font: when the family has no face of
/// the asked weight or slant, iOS draws with the nearest face it has. TypeFit does the same and
/// says so, so the user learns the variant is missing instead of seeing a faked width.
public struct FaceResolution: Sendable {
    /// The face that will be used.
    public let face: FontFace
    /// The weight asked for, `usWeightClass` scale (100–900).
    package let requestedWeight: Int
    /// Whether italic was asked for.
    package let requestedItalic: Bool

    /// Whether the face has exactly the asked weight and slant.
    package var isExact: Bool {
        face.descriptor.weight == requestedWeight && face.descriptor.isItalic == requestedItalic
    }

    /// A sentence for the user when the face is a substitute, nil when it is exact.
    public var substitutionNote: String? {
        guard !isExact else { return nil }
        let d = face.descriptor
        var missing: [String] = []
        if d.weight != requestedWeight { missing.append("weight \(requestedWeight)") }
        if d.isItalic != requestedItalic { missing.append(requestedItalic ? "italic" : "upright") }
        return "\(d.family) has no \(missing.joined(separator: " and ")) face"
            + (requestedItalic && d.weight != requestedWeight && d.isItalic ? " in italic" : "")
            + "; using \(d.postScriptName) (weight \(d.weight)\(d.isItalic ? ", italic" : "")) as iOS would; no bold or italic is synthesized"
    }
}

extension FontLibrary {
    /// The face of `family` for `weight` (100–900) and `italic`, chosen as CoreText and CSS
    /// choose: the italic faces if asked and present, else upright; then the exact weight, else
    /// the nearest by the CSS Fonts rule (below 400 look lighter first, above 500 heavier first,
    /// 400–500 try up to 500 first). A variable family with a `wght` axis gives the exact weight
    /// by setting the axis. Throws `.unknownFamily` with the closest family names.
    public func resolve(family: String, weight: Int = 400, italic: Bool = false) throws(FontError) -> FaceResolution {
        let members = faces(inFamily: family)
        guard !members.isEmpty else {
            throw .unknownFamily(family, suggestions: NameSuggestions.closest(to: family, among: families))
        }
        let slanted = members.filter { $0.descriptor.isItalic == italic }
        let candidates = slanted.isEmpty ? members : slanted
        if let exact = candidates.first(where: { $0.descriptor.weight == weight && !$0.descriptor.isVariable }) {
            return FaceResolution(face: exact, requestedWeight: weight, requestedItalic: italic)
        }
        if let variable = candidates.first(where: { face in
            face.descriptor.variations.isEmpty
                && face.descriptor.axes.contains {
                    $0.tag == "wght" && (Int($0.minimum)...Int($0.maximum)).contains(weight)
                }
        }) {
            let instance = variable.withVariations([VariationSetting("wght", Double(weight))])
            return FaceResolution(face: instance, requestedWeight: weight, requestedItalic: italic)
        }
        let nearest = Self.nearestWeight(to: weight, among: candidates.map(\.descriptor.weight))
        let chosen =
            candidates.first { $0.descriptor.weight == nearest && !$0.descriptor.isVariable }
            ?? candidates.first { $0.descriptor.weight == nearest }!
        return FaceResolution(face: chosen, requestedWeight: weight, requestedItalic: italic)
    }

    /// The CSS Fonts Level 4 weight-matching rule over the weights available (at least one):
    /// below 400 lighter first, above 500 heavier first, 400–500 up to 500 first.
    public static func nearestWeight(to desired: Int, among available: [Int]) -> Int {
        let weights = Set(available).sorted()
        if weights.contains(desired) { return desired }
        let lighter = weights.filter { $0 < desired }.reversed()
        let heavier = weights.filter { $0 > desired }
        if desired < 400 { return lighter.first ?? heavier.first! }
        if desired > 500 { return heavier.first ?? lighter.first! }
        if let upTo500 = heavier.first(where: { $0 <= 500 }) { return upTo500 }
        return lighter.first ?? heavier.first!
    }
}
