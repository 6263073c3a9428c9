import Foundation
import Testing
import TypeFitTestSupport

/// `--development-language`: the locale of strings read from `Base.lproj`.
@Suite("typefit --development-language")
struct DevelopmentLanguageCommandTests {
    @Test("check: Base.lproj strings are checked as en, or as the development language given")
    func baseLproj() throws {
        let scratch = try ScratchDirectory("typefit-base")
        defer { scratch.remove() }
        let lproj = try scratch.makeDirectory("Base.lproj")
        let path = lproj.appendingPathComponent("Localizable.strings").path
        try Data(#""settings.title" = "Notification Settings";"#.utf8).write(to: URL(fileURLWithPath: path))

        func locales(_ extra: [String]) throws -> [String] {
            let run = try TypeFitProcess.run(
                ["check", "--strings", path, "--entry", "body", "--format", "json"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            let results = try #require(run.jsonObject?["results"] as? [[String: Any]])
            return results.compactMap { $0["locale"] as? String }
        }
        #expect(try locales([]) == ["en"])
        #expect(try locales(["--development-language", "en-GB"]) == ["en-GB"])

        let bad = try TypeFitProcess.run("check", "--strings", path, "--development-language", "en GB")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--development-language"))
    }
}
