import Foundation
import TypeFitInput
import TypeFitOutput
import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

/// `typefit places`: where the app's views show each localized string, read from its Swift
/// code, and, given its catalogs, how many of their keys have a place found, which keys the code
/// uses that no catalog has, and which catalog keys no view uses.
package struct PlacesReport: Sendable {
    /// The uses, in file and source order.
    package let reading: SwiftTextUseReader.Reading
    /// The catalogs' keys, when strings were given; nil otherwise.
    package let catalogKeys: Set<String>?

    package init(reading: SwiftTextUseReader.Reading, catalogKeys: Set<String>?) {
        self.reading = reading
        self.catalogKeys = catalogKeys
    }

    /// Reads the Swift code under `paths` and the catalogs under `strings` (none: no coverage).
    package init(paths: [String], strings: [String]) throws(InputError) {
        let reading = try SwiftTextUseReader.read(paths: paths.isEmpty ? ["."] : paths)
        var keys: Set<String>?
        if !strings.isEmpty {
            var ignored: [String] = []
            keys = Set(try StringsReader.read(paths: strings, warnings: &ignored).map(\.key))
        }
        self.init(reading: reading, catalogKeys: keys)
    }

    /// The uses whose place is shown (not `.unknown`), by key.
    package var placedKeys: Set<String> {
        Set(reading.uses.filter { $0.shown != .unknown }.map(\.key))
    }

    /// Keys the code uses (in any place) that no catalog has, sorted.
    package var keysMissingFromCatalogs: [String] {
        guard let catalogKeys else { return [] }
        return Set(reading.uses.map(\.key)).subtracting(catalogKeys).sorted()
    }

    /// Catalog keys no use in the code names, sorted.
    package var keysNoViewUses: [String] {
        guard let catalogKeys else { return [] }
        return catalogKeys.subtracting(reading.uses.map(\.key)).sorted()
    }

    /// The text output: each key and its uses, then the counts.
    package var text: String {
        var lines: [String] = []
        let byKey = Dictionary(grouping: reading.uses, by: \.key)
        for key in byKey.keys.sorted() {
            let uses = byKey[key] ?? []
            lines.append("\(Self.quoted(key))  (\(uses.count) use\(uses.count == 1 ? "" : "s"))")
            for use in uses { lines.append("  " + Self.describe(use)) }
        }
        lines.append("")
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The counts, one paragraph.
    package var summary: String {
        let keys = Set(reading.uses.map(\.key))
        let unknown = reading.uses.count { $0.shown == .unknown }
        var lines = [
            "\(reading.uses.count) use(s) of \(keys.count) key(s) in \(reading.filesRead.count) Swift file(s); \(unknown) localized string(s) whose place the code does not show"
        ]
        if let catalogKeys {
            let placed = placedKeys.intersection(catalogKeys).count
            let share = catalogKeys.isEmpty ? 0 : 100 * Double(placed) / Double(catalogKeys.count)
            lines.append(
                "catalogs: \(catalogKeys.count) key(s), \(placed) with a place found (\(String(format: "%.1f", share))%); \(keysMissingFromCatalogs.count) key(s) used in code but in no catalog; \(keysNoViewUses.count) catalog key(s) no code uses"
            )
        }
        return lines.joined(separator: "\n")
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

    /// `typefit places --format json`: `{"files", "uses": [{key, file, line, column, shown,
    /// through?, font?, lineLimit?, textCase?, width?, maxWidth?, horizontalPadding?, enclosing}],
    /// "catalog"?}`; each value read from the code is `{"value", "at": "file:line:column"}`.
    package struct JSON: Encodable {
        struct Read<Value: Encodable>: Encodable {
            var value: Value
            var at: String?
        }
        struct Use: Encodable {
            var key: String
            var interpolations: Int
            var file: String
            var line: Int
            var column: Int
            var shown: String
            var through: Read<String>?
            var font: Read<String>?
            var lineLimit: Read<Int?>?
            var textCase: Read<String?>?
            var width: Read<Double>?
            var maxWidth: Read<Double>?
            var horizontalPadding: Read<Double>?
            var enclosing: [String]
        }
        struct Catalog: Encodable {
            var keys: Int
            var keysWithAPlace: Int
            var keysMissingFromCatalogs: [String]
            var keysNoCodeUses: [String]
        }
        var files: Int
        var uses: [Use]
        var catalog: Catalog?
    }

    package var json: JSON {
        func read<Value>(_ read: SwiftTextUse.Read<Value>?) -> JSON.Read<Value>? {
            read.map { JSON.Read(value: $0.value, at: $0.at?.description) }
        }
        let uses = reading.uses.map { use in
            JSON.Use(
                key: use.key, interpolations: use.interpolations, file: use.location.file, line: use.location.line,
                column: use.location.column, shown: use.shown.rawValue,
                through: use.through.map { JSON.Read(value: $0.name, at: $0.at.description) }, font: read(use.font),
                lineLimit: read(use.lineLimit), textCase: read(use.textCase), width: read(use.width),
                maxWidth: read(use.maxWidth), horizontalPadding: read(use.horizontalPadding),
                enclosing: use.enclosing.map(\.rawValue))
        }
        let catalog = catalogKeys.map { keys in
            JSON.Catalog(
                keys: keys.count, keysWithAPlace: placedKeys.intersection(keys).count,
                keysMissingFromCatalogs: keysMissingFromCatalogs, keysNoCodeUses: keysNoViewUses)
        }
        return JSON(files: reading.filesRead.count, uses: uses, catalog: catalog)
    }
}
