import TypeFitCheck
import TypeFitRender

/// Escaping text for the HTML pages and XML documents TypeFit writes.
enum HTMLEscaping {
    /// `text` safe inside an element or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        markup(text, apostrophe: "&#39;") { scalar, out in out.unicodeScalars.append(scalar) }
    }

    /// `text` with `&`, `<`, `>` and `"` as entity references, `'` as `apostrophe` (HTML's
    /// `&#39;`, XML's `&apos;`), and every other scalar as `other` writes it.
    static func markup(_ text: String, apostrophe: String, other: (Unicode.Scalar, inout String) -> Void) -> String {
        rewrite(text) { scalar, result in
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += apostrophe
            default: other(scalar, &result)
            }
        }
    }

    /// `text` as a JSON string literal that is also safe inside a `<script>` element: `<`, `>`
    /// and `&` are written as `\u003c`, `\u003e`, `\u0026`, so no `</script>` can end it.
    static func jsonString(_ text: String) -> String {
        "\""
            + rewrite(text) { scalar, result in
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case "<": result += "\\u003c"
                case ">": result += "\\u003e"
                case "&": result += "\\u0026"
                case "\u{2028}": result += "\\u2028"
                case "\u{2029}": result += "\\u2029"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            } + "\""
    }

    /// `text` with each Unicode scalar written by `write`, which appends it, or what stands for
    /// it, to the result.
    private static func rewrite(_ text: String, _ write: (Unicode.Scalar, inout String) -> Void) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { write(scalar, &result) }
        return result
    }
}
