/// An input document TypeFit cannot use — a type scale, style dictionary, Info.plist, String
/// Catalog, strings file, constraints file or `measure` request — with where the problem is:
/// the file, the line and column when known, and the key path (`entries[2].weight`,
/// `strings["Hello"].localizations.de.stringUnit.value`, `rules[2].width`) in a JSON or
/// property-list document.
///
/// ``description`` always starts with the file path, as compilers write it:
/// `Localizable.strings:12:7: expected ';' after value`,
/// `App.xcstrings:41: strings["Hello"].localizations.de.stringUnit.value: expected a string, found a number`,
/// `scale.json:9: entries[1].weight: unknown weight 'heavyish' (…)`.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem, for callers that react differently (exit codes, retries).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The file does not exist.
        case notFound
        /// The file exists but cannot be read (permissions, a directory, an I/O error).
        case unreadable
        /// The file is over its size limit, or holds more of something (rules, patterns,
        /// entries, arguments) than its format allows.
        case tooLarge
        /// The file holds more strings than the strings limit allows.
        case tooManyStrings
        /// One string's text, or a file's strings together, are over the length limit.
        case stringTooLong
        /// Invalid UTF-8, an odd-length UTF-16 file or an unpaired surrogate.
        case encoding
        /// A syntax error (`.strings`, JSON, property list, a gettext catalog's structure).
        case syntax
        /// Well-formed, but a value has the wrong type, an unknown key or a bad value.
        case invalidValue
        /// The file's extension names no format TypeFit reads.
        case unsupportedFormat
    }

    /// The file, as given (or a description such as `<default Inter scale>`).
    public var path: String
    /// What kind of problem this is.
    public var kind: Kind
    /// 1-based line of the problem, when known (for a JSON document, the line its key path
    /// starts on).
    public var line: Int?
    /// 1-based column (in Unicode scalars) of the problem, when known.
    public var column: Int?
    /// Where in a JSON or property-list document: `rules[2].width`; empty for the whole
    /// document or for text formats.
    public var keyPath: String
    /// What is wrong (and, for syntax errors, what was expected).
    public var message: String

    /// An error in `path`, at `line`:`column` and `keyPath` when known.
    public init(
        path: String, kind: Kind = .invalidValue, line: Int? = nil, column: Int? = nil, keyPath: String = "",
        message: String
    ) {
        self.path = path
        self.kind = kind
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `keyPath: message`, or the message alone when there is no key path: the problem without
    /// its file and line, for callers that name those themselves (`line 3: size: …`).
    public var detail: String {
        keyPath.isEmpty ? message : "\(keyPath): \(message)"
    }

    /// `path:line:column: keyPath: message`, leaving out what is not known.
    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(detail)"
    }
}
