import Foundation
import TypeFitScale
import TypeFitShaping
import TypeFitSwiftScale

/// Reads a type scale from wherever an app keeps it, choosing the reader by what `source` names:
/// a built-in (`builtin:inter`, `builtin:system`), Swift code (a `.swift` file or a directory of
/// them), a ScaledFont style dictionary (`.plist`, or JSON of text style → `{fontName,
/// fontSize}`), or a TypeFit JSON type scale.
public enum TypeScaleLoader {
    /// The type scale used when none is named: Inter, in every text style.
    public static let defaultSource = "builtin:inter"

    /// The type scale `source` names. What Swift code leaves unread is passed to `warn`, once per
    /// warning, in reading order; `boldText` evaluates Swift scales as with iOS's Bold Text on;
    /// `fonts` (the app's fonts, when given) are those SwiftGen's `FontFamily` enum is synthesized
    /// from when the Swift code uses it without its generated file.
    public static func load(
        _ source: String, boldText: Bool = false, fonts: FontLibrary? = nil, warn: (String) -> Void = { _ in }
    ) throws(TypeFitError) -> TypeScale {
        if source != "builtin:inter", source != "builtin:system", isSwiftSource(source) {
            do {
                // The entry limit is checked as definitions are found, before all are evaluated.
                let reading = try SwiftScaleReader.read(
                    paths: [source], boldText: boldText, fonts: fonts, maximumDefinitions: TypeScale.maximumEntries)
                for warning in reading.warnings { warn(warning.description) }
                return try reading.typeScaleNamingOtherDefinitions(source: source)
            } catch {
                throw TypeFitError(error.description)
            }
        }
        do {
            switch source {
            case "builtin:inter": return .defaultInter
            case "builtin:system": return .defaultSystem
            default:
                if source.lowercased().hasSuffix(".plist") { return try TypeScale.loadStyleDictionary(path: source) }
                let document = try TypeScale.readDocument(path: source)
                return try document.isStyleDictionary
                    ? TypeScale.parseStyleDictionary(document.data, source: source)
                    : TypeScale.parse(document.data, source: source)
            }
        } catch {
            throw TypeFitError(error.description)
        }
    }

    /// Whether `path` names Swift code: a `.swift` file or a directory.
    public static func isSwiftSource(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix(".swift")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }
}
