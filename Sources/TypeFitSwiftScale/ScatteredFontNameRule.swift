/// `scattered-font-name`: a font name written as a string literal away from the type scale, so
/// switching typeface means a hunt through the code. A literal belongs to the scale when it is in
/// a file that defines scale entries, or when a scale definition's font name comes from it (a
/// helper such as `fontName(for:)` in another file that the scale calls). Where the code read
/// defines no scale, the file holding most of the font name literals (its font helpers) is their
/// home, and literals in other files are scattered.
struct ScatteredFontNameRule {
    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        let literals = reading.fonts.compactMap { font in
            font.nameLiteralLocation.flatMap { at in font.name.map { (name: $0, at: at) } }
        }
        let homeFiles: Set<String>
        let home: String
        if let first = reading.definitions.first {
            homeFiles = Set(reading.definitions.map(\.location.file))
            home = "outside the type scale (defined in \(first.location.file))"
        } else {
            guard let file = Self.fileWithMostLiterals(literals.map(\.at)) else { return [] }
            homeFiles = [file]
            home = "away from the app's other font names (in \(file); the code read defines no type scale)"
        }
        let scaleLiterals = Set(reading.definitions.compactMap(\.font.nameLiteralLocation))
        return literals.compactMap { literal in
            guard !homeFiles.contains(literal.at.file), !scaleLiterals.contains(literal.at) else { return nil }
            return LintFinding(
                rule: .scatteredFontName, location: literal.at,
                message: "font name \"\(literal.name)\" is written here, \(home); use a type scale entry instead")
        }
    }

    /// The file with the most distinct literals (the first such file in path order on a tie).
    static func fileWithMostLiterals(_ places: [SwiftSourceLocation]) -> String? {
        var counts: [String: Int] = [:]
        for place in Set(places) { counts[place.file, default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
