import Foundation
import Testing
import TypeFitTestSupport

/// `typefit lint` and `--scale` on Swift code, end to end through the real binary.
@Suite struct LintAndSwiftScaleCommandTests {
    static let fixtures = TestFixtures.directory(of: "TypeFitCLITests")
    static let fonts = TestFixtures.bundledFontsFolder

    static let theme = """
        import SwiftUI

        enum Brand { static let text = "Inter" }

        extension Font {
            static let bodyText = Font.custom(Brand.text, size: 17, relativeTo: .body)
            static let title = Font.custom("InterDisplay-SemiBold", size: 28, relativeTo: .title)
            static let tag = Font.custom(Brand.text, fixedSize: 11)
        }
        """

    /// A temporary directory holding `files`; removed by the caller.
    static func directory(_ files: [String: String]) throws -> URL {
        let scratch = try ScratchDirectory("typefit-lint")
        for (name, text) in files { try scratch.write(name, text) }
        return scratch.url
    }

    @Test func lintPrintsCompilerStyleFindingsAndExitsOne() throws {
        let directory = try Self.directory([
            "Theme/Typography.swift": Self.theme,
            "Views/Row.swift": """
            struct Row: View {
                var body: some View { Text("x").font(.system(size: 14)) }
            }
            """,
        ])
        defer { ScratchDirectory.remove(directory) }
        let run = try TypeFitProcess.run(["lint", directory.path])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map {
            String($0).replacingOccurrences(of: directory.path + "/", with: "")
        }
        #expect(
            lines == [
                #"Theme/Typography.swift:8:22: warning: Font.custom(_:fixedSize:) does not scale with Dynamic Type; use Font.custom("Inter", size: 11, relativeTo: .caption2) [non-scaling-font]"#,
                "Views/Row.swift:2:42: warning: Font.system(size:) does not scale with Dynamic Type; use @ScaledMetric(relativeTo: .subheadline) var size: CGFloat = 14 and .font(.system(size: size)): 14 pt at the default size, scaled like .subheadline [non-scaling-font]",
            ])
        let disabled = try TypeFitProcess.run(["lint", directory.path, "--disable", "non-scaling-font"])
        #expect(disabled.status == 0 && disabled.stdout.isEmpty)
    }

    @Test func lintJSONAndSARIF() throws {
        let directory = try Self.directory(["Typography.swift": Self.theme])
        defer { ScratchDirectory.remove(directory) }
        let json = try TypeFitProcess.run([
            "lint", directory.path, "--format", "json", "--fonts", Self.fonts + "/InterDisplay-SemiBold.otf",
        ])
        #expect(json.status == 1)
        let findings = try #require(json.jsonObject?["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["rule"] as? String }) == ["non-scaling-font", "unknown-font-name"])
        #expect(json.jsonObject?["definitions"] as? Int == 3)
        let sarif = try TypeFitProcess.run(["lint", directory.path, "--format", "sarif"])
        let runs = try #require(sarif.jsonObject?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.first?["ruleId"] as? String == "non-scaling-font")
        #expect(results.first?["level"] as? String == "warning")
        #expect(findings.allSatisfy { $0["severity"] as? String == "warning" })
        #expect(sarif.jsonObject?["version"] as? String == "2.1.0")
    }

    @Test func notesDoNotFailTheRunWarningsDo() throws {
        let notesOnly = """
            struct Badge: View {
                var body: some View { Text("1").font(.system(size: Settings.shared.badgeSize)) }
            }
            """
        let directory = try Self.directory(["Badge.swift": notesOnly])
        defer { ScratchDirectory.remove(directory) }
        let text = try TypeFitProcess.run(["lint", directory.path])
        #expect(text.status == 0)
        #expect(
            text.stdout.contains(
                "Badge.swift:2:42: note: cannot tell whether Font.system(size:) scales: "))
        #expect(text.stdout.hasSuffix("[non-scaling-font]\n"))
        #expect(text.stderr.contains("0 warning(s), 1 note(s) in 1 Swift file(s)"))
        let json = try TypeFitProcess.run(["lint", directory.path, "--format", "json"])
        #expect(json.status == 0)
        let findings = try #require(json.jsonObject?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["severity"] as? String } == ["note"])
        let sarif = try TypeFitProcess.run(["lint", directory.path, "--format", "sarif"])
        #expect(sarif.status == 0)
        let runs = try #require(sarif.jsonObject?["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["note"])

        let withWarning = try Self.directory([
            "Badge.swift": notesOnly,
            "Theme.swift": "extension Font { static let heading = Font.custom(\"Inter-Bold\", relativeTo: .title2) }",
        ])
        defer { ScratchDirectory.remove(withWarning) }
        let failing = try TypeFitProcess.run(["lint", withWarning.path, "--format", "sarif"])
        #expect(failing.status == 1)
        let failingRuns = try #require(failing.jsonObject?["runs"] as? [[String: Any]])
        let levels = try #require(failingRuns.first?["results"] as? [[String: Any]]).map {
            "\($0["ruleId"] as? String ?? "") \($0["level"] as? String ?? "")"
        }
        #expect(levels == ["non-scaling-font note", "custom-font-without-size warning"])
        let summary = try TypeFitProcess.run(["lint", withWarning.path])
        #expect(summary.status == 1 && summary.stderr.contains("1 warning(s), 1 note(s) in 2 Swift file(s)"))
    }

    @Test func lintBadInputExitsTwo() throws {
        let missing = try TypeFitProcess.run(["lint", "/nonexistent/Sources"])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/Sources: no such file or directory"))
        let rule = try TypeFitProcess.run(["lint", Self.fixtures, "--disable", "no-such-rule"])
        #expect(rule.status == 2 && rule.stderr.contains("unknown rule"))
    }

    @Test func checkAndScaleTakeASwiftScale() throws {
        let directory = try Self.directory(["Typography.swift": Self.theme])
        defer { ScratchDirectory.remove(directory) }
        let file = directory.appendingPathComponent("Typography.swift").path
        let scale = try TypeFitProcess.run(["scale", "--scale", file, "--format", "json"])
        #expect(scale.status == 0)
        let text = try TypeFitProcess.run(["scale", "--scale", directory.path])
        #expect(
            text.stdout.contains("bodyText") && text.stdout.contains("title")
                && text.stdout.contains("Font.custom(_:fixedSize:)"))
        let check = try TypeFitProcess.run([
            "check", "--strings", Self.fixtures + "/App.xcstrings", "--scale", file, "--entry", "bodyText",
        ])
        #expect(check.status == 0 || check.status == 1)
        #expect(check.stderr.contains("error") == false)
        let empty = try Self.directory(["View.swift": "struct V {}"])
        defer { ScratchDirectory.remove(empty) }
        let none = try TypeFitProcess.run(["scale", "--scale", empty.path])
        #expect(none.status == 2 && none.stderr.contains("no font definitions TypeFit can read"))
    }
}
