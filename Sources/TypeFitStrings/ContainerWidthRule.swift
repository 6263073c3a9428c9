import TypeFitVocabulary

/// How the table derives the width a container leaves its text, in points, from the device's
/// screen width W (points, portrait) and its layout margin m (points per side,
/// ``SystemContainers/layoutMargin(on:)``). Rules, not numbers per device, so every screen in
/// `DeviceWidths.json` gets its width.
public enum ContainerWidthRule: Sendable, Hashable, Decodable {
    /// W − 2m − `less`: text between the layout margins, less the container's own insets.
    case margins(less: Double)
    /// W − `less`: a container placed by its own distance from the screen's edges.
    case screen(less: Double)
    /// The same width on every device: `points` at the regular sizes, `accessibilityPoints` at
    /// AX1–AX5 (nil: unknown there).
    case fixed(points: Double, accessibilityPoints: Double?)
    /// W / n: n items share the screen's width (at most `maximumItems` shown).
    case shareOfScreen(maximumItems: Int?)
    /// (W − 2m − `less`) / n − `eachLess`: n equal segments between the margins.
    case shareOfMargins(less: Double, eachLess: Double)
    /// A title centred between the bar's items: W − 2(m + max(leading, trailing) + `gap`);
    /// W − 2m with no items.
    case centeredBetweenItems(gap: Double)
    /// A title beside the bar's items, no longer centred: W − 2m − leading − trailing − 2·`gap`.
    case besideItems(gap: Double)
    /// Content in the readable content guide: min(W − 2m, `atLarge`) at Large.
    case readable(atLarge: Double)

    private enum Keys: String, CodingKey {
        case rule, less, points, accessibilityPoints, maximumItems, eachLess, gap, atLarge
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        func number(_ key: Keys) throws -> Double { try container.decodeIfPresent(Double.self, forKey: key) ?? 0 }
        switch try container.decode(String.self, forKey: .rule) {
        case "margins": self = .margins(less: try number(.less))
        case "screen": self = .screen(less: try number(.less))
        case "fixed":
            self = .fixed(
                points: try container.decode(Double.self, forKey: .points),
                accessibilityPoints: try container.decodeIfPresent(Double.self, forKey: .accessibilityPoints))
        case "shareOfScreen":
            self = .shareOfScreen(maximumItems: try container.decodeIfPresent(Int.self, forKey: .maximumItems))
        case "shareOfMargins": self = .shareOfMargins(less: try number(.less), eachLess: try number(.eachLess))
        case "centeredBetweenItems": self = .centeredBetweenItems(gap: try container.decode(Double.self, forKey: .gap))
        case "besideItems": self = .besideItems(gap: try container.decode(Double.self, forKey: .gap))
        case "readable": self = .readable(atLarge: try container.decode(Double.self, forKey: .atLarge))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .rule, in: container,
                debugDescription:
                    "unknown width rule '\(other)': margins, screen, fixed, shareOfScreen, shareOfMargins, "
                    + "centeredBetweenItems, besideItems or readable")
        }
    }

    /// What the rule needs besides the screen: the item count, the bar items' widths, the size.
    struct Inputs {
        /// Screen width W, points.
        var screen: Double
        /// Layout margin m per side, points.
        var margin: Double
        /// Items sharing the width (tabs, segments), ≥ 1.
        var items: Int
        /// Widths of the bar items before and after a title, points.
        var leadingItems: Double
        var trailingItems: Double
        var size: DynamicTypeSize
    }

    /// Does the rule read the layout margin?
    var usesMargin: Bool {
        switch self {
        case .screen, .fixed, .shareOfScreen: false
        default: true
        }
    }

    /// The width in points (0 when the bar items leave no room), or nil where the rule gives
    /// none (a fixed width with no accessibility value at AX sizes, a readable width at a size
    /// other than Large on a screen whose margins are wider than the readable width at Large).
    func points(_ inputs: Inputs) -> Double? {
        unclampedPoints(inputs).map { max(0, $0) }
    }

    private func unclampedPoints(_ inputs: Inputs) -> Double? {
        let (screen, margin) = (inputs.screen, inputs.margin)
        let items = Double(max(inputs.items, 1))
        switch self {
        case .margins(let less): return screen - 2 * margin - less
        case .screen(let less): return screen - less
        case .fixed(let points, let accessibilityPoints):
            return inputs.size.isAccessibilitySize ? accessibilityPoints : points
        case .shareOfScreen(let maximumItems):
            return screen / min(items, Double(maximumItems ?? Int.max))
        case .shareOfMargins(let less, let eachLess): return (screen - 2 * margin - less) / items - eachLess
        case .centeredBetweenItems(let gap):
            let widest = max(inputs.leadingItems, inputs.trailingItems)
            return widest == 0 ? screen - 2 * margin : screen - 2 * (margin + widest + gap)
        case .besideItems(let gap):
            let items = inputs.leadingItems + inputs.trailingItems
            return items == 0 ? screen - 2 * margin : screen - 2 * margin - items - 2 * gap
        case .readable(let atLarge):
            let between = screen - 2 * margin
            if inputs.size == .large { return min(between, atLarge) }
            return between <= atLarge ? between : nil
        }
    }
}
