/// Where the app's type scale lives: the file that holds most of its definitions (the first such
/// file in path order on a tie) and the first definition in it. Findings about the scale as a
/// whole are anchored there, and messages name that file as the scale's, never a view file that
/// happens to hold the first definition read (a `View` extension, a `ViewModifier`).
struct TypeScaleHome {
    /// The file that holds most definitions.
    var file: String
    /// The first definition in `file`, by line and column.
    var first: SwiftFontDefinition

    /// The home of `definitions`; nil when there are none.
    init?(_ definitions: [SwiftFontDefinition]) {
        var counts: [String: Int] = [:]
        for definition in definitions { counts[definition.location.file, default: 0] += 1 }
        guard let file = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key,
            let first = definitions.filter({ $0.location.file == file }).min(by: { $0.location < $1.location })
        else { return nil }
        self.file = file
        self.first = first
    }

    /// `file:line` of a place, as messages name it.
    static func place(_ location: SwiftSourceLocation) -> String { "\(location.file):\(location.line)" }
}
