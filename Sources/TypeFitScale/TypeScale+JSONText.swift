import TypeFitDynamicType
import TypeFitVocabulary

extension TypeScale {
    /// The scale as a JSON type scale document, the format `--scale` reads (docs/type-scales.md):
    /// name, platform, the registered font families and every entry with each key it sets,
    /// `pointSizes` (as an object keyed by SwiftUI size names) and `definedAt` included.
    /// ``parse(_:source:)`` reads it back to an equal scale (but for ``source``, which names
    /// the file read, and ``notes``, which reading works out again), which resolves identically.
    ///
    /// Keys left at their defaults are left out (`font` for the system font, `design`
    /// `default`, `scaling` `relative`, `leading` `standard`, `lineSpacing` 0, no `features`, `opticalSize` `auto`),
    /// and so is a computed entry's `size`, which is its Large value in `pointSizes`. Numbers are
    /// written in the shortest form that reads back to the same `Double`. One entry per line,
    /// ending in a newline.
    public func jsonText() -> String {
        var lines = ["{"]
        var members = [
            "  \(JSONText.string("name")): \(JSONText.string(name))",
            "  \(JSONText.string("platform")): \(JSONText.string(platform.rawValue))",
        ]
        if !fonts.isEmpty {
            let families = fonts.map { "    \(JSONText.string($0.family)): \(Self.jsonObject(of: $0))" }
            members.append("  \"fonts\": {\n" + families.joined(separator: ",\n") + "\n  }")
        }
        let entryLines = entries.map { "    " + Self.jsonObject(of: $0) }
        members.append("  \"entries\": [\n" + entryLines.joined(separator: ",\n") + "\n  ]")
        lines.append(members.joined(separator: ",\n"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{ "regular": "Inter-Regular", …, "italic": { … }, "cascade": [ … ] }`: weights lightest
    /// first, by name where the weight has one (`semibold`), else by number.
    private static func jsonObject(of registration: FontRegistration) -> String {
        func weights(_ table: [Int: String]) -> [String] {
            table.sorted { $0.key < $1.key }.map { weight, postScriptName in
                "\(JSONText.string(weightName(weight))): \(JSONText.string(postScriptName))"
            }
        }
        var members = weights(registration.upright)
        if !registration.italic.isEmpty {
            members.append("\"italic\": { \(weights(registration.italic).joined(separator: ", ")) }")
        }
        if !registration.cascade.isEmpty {
            members.append("\"cascade\": [\(registration.cascade.map(JSONText.string).joined(separator: ", "))]")
        }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// One entry as a one-line JSON object, keys in the order of docs/type-scales.md.
    private static func jsonObject(of entry: TypeScaleEntry) -> String {
        var members: [(key: String, value: String)] = [
            ("name", JSONText.string(entry.name)),
            ("textStyle", JSONText.string(entry.textStyle.rawValue)),
        ]
        if let font = entry.font { members.append(("font", JSONText.string(font))) }
        if let weight = entry.weight {
            members.append(
                ("weight", FontWeight(value: weight)?.name.map(JSONText.string) ?? JSONText.number(Double(weight))))
        }
        if entry.italic { members.append(("italic", "true")) }
        if entry.design != .default { members.append(("design", JSONText.string(entry.design.rawValue))) }
        let large = entry.pointSizes.flatMap {
            $0.indices.contains(DynamicTypeSize.large.ordinal) ? $0[DynamicTypeSize.large.ordinal] : nil
        }
        if let size = entry.size, entry.pointSizes == nil || size != large {
            members.append(("size", JSONText.number(size)))
        }
        if entry.scaling != .relative { members.append(("scaling", JSONText.string(entry.scaling.rawValue))) }
        if let pointSizes = entry.pointSizes {
            members.append(("pointSizes", pointSizesObject(pointSizes)))
        }
        if entry.leading != .standard { members.append(("leading", JSONText.string(entry.leading.rawValue))) }
        if entry.lineSpacing != 0 { members.append(("lineSpacing", JSONText.number(entry.lineSpacing))) }
        if let maximum = entry.maximumPointSize { members.append(("maximumPointSize", JSONText.number(maximum))) }
        if let range = entry.dynamicTypeRange {
            members.append(("dynamicTypeRange", JSONText.string(range.description)))
        }
        if let tracking = entry.tracking { members.append(("tracking", JSONText.number(tracking))) }
        if !entry.features.isEmpty {
            members.append(("features", "[" + entry.features.map(JSONText.string).joined(separator: ", ") + "]"))
        }
        if entry.opticalSize != .automatic { members.append(("opticalSize", entry.opticalSize.jsonValue)) }
        if let definedAt = entry.definedAt { members.append(("definedAt", JSONText.string(definedAt))) }
        return "{ " + members.map { "\(JSONText.string($0.key)): \($0.value)" }.joined(separator: ", ") + " }"
    }

    /// `{ "xSmall": 20, …, "accessibility5": 59 }` for a table of twelve; an array for a table of
    /// another length (which reading refuses, as resolving does).
    private static func pointSizesObject(_ pointSizes: [Double]) -> String {
        let sizes = DynamicTypeSize.allCases
        guard pointSizes.count == sizes.count else {
            return "[" + pointSizes.map(JSONText.number).joined(separator: ", ") + "]"
        }
        let members = zip(sizes, pointSizes).map { "\(JSONText.string($0.rawValue)): \(JSONText.number($1))" }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    /// A weight's name (`semibold`) where it has one, else its number as text (`450`).
    private static func weightName(_ weight: Int) -> String {
        FontWeight(value: weight)?.name ?? String(weight)
    }
}
