import Testing

@testable import TypeFitDynamicType

/// Reads one line of a literal expectation table written as `name  size/leading  size/leading …`
/// into the row name and its (point size, leading) pairs, in points.
func parseExpectationLine(_ line: String) -> (name: String, cells: [(size: Double, leading: Double)]) {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    let cells = fields.dropFirst().map { field -> (size: Double, leading: Double) in
        let parts = field.split(separator: "/")
        return (Double(parts[0]) ?? .nan, Double(parts[1]) ?? .nan)
    }
    return (String(fields[0]), cells)
}
