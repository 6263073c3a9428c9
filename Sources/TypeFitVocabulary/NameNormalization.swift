/// Folding of user-supplied names before they are matched against the accepted spellings.
package enum NameNormalization {
    /// Lowercases `name` and drops characters that carry no meaning in a name: surrounding
    /// whitespace, a leading `.`, and spaces, `_` and `-` inside the name (so `.body`,
    /// `Large Title`, `semi-bold` and `SemiBold` all match). A name starting with a sign (`-`, `+`)
    /// is only lowercased, so it matches nothing.
    package static func fold(_ name: String) -> String {
        var folded = name.trimmingWhitespace()
        if folded.hasPrefix(".") { folded.removeFirst() }
        // A leading sign is kept so that "-38" or "-large" match nothing instead of "38", "large".
        if folded.hasPrefix("-") || folded.hasPrefix("+") { return folded.lowercased() }
        return String(folded.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
    }

    /// `unknown <kind> "<value>"; accepted: a, b, c`: the message for a name that matches none
    /// of the accepted spellings (`kind` as `Dynamic Type size`, `text style`).
    package static func unknownNameMessage(kind: String, value: String, accepted: [String]) -> String {
        "unknown \(kind) \"\(value)\"; accepted: \(accepted.joined(separator: ", "))"
    }

    /// Decodes a single string that `reading` turns into a value; anything else fails with
    /// ``unknownNameMessage(kind:value:accepted:)``.
    package static func decodeName<Value>(
        from decoder: any Decoder, kind: String, accepted: [String],
        reading: (String) -> Value?
    ) throws -> Value {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = reading(name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: unknownNameMessage(kind: kind, value: name, accepted: accepted))
        }
        return value
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines (no Foundation needed).
    package func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }),
            let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
