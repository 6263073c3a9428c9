import Foundation
import TypeFitDynamicType
import TypeFitInput
import TypeFitShaping
import TypeFitVocabulary

extension TypeScale {
    /// Reads a JSON type scale file (format in docs/type-scales.md). Throws `InputError` naming the
    /// file and key path of the first problem: malformed JSON, an unknown key, a wrong type, an
    /// unknown text style or weight, a negative size, a range whose bounds are reversed.
    public static func load(path: String) throws(InputError) -> TypeScale {
        try parse(try readFile(path), source: path)
    }

    /// Parses a JSON type scale document; `source` names it in messages.
    public static func parse(_ data: Data, source: String) throws(InputError) -> TypeScale {
        let root = try DocumentReader.json(data, source: source, maximumBytes: maximumFileBytes, what: "document")
        let top = try root.object(allowing: ["name", "description", "platform", "fonts", "entries"])
        let platform =
            try top["platform"].map { (reader) throws(InputError) -> Platform in
                let name = try reader.string()
                guard let platform = Platform(name: name) else {
                    throw reader.error(
                        "unknown platform '\(name)' (accepted: \(Platform.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                return platform
            } ?? .iOS
        var fonts: [FontRegistration] = []
        if let registrations = top["fonts"] {
            let families = try registrations.object(atMost: maximumFamilies, of: "font families")
            for (family, reader) in families.sorted(by: { $0.key < $1.key }) {
                fonts.append(try registration(family: family, reader))
            }
        }
        guard let entriesReader = top["entries"] else { throw root.error("missing key 'entries'") }
        let items = try entriesReader.array(atMost: maximumEntries, of: "entries")
        guard !items.isEmpty else { throw entriesReader.error("a type scale needs at least one entry") }
        var entries: [TypeScaleEntry] = []
        var names = Set<String>()
        for item in items {
            let entry = try Self.entry(item)
            guard names.insert(entry.name).inserted else {
                throw item.member("name", entry.name).error("duplicate entry name '\(entry.name)'")
            }
            entries.append(entry)
        }
        let name = try top["name"]?.string() ?? URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return TypeScale(name: name, source: source, platform: platform, fonts: fonts, entries: entries)
    }

    private static func registration(family: String, _ reader: DocumentReader) throws(InputError) -> FontRegistration {
        func weights(_ object: [String: DocumentReader], skipping skipped: String?) throws(InputError) -> [Int: String]
        {
            var table: [Int: String] = [:]
            for (key, value) in object where key != skipped {
                let weight = try value.key(key).weightValue()
                table[weight] = try value.string()
            }
            return table
        }
        var object = try reader.object()
        let cascade =
            try object.removeValue(forKey: "cascade").map { (reader) throws(InputError) -> [String] in
                let items = try reader.array(atMost: maximumCascadeFonts, of: "fonts in the cascade list")
                var names: [String] = []
                for item in items {
                    let name = try item.string()
                    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                        throw item.error(
                            "a cascade list entry needs a PostScript name or family, found an empty string")
                    }
                    guard !names.contains(name) else { throw item.error("'\(name)' is already in the cascade list") }
                    names.append(name)
                }
                return names
            } ?? []
        let italic =
            try object["italic"].map { (reader) throws(InputError) in try weights(try reader.object(), skipping: nil) }
            ?? [:]
        let upright = try weights(object, skipping: "italic")
        guard !upright.isEmpty || !italic.isEmpty else {
            throw reader.error("a font family needs at least one weight → PostScript name")
        }
        return FontRegistration(family: family, upright: upright, italic: italic, cascade: cascade)
    }

    static let entryKeys: Set<String> = [
        "name", "textStyle", "relativeTo", "font", "weight", "italic", "size", "scaling", "leading",
        "lineSpacing", "maximumPointSize", "dynamicTypeRange", "tracking", "features", "pointSizes", "definedAt",
        "opticalSize", "design",
    ]

    private static func entry(_ reader: DocumentReader) throws(InputError) -> TypeScaleEntry {
        let keys = try reader.object(allowing: entryKeys)
        guard let nameReader = keys["name"] else { throw reader.error("missing key 'name'") }
        let name = try nameReader.string()
        guard !name.isEmpty else { throw nameReader.error("an entry name cannot be empty") }
        if keys["textStyle"] != nil, keys["relativeTo"] != nil {
            throw reader.error("give 'textStyle' or its synonym 'relativeTo', not both")
        }
        let styleReader = keys["textStyle"] ?? keys["relativeTo"]
        let style = try styleReader.map { (reader) throws(InputError) -> TextStyle in
            let text = try reader.string()
            guard let style = TextStyle(name: text) else {
                throw reader.error(
                    "unknown text style '\(text)' (accepted: \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return style
        }
        let fontName = try keys["font"]?.string()
        let isSystem = fontName == nil || fontName?.lowercased() == "system"
        let pointSizes = try keys["pointSizes"].map { (reader) throws(InputError) in try Self.pointSizes(reader) }
        let largeOfTable = pointSizes?[DynamicTypeSize.large.ordinal]
        let size =
            try keys["size"].map { (reader) throws(InputError) -> Double in
                let value = try reader.number()
                guard value > 0, value <= 1000 else {
                    throw reader.error("size must be more than 0 and at most 1000 points, found \(value)")
                }
                if let largeOfTable, value != largeOfTable {
                    throw reader.error(
                        "size \(value) disagrees with pointSizes, whose Large size is \(largeOfTable) (give one, or make them agree)"
                    )
                }
                return value
            } ?? largeOfTable
        if isSystem, size == nil, style == nil {
            throw reader.error("a system-font entry needs 'textStyle' (or a 'size')")
        }
        if !isSystem, size == nil {
            throw reader.error("missing key 'size' (points at the Large size) for font '\(fontName!)'")
        }
        let scaling =
            try keys["scaling"].map { (reader) throws(InputError) -> TypeScaleEntry.Scaling in
                let scaling = try reader.choice(of: TypeScaleEntry.Scaling.self)
                if pointSizes != nil, scaling != .computed {
                    throw reader.error(
                        "scaling '\(scaling.rawValue)' cannot go with 'pointSizes': an entry with a per-size table is 'computed'"
                    )
                }
                if pointSizes == nil, scaling == .computed {
                    throw reader.error(
                        "scaling 'computed' needs 'pointSizes': the point size at each of the 12 Dynamic Type sizes")
                }
                return scaling
            } ?? (pointSizes == nil ? .relative : .computed)
        let leading =
            try keys["leading"].map { (reader) throws(InputError) -> TypeScaleEntry.Leading in
                try reader.choice(of: TypeScaleEntry.Leading.self)
            } ?? .standard
        let lineSpacing =
            try keys["lineSpacing"].map { (reader) throws(InputError) -> Double in
                let value = try reader.number()
                guard value >= 0 else { throw reader.error("lineSpacing cannot be negative, found \(value)") }
                guard value <= maximumLineSpacing else {
                    throw reader.error("lineSpacing must be at most \(Int(maximumLineSpacing)) points, found \(value)")
                }
                return value
            } ?? 0
        let maximum = try keys["maximumPointSize"].map { (reader) throws(InputError) -> Double in
            let value = try reader.number()
            guard value > 0 else { throw reader.error("maximumPointSize must be more than 0, found \(value)") }
            return value
        }
        let range = try keys["dynamicTypeRange"].map { (reader) throws(InputError) -> DynamicTypeSizeRange in
            let text = try reader.string()
            do throws(DynamicTypeError) { return try DynamicTypeSizeRange.parse(text) } catch {
                throw reader.error(error.description)
            }
        }
        let features =
            try keys["features"].map { (reader) throws(InputError) -> [String] in
                var list: [String] = []
                let items = try reader.array(atMost: maximumFeaturesPerEntry, of: "features")
                for item in items {
                    let text = try item.string()
                    guard FontFeature(text) != nil else {
                        throw item.error("'\(text)' is not an OpenType feature setting (such as tnum, -liga, ss01=1)")
                    }
                    list.append(text)
                }
                return list
            } ?? []
        return TypeScaleEntry(
            name: name, textStyle: style ?? .body, font: isSystem ? nil : fontName,
            weight: try keys["weight"]?.weightValue(), italic: try keys["italic"]?.bool() ?? false,
            size: size, scaling: scaling, leading: leading, lineSpacing: lineSpacing,
            maximumPointSize: maximum, dynamicTypeRange: range,
            tracking: try keys["tracking"].map { (reader) throws(InputError) -> Double in
                let value = try reader.number()
                guard abs(value) <= maximumTracking else {
                    throw reader.error(
                        "tracking must be between -\(Int(maximumTracking)) and \(Int(maximumTracking)) points, found \(value)"
                    )
                }
                return value
            },
            features: features, pointSizes: pointSizes, definedAt: try keys["definedAt"]?.string(),
            opticalSize: try keys["opticalSize"].map { (reader) throws(InputError) in try OpticalSize.parse(reader) }
                ?? .automatic,
            design: try keys["design"].map { (reader) throws(InputError) in
                try reader.choice(of: FontDesign.self, what: "design")
            } ?? .default)
    }
}

extension TypeScale {
    /// A JSON document read from disk, and which of the two formats it is.
    public struct Document: Sendable {
        /// The file's bytes.
        public var data: Data
        /// Whether the document looks like a ScaledFont style dictionary (no `entries` key, and
        /// every value an object with `fontName`) rather than a TypeFit type scale.
        package var isStyleDictionary: Bool
    }

    /// Reads a JSON file and tells a type scale from a style dictionary, so one option can take
    /// either. Throws `InputError` for a missing, unreadable or malformed file.
    package static func readDocument(path: String) throws(InputError) -> Document {
        let data = try readFile(path)
        let reader = try DocumentReader.json(data, source: path, maximumBytes: maximumFileBytes)
        guard let object = reader.value as? [String: Any] else {
            throw reader.error("expected an object at the top level")
        }
        let isDictionary =
            object["entries"] == nil && !object.isEmpty
            && object.values.allSatisfy { ($0 as? [String: Any])?["fontName"] != nil }
        return Document(data: data, isStyleDictionary: isDictionary)
    }
}
