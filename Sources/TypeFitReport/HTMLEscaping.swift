import TypeFitCheck
import TypeFitRender
import TypeFitScale

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
    /// and `&` are written as `\u003c`, `\u003e`, `\u0026`, so no `</script>` can end it, and the
    /// line and paragraph separators (U+2028, U+2029) as `\u2028`, `\u2029`.
    static func jsonString(_ text: String) -> String {
        JSONText.string(text, alsoEscaped: scriptUnsafeScalars, lowercaseHex: true)
    }

    /// The scalars a JSON string inside a `<script>` element writes as `\uXXXX`.
    private static let scriptUnsafeScalars: Set<Unicode.Scalar> = ["<", ">", "&", "\u{2028}", "\u{2029}"]

    /// `text` with each Unicode scalar written by `write`, which appends it, or what stands for
    /// it, to the result.
    private static func rewrite(_ text: String, _ write: (Unicode.Scalar, inout String) -> Void) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { write(scalar, &result) }
        return result
    }
}
