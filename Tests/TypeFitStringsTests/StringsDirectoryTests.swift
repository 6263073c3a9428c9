import Foundation
import Testing
import TypeFitInput
import TypeFitStrings
import TypeFitTestSupport

/// `--strings DIR`: an app's tree walked for its catalogs, `.lproj` files and gettext catalogs.
@Suite("Strings directories")
struct StringsDirectoryTests {
    /// Writes `files` (relative path → contents) into a new temporary directory.
    static func tree(_ files: [String: String]) throws -> String {
        let directory = try ScratchDirectory("TypeFitStringsTests").path
        for (relative, contents) in files {
            let url = URL(fileURLWithPath: directory + "/" + relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return directory
    }

    static let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"ok": {}}}"#

    @Test("catalogs, .lproj strings and stringsdict in path order; build folders, JSON and text skipped")
    func walk() throws {
        let directory = try Self.tree([
            "App/en.lproj/Localizable.strings": #""title" = "Settings";"#,
            "App/de.lproj/Localizable.strings": #""title" = "Einstellungen";"#,
            "App/Resources/Main.xcstrings": Self.catalog,
            ".build/debug/x.lproj/Localizable.strings": #""a" = "b";"#,
            "Pods/Lib/en.lproj/Lib.strings": #""a" = "b";"#,
            "App/package.json": #"{"name": "x"}"#,
            "App/notes.txt": "hello",
        ])
        defer { ScratchDirectory.remove(path: directory) }
        let (files, warnings) = try StringsDirectory.files(in: directory, developmentLanguage: "en")
        #expect(
            files.map(\.path) == [
                directory + "/App/Resources/Main.xcstrings", directory + "/App/de.lproj/Localizable.strings",
                directory + "/App/en.lproj/Localizable.strings",
            ])
        #expect(files.allSatisfy { $0.locale == nil })
        #expect(warnings.isEmpty)
    }

    @Test("a .strings file outside any .lproj folder is named in a warning when the tree has .lproj folders")
    func strayFile() throws {
        let directory = try Self.tree([
            "en.lproj/Localizable.strings": #""title" = "Settings";"#,
            "Stray.strings": #""title" = "Settings";"#,
        ])
        defer { ScratchDirectory.remove(path: directory) }
        let (files, warnings) = try StringsDirectory.files(in: directory, developmentLanguage: "en")
        #expect(files.count == 2)
        #expect(warnings.count == 1)
        #expect(warnings[0].hasPrefix(directory + "/Stray.strings: a .strings file outside any xx.lproj folder"))
        let stray = try #require(files.first { $0.path.hasSuffix("Stray.strings") })
        #expect(stray.locale == nil)
        #expect(try StringsReader.read(path: stray.path).allSatisfy { $0.locale == "und" })
    }

    @Test("without any .lproj folder, .strings files are the development language")
    func unlocalizedTree() throws {
        let directory = try Self.tree(["Localizable.strings": #""title" = "Réglages";"#])
        defer { ScratchDirectory.remove(path: directory) }
        let (files, warnings) = try StringsDirectory.files(in: directory, developmentLanguage: "fr")
        #expect(files == [.init(path: directory + "/Localizable.strings", locale: "fr")])
        #expect(warnings.isEmpty)
        let strings = try StringsReader.read(path: files[0].path, locale: files[0].locale)
        #expect(strings.map(\.locale) == ["fr"])
    }

    @Test("a directory without strings files is an error naming it")
    func empty() throws {
        let directory = try Self.tree(["README.md": "no strings"])
        defer { ScratchDirectory.remove(path: directory) }
        #expect {
            try StringsDirectory.files(in: directory, developmentLanguage: "en")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.path == directory && error.message.contains("no strings files in the directory")
        }
    }
}
