/// JSON values written as text, for ``TypeScale/jsonText()``: strings escaped as JSON requires,
/// numbers in the shortest form that reads back to the same `Double`.
enum JSONText {
    /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or
    /// `\u00XX`, everything else (slashes included) as it is.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `value` as a JSON number: a whole number without a fraction (`17`), else Swift's
    /// shortest round-trip form (`14.5`, `1e-05`). `value` must be finite.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
