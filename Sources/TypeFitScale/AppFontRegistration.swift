import Foundation
import TypeFitInput
import TypeFitShaping

/// The fonts an iOS app registers in its Info.plist (`UIAppFonts`), checked against the font
/// files and the type scale: iOS silently falls back to the system font when a registered file is
/// missing, when a face's file is not registered, or when a PostScript name does not match.
public struct AppFontRegistration: Sendable {
    /// One problem found, for the user.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The file names listed in `UIAppFonts`, as written (paths relative to the app bundle).
    public var registeredFiles: [String]
    /// The Info.plist the list came from.
    public var source: String

    /// Reads `UIAppFonts` from an Info.plist (XML or binary). Throws `InputError` naming
    /// the file for a malformed plist or a `UIAppFonts` that is not an array of strings; a plist
    /// without `UIAppFonts` gives an empty list.
    public static func read(infoPlist path: String) throws(InputError) -> AppFontRegistration {
        let root = try DocumentReader.propertyList(
            try TypeScale.readFile(path), source: path, maximumBytes: TypeScale.maximumFileBytes)
        let top = try root.object()
        var files: [String] = []
        if let list = top["UIAppFonts"] {
            for item in try list.array() { files.append(try item.string()) }
        }
        return AppFontRegistration(registeredFiles: files, source: path)
    }

    /// Checks the registration against the fonts found and, when given, the resolved scale:
    /// every registered file exists among the library's files (matched by relative path suffix or
    /// file name), every face the scale uses comes from a registered file, and every custom font
    /// the scale names resolved.
    public func problems(library: FontLibrary, scale: ResolvedTypeScale?) -> [Problem] {
        var problems: [Problem] = []
        let paths = Set(library.faces.map(\.descriptor.path))
        func isRegistered(_ path: String) -> Bool {
            registeredFiles.contains { path.hasSuffix("/" + $0) || path == $0 }
        }
        if registeredFiles.isEmpty {
            problems.append(
                Problem(
                    description:
                        "\(source): UIAppFonts is missing or empty; iOS loads no custom fonts and every custom font falls back to the system font"
                ))
        }
        for file in registeredFiles where !paths.contains(where: { $0.hasSuffix("/" + file) || $0 == file }) {
            problems.append(
                Problem(description: "\(source): UIAppFonts lists \(file), which is not among the font files given"))
        }
        guard let scale else { return problems }
        var reported = Set<String>()
        for entry in scale.entries where !entry.entry.usesSystemFont {
            for style in entry.styles {
                if let missing = style.notes.first(where: { $0.contains("is not among the fonts given") }) {
                    if reported.insert(missing).inserted { problems.append(Problem(description: missing)) }
                    continue
                }
                let path = style.face.descriptor.path
                guard !isRegistered(path), reported.insert(path).inserted else { continue }
                let name = URL(fileURLWithPath: path).lastPathComponent
                problems.append(
                    Problem(
                        description:
                            "\(entry.entry.name): \(style.face.postScriptName) comes from \(name), which UIAppFonts does not list; on iOS the entry would fall back to the system font"
                    ))
            }
        }
        return problems
    }
}
