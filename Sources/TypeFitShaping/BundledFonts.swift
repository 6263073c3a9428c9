import Foundation

/// The Inter and Inter Display faces shipped in the repository's `fonts/` directory: TypeFit's
/// default fonts, its stand-in for SF Pro, and the faces its tests measure.
public enum BundledFonts {
    /// Environment variable that names the bundled fonts directory explicitly.
    package static let environmentVariable = "TYPEFIT_FONTS_DIR"
    /// A file whose presence marks a directory as the bundled fonts directory.
    static let markerFile = "Inter-Regular.otf"

    /// The bundled fonts directory: `$TYPEFIT_FONTS_DIR`, else a `fonts/` directory beside or
    /// above the running executable (as in a `.build/` tree or an install prefix's
    /// `share/typefit/fonts`), else the `fonts/` directory of the source tree TypeFit was built
    /// from. Throws `.bundledFontsNotFound` listing where it looked.
    public static func directory() throws(FontError) -> String {
        var searched: [String] = []
        if let explicit = ProcessInfo.processInfo.environment[environmentVariable], !explicit.isEmpty {
            if isFontsDirectory(explicit) { return explicit }
            searched.append("\(environmentVariable)=\(explicit)")
        }
        for candidate in candidateDirectories() {
            if isFontsDirectory(candidate) { return candidate }
            searched.append(candidate)
        }
        throw .bundledFontsNotFound(searched: searched)
    }

    /// The static bundled faces (Inter and Inter Display, eight styles each).
    public static func library() throws(FontError) -> FontLibrary {
        var library = FontLibrary()
        try library.add(path: try directory(), recursive: false)
        return library
    }

    /// Path of the bundled variable Inter (`wght` and `slnt` axes), for users who want a variable font.
    package static func variableInterPath() throws(FontError) -> String {
        try directory() + "/variable/InterVariable.ttf"
    }

    private static func isFontsDirectory(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + markerFile)
    }

    private static func candidateDirectories() -> [String] {
        var candidates: [String] = []
        var starts: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            starts.append(executable.deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        for start in starts {
            var directory = start
            for _ in 0..<6 {
                candidates.append(directory.appendingPathComponent("fonts").path)
                candidates.append(directory.appendingPathComponent("share/typefit/fonts").path)
                directory.deleteLastPathComponent()
            }
        }
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }
}
