internal import CHarfBuzz

/// An OpenType feature setting for shaping, written as HarfBuzz and CSS write them: `kern`,
/// `-liga`, `tnum=1`, `ss01`, `cv05=2`. Settings apply to the whole text.
public struct FontFeature: Sendable, Hashable, CustomStringConvertible {
    /// The setting as written.
    public let description: String
    let value: hb_feature_t

    /// Parses `text` (`hb_feature_from_string`); nil when it is not a feature setting.
    public init?(_ text: String) {
        var feature = hb_feature_t()
        guard !text.isEmpty, hb_feature_from_string(text, Int32(text.utf8.count), &feature) != 0 else { return nil }
        description = text
        value = feature
    }

    public static func == (lhs: FontFeature, rhs: FontFeature) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
