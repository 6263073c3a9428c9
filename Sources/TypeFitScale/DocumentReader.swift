import Foundation
import TypeFitUnicode

/// Strict reading of a decoded JSON or property-list document: every value is checked for its
/// type, every unknown key is an error, and every error carries the key path.
struct DocumentReader {
    let path: String
    let keyPath: String
    let value: Any

    /// Parses JSON `data` from `path`, or throws with Foundation's reason.
    static func json(_ data: Data, path: String) throws(TypeScaleError) -> DocumentReader {
        do {
            return DocumentReader(path: path, keyPath: "", value: try JSONSerialization.jsonObject(with: data))
        } catch {
            throw TypeScaleError(path: path, keyPath: "", message: "malformed JSON: \(Self.reason(error))")
        }
    }

    /// Parses a property list (XML or binary) from `path`. A binary property list holding a set
    /// is refused before Foundation sees it (``BinaryPropertyListCheck``).
    static func propertyList(_ data: Data, path: String) throws(TypeScaleError) -> DocumentReader {
        if let problem = data.withUnsafeBytes({ BinaryPropertyListCheck.problem(in: $0) }) {
            throw TypeScaleError(path: path, keyPath: "", message: "malformed property list: \(problem)")
        }
        do {
            return DocumentReader(path: path, keyPath: "", value: try PropertyListSerialization.propertyList(from: data, format: nil))
        } catch {
            throw TypeScaleError(path: path, keyPath: "", message: "malformed property list: \(Self.reason(error))")
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }

    func error(_ message: String) -> TypeScaleError {
        TypeScaleError(path: path, keyPath: keyPath, message: message)
    }

    func child(_ key: String, _ value: Any) -> DocumentReader {
        DocumentReader(path: path, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", value: value)
    }

    /// The value as an object; `allowed` keys only (nil allows any).
    func object(allowing allowed: Set<String>? = nil) throws(TypeScaleError) -> [String: DocumentReader] {
        guard let dictionary = value as? [String: Any] else { throw error("expected an object, found \(typeName)") }
        if let allowed {
            for key in dictionary.keys.sorted() where !allowed.contains(key) {
                throw child(key, dictionary[key]!).error("unknown key (allowed: \(allowed.sorted().joined(separator: ", ")))")
            }
        }
        var result: [String: DocumentReader] = [:]
        for (key, value) in dictionary { result[key] = child(key, value) }
        return result
    }

    func array() throws(TypeScaleError) -> [DocumentReader] {
        guard let items = value as? [Any] else { throw error("expected an array, found \(typeName)") }
        return items.enumerated().map { index, item in
            DocumentReader(path: path, keyPath: "\(keyPath)[\(index)]", value: item)
        }
    }

    func string() throws(TypeScaleError) -> String {
        guard let text = value as? String else { throw error("expected a string, found \(typeName)") }
        return text
    }

    func number() throws(TypeScaleError) -> Double {
        guard let number = value as? NSNumber, !isBoolean(number) else { throw error("expected a number, found \(typeName)") }
        let double = number.doubleValue
        guard double.isFinite else { throw error("expected a finite number") }
        return double
    }

    func bool() throws(TypeScaleError) -> Bool {
        guard let number = value as? NSNumber, isBoolean(number) else { throw error("expected true or false, found \(typeName)") }
        return number.boolValue
    }

    /// A weight given as a name ("semibold") or a number (600).
    func weightValue() throws(TypeScaleError) -> Int {
        if let number = value as? NSNumber, !isBoolean(number) {
            let weight = number.doubleValue
            guard weight.isFinite, weight == weight.rounded(), (1...1000).contains(weight) else {
                throw error("weight must be a whole number from 1 to 1000, found \(number)")
            }
            return Int(weight)
        }
        let name = try string()
        guard let weight = WeightNames.value(of: name) else {
            throw error("unknown weight '\(name)' (accepted: \(WeightNames.accepted), or a number 1–1000)")
        }
        return weight
    }

    /// Whether a decoded number is really a boolean: Foundation hands JSON and plist booleans
    /// over as `NSNumber`s of C type `char`.
    private func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    private var typeName: String {
        switch value {
        case let number as NSNumber: isBoolean(number) ? "a boolean" : "a number"
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        case is NSNull: "null"
        default: "a \(type(of: value))"
        }
    }
}
