import Foundation
import TypeFitUnicode

/// Strict reading of a decoded JSON or property-list document: every value is checked for its
/// type, and every error carries the key path (`strings["Hello"].localizations.de`).
struct DocumentReader {
    let path: String
    let keyPath: String
    let value: Any

    /// Parses JSON `text` from `source`; a syntax error gives Foundation's reason and, where
    /// Foundation names a character offset, the line and column.
    static func json(_ text: String, source: String) throws(StringsError) -> DocumentReader {
        let bytes = Array(text.utf8)
        do {
            let value = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return DocumentReader(path: source, keyPath: "", value: value)
        } catch {
            let reason = FileInput.reason(error)
            var line: Int?, column: Int?
            if let offset = characterOffset(in: reason) {
                (line, column) = TextPosition.lineAndColumn(ofByte: offset, in: bytes)
            }
            throw StringsError(path: source, kind: .syntax, line: line, column: column,
                               message: "malformed JSON: \(reason)")
        }
    }

    /// Parses a property list (XML or binary) from `source`. A binary property list holding a
    /// set is refused before Foundation sees it (``BinaryPropertyListCheck``).
    static func propertyList(_ data: Data, source: String) throws(StringsError) -> DocumentReader {
        if let problem = data.withUnsafeBytes({ BinaryPropertyListCheck.problem(in: $0) }) {
            throw StringsError(path: source, kind: .syntax, message: "malformed property list: \(problem)")
        }
        do {
            return DocumentReader(path: source, keyPath: "", value: try PropertyListSerialization.propertyList(from: data, format: nil))
        } catch {
            throw StringsError(path: source, kind: .syntax, message: "malformed property list: \(FileInput.reason(error))")
        }
    }

    /// The N of Foundation's "… around character N." (a UTF-8 offset in the data).
    private static func characterOffset(in reason: String) -> Int? {
        guard let range = reason.range(of: "character ") else { return nil }
        let digits = reason[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }

    func error(_ message: String, kind: StringsError.Kind = .invalidValue) -> StringsError {
        StringsError(path: path, kind: kind, keyPath: keyPath, message: message)
    }

    /// The member `key`: `.key` when it reads as a plain name, else `["key"]`.
    func member(_ key: String, _ value: Any) -> DocumentReader {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || $0 == "_" || $0 == "-"
        }
        if plain { return DocumentReader(path: path, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", value: value) }
        return subscripted(key, value)
    }

    /// The member `key` always written `["key"]` (for user text such as localization keys).
    func subscripted(_ key: String, _ value: Any) -> DocumentReader {
        DocumentReader(path: path, keyPath: "\(keyPath)[\(Self.quoted(key))]", value: value)
    }

    /// Longest key shown whole in a key path, in Unicode scalars; longer keys are cut with "…"
    /// so a message stays readable when a key is megabytes long.
    static let maximumQuotedScalars = 200

    /// `key` in double quotes with `"`, `\` and control characters escaped as in JSON; a key
    /// longer than ``maximumQuotedScalars`` is cut there and ends with "…" inside the quotes.
    static func quoted(_ key: String) -> String {
        var result = "\""
        for (index, scalar) in key.unicodeScalars.enumerated() {
            if index == maximumQuotedScalars {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The value as an object; `allowed` keys only (nil allows any).
    func object(allowing allowed: Set<String>? = nil) throws(StringsError) -> [String: DocumentReader] {
        guard let dictionary = value as? [String: Any] else { throw error("expected an object, found \(typeName)") }
        if let allowed {
            for key in dictionary.keys.sorted() where !allowed.contains(key) {
                throw member(key, dictionary[key]!).error("unknown key (allowed: \(allowed.sorted().joined(separator: ", ")))")
            }
        }
        var result: [String: DocumentReader] = [:]
        for (key, value) in dictionary { result[key] = member(key, value) }
        return result
    }

    func array() throws(StringsError) -> [DocumentReader] {
        guard let items = value as? [Any] else { throw error("expected an array, found \(typeName)") }
        return items.enumerated().map { index, item in
            DocumentReader(path: path, keyPath: "\(keyPath)[\(index)]", value: item)
        }
    }

    func string() throws(StringsError) -> String {
        guard let text = value as? String else { throw error("expected a string, found \(typeName)") }
        return text
    }

    func number() throws(StringsError) -> Double {
        guard let number = value as? NSNumber, !Self.isBoolean(number) else { throw error("expected a number, found \(typeName)") }
        let double = number.doubleValue
        guard double.isFinite else { throw error("expected a finite number") }
        return double
    }

    func bool() throws(StringsError) -> Bool {
        guard let number = value as? NSNumber, Self.isBoolean(number) else { throw error("expected true or false, found \(typeName)") }
        return number.boolValue
    }

    var isNull: Bool { value is NSNull }

    /// Whether a decoded number is really a boolean: Foundation hands JSON and plist booleans
    /// over as `NSNumber`s of C type `char`.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    var typeName: String {
        switch value {
        case let number as NSNumber: Self.isBoolean(number) ? "a boolean" : "a number"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        case is Data: "data"
        case is Date: "a date"
        default: "a \(type(of: value))"
        }
    }
}
