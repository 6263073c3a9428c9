import TypeFitDynamicType
import TypeFitVocabulary

/// How a container's font follows the Dynamic Type size.
public enum ContainerFontScaling: Sendable, Hashable, Decodable {
    /// The same point size at every size: bars (navigation bar, tab bar, toolbar) keep their
    /// titles at their Large size and offer the Large Content Viewer instead.
    case fixed
    /// The point size of the font's text style at each size, from Apple's iOS type table.
    case textStyle
    /// As ``textStyle``, but never below the style's size at Large: alerts grow with Dynamic
    /// Type and do not shrink below Large.
    case textStyleFromLarge
    /// The container's own point sizes, points (pt), one per Dynamic Type size, xSmall first.
    case pointSizes([Double])

    private enum Keys: String, CodingKey {
        case rule, pointSizes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(String.self, forKey: .rule) {
        case "fixed": self = .fixed
        case "textStyle": self = .textStyle
        case "textStyleFromLarge": self = .textStyleFromLarge
        case "pointSizes":
            let sizes = try container.decode([Double].self, forKey: .pointSizes)
            guard sizes.count == DynamicTypeSize.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .pointSizes, in: container,
                    debugDescription: "\(sizes.count) point sizes, not one per Dynamic Type size (12)")
            }
            self = .pointSizes(sizes)
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .rule, in: container,
                debugDescription: "unknown scaling '\(other)': fixed, textStyle, textStyleFromLarge or pointSizes")
        }
    }

    /// `fixed`, `textStyle`, `textStyleFromLarge` or `pointSizes`, as the table writes the rule.
    public var ruleName: String {
        switch self {
        case .fixed: "fixed"
        case .textStyle: "textStyle"
        case .textStyleFromLarge: "textStyleFromLarge"
        case .pointSizes: "pointSizes"
        }
    }

    /// True unless the font stays at one size.
    public var followsDynamicType: Bool { self != .fixed }

    /// The point size of `font` (its size at Large, in points) at `size`, in points (pt); nil
    /// when the rule needs a text style the font does not name or the iOS table lacks.
    func pointSize(of font: ContainerFont, at size: DynamicTypeSize) -> Double? {
        switch self {
        case .fixed:
            return font.pointSize
        case .textStyle:
            guard let style = font.style else { return nil }
            return PlatformTypeTable.iOS.metrics(for: style, at: size)?.pointSize
        case .textStyleFromLarge:
            guard let style = font.style else { return nil }
            return PlatformTypeTable.iOS.metrics(for: style, at: max(size, .large))?.pointSize
        case .pointSizes(let sizes):
            return sizes[size.ordinal]
        }
    }
}
