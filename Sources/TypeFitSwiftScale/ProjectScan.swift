import Foundation
import TypeFitShaping

/// What `typefit init` finds in an app's tree: folders of strings (String Catalogs, `.lproj`
/// folders), folders of font files, and Info.plist files that list `UIAppFonts`.
package struct ProjectScan: Sendable {
    /// Folders holding String Catalogs or `.lproj` folders of strings, outermost only, sorted.
    package var stringFolders: [URL] = []
    /// Folders holding font files (.ttf, .otf, .ttc), outermost only, sorted.
    package var fontFolders: [URL] = []
    /// Files named like fonts that are not fonts (Git LFS pointers), in the order found.
    package var unreadableFontFiles: [URL] = []
    /// Info.plist files that list `UIAppFonts`, sorted by path.
    package var infoPlists: [URL] = []

    /// Folders never walked into (dependencies and build products).
    package static let skipped: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build", "Build"]

    /// Walks `root`, skipping hidden and ``skipped`` folders.
    package static func scan(_ root: URL) -> ProjectScan {
        var scan = ProjectScan()
        var strings = Set<URL>()
        var fonts = Set<URL>()
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return scan }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skipped.contains(name) {
                enumerator.skipDescendants()
                continue
            }
            let url = root.appendingPathComponent(relative)
            let lower = name.lowercased()
            if lower.hasSuffix(".lproj") {
                if holdsStrings(url) { strings.insert(url.deletingLastPathComponent()) }
                enumerator.skipDescendants()
            } else if lower.hasSuffix(".xcstrings") {
                strings.insert(url.deletingLastPathComponent())
            } else if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
                // A Git LFS pointer (a clone without Git LFS) or another file named like a font is
                // not one: its folder is not offered as the app's fonts.
                if FontFile.hasFontSignature(path: url.path) {
                    fonts.insert(url.deletingLastPathComponent())
                } else {
                    scan.unreadableFontFiles.append(url)
                }
            } else if name == "Info.plist",
                let data = FileManager.default.contents(atPath: url.path),
                String(decoding: data, as: UTF8.self).contains("UIAppFonts")
            {
                scan.infoPlists.append(url)
            }
        }
        scan.stringFolders = outermost(strings)
        scan.fontFolders = outermost(fonts)
        scan.infoPlists.sort { $0.path < $1.path }
        return scan
    }

    /// Whether the `.lproj` folder at `url` holds strings (`.strings`, `.stringsdict`), as
    /// `check` reads them; a `Base.lproj` of storyboards alone does not.
    static func holdsStrings(_ url: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.contains { $0.lowercased().hasSuffix(".strings") || $0.lowercased().hasSuffix(".stringsdict") }
    }

    /// The folders not inside another of them, sorted.
    package static func outermost(_ folders: Set<URL>) -> [URL] {
        let sorted = folders.map(\.standardizedFileURL).sorted { $0.path < $1.path }
        var kept: [URL] = []
        for folder in sorted where !kept.contains(where: { folder.path.hasPrefix($0.path + "/") }) {
            kept.append(folder)
        }
        return kept
    }

    /// The folder every one of `folders` is in.
    package static func commonFolder(_ folders: [URL]) -> URL {
        guard var common = folders.first?.standardizedFileURL.pathComponents else { return URL(fileURLWithPath: "/") }
        for folder in folders.dropFirst() {
            let parts = folder.standardizedFileURL.pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common))
    }

    /// `url` relative to `root` (`.` for the root itself).
    package static func relativePath(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        if path == base { return "." }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
