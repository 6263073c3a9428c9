extension Double {
    /// A length in points (pt) written for people and files, with no unit: rounded half away
    /// from zero to at most `decimals` decimals with no trailing zeros (`decimals: 1` gives
    /// `12.3`, `4`, `-0.5`; `2`, table cells such as `20.5`, `0.33`; `3`, thirds of a point such
    /// as `16.333`), or every digit it has when `decimals` is nil (`16.5`, as code writes it).
    /// Not locale dependent; `-0` is `0`; non-finite values are `nan`, `inf`, `-inf`; a
    /// magnitude of 10¹⁵ or more is written unrounded.
    package func pointsText(decimals: Int?) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        guard abs(self) < 1e15 else { return String(self) }
        var rounded = self
        if let decimals {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            rounded = (self * scale).rounded() / scale
        }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
