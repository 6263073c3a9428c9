import Foundation
import TypeFitScale
import TypeFitStrings

extension SwiftCodePlaces {
    /// The places as constraints file rules, one JSON object per key on its own lines: each
    /// distinct place with its `entry`, `width` (points on ``device``), `lines` (`null`: wraps
    /// freely), `truncation`, `minimumScaleFactor`, `textCase` and `markup`, and a `comment` saying
    /// what the place is and where each value comes from (read from the code, the container's
    /// default, or assumed), its paths relative to `root`. Each key is written as the pattern
    /// that matches it alone (``exactPattern(_:)``).
    public func constraintRulesText(relativeTo root: String) -> [String] {
        let folder = root.hasSuffix("/") ? root : root + "/"
        return placesByKey.compactMap { key, places -> String? in
            guard let pattern = Self.exactPattern(key) else { return nil }
            let written = Self.distinctPlaces(places).map { name, place, uses in
                var fields = [
                    "\"name\": \(JSONText.string(name))", "\"entry\": \(JSONText.string(place.entry.value))",
                    "\"width\": \(JSONText.number(place.width.value))",
                    "\"lines\": \(place.lines.value.map(String.init) ?? "null")",
                    "\"truncation\": \(JSONText.string(place.truncation.rawValue))",
                    "\"markup\": \(JSONText.string(place.markup.rawValue))",
                ]
                if let factor = place.minimumScaleFactor {
                    fields.append("\"minimumScaleFactor\": \(JSONText.number(factor))")
                }
                if let textCase = place.textCase.value {
                    fields.append("\"textCase\": \(JSONText.string(textCase.rawValue))")
                }
                let comment =
                    "\(place.name) on \(device.name)\(uses > 1 ? ", \(uses) uses" : ""); entry: \(place.entry.source); width: \(place.width.source); lines: \(place.lines.source)"
                fields.append("\"comment\": \(JSONText.string(comment.replacingOccurrences(of: folder, with: "")))")
                return "        {" + fields.joined(separator: ", ") + "}"
            }
            return "    {\"keys\": \(JSONText.string(pattern)), \"places\": [\n" + written.joined(separator: ",\n")
                + "\n    ]}"
        }
    }
}
