import Foundation
import Testing
import TypeFitTestSupport

/// `.typefit.json`: a project's inputs, found from the current directory up to the repository
/// root or named with `--config`; the command line overrides it.
@Suite("typefit with .typefit.json")
struct ProjectConfigCommandTests {
    /// A project: a `.git` folder (the repository root), two `.lproj` folders and `config`.
    static func project(_ config: String) throws -> URL {
        let root = try ScratchDirectory("typefit-project").url
        let files = [
            "Resources/en.lproj/Localizable.strings": #""settings.title" = "Notification Settings";"#,
            "Resources/de.lproj/Localizable.strings": #""settings.title" = "Benachrichtigungseinstellungen";"#,
            ".typefit.json": config,
        ]
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        for (relative, contents) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    static func locales(_ run: TypeFitRun) throws -> [String] {
        let results = try #require(run.jsonObject?["results"] as? [[String: Any]], "\(run.stderr)")
        return results.compactMap { $0["locale"] as? String }.sorted()
    }

    @Test("check with no options reads the project's file from a folder below it; options override it")
    func foundFromBelow() throws {
        let root = try Self.project(#"{"strings": "Resources", "locales": ["de"], "entries": "body"}"#)
        defer { ScratchDirectory.remove(root) }
        let below = root.appendingPathComponent("Sources/App")
        let run = try TypeFitProcess.run(["check", "--format", "json"], in: below)
        #expect(try Self.locales(run) == ["de"])
        let overridden = try TypeFitProcess.run(["check", "--format", "json", "--locale", "en"], in: below)
        #expect(try Self.locales(overridden) == ["en"])
    }

    @Test("textCase in the project file is --text-case: the text is measured cased")
    func textCase() throws {
        let root = try Self.project(
            #"{"strings": "Resources", "locales": ["de"], "entries": "body", "textCase": "uppercase"}"#)
        defer { ScratchDirectory.remove(root) }
        let run = try TypeFitProcess.run(["check", "--format", "json"], in: root)
        let results = try #require(run.jsonObject?["results"] as? [[String: Any]], "\(run.stderr)")
        #expect(results.first?["measuredText"] as? String == "BENACHRICHTIGUNGSEINSTELLUNGEN")
    }

    @Test("baseline record and compare take the baseline path from the file")
    func baselinePath() throws {
        let root = try Self.project(
            #"{"strings": "Resources", "entries": ["body"], "baseline": "typefit.baseline"}"#)
        defer { ScratchDirectory.remove(root) }
        let record = try TypeFitProcess.run(["baseline", "record"], in: root)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("typefit.baseline").path))
        let compare = try TypeFitProcess.run(["baseline", "compare"], in: root)
        #expect(compare.status == 0, "\(compare.stderr)")
        #expect(compare.stdout.contains("no changes"))
    }

    @Test("--config names the file; an unknown key is bad input naming its line")
    func namedAndUnknownKey() throws {
        let root = try Self.project(#"{"strings": "Resources", "locales": "en", "entries": "body"}"#)
        defer { ScratchDirectory.remove(root) }
        let elsewhereScratch = try ScratchDirectory("typefit-elsewhere")
        defer { elsewhereScratch.remove() }
        let elsewhere = elsewhereScratch.url
        let named = try TypeFitProcess.run(
            ["check", "--format", "json", "--config", root.appendingPathComponent(".typefit.json").path],
            in: elsewhere)
        #expect(try Self.locales(named) == ["en"])
        try Data("{\n  \"strings\": \"Resources\",\n  \"colour\": 1\n}".utf8).write(
            to: root.appendingPathComponent(".typefit.json"))
        let bad = try TypeFitProcess.run(["check"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".typefit.json:3: colour: unknown key"))
    }

    @Test("constraints written in the file itself apply, and their errors name the file's line and key path")
    func constraintsObject() throws {
        let root = try Self.project(
            """
            {
              "strings": "Resources", "entries": "body", "locales": "en",
              "constraints": {
                "rules": [{"keys": "settings.*", "width": 60, "lines": 1}]
              }
            }
            """)
        defer { ScratchDirectory.remove(root) }
        let narrow = try TypeFitProcess.run(["check", "--format", "json"], in: root)
        let results = try #require(narrow.jsonObject?["results"] as? [[String: Any]], "\(narrow.stderr)")
        #expect(results.count == 1)
        #expect(results.first?["firstTruncatedSize"] as? String != nil)
        try Data(
            """
            {"strings": "Resources",
             "constraints": {"rules": [{"keys": "settings.*", "width": 0}]}}
            """.utf8
        ).write(to: root.appendingPathComponent(".typefit.json"))
        let bad = try TypeFitProcess.run(["check"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".typefit.json:2: constraints.rules[0].width: width must be more than 0"))
    }
}
