/// `scattered-font-name`: a font name written as a string literal away from the type scale, so
/// switching typeface means a hunt through the code. A literal belongs to the scale when it is in
/// a file that defines scale entries, or when a scale definition's font name comes from it (a
/// helper such as `fontName(for:)` in another file that the scale calls). Where the code read
/// defines no scale, the file holding most of the font name literals (its font helpers) is their
/// home, and literals in other files are scattered.
///
/// The message says where the name is defined, from every place a font takes it: the declaration
/// holding the literal that a constant or helper gives (`Brand.semibold` at `Brand.swift:3`); else
/// the scale's own literal of it; else the other places it is written inline; else that it is
/// written nowhere else. The scale itself is named by its file (`TypeScaleHome`).
struct ScatteredFontNameRule {
    /// One place a font takes its name from a literal.
    struct NameUse {
        var name: String
        /// Where the literal is written.
        var at: SwiftSourceLocation
        /// The constant or call the font names it by, when the literal is written elsewhere.
        var source: String?
    }

    /// How many other inline places a message lists before "and N more".
    static let listedPlaces = 3

    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        let uses = reading.fonts.compactMap { font in
            font.nameLiteralLocation.flatMap { at in
                font.name.map { NameUse(name: $0, at: at, source: font.nameSource) }
            }
        }
        let homeFiles: Set<String>
        let scaleFile: String?
        if let home = TypeScaleHome(reading.definitions) {
            homeFiles = Set(reading.definitions.map(\.location.file))
            scaleFile = home.file
        } else {
            guard let file = Self.fileWithMostLiterals(uses.map(\.at)) else { return [] }
            homeFiles = [file]
            scaleFile = nil
        }
        let scaleLiterals = Set(reading.definitions.compactMap(\.font.nameLiteralLocation))
        let isHome = { (at: SwiftSourceLocation) in homeFiles.contains(at.file) || scaleLiterals.contains(at) }
        var byName: [String: [NameUse]] = [:]
        for use in uses { byName[use.name, default: []].append(use) }
        let places = byName.mapValues { NamePlaces($0, isHome: isHome) }
        // A message depends only on the name and where it is written: one per such place.
        var messages: [NamePlace: String] = [:]
        return uses.compactMap { use in
            guard !isHome(use.at) else { return nil }
            let key = NamePlace(name: use.name, at: use.at)
            let message =
                messages[key]
                ?? Self.message(use, places: places[use.name]!, scaleFile: scaleFile, homeFiles: homeFiles)
            messages[key] = message
            return LintFinding(rule: .scatteredFontName, location: use.at, message: message)
        }
    }

    /// A font name and a place it is written.
    struct NamePlace: Hashable {
        var name: String
        var at: SwiftSourceLocation
    }

    /// Every place one font name is taken from, sorted once so that each use's message finds the
    /// others' first places without going through them all.
    struct NamePlaces {
        /// Per place a constant or helper gives the name from, its first use, scale files first,
        /// then by place.
        var constants: [NameUse]
        /// Places in the scale's files (or scale literals), by place.
        var homePlaces: [SwiftSourceLocation]
        /// Every place, by place.
        var all: [SwiftSourceLocation]

        init(_ uses: [NameUse], isHome: (SwiftSourceLocation) -> Bool) {
            var firstWithSource: [SwiftSourceLocation: NameUse] = [:]
            for use in uses where use.source != nil && firstWithSource[use.at] == nil { firstWithSource[use.at] = use }
            constants = firstWithSource.values.sorted {
                (isHome($0.at) ? 0 : 1, $0.at) < (isHome($1.at) ? 0 : 1, $1.at)
            }
            all = Set(uses.map(\.at)).sorted()
            homePlaces = all.filter(isHome)
        }
    }

    /// The message for the scattered `use`, given every place its name is taken from (`places`;
    /// those at `use`'s own place are not others).
    static func message(_ use: NameUse, places: NamePlaces, scaleFile: String?, homeFiles: Set<String>) -> String {
        let written = "font name \"\(use.name)\" is written here"
        let fix = scaleFile == nil ? "use one definition of it" : "use a type scale entry instead"
        if let constant = places.constants.first(where: { $0.at != use.at }), let source = constant.source {
            return
                "\(written), but \(source) defines it at \(TypeScaleHome.place(constant.at)); \(scaleFile == nil ? "use \(source) instead" : "use a type scale entry (or \(source)) instead")"
        }
        if let scaleLiteral = places.homePlaces.first(where: { $0 != use.at }) {
            let place = TypeScaleHome.place(scaleLiteral)
            let whose = scaleFile == nil ? "with the app's other font names" : "in the type scale"
            return "\(written) and again \(whose) at \(place); \(fix)"
        }
        let scale =
            scaleFile.map { "outside the type scale (in \($0))" }
            ?? "away from the app's other font names (in \(homeFiles.sorted().first ?? ""), as the code read defines no type scale)"
        let inlineCount = places.all.count - 1
        guard inlineCount > 0 else {
            return
                "font name \"\(use.name)\" is written only here, \(scale); \(scaleFile == nil ? "define it beside them" : fix)"
        }
        let listed = places.all.lazy.filter { $0 != use.at }.prefix(Self.listedPlaces).map(TypeScaleHome.place)
            .joined(separator: ", ")
        let more = inlineCount > Self.listedPlaces ? ", and \(inlineCount - Self.listedPlaces) more" : ""
        let once = scaleFile == nil ? "define it once beside them" : "define it once in the type scale"
        return
            "font name \"\(use.name)\" is written inline here and at \(listed)\(more), \(scale), and no constant defines it; \(once)"
    }

    /// The file with the most distinct literals (the first such file in path order on a tie).
    static func fileWithMostLiterals(_ places: [SwiftSourceLocation]) -> String? {
        var counts: [String: Int] = [:]
        for place in Set(places) { counts[place.file, default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
