import Foundation
import Testing
import TypeFitStrings

/// `Base.lproj` holds the development language's strings; it is not a locale called "Base".
@Suite("Base.lproj is the development language")
struct DevelopmentLanguageTests {
    /// Writes `Base.lproj/<name>` with `contents` in a new temporary directory.
    static func baseFile(_ name: String, _ contents: String) throws -> (directory: String, path: String) {
        let directory = try Fixtures.temporaryDirectory()
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
        defer { Fixtures.removeTemporary(directory) }
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
        let directory = try Fixtures.temporaryDirectory()
        defer { Fixtures.removeTemporary(directory) }
        try FileManager.default.createDirectory(atPath: directory + "/pt-BR.lproj", withIntermediateDirectories: true)
        let path = directory + "/pt-BR.lproj/Localizable.strings"
        try Data(#""a" = "Configurações";"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try StringsReader.read(path: path, developmentLanguage: "de").map(\.locale) == ["pt-BR"])
    }
}
