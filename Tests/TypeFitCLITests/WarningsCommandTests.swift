import Foundation
import Testing
import TypeFitTestSupport

/// Warnings that help: each printed once per run, naming what the user can act on.
@Suite("typefit warnings")
struct WarningsCommandTests {
    static let fixtures = TestFixtures.directory(of: "TypeFitCLITests")

    @Test(
        "a 4-style ScaledFont dictionary: no more-than-10 note, one line naming the left-out styles, each warning once",
        arguments: ["scale", "report", "check"])
    func styleDictionaryWarnings(command: String) throws {
        let run = try TypeFitProcess.run(command, "--scale", Self.fixtures + "/FourStyles.plist")
        #expect(run.status == (command == "scale" ? 0 : 1))
        let lines = run.stderrLines.map(String.init)
        #expect(!run.stderr.contains("more than 10"))
        #expect(!run.stderr.contains("not in the style dictionary"))
        let leftOut = lines.filter { $0.contains("style dictionary:") }
        #expect(
            leftOut == [
                "typefit: warning: style dictionary: 7 text styles not in it use the system font, as ScaledFont does: "
                    + "title2, title3, headline, subheadline, callout, footnote, caption2"
            ])
        #expect(Set(lines).count == lines.count, "a warning printed twice: \(lines)")
    }

    @Test("check --format junit: the approximation note is written once per run, not in each test case")
    func junitApproximationOnce() throws {
        let run = try TypeFitProcess.run(
            "check", "--scale", "builtin:system", "--entry", "body", "--entry", "headline",
            "--format", "junit")
        #expect(run.status == 1)
        let xml = run.stdout
        #expect(xml.components(separatedBy: "SF Pro is not available").count == 2)
        #expect(
            xml.contains(
                "<system-out>approximate for 160 of 160 results (entries body, headline): SF Pro is not available"))
        let cases = xml.components(separatedBy: "<testcase ").count - 1
        #expect(cases == 160)
    }
}
