import Foundation
import Testing
import TypeFitTestSupport

/// `check`, `render` and `measure` measure text in the case the app draws it, with Apple's
/// inflection markup read and named placeholders filled.
@Suite("text as shown: case, inflection, named placeholders")
struct TextAsShownCommandTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "closed": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Straße gesperrt"}}}},
          "photos": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "^[%lld Photo](inflect: true) from {CHECKIN}"}},
            "fr": {"stringUnit": {"state": "translated", "value": "^[%lld photo](inflect: true)"}}}}
        }}
        """

    /// A temporary directory with the catalog and `constraints` (name → JSON).
    static func directory(_ constraints: [String: String]) throws -> URL {
        let directory = try ScratchDirectory("typefit-text-case").url
        try Data(catalog.utf8).write(to: directory.appendingPathComponent("App.xcstrings"))
        for (name, json) in constraints { try Data(json.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    @Test("a constraints textCase shows the cased visible text and truncates at an earlier size than without it")
    func uppercaseTruncatesEarlier() throws {
        let directory = try Self.directory([
            "upper.json":
                #"{"defaults": {"entry": "body", "width": 130, "lines": 1}, "rules": [{"keys": "closed", "textCase": "uppercase"}]}"#,
            "plain.json": #"{"defaults": {"entry": "body", "width": 130, "lines": 1}}"#,
        ])
        defer { ScratchDirectory.remove(directory) }
        let catalog = directory.appendingPathComponent("App.xcstrings").path
        func closed(_ arguments: String...) throws -> [String: Any] {
            let run = try TypeFitProcess.run(
                ["check", "--strings", catalog, "--locale", "de", "--format", "json"] + arguments)
            #expect(run.status == 1, "\(run.stderr)")
            let results = try #require(run.jsonObject?["results"] as? [[String: Any]])
            return try #require(results.first { $0["key"] as? String == "closed" })
        }
        let upper = try closed("--constraints", directory.appendingPathComponent("upper.json").path)
        let plain = try closed("--constraints", directory.appendingPathComponent("plain.json").path)
        #expect(upper["text"] as? String == "Straße gesperrt")
        #expect(upper["measuredText"] as? String == "STRASSE GESPERRT")
        #expect(plain["measuredText"] == nil)
        #expect(upper["firstTruncatedSize"] as? String == "xSmall")
        #expect(plain["firstTruncatedSize"] as? String == "xLarge")
        let visible = try #require(upper["visibleText"] as? [Any])
        #expect((visible[3] as? String)?.hasPrefix("STRASSE GES") == true, "\(visible)")
        #expect((visible[3] as? String)?.hasSuffix("…") == true)
        // The command line's --text-case does the same for strings no rule cases.
        let option = try closed(
            "--constraints", directory.appendingPathComponent("plain.json").path, "--text-case", "uppercase")
        #expect(option["measuredText"] as? String == "STRASSE GESPERRT")
        #expect(option["firstTruncatedSize"] as? String == "xSmall")
    }

    @Test("inflection: English agrees, French is approximate; an unvalued placeholder is a warning")
    func inflectionAndPlaceholders() throws {
        let directory = try Self.directory([
            "rules.json": #"{"defaults": {"entry": "body", "width": 1000, "lines": 1}}"#,
            "valued.json":
                #"{"defaults": {"entry": "body", "width": 1000, "lines": 1, "arguments": {"CHECKIN": "Mon 3 Mar"}}}"#,
        ])
        defer { ScratchDirectory.remove(directory) }
        let catalog = directory.appendingPathComponent("App.xcstrings").path
        let run = try TypeFitProcess.run(
            "check", "--strings", catalog, "--constraints", directory.appendingPathComponent("rules.json").path,
            "--locale", "en", "--locale", "fr", "--format", "json")
        let results = try #require(run.jsonObject?["results"] as? [[String: Any]])
        let english = try #require(
            results.first { $0["locale"] as? String == "en" && $0["key"] as? String == "photos" })
        #expect(english["measuredText"] as? String == "12,345 Photos from {CHECKIN}")
        let french = try #require(results.first { $0["locale"] as? String == "fr" })
        #expect(french["measuredText"] as? String == "12\u{202F}345 photo")
        #expect(
            (french["approximationReasons"] as? [String])?.contains(
                "inflection: Apple's morphology engine decides agreement in fr (shown uninflected)") == true)
        #expect(
            run.stderr.contains(
                #"typefit: warning: named placeholder {CHECKIN} has no value in "arguments" (measured as written) in 1 key: photos"#
            ), "\(run.stderr)")
        let valued = try TypeFitProcess.run(
            "check", "--strings", catalog, "--constraints", directory.appendingPathComponent("valued.json").path,
            "--locale", "en", "--format", "json")
        #expect(!valued.stderr.contains("named placeholder"))
        let filled = try #require(
            (valued.jsonObject?["results"] as? [[String: Any]])?.first { $0["key"] as? String == "photos" })
        #expect(filled["measuredText"] as? String == "12,345 Photos from Mon 3 Mar")
    }

    @Test("a bad placeholder pattern is bad input naming the file and key path (exit 2)")
    func badPattern() throws {
        let directory = try Self.directory([
            "bad.json": #"{"rules": [{"keys": "photos", "placeholder": "<<\\w+>>"}]}"#
        ])
        defer { ScratchDirectory.remove(directory) }
        let bad = directory.appendingPathComponent("bad.json").path
        let run = try TypeFitProcess.run(
            "check", "--strings", directory.appendingPathComponent("App.xcstrings").path, "--constraints", bad)
        #expect(run.status == 2)
        #expect(run.stderr.contains(bad) && run.stderr.contains("rules[0].placeholder"), "\(run.stderr)")
        #expect(run.stderr.contains("exactly one"))
    }

    @Test("render --text-case draws the cased text: more sizes truncate; an unknown case is a usage error")
    func render() throws {
        let directory = try Self.directory([:])
        defer { ScratchDirectory.remove(directory) }
        let png = directory.appendingPathComponent("out.png").path
        let common = ["render", "--string", "Straße gesperrt", "--entry", "body", "--width", "130", "--lines", "1"]
        let plain = try TypeFitProcess.run(common + ["--output", png])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("12 cells, 8 truncate"), "\(plain.stdout)")
        let upper = try TypeFitProcess.run(common + ["--text-case", "uppercase", "--output", png])
        #expect(upper.status == 0, "\(upper.stderr)")
        #expect(upper.stdout.contains("12 cells, 12 truncate"), "\(upper.stdout)")
        let unknown = try TypeFitProcess.run(common + ["--text-case", "title", "--output", png])
        #expect(unknown.status != 0 && unknown.stderr.contains("uppercase"))
    }

    @Test("measure takes textCase: uppercased German is as wide as hb-shape says STRASSE is")
    func measure() throws {
        let scratch = try ScratchDirectory("measure")
        defer { scratch.remove() }
        let input = scratch.url("requests.jsonl")
        try Data(
            """
            {"text": "Straße", "size": 17, "locale": "de", "textCase": "uppercase"}
            {"text": "Straße", "size": 17, "locale": "de"}
            {"text": "x", "size": 17, "textCase": "title"}

            """.utf8
        ).write(to: input)
        let run = try TypeFitProcess.run("measure", "--input", input.path)
        let lines = run.stdout.split(separator: "\n").map { String($0) }
        #expect(lines.count == 3)
        func width(_ line: String) throws -> Double {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["width"] as? Double)
        }
        // hb-shape --font-funcs=ot --language=de fonts/Inter-Regular.otf: STRASSE 12584 units,
        // Straße 8812, of 2816 per em.
        #expect(isClose(try width(lines[0]), 12_584.0 / 2_816 * 17, tolerance: 1e-6))
        #expect(isClose(try width(lines[1]), 8_812.0 / 2_816 * 17, tolerance: 1e-6))
        #expect(lines[2].contains("textCase: unknown text case 'title'"))
    }
}
