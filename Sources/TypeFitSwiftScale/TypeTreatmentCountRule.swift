import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// `too-many-type-treatments`: more than `TypeScale.recommendedMaximumEntries` type treatments in
/// the scale, one finding anchored at the scale's first definition in the file that holds most
/// of them (`TypeScaleHome`), listing where the treatments defined elsewhere are.
///
/// A type treatment is a distinct font as text shows it at Large, the default Dynamic Type size:
/// - its family: the custom font's name, or the system font with its design (default, rounded,
///   serif, monospaced);
/// - its size at Large, points: the size given (`size:`, `fixedSize:`, `ofSize:`, the size
///   passed to `UIFontMetrics`), the app's own computed size at Large, or a system text style's
///   size at Large on iOS (body 17);
/// - its weight: the one set, else the system text style's own (headline semibold), else regular;
/// - whether it is italic.
///
/// Names, the text style a size follows and the platform are not part of it: two names for one
/// font (`Theme.body`, `Theme.text`), a `Font` and its `UIFont` twin, `Font.custom("Inter", size:
/// 17, relativeTo: .body)` and the same font scaled as headline are each one treatment. A
/// definition whose family or size is not worked out is not counted.
struct TypeTreatmentCountRule {
    /// How many places defined elsewhere the message lists before "and N more".
    static let listedElsewhere = 5

    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        var firstOfTreatment: [String: SwiftFontDefinition] = [:]
        for definition in reading.definitions {
            guard let treatment = Self.treatment(definition.font) else { continue }
            if let known = firstOfTreatment[treatment], known.location < definition.location { continue }
            firstOfTreatment[treatment] = definition
        }
        let maximum = TypeScale.recommendedMaximumEntries
        guard firstOfTreatment.count > maximum, let home = TypeScaleHome(reading.definitions) else { return [] }
        let elsewhere = firstOfTreatment.values.map(\.location).filter { $0.file != home.file }.sorted()
        let here = firstOfTreatment.count - elsewhere.count
        var whereDefined = "all defined in this file"
        if !elsewhere.isEmpty {
            let listed = elsewhere.prefix(Self.listedElsewhere).map(TypeScaleHome.place).joined(separator: ", ")
            let more =
                elsewhere.count > Self.listedElsewhere ? ", and \(elsewhere.count - Self.listedElsewhere) more" : ""
            whereDefined = "\(here) defined in this file, \(elsewhere.count) elsewhere (\(listed)\(more))"
        }
        return [
            LintFinding(
                rule: .tooManyTypeTreatments, location: home.first.location,
                message:
                    "the type scale has \(firstOfTreatment.count) type treatments (distinct fonts: family, size at Large, weight, italic), more than \(maximum); \(whereDefined); consolidate it"
            )
        ]
    }

    /// The treatment `font` gives (family, size at Large, weight, italic), as a key; nil when its
    /// family or size is not worked out.
    static func treatment(_ font: SwiftFontValue) -> String? {
        let family: String
        if font.isSystem {
            family = "system " + (font.design ?? "default")
        } else if let name = font.name {
            family = name
        } else {
            return nil
        }
        let isTextStyle = font.api == .systemStyle || font.api == .uiFontPreferred
        let size: Double
        if let pointSizes = font.pointSizes {
            size = pointSizes[DynamicTypeSize.large.ordinal]
        } else if let given = font.size {
            size = given
        } else if isTextStyle, let large = Platform.iOS.typeTable.metrics(for: font.textStyle, at: .large) {
            size = large.pointSize
        } else {
            return nil
        }
        let styleWeight = isTextStyle && font.isSystem ? PlatformTypeTable.iOS.row(for: font.textStyle)?.weight : nil
        let weight = font.weight ?? styleWeight?.value ?? 400
        return "\(family)|\(size)|\(weight)|\(font.italic ? "italic" : "upright")"
    }
}
