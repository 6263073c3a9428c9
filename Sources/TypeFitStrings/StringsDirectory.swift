import Foundation
import TypeFitInput

/// The strings files of an app's tree, as `--strings DIR` reads them: String Catalogs
/// (`.xcstrings`) anywhere, `.strings` and `.stringsdict` files in `xx.lproj` folders, and
/// compiled gettext catalogs (`.mo`). Hidden folders, `.build`, `Pods`, `Carthage` and
/// `node_modules` are skipped; `.json` and `.txt` files are read only when named one by one.
package enum StringsDirectory {
    /// One file found, with the locale it is read in when its path does not say.
    package struct Found: Sendable, Equatable {
        /// The file's path (the directory given, then the path inside it).
        package var path: String
        /// The locale to read it in (nil: the file or its folder says).
        package var locale: String?

        package init(path: String, locale: String?) {
            self.path = path
            self.locale = locale
        }
    }

    /// Folders never walked.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData"]

    /// Whether `path` is a directory.
    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The strings files under `directory`, sorted by path, and a warning for each `.strings` or
    /// `.stringsdict` file outside any `xx.lproj` folder. When the tree has no `.lproj` folder
    /// at all such a file is the app's development language (`developmentLanguage`, as Xcode
    /// reads an unlocalized project); otherwise its locale is unknown (`und`). Throws when the
    /// directory cannot be read or holds no strings file.
    package static func files(in directory: String, developmentLanguage: String) throws(InputError) -> (
        files: [Found], warnings: [String]
    ) {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw InputError(path: directory, message: "cannot read the directory")
        }
        var paths: [String] = []
        var hasLproj = false
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" || skippedFolders.contains(name) {
                enumerator.skipDescendants()
                continue
            }
            if name.lowercased().hasSuffix(".lproj") { hasLproj = true }
            guard let format = StringsFormat(path: name), format != .json, format != .plainText else { continue }
            let full = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
            guard !isDirectory(full) else { continue }
            paths.append(full)
        }
        var found: [Found] = []
        var warnings: [String] = []
        for path in paths.sorted() {
            let format = StringsFormat(path: path)
            let single = format == .strings || format == .stringsDict
            if single, PathLocale.locale(fromPath: path) == nil {
                if hasLproj {
                    warnings.append(
                        "\(path): a .\(format!.rawValue) file outside any xx.lproj folder; its locale is unknown (und): move it into its locale's .lproj folder, or name it with its own --strings and --locale"
                    )
                    found.append(Found(path: path, locale: nil))
                } else {
                    found.append(Found(path: path, locale: developmentLanguage))
                }
                continue
            }
            found.append(Found(path: path, locale: nil))
        }
        guard !found.isEmpty else {
            throw InputError(
                path: directory,
                message:
                    "no strings files in the directory (looked for .xcstrings, xx.lproj/*.strings and *.stringsdict, and gettext .mo files)"
            )
        }
        return (found, warnings)
    }
}
