import TypeFitInput
import TypeFitShaping

/// How a type scale entry sets the optical size axis (`opsz`) of a variable font that has one.
///
/// CoreText sets `opsz` to the point size by itself (``automatic``); an app can turn that off
/// (`kCTFontOpticalSizeAttribute` "none": ``none``) or fix it (a number: ``fixed(_:)``). A face
/// without an `opsz` axis is never changed.
public enum OpticalSize: Sendable, Equatable {
    /// `opsz` follows the point size at every Dynamic Type size, clamped to the axis's range.
    case automatic
    /// `opsz` stays at the axis's default value.
    case none
    /// `opsz` is this many points at every size, clamped to the axis's range.
    case fixed(Double)

    /// The largest fixed optical size accepted, points.
    static let maximum = 1000.0

    /// `face` with `opsz` set as this setting says for text at `pointSize` points; `face` itself
    /// when it has no `opsz` axis. Instances are interned (``FontFace/withVariations(_:)``), so
    /// sizes that resolve to the same axis values share one face and its shaped words.
    public func instance(of face: FontFace, atPointSize pointSize: Double) -> FontFace {
        guard let axis = face.descriptor.axes.first(where: { $0.tag == "opsz" }) else { return face }
        let value =
            switch self {
            case .automatic: pointSize
            case .none: axis.defaultValue
            case .fixed(let points): points
            }
        return face.withVariations([VariationSetting("opsz", value)])
    }

    /// The value as a type scale's JSON writes it: `"auto"`, `"none"` or a number.
    var jsonValue: String {
        switch self {
        case .automatic: JSONText.string("auto")
        case .none: JSONText.string("none")
        case .fixed(let points): JSONText.number(points)
        }
    }

    /// Reads `"auto"`, `"none"` or a number of points (more than 0, at most 1000). Throws
    /// `InputError` naming the key path for anything else.
    static func parse(_ reader: DocumentReader) throws(InputError) -> OpticalSize {
        if reader.value is String {
            let text = try reader.string()
            switch text {
            case "auto": return .automatic
            case "none": return .none
            default:
                throw reader.error(
                    "unknown optical size '\(text)' (accepted: \"auto\", \"none\", or a number of points)")
            }
        }
        guard reader.typeName == "a number" else {
            throw reader.error(#"expected "auto", "none" or a number of points, found \#(reader.typeName)"#)
        }
        let value = try reader.number()
        guard value > 0, value <= maximum else {
            throw reader.error("an optical size must be more than 0 and at most \(Int(maximum)) points, found \(value)")
        }
        return .fixed(value)
    }
}
