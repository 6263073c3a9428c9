import Foundation
import Testing
import TypeFit
import TypeFitReport
import TypeFitTestSupport

/// `places` end to end, through the built `typefit`: a key checked as a tab title and a
/// navigation title, the warning for a rule an earlier one shadows, baselines that keep the two
/// places apart, and errors naming the file and key path.
@Suite("typefit check with places")
struct PlacesCommandTests {
    static let catalog = TestFixtures.path("App.xcstrings", in: "TypeFitCLITests")

    /// `settings.title` in a tab bar (caption, 80 pt) and as a navigation title (headline, the
    /// iPhone 16 width less 16 pt insets); then a rule for the same key it shadows, a glob, an
    /// exact rule after the glob, and a catch-all.
    static let constraints = """
        {
          "defaults": {"entry": "body", "device": "iPhone 16", "insets": 16, "lines": 1},
          "rules": [
            {"keys": "settings.title", "places": [
              {"name": "tab bar", "entry": "caption", "width": 80},
              {"name": "navigation title", "entry": "headline"}
            ]},
            {"keys": "settings.title", "width": 150},
            {"keys": "tab.*", "width": 60},
            {"keys": "tab.notifications", "width": 100},
            {"keys": "*", "lines": 2}
          ]
        }
        """

    /// A temporary directory holding `files` (name → contents), removed by the caller.
    static func directory(_ files: [String: String]) throws -> URL {
        let directory = try ScratchDirectory("typefit-places").url
        for (name, contents) in files {
            try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test("each place is its own result, in its own entry and width, named in text and JSON")
    func checkInTwoPlaces() throws {
        let directory = try Self.directory(["constraints.json": Self.constraints])
        defer { ScratchDirectory.remove(directory) }
        let file = directory.appendingPathComponent("constraints.json").path
        let json = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", file, "--locale", "de", "--format", "json")
        #expect(json.status == 1)
        let report = try json.checkReport()
        let title = report.results.filter { $0.key == "settings.title" }
        #expect(title.map(\.place) == ["tab bar", "navigation title"])
        #expect(title.map(\.entry.name) == ["caption", "headline"])
        #expect(title.map(\.constraint.width) == [80, 361])
        #expect(report.results.filter { $0.key != "settings.title" }.allSatisfy { $0.place == nil })
        #expect(json.stdout.contains(#""entry":"caption","place":"tab bar","text":"Benachrichtigungseinstellungen""#))

        let text = try TypeFitProcess.run("check", "--strings", Self.catalog, "--constraints", file, "--locale", "de")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("from            key                place             locale  entry") == true)
        #expect(
            lines.contains {
                $0.hasPrefix("xSmall          settings.title     tab bar           de      caption         80")
            })
        #expect(lines.contains { $0.contains("settings.title     navigation title  de      headline       361") })

        let junit = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", file, "--locale", "de", "--format", "junit")
        #expect(junit.stdout.contains(#"<testcase classname="caption.de" name="settings.title in tab bar""#))
        let sarif = try TypeFitProcess.run(
            "check", "--strings", Self.catalog, "--constraints", file, "--locale", "de", "--format", "sarif")
        #expect(sarif.stdout.contains(#"\"settings.title\" (de) in caption, place tab bar truncates from xSmall"#))
    }

    @Test("a rule an earlier one takes a key from is a warning naming both and the key; a glob after them is not")
    func shadowWarning() throws {
        let directory = try Self.directory(["constraints.json": Self.constraints])
        defer { ScratchDirectory.remove(directory) }
        let run = try TypeFitProcess.run(
            ["check", "--strings", Self.catalog, "--constraints", "constraints.json"], in: directory)
        #expect(run.status == 1)
        #expect(
            run.stderrLines.map(String.init) == [
                #"typefit: warning: constraints.json: rules[1] ("settings.title") never applies to settings.title: rules[0] takes it first; add a place to rules[0] to check it there too"#,
                #"typefit: warning: constraints.json: rules[3] ("tab.notifications") never applies to tab.notifications: rules[2] takes it first; put rules[3] before rules[2] to make it the exception"#,
            ])
    }

    @Test("an exact rule after an exact one for the same key suggests places; ten are listed, then a count")
    func shadowCap() throws {
        let keys = (0..<13).map { "key.\($0)" }
        let strings = "{" + keys.map { "\"\($0)\": \"Text \($0)\"" }.joined(separator: ", ") + "}"
        let rules =
            keys.map { "{\"keys\": \"\($0)\", \"width\": 100}" } + keys.map { "{\"keys\": \"\($0)\", \"width\": 50}" }
        let directory = try Self.directory([
            "strings.json": strings, "constraints.json": "{\"rules\": [\(rules.joined(separator: ", "))]}",
        ])
        defer { ScratchDirectory.remove(directory) }
        let run = try TypeFitProcess.run(
            ["check", "--strings", "strings.json", "--constraints", "constraints.json", "--entry", "body"],
            in: directory)
        let warnings = run.stderrLines.map(String.init)
        #expect(warnings.count == 11)
        #expect(
            warnings.first
                == #"typefit: warning: constraints.json: rules[13] ("key.0") never applies to key.0: rules[0] takes it first; give rules[0] "places" to check it in both containers"#
        )
        #expect(
            warnings.last
                == "typefit: warning: constraints.json: and 3 more keys a rule never applies to because an earlier rule takes them first"
        )
        #expect(!run.stderr.contains("matches no string"))
    }

    @Test("a baseline keeps the two places apart: recorded, compared unchanged, and a change names its place")
    func baselineWithPlaces() throws {
        let narrower = Self.constraints.replacingOccurrences(
            of: #""name": "navigation title", "entry": "headline""#,
            with: #""name": "navigation title", "entry": "headline", "width": 120"#)
        let directory = try Self.directory(["constraints.json": Self.constraints, "narrower.json": narrower])
        defer { ScratchDirectory.remove(directory) }
        let inputs = ["--strings", Self.catalog, "--locale", "de"]
        let record = try TypeFitProcess.run(
            ["baseline", "record", "--output", "baseline.jsonl", "--constraints", "constraints.json"] + inputs,
            in: directory)
        #expect(record.status == 0)
        let lines = try String(contentsOf: directory.appendingPathComponent("baseline.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.filter { $0.contains(#"{"place":"tab bar""#) }.count == 1)
        #expect(lines.filter { $0.contains(#"{"place":"navigation title""#) }.count == 1)
        let same = try TypeFitProcess.run(
            ["baseline", "compare", "baseline.jsonl", "--constraints", "constraints.json"] + inputs, in: directory)
        #expect(same.status == 0)
        #expect(same.stdout.contains("3 results compared: no changes."))
        let changed = try TypeFitProcess.run(
            ["baseline", "compare", "baseline.jsonl", "--constraints", "narrower.json"] + inputs, in: directory)
        #expect(changed.status == 1)
        #expect(
            changed.stdout.contains(
                "\nheadline · settings.title in navigation title\n  de “Benachrichtigungseinstellungen”: "))
        #expect(!changed.stdout.contains("tab bar"))
    }

    @Test("a malformed place is bad input naming the file, line and key path")
    func badPlace() throws {
        let bad = Self.constraints.replacingOccurrences(
            of: #""name": "tab bar", "entry": "caption", "width": 80"#,
            with: #""name": "tab bar", "entry": "caption", "width": -80"#)
        let directory = try Self.directory(["constraints.json": bad])
        defer { ScratchDirectory.remove(directory) }
        let run = try TypeFitProcess.run(
            ["check", "--strings", Self.catalog, "--constraints", "constraints.json"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "typefit: error: constraints.json:5: rules[0].places[0].width: width must be more than 0 and at most 100000 points, found -80"
            ))
        let entry = Self.constraints.replacingOccurrences(of: #""entry": "caption""#, with: #""entry": "caption9""#)
        let other = try Self.directory(["constraints.json": entry])
        defer { ScratchDirectory.remove(other) }
        let unknown = try TypeFitProcess.run(
            ["check", "--strings", Self.catalog, "--constraints", "constraints.json"], in: other)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains("constraints.json: rules[0].places[0].entry: no entry 'caption9' in the type scale")
        )
    }

    @Test("without places, no output names a place")
    func noPlaces() throws {
        // Relative paths, so the outputs name no directory of this checkout.
        let fixtures = URL(fileURLWithPath: Self.catalog).deletingLastPathComponent()
        for format in ["text", "json", "junit", "sarif"] {
            let run = try TypeFitProcess.run(
                ["check", "--strings", "App.xcstrings", "--constraints", "constraints.json", "--format", format],
                in: fixtures)
            #expect(run.status == 1)
            #expect(!run.stdout.contains("place"), "\(format)")
        }
    }
}
