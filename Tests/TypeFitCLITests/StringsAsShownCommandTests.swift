import Foundation
import Testing
import TypeFitTestSupport

/// `check`, `report` and `render` measure strings as users see them: format arguments filled,
/// plural variants iOS never shows left out, pseudolanguages, repeated keys and hidden lines.
@Suite("strings as shown")
struct StringsAsShownCommandTests {
    /// A new temporary directory holding `files` (relative path → contents).
    static func directory(_ files: [String: String]) throws -> URL {
        let scratch = try ScratchDirectory("typefit-shown")
        for (path, contents) in files { try scratch.write(path, contents) }
        return scratch.url
    }

    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "greeting %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo %@, du hast %2$lld Punkte"}}}},
          "%lld files": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
            "ja": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lldファイル"}},
                                             "other": {"stringUnit": {"state": "translated", "value": "%lld個のファイル"}}}}}}}
        }}
        """

    @Test("arguments from a rule fill the format, numbers written as the locale writes them; JSON has both texts")
    func argumentsFromRule() throws {
        let directory = try Self.directory([
            "App.xcstrings": Self.catalog,
            "everywhere.json":
                #"{"defaults": {"entry": "body", "width": 400, "lines": 1}, "rules": [{"keys": "greeting %@", "arguments": ["Maximilian", 12345]}]}"#,
            "constraints.json":
                #"{"defaults": {"entry": "body", "width": 400, "lines": 1}, "rules": [{"keys": "greeting %@", "locales": ["de"], "arguments": ["Maximilian", 12345]}]}"#,
        ])
        defer { ScratchDirectory.remove(directory) }
        let catalog = directory.appendingPathComponent("App.xcstrings").path
        // The English source text takes one argument: two do not fit it.
        let misfit = try TypeFitProcess.run(
            "check", "--strings", catalog, "--constraints", directory.appendingPathComponent("everywhere.json").path)
        #expect(misfit.status == 1)
        #expect(
            misfit.stdout.contains(
                "App.xcstrings:2: greeting %@ [en]: 2 arguments given (\"Maximilian\", 12345), but the text takes 1 (arguments from \(directory.appendingPathComponent("everywhere.json").path) rules[0]); not checked"
            ))
        let run = try TypeFitProcess.run(
            "check", "--strings", catalog,
            "--constraints", directory.appendingPathComponent("constraints.json").path, "--format", "json")
        let results = try #require(run.jsonObject?["results"] as? [[String: Any]])
        let greeting = try #require(
            results.first { $0["key"] as? String == "greeting %@" && $0["locale"] as? String == "de" })
        #expect(greeting["text"] as? String == "Hallo %@, du hast %2$lld Punkte")
        #expect(greeting["measuredText"] as? String == "Hallo Maximilian, du hast 12.345 Punkte")
        let source = try #require(
            results.first { $0["key"] as? String == "greeting %@" && $0["locale"] as? String == "en" })
        #expect(source["measuredText"] as? String == "greeting Alexandra")
        let one = try #require(
            results.first { $0["key"] as? String == "%lld files" && $0["variant"] as? String == "plural.one" })
        #expect(one["measuredText"] as? String == "1 file")
    }

    @Test("Japanese plural.one is not checked, and the run says so")
    func unshownPlural() throws {
        let directory = try Self.directory(["App.xcstrings": Self.catalog])
        defer { ScratchDirectory.remove(directory) }
        let run = try TypeFitProcess.run(
            "check", "--strings", directory.appendingPathComponent("App.xcstrings").path, "--entry", "body", "--format",
            "json")
        let results = try #require(run.jsonObject?["results"] as? [[String: Any]])
        #expect(!results.contains { $0["locale"] as? String == "ja" && $0["variant"] as? String == "plural.one" })
        #expect(results.contains { $0["locale"] as? String == "ja" && $0["variant"] as? String == "plural.other" })
        let summary = try #require(run.jsonObject?["summary"] as? [String: Any])
        #expect(summary["unshownPluralVariants"] as? Int == 1)
        #expect(
            run.stderr.contains(
                "1 plural variant not checked: iOS never shows it in its locale (%lld files [plural.one] (ja): plural.one: ja uses only other)"
            ))
    }

    @Test(
        "a malformed specifier, or arguments that do not fit, is a finding naming the file, key and locale; the rest is checked"
    )
    func badFormat() throws {
        let directory = try Self.directory([
            "fr.lproj/Localizable.strings": "\"count\" = \"%lld fichiers dans %y\";\n\"name\" = \"Bonjour %@\";\n",
            "constraints.json": #"{"rules": [{"keys": "name", "arguments": ["Ana", "Bo"]}]}"#,
        ])
        defer { ScratchDirectory.remove(directory) }
        let strings = directory.appendingPathComponent("fr.lproj/Localizable.strings").path
        let malformed = try TypeFitProcess.run("check", "--strings", strings)
        #expect(malformed.status == 1)
        #expect(
            malformed.stdout.contains("\(strings):1: count [fr]: malformed format specifier '%y' at UTF-16 offset 19"))
        #expect(malformed.stdout.contains("strings: 2 read = 1 checked + 1 not checked"))
        let tooMany = try TypeFitProcess.run(
            "check", "--strings", strings, "--locale", "fr",
            "--constraints", directory.appendingPathComponent("constraints.json").path)
        #expect(tooMany.status == 1)
        #expect(tooMany.stdout.contains("name [fr]: 2 arguments given"))
        #expect(tooMany.stdout.contains("strings: 2 read = 0 checked + 2 not checked"))
    }

    @Test("--pseudo checks each pseudolanguage as a locale of its own and names it", arguments: ["check", "report"])
    func pseudo(command: String) throws {
        let directory = try Self.directory([
            "en.lproj/Localizable.strings": "\"title\" = \"Notification settings for %@\";\n"
        ])
        defer { ScratchDirectory.remove(directory) }
        let strings = directory.appendingPathComponent("en.lproj/Localizable.strings").path
        let run = try TypeFitProcess.run(
            command, "--strings", strings, "--entry", "body", "--width", "200", "--lines", "1",
            "--pseudo", "double", "--pseudo", "expanded", "--format", "json")
        let results = try #require(run.jsonObject?["results"] as? [[String: Any]])
        #expect(
            Set(results.compactMap { $0["locale"] as? String }) == ["en", "en-x-pseudo-double", "en-x-pseudo-expanded"])
        let double = try #require(results.first { $0["locale"] as? String == "en-x-pseudo-double" })
        #expect(
            double["measuredText"] as? String
                == "Notification settings for Alexandra Notification settings for Alexandra")
        #expect(double["firstTruncatedSize"] as? String == "xSmall")
        let text = try TypeFitProcess.run(
            command, "--strings", strings, "--entry", "body", "--width", "200", "--lines", "1", "--pseudo", "bounded")
        #expect(text.stdout.contains("en-x-pseudo-bounded"))
        let bad = try TypeFitProcess.run(command, "--strings", strings, "--pseudo", "klingon")
        #expect(bad.status == 2 || bad.status == 64)
    }

    @Test("render --pseudo draws the pseudo strings with their arguments filled")
    func renderPseudo() throws {
        let directory = try Self.directory(["en.lproj/Localizable.strings": "\"title\" = \"%lld new messages\";\n"])
        defer { ScratchDirectory.remove(directory) }
        let output = directory.appendingPathComponent("sheet.png").path
        let run = try TypeFitProcess.run(
            "render", "--strings", directory.appendingPathComponent("en.lproj/Localizable.strings").path,
            "--pseudo", "accented", "--pseudo", "rtl", "--sizes", "large...large", "--output", output)
        #expect(run.status == 0)
        #expect(run.stdout.contains("3 sections"))
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test("a repeated key in a .strings file is a warning naming both lines; the last value is checked")
    func duplicateKeys() throws {
        let directory = try Self.directory([
            "de.lproj/Localizable.strings": "\"a\" = \"Eins\";\n\"b\" = \"Zwei\";\n\n\"a\" = \"Drei\";\n"
        ])
        defer { ScratchDirectory.remove(directory) }
        let strings = directory.appendingPathComponent("de.lproj/Localizable.strings").path
        let run = try TypeFitProcess.run("check", "--strings", strings, "--entry", "body", "--format", "json")
        #expect(
            run.stderr.contains(
                "\(strings):4: key \"a\" is also given at line 1; the value at line 4 is checked, the last one, which iOS almost certainly shows"
            ))
        let results = try #require(run.jsonObject?["results"] as? [[String: Any]])
        #expect(results.first { $0["key"] as? String == "a" }?["text"] as? String == "Drei")
    }

    @Test("a line break in a one-line label is a hidden line, its height the overflow, not a width")
    func hiddenLine() throws {
        let directory = try Self.directory(["en.lproj/Localizable.strings": "\"a\" = \"Saved\\nTap to undo\";\n"])
        defer { ScratchDirectory.remove(directory) }
        let strings = directory.appendingPathComponent("en.lproj/Localizable.strings").path
        let run = try TypeFitProcess.run(
            "check", "--strings", strings, "--entry", "body", "--width", "300", "--lines", "1", "--format", "json")
        let result = try #require(try run.checkReport().results.first)
        let large = try #require(result.sizes[.large])
        #expect(large.hiddenLines == 1)
        #expect(large.visibleText == "Saved…")
        let overflow = large.overflow
        #expect(overflow > 15 && overflow < 30, "the height of one body line at Large, found \(overflow)")
        let text = try TypeFitProcess.run(
            "check", "--strings", strings, "--entry", "body", "--width", "300", "--lines", "1")
        #expect(text.stdout.contains("+ 1 hidden line after a line break"))
    }
}
