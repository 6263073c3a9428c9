import Foundation
import Testing
import TypeFitStrings
import TypeFitTestSupport

/// `Base.lproj` holds the development language's strings; it is not a locale called "Base".
@Suite("Base.lproj is the development language")
struct DevelopmentLanguageTests {
    /// Writes `Base.lproj/<name>` with `contents` in a new temporary directory.
    static func baseFile(_ name: String, _ contents: String) throws -> (directory: String, path: String) {
        let directory = try ScratchDirectory("TypeFitStringsTests").path
        let lproj = directory + "/Base.lproj"
        try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
        let path = lproj + "/" + name
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return (directory, path)
    }

    @Test(
        "strings from Base.lproj get en by default, the development language given, or the explicit locale",
        arguments: [
            ("Localizable.strings", #""settings.title" = "Notification Settings";"#),
            ("Localizable.json", #"{"settings.title": "Notification Settings"}"#),
            ("Localizable.txt", "Notification Settings"),
        ])
    func baseLocale(name: String, contents: String) throws {
        let (directory, path) = try Self.baseFile(name, contents)
        defer { ScratchDirectory.remove(path: directory) }
        let byDefault = try StringsReader.read(path: path)
        #expect(!byDefault.isEmpty)
        #expect(byDefault.allSatisfy { $0.locale == "en" })
        #expect(try StringsReader.read(path: path, developmentLanguage: "de").allSatisfy { $0.locale == "de" })
        #expect(
            try StringsReader.read(path: path, locale: "fr", developmentLanguage: "de").allSatisfy { $0.locale == "fr" }
        )
    }

    @Test("a real locale's .lproj keeps its name")
    func otherLproj() throws {
        let scratch = try ScratchDirectory("TypeFitStringsTests")
        defer { scratch.remove() }
        let directory = scratch.path
        try FileManager.default.createDirectory(atPath: directory + "/pt-BR.lproj", withIntermediateDirectories: true)
        let path = directory + "/pt-BR.lproj/Localizable.strings"
        try Data(#""a" = "Configurações";"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try StringsReader.read(path: path, developmentLanguage: "de").map(\.locale) == ["pt-BR"])
    }
}
