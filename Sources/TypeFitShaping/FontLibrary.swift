import Foundation
import TypeFitVocabulary

/// The faces an app ships, indexed the way iOS finds them: by PostScript name, and by family,
/// weight and italic.
///
/// Build one from files and directories (walked recursively), or take the bundled Inter faces
/// with `FontLibrary.bundled()`. A library is an immutable value once built and is safe to share.
public struct FontLibrary: Sendable {
    /// Every face, in load order (files sorted by path within a directory).
    public private(set) var faces: [FontFace] = []
    /// Things the user should know that did not stop loading: duplicate PostScript names,
    /// files in a directory that could not be loaded.
    public private(set) var warnings: [String] = []
    private var byPostScriptName: [String: FontFace] = [:]
    private var byFamily: [String: [FontFace]] = [:]

    /// An empty library.
    public init() {}

    /// A library of the fonts at `paths`: files, or directories walked recursively.
    /// Throws the first `FontError` met on an explicitly named file, or when a directory holds
    /// no loadable font.
    public init(paths: [String]) throws(FontError) {
        for path in paths { try add(path: path) }
    }

    /// Adds the font file at `path`, or every font file under the directory at `path`.
    ///
    /// An explicitly named file that fails to load throws. Inside a directory, a file that
    /// fails is skipped with a warning, and the directory throws only when nothing in it loads.
    public mutating func add(path: String, recursive: Bool = true) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        guard isDirectory.boolValue else {
            add(faces: try FontFile.load(path: path))
            return
        }
        let files = Self.fontFiles(in: path, recursive: recursive)
        var firstError: FontError?
        var loaded = 0
        for file in files {
            do throws(FontError) {
                add(faces: try FontFile.load(path: file))
                loaded += 1
            } catch {
                firstError = firstError ?? error
                warnings.append("skipped \(error)")
            }
        }
        if loaded == 0 { throw firstError ?? .noFontsInDirectory(path: path) }
    }

    /// Adds already-loaded faces. On a PostScript name clash the first face stays, except that a
    /// static face replaces a variable font's named instance; either way a warning is recorded
    /// (not for two instances of one file, whose first stays without a word).
    public mutating func add(faces newFaces: [FontFace]) {
        for face in newFaces {
            let name = face.postScriptName
            if let existing = byPostScriptName[name] {
                // A variable font that names two of its instances alike (Rubik.ttf's two
                // Rubik-Light instances): the first is kept, and there is nothing for the user
                // to do about it.
                if existing.descriptor.path == face.descriptor.path { continue }
                let replace = existing.descriptor.isVariable && !face.descriptor.isVariable
                let kept = replace ? face : existing
                let dropped = replace ? existing : face
                warnings.append(
                    "duplicate PostScript name \(name): using \(kept.descriptor.path), ignoring \(dropped.descriptor.path)"
                )
                guard replace else { continue }
                faces.removeAll { $0 === existing }
                byFamily[Self.familyKey(existing.descriptor.family)]?.removeAll { $0 === existing }
            }
            faces.append(face)
            byPostScriptName[name] = face
            byFamily[Self.familyKey(face.descriptor.family), default: []].append(face)
        }
    }

    /// The family names present, sorted.
    public var families: [String] {
        Array(Set(faces.map(\.descriptor.family))).sorted()
    }

    /// The faces of `family` (case-insensitive), in load order; empty when none.
    public func faces(inFamily family: String) -> [FontFace] {
        byFamily[Self.familyKey(family)] ?? []
    }

    /// The face whose PostScript name is exactly `name`, as `Font.custom(name, size:)` and
    /// `UIFont(name:size:)` need it. Throws `.unknownPostScriptName` with the closest names.
    public func face(postScriptName name: String) throws(FontError) -> FontFace {
        if let face = byPostScriptName[name] { return face }
        throw .unknownPostScriptName(
            name, suggestions: NameSuggestions.closest(to: name, among: faces.map(\.postScriptName)))
    }

    /// Whether a face has exactly this PostScript name.
    public func contains(postScriptName name: String) -> Bool { byPostScriptName[name] != nil }

    private static func familyKey(_ family: String) -> String { family.lowercased() }

    private static func fontFiles(in directory: String, recursive: Bool) -> [String] {
        let root = URL(fileURLWithPath: directory)
        let keys: [URLResourceKey] = [.isRegularFileKey]
        var files: [String] = []
        if recursive {
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL {
                if FontFile.extensions.contains(url.pathExtension.lowercased()) { files.append(url.path) }
            }
        } else {
            let urls =
                (try? FileManager.default.contentsOfDirectory(
                    at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
            files = urls.filter { FontFile.extensions.contains($0.pathExtension.lowercased()) }.map(\.path)
        }
        return files.sorted()
    }
}
