import Foundation
import TypeFitInput
import TypeFitOutput
import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

/// `typefit places`: where the app's views show each localized string, read from its Swift
/// code, and the place each use lays out in on one device (``SwiftTextPlace``: container, entry,
/// width, lines, case, each with where it comes from); given its catalogs, how many of their keys
/// have a place found, which keys the code uses that no catalog has, which catalog keys no view
/// uses, and which keys are shown on one line with a translation much longer than the source.
package struct PlacesReport: Sendable {
    /// The uses, in file and source order.
    package let reading: SwiftTextUseReader.Reading
    /// The places of the uses whose place is shown, by catalog key.
    package let places: SwiftCodePlaces
    /// The catalogs' strings (every locale), when strings were given; empty otherwise.
    package let strings: [LocalizedString]
    /// The catalogs' keys, when strings were given; nil otherwise.
    package let catalogKeys: Set<String>?
    /// The locale whose text a translation is compared with.
    package let developmentLanguage: String

    package init(
        reading: SwiftTextUseReader.Reading, strings: [LocalizedString]?, device: DeviceWidth,
        scaleEntries: Set<String> = [], developmentLanguage: String = "en"
    ) {
        self.reading = reading
        self.strings = strings ?? []
        let keys = strings.map { Set($0.map(\.key)) }
        catalogKeys = keys
        self.developmentLanguage = developmentLanguage
        places = SwiftCodePlaces(uses: reading.uses, device: device, scaleEntries: scaleEntries, catalogKeys: keys)
    }

    /// Reads the Swift code under `paths` and the catalogs under `strings` (none: no coverage),
    /// placing each use on `device` (a `.font(…)` naming one of `scaleEntries` is set in it).
    package init(
        paths: [String], strings: [String], device: DeviceWidth, scaleEntries: Set<String> = [],
        developmentLanguage: String = "en"
    ) throws(InputError) {
        var read: [LocalizedString]?
        if !strings.isEmpty {
            var ignored: [String] = []
            read = try StringsReader.read(paths: strings, warnings: &ignored)
        }
        let reading = try SwiftTextUseReader.read(
            paths: paths.isEmpty ? ["."] : paths, catalogKeys: Set((read ?? []).map(\.key)))
        self.init(
            reading: reading, strings: read, device: device, scaleEntries: scaleEntries,
            developmentLanguage: developmentLanguage)
    }

    /// The catalog keys with a place found.
    package var placedKeys: Set<String> { Set(places.placesByKey.map(\.key)) }

    /// The catalog keys with a place found through one of the app's own views or functions.
    package var keysPlacedThroughAppViews: Set<String> { places.keysPlacedThroughAppViews }

    /// Keys the code uses (in any place) that no catalog has, sorted.
    package var keysMissingFromCatalogs: [String] {
        guard let catalogKeys else { return [] }
        let placed = Set(places.placesByKey.map(\.key))
        let unplaced = reading.uses.filter { $0.shown == .unknown }.map(\.key)
        return placed.union(unplaced).subtracting(catalogKeys).sorted()
    }

    /// Catalog keys no use in the code names, sorted.
    package var keysNoViewUses: [String] {
        guard let catalogKeys else { return [] }
        let used = Set(places.placesByKey.map(\.key)).union(reading.uses.map(\.key))
        return catalogKeys.subtracting(used).sorted()
    }

    /// Keys shown on one line whose translation is much longer than the source.
    package var longTranslations: [LongTranslationFinding] {
        LongTranslationFinding.findings(
            places: places.placesByKey, strings: strings, developmentLanguage: developmentLanguage)
    }

    /// The text output: each key and its uses with their places, then the findings and counts.
    package var text: String {
        var lines: [String] = []
        let placesByUse = Dictionary(places.places.map { ($0.use, $0) }, uniquingKeysWith: { first, _ in first })
        let byKey = Dictionary(grouping: reading.uses, by: \.key)
        for key in byKey.keys.sorted() {
            let uses = byKey[key] ?? []
            lines.append("\(Self.quoted(key))  (\(uses.count) use\(uses.count == 1 ? "" : "s"))")
            for use in uses {
                lines.append("  " + Self.describe(use))
                if let place = placesByUse[use] { lines.append("    → " + Self.describe(place)) }
            }
        }
        let long = longTranslations
        if !long.isEmpty {
            lines.append("")
            lines.append("one-line places with a translation much longer than the source:")
            lines += long.map { "  " + $0.description(developmentLanguage: developmentLanguage) }
        }
        lines.append("")
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The counts, one paragraph.
    package var summary: String {
        let keys = Set(reading.uses.map(\.key))
        let unknown = reading.uses.count { $0.shown == .unknown }
        let assumedWidths = places.places.count { $0.width.source.isAssumed }
        var lines = [
            "\(reading.uses.count) use(s) of \(keys.count) key(s) in \(reading.filesRead.count) Swift file(s); \(unknown) localized string(s) whose place the code does not show",
            "\(places.places.count) place(s) on \(places.device.name): \(places.places.count { $0.container != nil }) in a system container, \(places.places.count { !$0.canTruncate }) wrap freely (checked for height, never truncated); \(assumedWidths) width(s) assumed",
        ]
        if let catalogKeys {
            let placed = placedKeys.intersection(catalogKeys).count
            let through = keysPlacedThroughAppViews.intersection(catalogKeys).count
            lines.append(
                "catalogs: \(catalogKeys.count) key(s), \(placed) with a place found (\(Self.percent(placed, of: catalogKeys.count))), \(through) of them through the app's own views (\(Self.percent(through, of: catalogKeys.count))); \(keysMissingFromCatalogs.count) key(s) used in code but in no catalog; \(keysNoViewUses.count) catalog key(s) no code uses; \(Set(longTranslations.map(\.key)).count) key(s) on one line with a much longer translation"
            )
        }
        return lines.joined(separator: "\n")
    }

    private static func percent(_ part: Int, of whole: Int) -> String {
        String(format: "%.1f%%", whole == 0 ? 0 : 100 * Double(part) / Double(whole))
    }

    /// One use, on one line: where, what shows it, and what the code says about it.
    static func describe(_ use: SwiftTextUse) -> String {
        var parts = ["\(use.location)", use.shownName]
        if let through = use.through { parts.append("through \(through.name) (\(through.at.file):\(through.at.line))") }
        if let font = use.font { parts.append("font \(font.value)\(at(font.at))") }
        if let limit = use.lineLimit {
            parts.append("lines \(limit.value.map(String.init) ?? "unlimited")\(at(limit.at))")
        }
        if let textCase = use.textCase { parts.append("case \(textCase.value ?? "as written")\(at(textCase.at))") }
        if let width = use.width { parts.append("width \(width.value.pointsText(decimals: nil)) pt\(at(width.at))") }
        if let width = use.maxWidth {
            parts.append("max width \(width.value.pointsText(decimals: nil)) pt\(at(width.at))")
        }
        if let padding = use.horizontalPadding {
            parts.append("padding \(padding.value.pointsText(decimals: nil)) pt\(at(padding.at))")
        }
        if !use.enclosing.isEmpty { parts.append("in " + use.enclosing.map(\.rawValue).joined(separator: " < ")) }
        return parts.joined(separator: "  ")
    }

    private static func at(_ location: SwiftSourceLocation?) -> String {
        location.map { " (\($0.file):\($0.line))" } ?? ""
    }

    private static func quoted(_ key: String) -> String {
        "“" + key.replacingOccurrences(of: "\n", with: "\\n") + "”"
    }

    /// A use's place, on one line: what it is, then each field with where it comes from.
    static func describe(_ place: SwiftTextPlace) -> String {
        var parts = [
            place.name, "entry \(place.entry.value) [\(place.entry.source)]",
            "width \(place.width.value.pointsText(decimals: 1)) pt [\(place.width.source)]",
            "lines \(place.lines.value.map(String.init) ?? "unlimited") [\(place.lines.source)]",
        ]
        if let textCase = place.textCase.value { parts.append("case \(textCase.rawValue) [\(place.textCase.source)]") }
        if let factor = place.minimumScaleFactor { parts.append("shrinks to \(String(format: "%.2f", factor))") }
        return parts.joined(separator: "  ")
    }
}
