import TypeFitShaping

/// One family's faces as a type scale registers them: weight → PostScript name, upright and
/// italic. Switching an app's typeface is a change to this one map.
public struct FontRegistration: Sendable, Equatable {
    /// The family name entries refer to.
    public var family: String
    /// Weight (1–1000) → PostScript name of the upright face.
    public var upright: [Int: String]
    /// Weight (1–1000) → PostScript name of the italic face.
    public var italic: [Int: String]
    /// The family's cascade list (`UIFontDescriptor.AttributeName.cascadeList`): PostScript
    /// names or families of the app's other fonts, tried in order for characters the family
    /// lacks, before the system font. Empty: iOS's own cascade (the system font, then the
    /// system's script fonts), never the app's other fonts.
    public var cascade: [String]

    public init(family: String, upright: [Int: String], italic: [Int: String] = [:], cascade: [String] = []) {
        self.family = family
        self.upright = upright
        self.italic = italic
        self.cascade = cascade
    }

    /// Every PostScript name registered, upright then italic, by weight.
    var postScriptNames: [String] {
        upright.sorted { $0.key < $1.key }.map(\.value) + italic.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The registered PostScript name for `weight` and `italic`, and whether it is exact.
    /// A missing weight takes the nearest registered one (CSS Fonts matching), never a
    /// synthesized one; a missing italic takes the upright face.
    func postScriptName(weight: Int, italic wantsItalic: Bool) -> (name: String, exact: Bool)? {
        let useItalic = wantsItalic && !italic.isEmpty
        let table = useItalic ? italic : upright
        guard !table.isEmpty else { return nil }
        let chosen = FontLibrary.nearestWeight(to: weight, among: Array(table.keys))
        return (table[chosen]!, chosen == weight && useItalic == wantsItalic)
    }
}
