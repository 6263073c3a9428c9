import TypeFitCheck

/// Why a baseline file could not be read or written. Every case names the file.
package enum BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file at the path.
    case missing(path: String)
    /// The file exists but could not be read (a directory, no permission).
    case unreadable(path: String, reason: String)
    /// The file is not valid baseline JSON; `reason` says where and what.
    case malformed(path: String, reason: String)
    /// Valid JSON, but without a `format` field: some other file.
    case notABaseline(path: String)
    /// A baseline of a format version this build does not read.
    case unsupportedFormat(path: String, found: Int, supported: Int)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    /// The file the error is about.
    package var path: String {
        switch self {
        case .missing(let path), .unreadable(let path, _), .malformed(let path, _), .notABaseline(let path),
            .unsupportedFormat(let path, _, _), .unwritable(let path, _):
            path
        }
    }

    package var description: String {
        switch self {
        case .missing(let path):
            "baseline file \(path) does not exist (write one with the current results first)"
        case .unreadable(let path, let reason):
            "cannot read baseline file \(path): \(reason)"
        case .malformed(let path, let reason):
            "baseline file \(path) is malformed: \(reason)"
        case .notABaseline(let path):
            "\(path) is not a TypeFit baseline (it has no \"format\" field)"
        case .unsupportedFormat(let path, let found, let supported):
            "baseline file \(path) has format version \(found); this version of TypeFit reads formats 1 to \(supported) "
                + "(write the baseline again)"
        case .unwritable(let path, let reason):
            "cannot write baseline file \(path): \(reason)"
        }
    }

    /// A one-line reason for a decoding error: what is wrong and where (`results[2].sizes.large`).
    static func describe(_ error: any Error, fallback: String) -> String {
        guard let error = error as? DecodingError else { return fallback }
        func place(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text.isEmpty ? "" : " at \(text)"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field \"\(key.stringValue)\"\(place(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(type)\(place(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "expected \(type), found null\(place(context.codingPath))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "invalid value\(place(context.codingPath))"
        @unknown default:
            return fallback
        }
    }
}
