/// JSON values written as text, for ``TypeScale/jsonText()`` and the data the HTML report
/// embeds in its page: strings escaped as JSON requires, numbers in the shortest form that reads
/// back to the same `Double`.
package enum JSONText {
    /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or
    /// `\u00XX` (upper-case hex digits), everything else (slashes included) as it is.
    package static func string(_ text: String) -> String {
        string(text, alsoEscaped: [], lowercaseHex: false)
    }

    /// `text` as a JSON string as ``string(_:)`` writes it, with each scalar in `alsoEscaped` as
    /// `\uXXXX` too, and the hex digits of every `\uXXXX` lower case (`\u001b`) with
    /// `lowercaseHex`.
    package static func string(_ text: String, alsoEscaped: Set<Unicode.Scalar>, lowercaseHex: Bool) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || alsoEscaped.contains(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: !lowercaseHex)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `value` as a JSON number: a whole number without a fraction (`17`), else Swift's
    /// shortest round-trip form (`14.5`, `1e-05`). `value` must be finite.
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
