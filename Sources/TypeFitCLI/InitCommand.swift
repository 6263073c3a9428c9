import ArgumentParser
import Foundation
import TypeFit
import TypeFitOutput
import TypeFitReport
import TypeFitSwiftScale

/// `typefit init`: scans an app's tree and writes a starter `.typefit.json` (and a constraints
/// skeleton), saying what it found and what it could not decide.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Scan an app's tree and write a starter .typefit.json and constraints skeleton.",
        discussion: """
            Finds String Catalogs and .lproj folders, font files, the Info.plist that lists UIAppFonts \
            and the Swift files that define the type scale, and writes .typefit.json (paths relative \
            to it) and typefit-constraints.json (one rule per key prefix). Existing files are kept \
            unless --force.
            """)

    @Argument(help: ArgumentHelp("The app's folder.", valueName: "path"))
    var path = "."

    @Flag(help: "Overwrite an existing .typefit.json and typefit-constraints.json.")
    var force = false

    func run() throws {
        guard StringsDirectory.isDirectory(path) else {
            throw CommandFailure.badInput("\(path): not a directory")
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let configURL = root.appendingPathComponent(ProjectConfig.fileName)
        let constraintsURL = root.appendingPathComponent("typefit-constraints.json")
        for url in [configURL, constraintsURL] where !force && FileManager.default.fileExists(atPath: url.path) {
            throw CommandFailure.badInput("\(url.path) exists; --force replaces it")
        }
        let found = ProjectScan.scan(root)
        var config: [(String, String)] = []
        var report: [String] = []
        var undecided: [String] = []
        func relative(_ url: URL) -> String { ProjectScan.relativePath(url, to: root) }

        if found.stringFolders.isEmpty {
            undecided.append("no String Catalog or .lproj folder: add \"strings\" by hand")
        } else {
            config.append(("strings", Self.list(found.stringFolders.map(relative))))
            report.append("strings: \(found.stringFolders.map(relative).joined(separator: ", "))")
        }
        if found.fontFolders.isEmpty {
            undecided.append("no font files (.ttf, .otf, .ttc): the system font (or its stand-in) is measured")
        } else {
            config.append(("fonts", Self.list(found.fontFolders.map(relative))))
            report.append("fonts: \(found.fontFolders.map(relative).joined(separator: ", "))")
        }
        if let plist = found.infoPlists.first {
            config.append(("infoPlist", Self.quote(relative(plist))))
            report.append("Info.plist with UIAppFonts: \(relative(plist))")
            if found.infoPlists.count > 1 {
                undecided.append(
                    "\(found.infoPlists.count) Info.plist files list UIAppFonts; using \(relative(plist)): \(found.infoPlists.dropFirst().map(relative).joined(separator: ", "))"
                )
            }
        }
        if let scale = Self.typeScale(in: root) {
            config.append(("scale", Self.quote(scale.path)))
            report.append("type scale: \(scale.path) (\(scale.definitions) definitions)")
        } else {
            undecided.append("no type scale in the Swift code: the built-in Inter scale is used; add \"scale\"")
        }
        let prefixes = try Self.keyPrefixes(found.stringFolders)
        config.append(("constraints", Self.quote("typefit-constraints.json")))
        config.append(("baseline", Self.quote("typefit.baseline")))
        report.append("constraints skeleton: \(prefixes.count) key prefixes")
        undecided.append(
            "the widths in typefit-constraints.json are the iPhone 16's with 16 pt margins: set each to where the text is shown"
        )

        let configText = "{\n" + config.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
        try OutputWriter.write(configText, to: configURL.path)
        try OutputWriter.write(Self.constraintsSkeleton(prefixes), to: constraintsURL.path)
        var out = "wrote \(configURL.path) and \(constraintsURL.path)\n"
        out += report.map { "  found \($0)\n" }.joined()
        out += undecided.map { "  to decide: \($0)\n" }.joined()
        out += "next: typefit check (from \(root.path) or below)\n"
        try OutputWriter.write(out, to: nil)
    }

    /// The Swift files that define the type scale: one file, or the folder they share.
    private static func typeScale(in root: URL) -> (path: String, definitions: Int)? {
        guard let reading = try? SwiftScaleReader.read(paths: [root.path]), !reading.definitions.isEmpty else {
            return nil
        }
        let files = Set(reading.definitions.map(\.location.file))
        let urls = files.map { URL(fileURLWithPath: $0) }
        if urls.count == 1 { return (ProjectScan.relativePath(urls[0], to: root), reading.definitions.count) }
        let common = ProjectScan.commonFolder(urls.map { $0.deletingLastPathComponent() })
        return (ProjectScan.relativePath(common, to: root), reading.definitions.count)
    }

    /// The first part of each key with its separator (`settings.` of `settings.title`,
    /// `Home_` of `Home_Title`), most used first, at most 50.
    private static func keyPrefixes(_ folders: [URL]) throws -> [String] {
        guard !folders.isEmpty else { return [] }
        var ignored: [String] = []
        let strings = (try? StringSources.load(folders.map(\.path), warnings: &ignored)) ?? []
        var counts: [String: Int] = [:]
        for string in strings {
            guard let separator = string.key.firstIndex(where: { $0 == "." || $0 == "_" }),
                separator != string.key.startIndex
            else { continue }
            counts[String(string.key[...separator]), default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(50).map(\.key)
    }

    private static func constraintsSkeleton(_ prefixes: [String]) -> String {
        let rules = prefixes.map { prefix in
            "    {\"keys\": \(quote(prefix + "*")), \"device\": \"iPhone 16\", \"insets\": 16, \"lines\": 2, \"comment\": \"where are \(prefix)… strings shown?\"}"
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

    static func quote(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }

    private static func list(_ items: [String]) -> String {
        items.count == 1 ? quote(items[0]) : "[" + items.map(quote).joined(separator: ", ") + "]"
    }
}
