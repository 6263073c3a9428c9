/// What can go wrong while loading fonts or finding a face. Every case names the file or the
/// name at fault, so a message can be shown to the user as it is.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at `path`.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// The file is not an OpenType/TrueType font or collection (wrong signature).
    case notAFont(path: String, reason: String)
    /// The file claims to be a font but its structure is broken (truncated, bad offsets).
    case corrupt(path: String, reason: String)
    /// A directory was given but no font file was found under it.
    case noFontsInDirectory(path: String)
    /// No face has this PostScript name; `suggestions` are the closest names that exist.
    case unknownPostScriptName(String, suggestions: [String])
    /// No face belongs to this family; `suggestions` are the closest families that exist.
    case unknownFamily(String, suggestions: [String])
    /// The bundled fonts directory could not be found.
    case bundledFontsNotFound(searched: [String])

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or directory"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read: \(reason)"
        case .notAFont(let path, let reason):
            return "\(path): not a font file: \(reason)"
        case .corrupt(let path, let reason):
            return "\(path): corrupt font: \(reason)"
        case .noFontsInDirectory(let path):
            return "\(path): no font files (.ttf, .otf, .ttc, .otc) found in this directory"
        case .unknownPostScriptName(let name, let suggestions):
            return "no font with PostScript name '\(name)'" + Self.didYouMean(suggestions)
        case .unknownFamily(let name, let suggestions):
            return "no font family named '\(name)'" + Self.didYouMean(suggestions)
        case .bundledFontsNotFound(let searched):
            return "TypeFit's bundled fonts were not found; looked in: "
                + searched.joined(separator: ", ")
                + " (set TYPEFIT_FONTS_DIR to the repository's fonts/ directory)"
        }
    }

    private static func didYouMean(_ names: [String]) -> String {
        names.isEmpty ? "" : "; closest: " + names.joined(separator: ", ")
    }
}
