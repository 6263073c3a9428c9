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

    public init(family: String, upright: [Int: String], italic: [Int: String] = [:]) {
        self.family = family
        self.upright = upright
        self.italic = italic
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
