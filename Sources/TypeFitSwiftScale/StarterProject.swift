import Foundation
import TypeFitInput
import TypeFitScale
import TypeFitStrings

/// What `typefit init` writes for an app's tree: a starter `.typefit.json` (paths relative to
/// it) naming the strings, fonts, Info.plist and Swift type scale found, and a constraints
/// skeleton with one rule per key prefix; with what it found and what it could not decide.
package struct StarterProject: Sendable {
    /// The constraints skeleton's file name, beside `.typefit.json`.
    package static let constraintsFileName = "typefit-constraints.json"

    /// The app's folder, standardized.
    package let root: URL
    /// The `.typefit.json` of `root`.
    package var configURL: URL { root.appendingPathComponent(ProjectConfig.fileName) }
    /// The constraints skeleton of `root`.
    package var constraintsURL: URL { root.appendingPathComponent(Self.constraintsFileName) }
    /// The `.typefit.json` text.
    package let configText: String
    /// The constraints skeleton's text.
    package let constraintsText: String
    /// What was found, one line each (`strings: Resources`).
    package let found: [String]
    /// What is left for the user to decide, one line each.
    package let undecided: [String]

    /// Scans the folder at `path`. Not a directory, or (unless `force`) a folder that already has
    /// either file, is an ``OptionError``.
    package init(path: String, force: Bool) throws(OptionError) {
        guard StringsDirectory.isDirectory(path) else { throw OptionError("\(path): not a directory") }
        root = URL(fileURLWithPath: path).standardizedFileURL
        let config = root.appendingPathComponent(ProjectConfig.fileName)
        let constraints = root.appendingPathComponent(Self.constraintsFileName)
        for url in [config, constraints] where !force && FileManager.default.fileExists(atPath: url.path) {
            throw OptionError("\(url.path) exists; --force replaces it")
        }
        let scan = ProjectScan.scan(root)
        var keys: [(String, String)] = []
        var found: [String] = []
        var undecided: [String] = []
        let root = root
        func relative(_ url: URL) -> String { ProjectScan.relativePath(url, to: root) }

        if scan.stringFolders.isEmpty {
            undecided.append("no String Catalog or .lproj folder: add \"strings\" by hand")
        } else {
            keys.append(("strings", Self.list(scan.stringFolders.map(relative))))
            found.append("strings: \(scan.stringFolders.map(relative).joined(separator: ", "))")
        }
        if scan.fontFolders.isEmpty {
            undecided.append("no font files (.ttf, .otf, .ttc): the system font (or its stand-in) is measured")
        } else {
            keys.append(("fonts", Self.list(scan.fontFolders.map(relative))))
            found.append("fonts: \(scan.fontFolders.map(relative).joined(separator: ", "))")
        }
        if let first = scan.unreadableFontFiles.first {
            let others = scan.unreadableFontFiles.count - 1
            undecided.append(
                "\(relative(first))\(others > 0 ? " and \(others) more" : "") named like a font but not one (a Git LFS pointer? fetch with `git lfs pull`): left out of \"fonts\""
            )
        }
        if let plist = scan.infoPlists.first {
            keys.append(("infoPlist", JSONText.string(relative(plist))))
            found.append("Info.plist with UIAppFonts: \(relative(plist))")
            if scan.infoPlists.count > 1 {
                undecided.append(
                    "\(scan.infoPlists.count) Info.plist files list UIAppFonts; using \(relative(plist)): \(scan.infoPlists.dropFirst().map(relative).joined(separator: ", "))"
                )
            }
        }
        let scale = StarterScale(TypeScaleSearch(root: root))
        if let line = scale.scaleValue { keys.append(("scale", JSONText.string(line))) }
        found += scale.found
        undecided += scale.undecided
        let prefixes = Self.keyPrefixes(scan.stringFolders)
        keys.append(("constraints", JSONText.string(Self.constraintsFileName)))
        keys.append(("baseline", JSONText.string("typefit.baseline")))
        found.append("constraints skeleton: \(prefixes.count) key prefixes")
        undecided.append(
            "the widths in typefit-constraints.json are the iPhone 16's with 16 pt margins: set each to where the text is shown"
        )
        configText = "{\n" + keys.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
        constraintsText = Self.constraintsSkeleton(prefixes)
        self.found = found
        self.undecided = undecided
    }

    /// What `typefit init` prints once both files are written.
    package var summary: String {
        var out = "wrote \(configURL.path) and \(constraintsURL.path)\n"
        out += found.map { "  found \($0)\n" }.joined()
        out += undecided.map { "  to decide: \($0)\n" }.joined()
        out += "next: typefit check (from \(root.path) or below)\n"
        return out
    }

    /// The first part of each key with its separator (`settings.` of `settings.title`,
    /// `Home_` of `Home_Title`), most used first, at most 50. A prefix is a name (a letter, then
    /// letters, digits and `-`) that at least two keys share: keys that are sentences (`If you
    /// run into any issues. Please…`) or numbers (`0.5x`) give none.
    static func keyPrefixes(of keys: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for key in keys {
            guard let separator = key.firstIndex(where: { $0 == "." || $0 == "_" }),
                isPrefixName(key[..<separator])
            else { continue }
            counts[String(key[...separator]), default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(50).map(\.key)
    }

    /// Whether `name` reads as a key prefix: an ASCII letter, then ASCII letters, digits and `-`.
    private static func isPrefixName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
        }
    }

    private static func keyPrefixes(_ folders: [URL]) -> [String] {
        guard !folders.isEmpty else { return [] }
        var ignored: [String] = []
        let strings = (try? StringsReader.read(paths: folders.map(\.path), warnings: &ignored)) ?? []
        return keyPrefixes(of: strings.map(\.key))
    }

    private static func constraintsSkeleton(_ prefixes: [String]) -> String {
        let rules = prefixes.map { prefix in
            "    {\"keys\": \(JSONText.string(prefix + "*")), \"device\": \"iPhone 16\", \"insets\": 16, \"lines\": 2, \"comment\": \(JSONText.string("where are \(prefix)… strings shown?"))}"
        }
        return """
            {
              "defaults": {"device": "iPhone 16", "insets": 16, "lines": 1},
              "rules": [
            \(rules.joined(separator: ",\n"))
              ]
            }

            """
    }

    private static func list(_ items: [String]) -> String {
        items.count == 1 ? JSONText.string(items[0]) : "[" + items.map(JSONText.string).joined(separator: ", ") + "]"
    }
}
