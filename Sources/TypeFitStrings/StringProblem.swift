/// A string TypeFit cannot read as written: a malformed format specifier, a format that does
/// not take the arguments given, a variation rule it does not know. A finding of the check (it
/// makes `check` exit 1), never the end of the run: every other string is still checked.
///
/// Where iOS's behaviour is known the string is still measured as iOS shows it
/// (``Handling/measuredAsShown``: a specifier the text's end cuts off is dropped, as Foundation
/// drops it); otherwise it is listed as not checked (``Handling/notChecked``).
public struct StringProblem: Sendable, Hashable, Codable {
    /// What TypeFit did with the string.
    public enum Handling: String, Sendable, Hashable, Codable {
        /// Measured as iOS shows it; its results are in the report.
        case measuredAsShown
        /// Not measured: nothing says how iOS would show it.
        case notChecked
    }

    /// The file the string was read from, as given.
    public var source: String
    /// 1-based line of the key in ``source``, when the format gives one.
    public var line: Int?
    /// The localization key.
    public var key: String
    /// The locale, as the file names it.
    public var locale: String
    /// The variation case (`plural.one`), nil for a plain string.
    public var variant: String?
    /// What is wrong, for the user (`malformed format specifier '%z' at UTF-16 offset 4: …`).
    public var message: String
    /// Whether the string was measured anyway.
    public var handling: Handling

    /// The problem of `string`.
    public init(_ string: LocalizedString, message: String, handling: Handling) {
        (source, line, key, locale, variant) = (string.source, string.line, string.key, string.locale, string.variant)
        self.message = message
        self.handling = handling
    }

    /// `file:line: key [locale] [variant]`, as messages name a string.
    public var location: String {
        "\(source)\(line.map { ":\($0)" } ?? ""): \(key) [\(locale)]\(variant.map { " [\($0)]" } ?? "")"
    }

    /// One line for people: `App.xcstrings:12: stats [en]: the text ends in '%', …; measured as
    /// iOS shows it` (or `; not checked`).
    public var description: String {
        "\(location): \(message); \(handling == .measuredAsShown ? "measured as iOS shows it" : "not checked")"
    }

    /// Problems in the order reports list them: by file, line, key, locale, variant, message.
    public static func sorted(_ problems: [StringProblem]) -> [StringProblem] {
        problems.sorted {
            ($0.source, $0.line ?? 0, $0.key, $0.locale, $0.variant ?? "", $0.message)
                < ($1.source, $1.line ?? 0, $1.key, $1.locale, $1.variant ?? "", $1.message)
        }
    }
}
