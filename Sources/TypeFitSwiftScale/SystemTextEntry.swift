import TypeFitDynamicType
import TypeFitScale
import TypeFitStrings
import TypeFitVocabulary

/// Type scale entries for text the app sets in the system font or leaves to a system
/// container, named so a constraints file (and the places read from the views) can use them
/// whatever the app's own type scale holds:
///
/// - `system.headline`: the system font at a text style, following Dynamic Type as the style
///   does (`Font.headline`, `UIFont.preferredFont(forTextStyle: .headline)`); `system.body.bold`
///   at a weight.
/// - `system.17pt`, `system.14pt.semibold`: the system font at a fixed size (`Font.system(size:)`,
///   `UIFont.systemFont(ofSize:weight:)`, a `UILabel` whose font the code never sets: 17 pt).
/// - `container.navigationTitle.inline`: a system container's own font at each size, from
///   ``SystemContainers`` (bars keep 17 pt; alerts grow from Large and never shrink).
///
/// A scale's own entry of the same name wins; these are made only for names it lacks.
public enum SystemTextEntry {
    /// The prefix of a system-font entry's name.
    public static let systemPrefix = "system."
    /// The prefix of a system container's font entry's name.
    public static let containerPrefix = "container."

    /// The name of the system font at `style` (and `weight`, when the code asks for one).
    public static func name(style: TextStyle, weight: FontWeight? = nil) -> String {
        systemPrefix + style.rawValue + (weight.map { "." + ($0.name ?? String($0.value)) } ?? "")
    }

    /// The name of the system font at a fixed `points` (and `weight`).
    public static func name(fixedPoints points: Double, weight: FontWeight? = nil) -> String {
        systemPrefix + points.pointsText(decimals: 1) + "pt"
            + (weight.map { "." + ($0.name ?? String($0.value)) } ?? "")
    }

    /// The name of `container`'s own font on a phone.
    public static func name(container: SystemContainer) -> String {
        containerPrefix + container.rowID(ipad: false)
    }

    /// Whether `name` is written as one of these entries' names.
    public static func isReserved(_ name: String) -> Bool {
        name.hasPrefix(systemPrefix) || name.hasPrefix(containerPrefix)
    }

    /// The entry `name` stands for, or nil when it is not such a name (an unknown text style,
    /// weight or container row).
    public static func entry(named name: String) -> TypeScaleEntry? {
        if name.hasPrefix(containerPrefix) { return containerEntry(name) }
        guard name.hasPrefix(systemPrefix) else { return nil }
        var parts = name.dropFirst(systemPrefix.count).split(separator: ".", omittingEmptySubsequences: false)
            .map(String.init)
        // A fixed size may itself hold a decimal point (`system.10.5pt`).
        if parts.count >= 2, parts[1].hasSuffix("pt"), Double(parts[0]) != nil {
            parts.replaceSubrange(0...1, with: [parts[0] + "." + parts[1]])
        }
        guard let head = parts.first, parts.count <= 2 else { return nil }
        var weight: FontWeight?
        if parts.count == 2 {
            guard let parsed = FontWeight(name: parts[1]) else { return nil }
            weight = parsed
        }
        if head.hasSuffix("pt"), let points = Double(head.dropLast(2)), points > 0, points <= 1_000 {
            return TypeScaleEntry(
                name: name, textStyle: .body, weight: weight?.value, size: points, scaling: .fixed,
                definedAt: "the system font at \(points.pointsText(decimals: 1)) pt, fixed")
        }
        guard let style = TextStyle(rawValue: head) else { return nil }
        return TypeScaleEntry(
            name: name, textStyle: style, weight: weight?.value,
            definedAt: "the system font at \(style.rawValue), following Dynamic Type")
    }

    /// The system font `name` stands for at the Large size: points (nil for a text style, whose
    /// size is the platform table's), weight (nil: the style's own) and text style; nil when
    /// `name` is not such an entry.
    public static func largeFont(named name: String) -> (points: Double?, weight: FontWeight?, style: TextStyle?)? {
        guard let entry = entry(named: name) else { return nil }
        let weight = entry.weight.flatMap(FontWeight.init(value:))
        if name.hasPrefix(containerPrefix) {
            let id = String(name.dropFirst(containerPrefix.count))
            let font = SystemContainers.font(ofRow: id, at: .large)?.value
            return (font?.pointSize, weight, font?.style)
        }
        return entry.scaling == .fixed ? (entry.size, weight, nil) : (nil, weight, entry.textStyle)
    }

    /// The entry of a container row's font: its point size at each Dynamic Type size (the Large
    /// size where the table does not know another), its weight.
    private static func containerEntry(_ name: String) -> TypeScaleEntry? {
        let id = String(name.dropFirst(containerPrefix.count))
        guard let large = SystemContainers.font(ofRow: id, at: .large)?.value else { return nil }
        let sizes = DynamicTypeSize.allCases.map { size in
            SystemContainers.font(ofRow: id, at: size)?.value?.pointSize ?? large.pointSize
        }
        return TypeScaleEntry(
            name: name, textStyle: large.style ?? .body, weight: large.weight.value, pointSizes: sizes,
            definedAt: "the system container \(id)'s font (\(large))")
    }
}
