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
        let catalogKeys = Self.catalogKeys(scan.stringFolders)
        let places = Self.places(under: root, catalogKeys: catalogKeys, scaleEntries: scale.entryNames)
        // Key prefixes for the keys no view shows: a placed key takes its own rule first.
        let placedKeys = Set(places?.placesByKey.map(\.key) ?? [])
        let prefixes = Self.keyPrefixes(of: catalogKeys.filter { !placedKeys.contains($0) })
        keys.append(("constraints", JSONText.string(Self.constraintsFileName)))
        keys.append(("baseline", JSONText.string("typefit.baseline")))
        if let places {
            let placed = Set(places.placesByKey.map(\.key)).intersection(catalogKeys)
            let through = places.keysPlacedThroughAppViews
            found.append(
                "places read from the views: \(placed.count) of \(Set(catalogKeys).count) catalog keys (\(through.intersection(catalogKeys).count) through the app's own views), written as rules with places"
            )
        }
        found.append("constraints skeleton: \(prefixes.count) key prefixes for the keys no view shows")
        let viewsRead = !(places?.places.isEmpty ?? true)
        undecided.append(
            viewsRead
                ? "keys no view shows wrap freely in typefit-constraints.json (measured for height, never called truncated) until a rule says where they are shown, the key-prefix rules' iPhone 16 width with 16 pt margins"
                : "the widths in typefit-constraints.json are the iPhone 16's with 16 pt margins: set each to where the text is shown"
        )
        configText = "{\n" + keys.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
        constraintsText = Self.constraintsSkeleton(
            prefixes, placeRules: places?.constraintRulesText(relativeTo: root.path) ?? [], viewsRead: viewsRead)
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

    /// The keys of the strings in `folders`, in file order (none when they cannot be read).
    private static func catalogKeys(_ folders: [URL]) -> [String] {
        guard !folders.isEmpty else { return [] }
        var ignored: [String] = []
        return ((try? StringsReader.read(paths: folders.map(\.path), warnings: &ignored)) ?? []).map(\.key)
    }

    /// Where the views under `root` show each key, on an iPhone 16; nil when the Swift code
    /// cannot be read.
    private static func places(under root: URL, catalogKeys: [String], scaleEntries: [String]) -> SwiftCodePlaces? {
        guard let reading = try? SwiftTextUseReader.read(paths: [root.path], catalogKeys: Set(catalogKeys)),
            let phone = DeviceWidths.named("iPhone 16")
        else { return nil }
        return SwiftCodePlaces(
            uses: reading.uses, device: phone, scaleEntries: Set(scaleEntries),
            catalogKeys: catalogKeys.isEmpty ? nil : Set(catalogKeys))
    }

    /// The constraints file: the places read from the views first (one rule per key), then a
    /// rule per key prefix for the keys no view shows. When the views were read
    /// (`viewsRead`), a key none of them shows wraps freely (`"lines": null`: measured for its
    /// height, never called truncated) until a rule says where it is shown; otherwise the
    /// skeleton guesses one line (two for the prefix rules) for every key.
    private static func constraintsSkeleton(_ prefixes: [String], placeRules: [String], viewsRead: Bool) -> String {
        let lines = viewsRead ? "null" : "2"
        let question =
            viewsRead ? "no view shows these keys: where are %@ strings shown?" : "where are %@ strings shown?"
        let rules =
            placeRules
            + prefixes.map { prefix in
                "    {\"keys\": \(JSONText.string(prefix + "*")), \"device\": \"iPhone 16\", \"insets\": 16, \"lines\": \(lines), \"comment\": \(JSONText.string(question.replacingOccurrences(of: "%@", with: prefix + "…")))}"
            }
        return """
            {
              "defaults": {"device": "iPhone 16", "insets": 16, "lines": \(viewsRead ? "null" : "1")},
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
