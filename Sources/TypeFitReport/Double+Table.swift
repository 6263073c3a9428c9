extension Double {
    /// The number with up to two decimals and no trailing zeros, for tables: 17, 20.5, 0.33.
    package var formattedForTable: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
