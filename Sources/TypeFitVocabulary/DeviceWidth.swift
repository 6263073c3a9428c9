/// A device's screen in points (portrait), the widths a constraints file's `device` names.
public struct DeviceWidth: Sendable, Hashable, Decodable, CustomStringConvertible {
    /// The canonical name (`iPhone 16 Pro`).
    public var name: String
    /// Every other model with the same screen in points, accepted as names too.
    public var otherNames: [String]
    /// Portrait width, points.
    public var width: Double
    /// Portrait height, points.
    public var height: Double

    /// A screen of `width` × `height` points, portrait.
    public init(name: String, otherNames: [String] = [], width: Double, height: Double) {
        self.name = name
        self.otherNames = otherNames
        self.width = width
        self.height = height
    }

    /// The device variation a String Catalog or `.stringsdict` gives this device (`iphone`,
    /// `ipad`): which `device.…` variant iOS shows on it.
    public var variationName: String {
        name.hasPrefix("iPad") ? "ipad" : "iphone"
    }

    /// `iPhone 16 (393 × 852 pt)`.
    public var description: String { "\(name) (\(Int(width)) × \(Int(height)) pt)" }
}
