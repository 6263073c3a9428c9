import TypeFitScale

/// Names definitions as entries: by the name the code gives them; where two share a name, by
/// type (`Font.title`), then by type, case and property (`Heading.h1.uiFont`). A `Font` and a
/// `UIFont` twin of the same name, face and scaling are one entry. A name still shared (the
/// same property twice, as in `#if` branches) keeps the first, with a warning.
enum SwiftEntryNaming {
    static func name(_ all: [SwiftDefinitionCandidate], warn: (SwiftSourceWarning) -> Void) -> [SwiftFontDefinition] {
        let candidates = mergingTwins(all)
        var levels = Array(repeating: 0, count: candidates.count)
        func entryName(_ index: Int) -> String {
            let candidate = candidates[index]
            let qualified = candidate.typeName.isEmpty ? candidate.name : candidate.typeName + "." + candidate.name
            switch levels[index] {
            case 0: return candidate.name
            case 1: return qualified
            default:
                if let fullName = candidate.fullName { return fullName }
                return candidate.isEnumCase ? qualified + "." + candidate.propertyName : qualified
            }
        }
        for _ in 0..<2 {
            let names = candidates.indices.map(entryName)
            var counts: [String: Int] = [:]
            for name in names { counts[name, default: 0] += 1 }
            for index in candidates.indices where counts[names[index], default: 0] > 1 { levels[index] += 1 }
        }
        var definitions: [SwiftFontDefinition] = []
        var used: [String: SwiftSourceLocation] = [:]
        for index in candidates.indices {
            let candidate = candidates[index]
            let name = entryName(index)
            if let first = used[name] {
                warn(
                    SwiftSourceWarning(
                        location: candidate.location,
                        message: "'\(name)' is defined again (first at \(first)); the first definition is used"))
                continue
            }
            used[name] = candidate.location
            definitions.append(
                SwiftFontDefinition(
                    entryName: name, name: candidate.name, typeName: candidate.typeName,
                    propertyName: candidate.propertyName, location: candidate.location, font: candidate.font))
        }
        return definitions
    }

    /// Drops the UIKit one of each pair of definitions with the same name whose fonts have the
    /// same face, size and way of scaling.
    static func mergingTwins(_ all: [SwiftDefinitionCandidate]) -> [SwiftDefinitionCandidate] {
        // Overloads of one function give the same entry at the same place: keep one. Only the
        // candidates kept with the same name and place are compared, so this is linear in them.
        var candidates: [SwiftDefinitionCandidate] = []
        var keptAt: [PlacedName: [Int]] = [:]
        for candidate in all {
            let key = PlacedName(name: candidate.name, location: candidate.location)
            let same = keptAt[key] ?? []
            guard !same.contains(where: { sameRole(candidates[$0].font, candidate.font) }) else { continue }
            keptAt[key, default: []].append(candidates.count)
            candidates.append(candidate)
        }
        var byName: [String: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() { byName[candidate.name, default: []].append(index) }
        var dropped = Set<Int>()
        for indices in byName.values where indices.count == 2 {
            let first = candidates[indices[0]]
            let second = candidates[indices[1]]
            guard first.isUIKit != second.isUIKit, sameRole(first.font, second.font) else { continue }
            dropped.insert(first.isUIKit ? indices[0] : indices[1])
        }
        return candidates.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// A candidate's name at the place it is defined.
    private struct PlacedName: Hashable {
        var name: String
        var location: SwiftSourceLocation
    }

    /// Same face, size and scaling (scaling with the same text style counts as the same, whether
    /// through SwiftUI's `relativeTo:` or UIKit's `UIFontMetrics`).
    static func sameRole(_ a: SwiftFontValue, _ b: SwiftFontValue) -> Bool {
        func scalingKind(_ font: SwiftFontValue) -> String {
            switch font.scaling {
            case .relative, .uikit: "scales with \(font.textStyle.rawValue)"
            case .fixed: "fixed"
            case .computed: "computed"
            }
        }
        return a.isSystem == b.isSystem && a.name == b.name && a.size == b.size && a.pointSizes == b.pointSizes
            && (a.weight ?? 400) == (b.weight ?? 400) && a.italic == b.italic && scalingKind(a) == scalingKind(b)
    }
}
