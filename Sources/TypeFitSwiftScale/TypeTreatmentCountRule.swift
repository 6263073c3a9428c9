import TypeFitDynamicType
import TypeFitScale

/// `too-many-type-treatments`: more than `TypeScale.recommendedMaximumEntries` treatments in the
/// scale. Treatments are counted by role: definitions of the same name whose face and size agree
/// (a `Font` and its `UIFont` twin, the same style written for two platforms) count once, and a
/// call of a font function (`font(forTextStyle: .body, weight: .bold)`) counts only when no named
/// definition already has its face and size.
struct TypeTreatmentCountRule {
    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        let named = Set(reading.definitions.filter { !Self.isCall($0) }.map { Self.look($0.font) })
        var seen = Set<String>()
        var over: SwiftFontDefinition?
        for definition in reading.definitions {
            let role: String
            if Self.isCall(definition) {
                guard !named.contains(Self.look(definition.font)) else { continue }
                role = "call|" + Self.look(definition.font)
            } else {
                role = definition.name + "|" + Self.look(definition.font)
            }
            guard seen.insert(role).inserted else { continue }
            if seen.count == TypeScale.recommendedMaximumEntries + 1 { over = definition }
        }
        guard let over, let first = reading.definitions.first else { return [] }
        let maximum = TypeScale.recommendedMaximumEntries
        return [
            LintFinding(
                rule: .tooManyTypeTreatments, location: over.location,
                message:
                    "the type scale defines \(seen.count) type treatments, more than \(maximum) (from \(first.entryName) at \(first.location.file):\(first.location.line)); consolidate it"
            )
        ]
    }

    /// Whether the definition is a call of a font function with arguments, named by the call as
    /// written (`font(forTextStyle: .body)`; not `title()`, a named function).
    static func isCall(_ definition: SwiftFontDefinition) -> Bool {
        definition.name.contains("(") && !definition.name.hasSuffix("()")
    }

    /// How a font looks: face (family or system, weight, italic) and size at each Dynamic Type
    /// size it has (or at Large).
    static func look(_ font: SwiftFontValue) -> String {
        let face = "\(font.isSystem ? "system" : font.name ?? "?") \(font.weight ?? 400)\(font.italic ? " italic" : "")"
        let large = font.size ?? Platform.iOS.typeTable.metrics(for: font.textStyle, at: .large)?.pointSize
        let size = font.pointSizes.map { "\($0)" } ?? large.map { "\($0)" } ?? "?"
        return "\(face)|\(size)"
    }
}
