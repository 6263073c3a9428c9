extension Double {
    /// The number with up to two decimals and no trailing zeros, for tables: 17, 20.5, 0.33.
    package var formattedForTable: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

extension Double {
    /// The number with up to three decimals and no trailing zeros (16.333, 17, 14.5): enough to
    /// show thirds of a point.
    package var formattedPoints: String {
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
