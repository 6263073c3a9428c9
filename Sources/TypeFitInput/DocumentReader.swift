import Foundation

/// Strict reading of a JSON or property-list document, the one way TypeFit reads them: the
/// bytes are held to a size limit and decoded strictly (``TextFileDecoder``), every value is
/// checked for its type, and every error is an ``InputError`` carrying the file, the key path
/// (`strings["Hello"].localizations.de`, `entries[2].weight`) and, in JSON, the line that key
/// path starts on.
package struct DocumentReader {
    /// The file, as given.
    package let path: String
    /// Where this value is, as messages write it; empty for the root.
    package var keyPath: String { place?.keyPath ?? "" }
    /// The decoded value (Foundation's: `[String: Any]`, `[Any]`, `String`, `NSNumber`, …).
    package let value: Any
    /// Where this value is, as a chain of steps from the root (nil for the root); spelled out
    /// as a key path or a line only when a message needs it, as a catalog has a hundred
    /// thousand values.
    private let place: Place?
    /// The JSON text, for lines; nil for a property list.
    private let text: JSONText?

    /// A JSON document's text as UTF-8, and the line it starts on when it is one record of a
    /// longer file (JSON Lines).
    private final class JSONText {
        let utf8: [UInt8]
        let recordLine: Int?
        init(utf8: [UInt8], recordLine: Int?) {
            self.utf8 = utf8
            self.recordLine = recordLine
        }
    }

    /// One step from the root to a value: the parent's place and the member or element.
    private final class Place {
        let parent: Place?
        let step: JSONKeyLines.Step
        /// Whether a member is always written `["key"]`, even when it reads as a plain name.
        let subscripted: Bool

        init(parent: Place?, step: JSONKeyLines.Step, subscripted: Bool) {
            self.parent = parent
            self.step = step
            self.subscripted = subscripted
        }

        /// The steps from the root, first step first.
        var steps: [JSONKeyLines.Step] {
            var steps: [JSONKeyLines.Step] = []
            var place: Place? = self
            while let current = place {
                steps.append(current.step)
                place = current.parent
            }
            return steps.reversed()
        }

        /// The key path as messages write it: `.key` for a member that reads as a plain name,
        /// else `["key"]`, and `[index]` for an element.
        var keyPath: String {
            var places: [Place] = []
            var place: Place? = self
            while let current = place {
                places.append(current)
                place = current.parent
            }
            var keyPath = ""
            for place in places.reversed() {
                switch place.step {
                case .index(let index): keyPath += "[\(index)]"
                case .member(let key):
                    if !place.subscripted && DocumentReader.isPlainName(key) {
                        keyPath += keyPath.isEmpty ? key : ".\(key)"
                    } else {
                        keyPath += "[\(DocumentReader.quoted(key))]"
                    }
                }
            }
            return keyPath
        }
    }

    private init(path: String, value: Any, place: Place?, text: JSONText?) {
        self.path = path
        self.value = value
        self.place = place
        self.text = text
    }

    /// The root of a JSON document already parsed: `value` is what its text `utf8` holds (a
    /// JSON Lines record starting at `recordLine`), read from `path`.
    static func jsonRoot(path: String, value: Any, utf8: [UInt8], recordLine: Int? = nil) -> DocumentReader {
        DocumentReader(path: path, value: value, place: nil, text: JSONText(utf8: utf8, recordLine: recordLine))
    }

    /// Reads a JSON document of at most `maximumBytes` bytes from `source` (`what` names it in
    /// the size message: "file", "catalog", "document"), decoded strictly. `recordLine` is the
    /// line of a JSON Lines record: lines are counted from it, and errors about the whole record
    /// name it too.
    package static func json(
        _ bytes: some Collection<UInt8>, source: String, maximumBytes: Int,
        what: String = "file", recordLine: Int? = nil
    ) throws(InputError) -> DocumentReader {
        let text: String
        do {
            text = try InputFile.text(bytes, source: source, maximumBytes: maximumBytes, what: what)
        } catch {
            var shifted = error
            shifted.line = error.line.map { $0 + (recordLine ?? 1) - 1 }
            throw shifted
        }
        return try json(text: text, source: source, recordLine: recordLine)
    }

    /// Parses JSON `text` from `source`; a syntax error gives Foundation's reason and, where
    /// Foundation names a character offset, the line and column.
    package static func json(text: String, source: String, recordLine: Int? = nil) throws(InputError) -> DocumentReader
    {
        let bytes = Array(text.utf8)
        do {
            let value = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            return jsonRoot(path: source, value: value, utf8: bytes, recordLine: recordLine)
        } catch {
            let reason = InputFile.reason(error)
            var line = recordLine
            var column: Int?
            if let offset = characterOffset(in: reason) {
                let position = TextPosition.lineAndColumn(ofByte: offset, in: bytes)
                (line, column) = (position.line + (recordLine ?? 1) - 1, position.column)
            }
            throw InputError(
                path: source, kind: .syntax, line: line, column: column, message: "malformed JSON: \(reason)")
        }
    }

    /// Reads a property list (XML or binary) of at most `maximumBytes` bytes from `source` (`what`
    /// names it in the size message). An
    /// XML one is decoded strictly first; a binary one holding a set is refused before
    /// Foundation sees it (``BinaryPropertyListCheck``).
    package static func propertyList(
        _ bytes: some Collection<UInt8>, source: String, maximumBytes: Int,
        what: String = "file"
    ) throws(InputError) -> DocumentReader {
        try InputFile.checkSize(byteCount: bytes.count, maximumBytes: maximumBytes, source: source, what: what)
        var data = Data(bytes)
        if !data.starts(with: Array("bplist".utf8)) {
            let text = try TextFileDecoder.decode(Array(bytes), path: source)
            let isUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            if !isUTF16 { data = Data(text.utf8) }
        }
        if let problem = data.withUnsafeBytes({ BinaryPropertyListCheck.problem(in: $0) }) {
            throw InputError(path: source, kind: .syntax, message: "malformed property list: \(problem)")
        }
        do {
            return DocumentReader(
                path: source, value: try PropertyListSerialization.propertyList(from: data, format: nil),
                place: nil, text: nil)
        } catch {
            throw InputError(
                path: source, kind: .syntax, message: "malformed property list: \(InputFile.reason(error))")
        }
    }

    /// The N of Foundation's "… around character N." (a UTF-8 offset in the data).
    private static func characterOffset(in reason: String) -> Int? {
        guard let range = reason.range(of: "character ") else { return nil }
        let digits = reason[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }

    /// An error about this value: its file, key path and (in JSON) line.
    package func error(_ message: String, kind: InputError.Kind = .invalidValue) -> InputError {
        InputError(path: path, kind: kind, line: line, keyPath: keyPath, message: message)
    }

    /// The 1-based line in the file where this value is named (its member name, or the element
    /// itself); for the root, a JSON Lines record's line, else nil; nil in property lists.
    package var line: Int? {
        guard let text else { return nil }
        guard let line = JSONKeyLines.line(of: place?.steps ?? [], in: text.utf8) else { return text.recordLine }
        return line + (text.recordLine ?? 1) - 1
    }

    /// The UTF-8 text of a JSON document (for ``JSONKeyLines``); nil for a property list.
    package var jsonUTF8: [UInt8]? { text?.utf8 }

    private func step(_ step: JSONKeyLines.Step, subscripted: Bool = false, value: Any) -> DocumentReader {
        DocumentReader(
            path: path, value: value, place: Place(parent: place, step: step, subscripted: subscripted), text: text)
    }

    /// Whether a member name is written `.key` in a key path (ASCII letters, digits, `_`, `-`).
    private static func isPlainName(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || $0 == "_"
                    || $0 == "-"
            }
    }

    /// The member `key`: `.key` when it reads as a plain name, else `["key"]`.
    package func member(_ key: String, _ value: Any) -> DocumentReader {
        step(.member(key), value: value)
    }

    /// This member's key read as a value (a weight name used as a key): errors name the member's
    /// own key path and line, not the key path again.
    package func key(_ key: String) -> DocumentReader {
        DocumentReader(path: path, value: key, place: place, text: text)
    }

    /// The member `key` always written `["key"]` (for user text such as localization keys).
    package func subscripted(_ key: String, _ value: Any) -> DocumentReader {
        step(.member(key), subscripted: true, value: value)
    }

    /// Longest key shown whole in a key path, in Unicode scalars; longer keys are cut with "…"
    /// so a message stays readable when a key is megabytes long.
    package static let maximumQuotedScalars = 200

    /// `key` in double quotes with `"`, `\` and control characters escaped as in JSON; a key
    /// longer than ``maximumQuotedScalars`` is cut there and ends with "…" inside the quotes.
    package static func quoted(_ key: String) -> String {
        var result = "\""
        for (index, scalar) in key.unicodeScalars.enumerated() {
            if index == maximumQuotedScalars {
                result += "…"
                break
            }
            if let escape = escapes[scalar] {
                result += escape
            } else if scalar.value < 0x20 {
                result += String(format: "\\u%04X", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The short JSON escapes ``quoted(_:)`` writes; other control characters become `\uXXXX`.
    private static let escapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r",
    ]

    /// The value as an object; `allowed` keys only (nil allows any).
    package func object(allowing allowed: Set<String>? = nil) throws(InputError) -> [String: DocumentReader] {
        guard let dictionary = value as? [String: Any] else { throw error("expected an object, found \(typeName)") }
        if let allowed {
            for key in dictionary.keys.sorted() where !allowed.contains(key) {
                throw member(key, dictionary[key]!).error(
                    "unknown key (allowed: \(allowed.sorted().joined(separator: ", ")))")
            }
        }
        var result: [String: DocumentReader] = [:]
        result.reserveCapacity(dictionary.count)
        for (key, value) in dictionary { result[key] = member(key, value) }
        return result
    }

    /// The value as an array of at most `limit` items; more is a ``InputError/Kind/tooLarge``
    /// error, "`count` `noun`, over the limit of `limit``note`" (`12 entries, over the limit of 10`):
    /// the one bound on every list a file gives.
    package func array(atMost limit: Int, of noun: String, note: String = "") throws(InputError) -> [DocumentReader] {
        let items = try array()
        guard items.count <= limit else { throw overLimit(items.count, limit, noun, note) }
        return items
    }

    /// The value as an object of at most `limit` members; more is a ``InputError/Kind/tooLarge``
    /// error worded as ``array(atMost:of:note:)`` words it.
    package func object(atMost limit: Int, of noun: String) throws(InputError) -> [String: DocumentReader] {
        let members = try object()
        guard members.count <= limit else { throw overLimit(members.count, limit, noun, "") }
        return members
    }

    private func overLimit(_ count: Int, _ limit: Int, _ noun: String, _ note: String) -> InputError {
        error("\(count) \(noun), over the limit of \(limit)\(note)", kind: .tooLarge)
    }

    package func array() throws(InputError) -> [DocumentReader] {
        guard let items = value as? [Any] else { throw error("expected an array, found \(typeName)") }
        return items.enumerated().map { index, item in
            step(.index(index), value: item)
        }
    }

    package func string() throws(InputError) -> String {
        guard let text = value as? String else { throw error("expected a string, found \(typeName)") }
        return text
    }

    package func number() throws(InputError) -> Double {
        guard let number = value as? NSNumber, !Self.isBoolean(number) else {
            throw error("expected a number, found \(typeName)")
        }
        let double = number.doubleValue
        guard double.isFinite else { throw error("expected a finite number") }
        return double
    }

    package func bool() throws(InputError) -> Bool {
        guard let number = value as? NSNumber, Self.isBoolean(number) else {
            throw error("expected true or false, found \(typeName)")
        }
        return number.boolValue
    }

    /// The case of `Value` the string value names by its raw value; otherwise an error
    /// "unknown `what` 'name' (accepted: …)" listing every case.
    package func choice<Value: RawRepresentable & CaseIterable>(of _: Value.Type, what: String = "value")
        throws(InputError) -> Value
    where Value.RawValue == String {
        let name = try string()
        guard let chosen = Value(rawValue: name) else {
            throw error(
                "unknown \(what) '\(name)' (accepted: \(Value.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return chosen
    }

    package var isNull: Bool { value is NSNull }

    /// Whether a decoded number is really a boolean: Foundation hands JSON and plist booleans
    /// over as `NSNumber`s of C type `char`.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    package var typeName: String {
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
