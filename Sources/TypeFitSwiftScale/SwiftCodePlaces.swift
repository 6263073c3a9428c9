import Foundation
import TypeFitInput
import TypeFitStrings
import TypeFitVocabulary

/// The places read from an app's views as constraints: one rule per key the views show, with a
/// place per distinct way they show it (``SwiftTextPlace``), what `typefit check --places code`
/// checks and what `typefit init` writes.
///
/// A key in the code is matched to the catalogs' key: exactly, or (for a literal with
/// interpolations, which the code writes as `%@`) to the catalog key whose format specifiers
/// all read `%@`.
public struct SwiftCodePlaces: Sendable {
    /// Every place, in file and source order.
    public let places: [SwiftTextPlace]
    /// The device the places' widths are for.
    public let device: DeviceWidth
    /// The places by catalog key (the key as the catalogs write it), keys sorted.
    public let placesByKey: [(key: String, places: [SwiftTextPlace])]

    /// The places of `uses` on `device`, with `scaleEntries` the app's type scale's entry names,
    /// matched to `catalogKeys` (nil: keys as the code writes them).
    public init(uses: [SwiftTextUse], device: DeviceWidth, scaleEntries: Set<String>, catalogKeys: Set<String>?) {
        self.device = device
        places = SwiftTextPlacer(device: device, scaleEntries: scaleEntries).places(uses)
        let catalogKey = Self.keyMatcher(catalogKeys)
        var byKey: [String: [SwiftTextPlace]] = [:]
        for place in places { byKey[catalogKey(place.use.key), default: []].append(place) }
        placesByKey = byKey.keys.sorted().map { ($0, byKey[$0] ?? []) }
    }

    /// The catalog key a key written in code stands for.
    private static func keyMatcher(_ catalogKeys: Set<String>?) -> (String) -> String {
        guard let catalogKeys else { return { $0 } }
        var byShape: [String: String] = [:]
        // The first catalog key (sorted) of each shape.
        for key in catalogKeys.sorted() where key.contains("%") {
            let shape = shape(of: key)
            if byShape[shape] == nil { byShape[shape] = key }
        }
        return { key in
            if catalogKeys.contains(key) || !key.contains("%") { return key }
            return byShape[shape(of: key)] ?? key
        }
    }

    /// `key` with every format specifier written `%@`.
    static func shape(of key: String) -> String {
        guard let format = try? FormatString(key), !format.specifiers.isEmpty else { return key }
        let units = Array(key.utf16)
        var shaped: [UInt16] = []
        var next = 0
        for specifier in format.specifiers where specifier.conversion != "%" {
            shaped += units[next..<specifier.utf16Range.lowerBound]
            shaped += Array("%@".utf16)
            next = specifier.utf16Range.upperBound
        }
        shaped += units[next...]
        return String(decoding: shaped, as: UTF16.self)
    }

    /// The places of one key that differ in what a check lays them out in, each once, named by
    /// where and what shows it (`Home.swift:12 Text`; `… and 2 more` when several uses share it).
    public static func distinctPlaces(_ places: [SwiftTextPlace]) -> [(name: String, place: SwiftTextPlace, uses: Int)]
    {
        var order: [ResolvedConstraint] = []
        var groups: [ResolvedConstraint: [SwiftTextPlace]] = [:]
        for place in places {
            let constraint = place.constraint
            if groups[constraint] == nil { order.append(constraint) }
            groups[constraint, default: []].append(place)
        }
        var seen: Set<String> = []
        return order.map { constraint in
            let group = groups[constraint] ?? []
            let first = group[0]
            let file = (first.use.location.file as NSString).lastPathComponent
            var name = "\(file):\(first.use.location.line) \(first.use.shownName)"
            if group.count > 1 { name += " and \(group.count - 1) more" }
            while seen.contains(name) { name += "'" }
            seen.insert(name)
            return (name, first, group.count)
        }
    }

    /// The longest key a rule is written for (a constraints file's longest pattern).
    static let maximumKeyLength = 1_000

    /// The pattern that matches `key` alone (`*`, `?` and `\` escaped), or nil for a key no
    /// constraints file can name (empty, or longer than ``maximumKeyLength``).
    public static func exactPattern(_ key: String) -> String? {
        guard !key.isEmpty, key.count <= maximumKeyLength else { return nil }
        var pattern = ""
        for character in key {
            if character == "*" || character == "?" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    /// The rules a check takes: one per key, exact, each with its places (a key no constraints
    /// file can name, ``exactPattern(_:)``, has none).
    public var rules: [ConstraintRule] {
        placesByKey.compactMap { key, places in
            guard let pattern = Self.exactPattern(key) else { return nil }
            var rule = ConstraintRule(
                keys: [KeyPattern(pattern)], locales: nil, variants: nil, entries: nil, constraint: ResolvedConstraint()
            )
            rule.places = Self.distinctPlaces(places).map { .init(name: $0.name, constraint: $0.place.constraint) }
            return rule
        }
    }

    /// The keys with a place found through one of the app's own views or functions.
    public var keysPlacedThroughAppViews: Set<String> {
        Set(placesByKey.filter { $0.places.contains { $0.use.through != nil } }.map(\.key))
    }

    /// The entry names the places use that are TypeFit's system entries (``SystemTextEntry``).
    public var systemEntryNames: Set<String> {
        Set(places.map(\.entry.value).filter(SystemTextEntry.isReserved))
    }
}
