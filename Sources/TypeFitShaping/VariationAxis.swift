import TypeFitVocabulary

/// One design axis of a variable font (`fvar`), in the axis's own user units
/// (`wght` 100–900, `opsz` in points, `wdth` in percent, `slnt` in degrees).
public struct VariationAxis: Sendable, Equatable, Codable {
    /// The four-character axis tag, such as `wght` or `opsz`.
    public var tag: String
    /// The axis name from the `name` table, such as "Weight".
    public var name: String
    /// Smallest value the font accepts, axis units.
    public var minimum: Double
    /// Value of the default instance, axis units.
    public var defaultValue: Double
    /// Largest value the font accepts, axis units.
    public var maximum: Double
    /// Whether the font asks for the axis to be hidden from users.
    public var isHidden: Bool

    public init(
        tag: String, name: String, minimum: Double, defaultValue: Double, maximum: Double, isHidden: Bool = false
    ) {
        self.tag = tag
        self.name = name
        self.minimum = minimum
        self.defaultValue = defaultValue
        self.maximum = maximum
        self.isHidden = isHidden
    }
}

/// A named instance of a variable font (`fvar`), such as "SemiBold" at `wght` 600.
public struct NamedInstance: Sendable, Equatable, Codable {
    /// The subfamily name, such as "SemiBold Italic".
    public var name: String
    /// The instance's PostScript name when the font gives one.
    public var postScriptName: String?
    /// Axis tag → value, axis units.
    public var coordinates: [String: Double]
}

/// A setting of one variation axis: `tag` at `value` axis units.
public struct VariationSetting: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The axis tag, such as `wght`.
    public var tag: String
    /// The axis value, axis units.
    public var value: Double

    public init(_ tag: String, _ value: Double) {
        self.tag = tag
        self.value = value
    }

    public var description: String { "\(tag)=\(value.pointsText(decimals: 2))" }
}
