/// A container width: points, or a named device's screen width.
public enum ContainerWidth: Sendable, Hashable, CustomStringConvertible {
    /// A width in points.
    case points(Double)
    /// The portrait width of a device.
    case device(DeviceWidth)

    /// The width in points.
    public var points: Double {
        switch self {
        case .points(let width): width
        case .device(let device): device.width
        }
    }

    /// `78 pt`, or `iPhone 16 (393 pt)`.
    public var description: String {
        switch self {
        case .points(let width): "\(Self.format(width)) pt"
        case .device(let device): "\(device.name) (\(Self.format(device.width)) pt)"
        }
    }

    package static func format(_ value: Double) -> String { value.pointsText(decimals: nil) }
}
