/// Whether two point values agree to within `tolerance` points (default 1e-9 pt); a missing
/// value (nil) agrees with nothing.
public func isClose(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance
}
