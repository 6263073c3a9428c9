/// A fallback face that stands in for a face iOS would use but Linux does not have: a Noto
/// family for PingFang, Hiragino Sans, SF Arabic or Apple Color Emoji, or the bundled Inter for
/// SF Pro. Widths measured with a stand-in are approximate: the two faces' advances differ.
public struct FallbackStandIn: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Family of the face that measured the text, such as `Noto Sans Arabic`.
    public var family: String
    /// The Apple face it stands for, such as `SF Arabic`.
    public var appleFace: String

    public init(family: String, appleFace: String) {
        self.family = family
        self.appleFace = appleFace
    }

    /// The approximation reason results carry: `Noto Sans Arabic stands in for SF Arabic`.
    public var reason: String { "\(family) stands in for \(appleFace)" }

    public var description: String { reason }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.reason < rhs.reason }
}
