import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

extension PlacesReport {
    /// `typefit places --format json`: `{"files", "device", "uses": [{key, catalogKey?, file, line,
    /// column, shown, through?, font?, lineLimit?, textCase?, width?, maxWidth?, horizontalPadding?,
    /// enclosing, place?}], "catalog"?, "longTranslations"}`; each value read from the code is
    /// `{"value", "at": "file:line:column"}`; each field of a place is `{"value", "from": "code" |
    /// "container" | "assumed", "detail"}`.
    package struct JSON: Encodable {
        struct Read<Value: Encodable>: Encodable {
            var value: Value
            var at: String?
        }
        struct Sourced<Value: Encodable>: Encodable {
            var value: Value
            var from: String
            var detail: String
        }
        /// A system-font entry's font at Large: points (none for a text style), weight, style.
        struct SystemFont: Encodable {
            var points: Double?
            var weight: String?
            var style: String?
        }
        struct Place: Encodable {
            var name: String
            var container: String?
            var entry: Sourced<String>
            var systemFont: SystemFont?
            var width: Sourced<Double>
            var lines: Sourced<Int?>
            var textCase: Sourced<String?>
            var truncation: String
            var minimumScaleFactor: Double?
            var markup: String
            var canTruncate: Bool
        }
        struct Use: Encodable {
            var key: String
            var catalogKey: String?
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
            var place: Place?
        }
        struct Catalog: Encodable {
            var keys: Int
            var keysWithAPlace: Int
            var keysPlacedThroughAppViews: Int
            var keysMissingFromCatalogs: [String]
            var keysNoCodeUses: [String]
        }
        struct LongTranslation: Encodable {
            var key: String
            var place: String
            var width: Double
            var locale: String
            var source: String
            var translation: String
            var growth: Double
        }
        var files: Int
        var device: String
        var uses: [Use]
        var catalog: Catalog?
        var longTranslations: [LongTranslation]
    }

    package var json: JSON {
        func read<Value>(_ read: SwiftTextUse.Read<Value>?) -> JSON.Read<Value>? {
            read.map { JSON.Read(value: $0.value, at: $0.at?.description) }
        }
        func sourced<Value>(_ field: SwiftTextPlace.Field<Value>) -> JSON.Sourced<Value> {
            JSON.Sourced(value: field.value, from: field.source.kind, detail: field.source.description)
        }
        var catalogKeyOfUse: [SwiftTextUse: String] = [:]
        var placeOfUse: [SwiftTextUse: JSON.Place] = [:]
        for (key, keyPlaces) in places.placesByKey {
            let names = SwiftCodePlaces.distinctPlaces(keyPlaces)
            for place in keyPlaces {
                catalogKeyOfUse[place.use] = key
                let name = names.first { $0.place.constraint == place.constraint }?.name ?? place.name
                placeOfUse[place.use] = JSON.Place(
                    name: name, container: place.container.map { SystemTextEntry.name(container: $0) },
                    entry: sourced(place.entry),
                    systemFont: SystemTextEntry.largeFont(named: place.entry.value).map {
                        JSON.SystemFont(points: $0.points, weight: $0.weight?.description, style: $0.style?.rawValue)
                    },
                    width: sourced(place.width), lines: sourced(place.lines),
                    textCase: sourced(.init(place.textCase.value?.rawValue, place.textCase.source)),
                    truncation: place.truncation.rawValue,
                    minimumScaleFactor: place.minimumScaleFactor, markup: place.markup.rawValue,
                    canTruncate: place.canTruncate)
            }
        }
        let uses = reading.uses.map { use in
            JSON.Use(
                key: use.key, catalogKey: catalogKeyOfUse[use], interpolations: use.interpolations,
                file: use.location.file, line: use.location.line, column: use.location.column,
                shown: use.shown.rawValue,
                through: use.through.map { JSON.Read(value: $0.name, at: $0.at.description) }, font: read(use.font),
                lineLimit: read(use.lineLimit), textCase: read(use.textCase), width: read(use.width),
                maxWidth: read(use.maxWidth), horizontalPadding: read(use.horizontalPadding),
                enclosing: use.enclosing.map(\.rawValue), place: placeOfUse[use])
        }
        let catalog = catalogKeys.map { keys in
            JSON.Catalog(
                keys: keys.count, keysWithAPlace: placedKeys.intersection(keys).count,
                keysPlacedThroughAppViews: keysPlacedThroughAppViews.intersection(keys).count,
                keysMissingFromCatalogs: keysMissingFromCatalogs, keysNoCodeUses: keysNoViewUses)
        }
        let long = longTranslations.map {
            JSON.LongTranslation(
                key: $0.key, place: $0.place, width: $0.width, locale: $0.locale, source: $0.source,
                translation: $0.translation, growth: $0.growth)
        }
        return JSON(
            files: reading.filesRead.count, device: places.device.name, uses: uses,
            catalog: catalog, longTranslations: long)
    }
}
