/// A colour with straight (not premultiplied) alpha, 8 bits per channel, in sRGB.
package struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    /// Opacity: 0 transparent, 255 opaque.
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`, opaque unless `alpha` says otherwise.
    package init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// The same colour with opacity `alpha`.
    package func withAlpha(_ alpha: UInt8) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#rrggbb` (alpha left out), for HTML and messages.
    package var hexString: String {
        func two(_ value: UInt8) -> String {
            let digits = String(value, radix: 16)
            return value < 16 ? "0" + digits : digits
        }
        return "#" + two(red) + two(green) + two(blue)
    }

    package var description: String { alpha == 255 ? hexString : "\(hexString)/\(alpha)" }

    package static let white = RGBAColor(hex: 0xFFFFFF)
    package static let black = RGBAColor(hex: 0x000000)
    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}
