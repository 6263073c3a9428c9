import Foundation
import Testing
import TypeFitTestSupport

/// A string TypeFit cannot read as written is a finding in every output, never the end of the
/// run; warnings are said once, advice about the scale only by `scale`; `--quiet` keeps only
/// errors and results.
@Suite("String problems, warnings and --quiet")
struct StringProblemCommandTests {
    /// A JSON catalog with a trailing lone `%` (measured as Foundation shows it), a malformed
    /// specifier (not checked) and a plain string.
    static let catalog = #"{"up":"went up a whopping %1$@%","bad":"%d of %y items","ok":"Hello"}"#

    static let dropped =
        "the text ends in '%', a format specifier with no conversion character, which Foundation drops (write %% for a percent sign)"
    static let malformed =
        "malformed format specifier '%y' at UTF-16 offset 6: no conversion character (expected one of @ d i u o x X f F e E g G a A c C s S p) (write %% for a percent sign)"

    func withCatalog(_ body: (URL, String) throws -> Void) throws {
        try ScratchDirectory.with("typefit-string-problems") { root in
            let path = root.appendingPathComponent("Localizable.json").path
            try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: path))
            try body(root, path)
        }
    }

    @Test("text: both problems listed with file, line, key and locale; the rest checked; exit 1")
    func text() throws {
        try withCatalog { _, path in
            let run = try TypeFitProcess.run(["check", "--strings", path, "--entry", "body", "--width", "2000"])
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stdout.contains("2 strings cannot be read as written:\n"))
            #expect(run.stdout.contains("  \(path):1: up [und]: \(Self.dropped); measured as iOS shows it\n"))
            #expect(run.stdout.contains("  \(path):1: bad [und]: \(Self.malformed); not checked\n"))
            #expect(run.stdout.contains("2 checked, 0 truncate"))
            #expect(
                run.stdout.contains(
                    "strings: 3 read = 2 checked + 1 not checked (cannot be read as written) + 0 left out"))
            #expect(!run.stderr.contains("error"), "\(run.stderr)")
        }
    }

    @Test("JSON: stringProblems and summary counts that add up; the dropped specifier is measured without it")
    func json() throws {
        try withCatalog { _, path in
            let run = try TypeFitProcess.run(["check", "--strings", path, "--entry", "body", "--format", "json"])
            #expect(run.status == 1, "\(run.stderr)")
            let object = try #require(run.jsonObject)
            let problems = try #require(object["stringProblems"] as? [[String: Any]])
            #expect(problems.map { $0["key"] as? String } == ["up", "bad"])
            #expect(problems.map { $0["handling"] as? String } == ["measuredAsShown", "notChecked"])
            #expect(problems[1]["message"] as? String == Self.malformed)
            #expect(problems[0]["line"] as? Int == 1)
            let summary = try #require(object["summary"] as? [String: Any])
            #expect(summary["strings"] as? Int == 3)
            #expect(summary["stringsChecked"] as? Int == 2)
            #expect(summary["stringsNotChecked"] as? Int == 1)
            #expect(summary["stringsLeftOut"] as? Int == 0)
            #expect(summary["stringProblems"] as? Int == 2)
            let results = try #require(object["results"] as? [[String: Any]])
            let up = try #require(results.first { $0["key"] as? String == "up" })
            let measured = try #require(up["measuredText"] as? String)
            #expect(measured.hasPrefix("went up a whopping "))
            #expect(!measured.contains("%"))
            #expect(!results.contains { $0["key"] as? String == "bad" })
        }
    }

    @Test("JUnit, SARIF and HTML list each problem")
    func otherFormats() throws {
        try withCatalog { root, path in
            let junit = try TypeFitProcess.run(["check", "--strings", path, "--entry", "body", "--format", "junit"])
            #expect(junit.status == 1, "\(junit.stderr)")
            #expect(junit.stdout.contains(#"<testsuite name="strings" tests="2" failures="2""#))
            #expect(
                junit.stdout.contains(
                    #"<testcase classname="strings.und" name="bad" file="\#(path)" line="1">"#))
            #expect(junit.stdout.contains(#"type="unreadable-string">not checked</failure>"#))

            let sarif = try TypeFitProcess.run(["check", "--strings", path, "--entry", "body", "--format", "sarif"])
            #expect(sarif.status == 1, "\(sarif.stderr)")
            let runs = try #require(sarif.jsonObject?["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            let problems = results.filter { $0["ruleId"] as? String == "TF003" }
            #expect(problems.map { $0["level"] as? String } == ["warning", "error"])
            let message = try #require((problems[1]["message"] as? [String: Any])?["text"] as? String)
            #expect(message == "\"bad\" (und): \(Self.malformed). Not checked.")

            let html = root.appendingPathComponent("report.html").path
            let page = try TypeFitProcess.run(
                ["check", "--strings", path, "--entry", "body", "--format", "html", "--output", html])
            #expect(page.status == 1, "\(page.stderr)")
            let text = try String(contentsOfFile: html, encoding: .utf8)
            #expect(text.contains("2 strings cannot be read as written</summary>"))
            #expect(text.contains("bad [und]: malformed format specifier &#39;%y&#39;"))
        }
    }

    @Test("a file that cannot be read still exits 2, naming it")
    func unreadableFileIsBadInput() throws {
        try ScratchDirectory.with("typefit-string-problems") { root in
            let path = root.appendingPathComponent("broken.json").path
            try Data(#"{"k": "#.utf8).write(to: URL(fileURLWithPath: path))
            let run = try TypeFitProcess.run(["check", "--strings", path])
            #expect(run.status == 2)
            #expect(run.stderr.contains(path))
        }
    }

    /// A JSON type scale of 11 entries, one more than the advice allows.
    static let largeScale =
        #"{"name": "Large", "entries": ["#
        + (0...10).map { #"{"name": "e\#($0)", "textStyle": "body"}"# }.joined(separator: ",") + "]}"

    @Test("advice about the scale is said by scale only; a warning is said once; --quiet says none")
    func warnings() throws {
        try ScratchDirectory.with("typefit-warnings") { root in
            let scale = root.appendingPathComponent("scale.json").path
            try Data(Self.largeScale.utf8).write(to: URL(fileURLWithPath: scale))
            let strings = root.appendingPathComponent("s.json").path
            try Data(#"{"a": "Hi {NAME}", "b": "Bye {NAME}"}"#.utf8).write(to: URL(fileURLWithPath: strings))

            let advice = "the scale defines 11 entries; more than 10 is usually a sign the scale should be consolidated"
            let check = try TypeFitProcess.run(["check", "--scale", scale, "--strings", strings])
            #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
            #expect(!check.stderr.contains("consolidated"), "\(check.stderr)")
            let placeholder = check.stderr.components(separatedBy: "\n").filter {
                $0.contains("named placeholder {NAME}")
            }
            #expect(placeholder.count == 1, "\(check.stderr)")

            let report = try TypeFitProcess.run(
                [
                    "report", "--scale", scale, "--strings", strings, "--output",
                    root.appendingPathComponent("r.html").path,
                ])
            #expect(!report.stderr.contains("consolidated"), "\(report.stderr)")

            let described = try TypeFitProcess.run(["scale", "--scale", scale])
            #expect(described.status == 0, "\(described.stderr)")
            #expect(described.stderr.components(separatedBy: "\n").filter { $0.contains(advice) }.count == 1)

            let quiet = try TypeFitProcess.run(["check", "--scale", scale, "--strings", strings, "--quiet"])
            #expect(quiet.status == check.status)
            #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
            #expect(quiet.stdout == check.stdout)
        }
    }
}
