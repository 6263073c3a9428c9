import TypeFitUnicode

/// A strings file, String Catalog or constraints file that cannot be used, with where the
/// problem is: the file, and either a line and column (text formats) or a key path
/// (`strings["Hello"].localizations.de.stringUnit.value`, `rules[2].width`) for documents.
///
/// ``description`` always starts with the file path, as compilers write it:
/// `Localizable.strings:12:7: expected ';' after value`,
/// `Localizable.xcstrings: strings["Hello"].localizations.de.stringUnit.value: expected a string, found a number`.
public struct StringsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem, for callers that react differently (exit codes, retries).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The file does not exist.
        case notFound
        /// The file exists but cannot be read (permissions, a directory, an I/O error).
        case unreadable
        /// The file is larger than ``StringsLimits/maximumFileBytes``, or a constraints file has
        /// more rules or patterns than ``StringsLimits/maximumRules`` and
        /// ``StringsLimits/maximumPatterns``.
        case tooLarge
        /// The file holds more strings than ``StringsLimits/maximumStrings``.
        case tooManyStrings
        /// One string's text is longer than ``StringsLimits/maximumStringUTF16Count``, or the
        /// file's strings together are longer than ``StringsLimits/maximumTotalUTF16Count``.
        case stringTooLong
        /// Invalid UTF-8, an odd-length UTF-16 file or an unpaired surrogate.
        case encoding
        /// A syntax error in a text format (`.strings`, JSON, property list).
        case syntax
        /// Well-formed, but a value has the wrong type, an unknown key or a bad value.
        case invalidValue
        /// The file's extension names no format TypeFit reads.
        case unsupportedFormat
    }

    /// The file, as given.
    public var path: String
    /// What kind of problem this is.
    public var kind: Kind
    /// 1-based line of the problem, when known.
    public var line: Int?
    /// 1-based column (in Unicode scalars) of the problem, when known.
    public var column: Int?
    /// Where in a JSON or property-list document: `rules[2].width`; empty for the whole
    /// document or for text formats.
    public var keyPath: String
    /// What is wrong (and, for syntax errors, what was expected).
    public var message: String

    /// An error in `path`, at `line`:`column` or `keyPath` when known.
    public init(path: String, kind: Kind, line: Int? = nil, column: Int? = nil, keyPath: String = "", message: String) {
        self.path = path
        self.kind = kind
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// A decoding error from ``TextFileDecoder``, with its line, column and byte offset.
    init(_ error: TextDecodingError) {
        self.init(path: error.path, kind: .encoding, line: error.line, column: error.column,
                  message: "\(error.reason) at byte \(error.byteOffset)")
    }

    /// `path:line:column: message` or `path: keyPath: message`.
    public var description: String {
        var location = path
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return keyPath.isEmpty ? "\(location): \(message)" : "\(location): \(keyPath): \(message)"
    }
}
