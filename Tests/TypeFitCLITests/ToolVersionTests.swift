import Foundation
import Testing
import TypeFitTestSupport

/// `typefit --version`, and the version SARIF logs give their tool.
@Suite("TypeFit's version")
struct ToolVersionTests {
    @Test("--version prints it; check's and lint's SARIF logs name it")
    func versionEverywhere() throws {
        let version = try TypeFitProcess.run("--version")
        #expect(version.status == 0)
        let number = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(number.split(separator: ".").count == 3)

        let check = try TypeFitProcess.run("check", "--entry", "body", "--format", "sarif")
        let checkRuns = try #require(check.jsonObject?["runs"] as? [[String: Any]])
        let checkDriver = (checkRuns.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(checkDriver?["version"] as? String == number)

        let scratch = try ScratchDirectory("typefit-version")
        defer { scratch.remove() }
        let directory = scratch.url
        try Data(#"extension Font { static let body2 = Font.custom("Inter", size: 17) }"#.utf8).write(
            to: directory.appendingPathComponent("Theme.swift"))
        let lint = try TypeFitProcess.run("lint", directory.path, "--format", "sarif")
        let lintRuns = try #require(lint.jsonObject?["runs"] as? [[String: Any]], "\(lint.stderr)")
        let lintDriver = (lintRuns.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(lintDriver?["version"] as? String == number)
    }
}
