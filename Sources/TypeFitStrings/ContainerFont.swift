import TypeFitVocabulary

/// The system font a container sets its text in: point size, weight, and the text style whose
/// size it matches, if any.
public struct ContainerFont: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Point size, points (pt); in the table, the size at Large.
    public var pointSize: Double
    /// Weight of the system font (SF Pro).
    public var weight: FontWeight
    /// The text style the font is (or has the size of), if any: `headline` for the inline
    /// navigation title's 17 pt semibold.
    public var style: TextStyle?

    /// A font of `pointSize` points and `weight`, matching `style`.
    public init(pointSize: Double, weight: FontWeight, style: TextStyle? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.style = style
    }

    private enum CodingKeys: String, CodingKey {
        case pointSize = "points"
        case weight, style
    }

    /// `17 pt semibold (headline)`.
    public var description: String {
        "\(pointSize.pointsText(decimals: 1)) pt \(weight)" + (style.map { " (\($0.rawValue))" } ?? "")
    }
}
