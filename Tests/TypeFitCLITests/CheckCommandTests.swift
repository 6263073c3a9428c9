import Foundation
import Testing
import TypeFit
import TypeFitTestSupport

/// `typefit check` end to end on fixture catalogs: German, Japanese, Arabic; a `.strings` file;
/// a constraints file.
@Suite("typefit check")
struct CheckCommandTests {
    static let fixtures = TestFixtures.directory(of: "TypeFitCLITests")

    static func results(_ run: TypeFitRun) throws -> [String: [String: Any]] {
        let list = try #require(run.jsonObject?["results"] as? [[String: Any]])
        var byID: [String: [String: Any]] = [:]
        for result in list {
            byID[
                "\(result["key"] as? String ?? "")/\(result["locale"] as? String ?? "")/\(result["entry"] as? String ?? "")"
            ] = result
        }
        return byID
    }

    @Test("verdicts and first truncated sizes from a catalog and a constraints file")
    func catalog() throws {
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings",
            "--constraints", Self.fixtures + "/constraints.json", "--format", "json")
        #expect(run.status == 1)
        let results = try Self.results(run)
        #expect(results.count == 7)
        // A 30-letter German word in a 150 pt single line truncates at the smallest size.
        let german = try #require(results["settings.title/de/body"])
        #expect(german["firstTruncatedSize"] as? String == "xSmall")
        // Two full-width kanji (1 em each) in 80 pt: body is 37 pt at AX3 (74 pt, fits) and
        // 43 pt at AX4 (86 pt, does not).
        let japanese = try #require(results["tab.notifications/ja/body"])
        #expect(japanese["firstTruncatedSize"] as? String == "accessibility4")
        let report = try run.checkReport()
        let ax4 = try #require(
            report.results.first { $0.key == "tab.notifications" && $0.locale == "ja" }?.sizes[.accessibility4])
        #expect(abs(ax4.overflow - 6) < 0.01)
        #expect(ax4.truncated && ax4.linesNeeded == 2)
        // Short texts fit everywhere, Arabic included.
        for id in ["greeting/ar/body", "greeting/en/body", "settings.title/en/body", "tab.notifications/de/body"] {
            let result = try #require(results[id], "\(id)")
            #expect(result["firstTruncatedSize"] == nil || result["firstTruncatedSize"] is NSNull, "\(id)")
        }
    }

    @Test("text output lists each truncation; exit 0 when a wider container fits everything")
    func textAndExitCodes() throws {
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings",
            "--constraints", Self.fixtures + "/constraints.json")
        #expect(run.status == 1)
        #expect(run.stdout.contains("settings.title"))
        #expect(run.stdout.contains("7 checked, 2 truncate"))
        let wide = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings", "--entry", "body",
            "--width", "2000", "--lines", "1")
        #expect(wide.status == 0)
        #expect(wide.stdout.contains("7 checked, 0 truncate"))
    }

    @Test("a .strings file takes its locale from the .lproj directory; --sizes and --locale narrow the run")
    func stringsFile() throws {
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/de.lproj/Localizable.strings",
            "--entry", "caption", "--width", "150", "--lines", "1",
            "--sizes", "large...xxxLarge", "--format", "json")
        #expect(run.status == 1)
        let results = try Self.results(run)
        let result = try #require(results["settings.title/de/caption"])
        #expect((result["lines"] as? [Any])?.count == 4)
        #expect(try run.checkReport().results.first?.sizes.sizes == [.large, .xLarge, .xxLarge, .xxxLarge])
        #expect(result["firstTruncatedSize"] as? String == "large")
        let filtered = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings", "--locale", "ar",
            "--entry", "body", "--format", "json")
        #expect(try Self.results(filtered).keys.sorted() == ["greeting/ar/body"])
    }

    @Test("bad input: unknown entries, malformed files and sizes exit 2 naming the file")
    func badInput() throws {
        let entry = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures + "/App.xcstrings",
            "--constraints", Self.fixtures + "/bad-entry-constraints.json")
        #expect(entry.status == 2)
        #expect(entry.stderr.contains("bad-entry-constraints.json: rules[0].entry: no entry 'subtitle'"))
        let unknown = try TypeFitProcess.run("check", "--entry", "subtitle")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--entry subtitle"))
        let scratch = try ScratchDirectory("bad")
        defer { scratch.remove() }
        let malformed = scratch.path("bad.xcstrings")
        try Data(
            #"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"stringUnit": {"value": 7}}}}}}"#.utf8
        )
        .write(to: URL(fileURLWithPath: malformed))
        let catalog = try TypeFitProcess.run("check", "--strings", malformed)
        #expect(catalog.status == 2)
        #expect(catalog.stderr.contains(malformed))
        let sizes = try TypeFitProcess.run("check", "--sizes", "accessibility1...large")
        #expect(sizes.status == 2)
        #expect(sizes.stderr.contains("--sizes"))
    }
}
