import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFitSwiftScale

/// `typefit lint` on real apps' font code (Fixtures/RealApps, permissively licensed copies named
/// `.swift.txt`): code that scales gives no `non-scaling-font` warning. The one kept is
/// corona-warn-app's `unscaledFont(size:)`, which makes a fixed-size system font on purpose.
@Suite struct LintRealAppsTests {
    static let realApps = URL(fileURLWithPath: TestFixtures.path("RealApps", in: "TypeFitSwiftScaleTests"))

    /// The findings for one app's folder, its files copied to a temporary directory as `.swift`;
    /// paths relative to that directory, with each file's lines.
    func lint(_ app: String) throws -> (findings: [LintFinding], lines: [String: [String]]) {
        let folder = Self.realApps.appendingPathComponent(app)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift.txt")
        {
            files[String(name.dropLast(4))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let sources = try SwiftSources(files)
        defer { sources.remove() }
        let findings = SwiftLinter().findings(for: try sources.read()).map {
            var finding = $0
            finding.file = URL(fileURLWithPath: finding.file).lastPathComponent
            return finding
        }
        return (findings, files.mapValues { $0.components(separatedBy: "\n") })
    }

    @Test(arguments: [
        "mbta__mobile_app", "duckduckgo__DesignResourcesKit", "Decathlon__vitamin-ios", "wikimedia__wikipedia-ios",
        "corona-warn-app__cwa-app-ios",
    ])
    func codeThatScalesGivesNoNonScalingWarning(app: String) throws {
        let (findings, lines) = try lint(app)
        let fixed = findings.filter { $0.rule == .nonScalingFont && $0.severity == .warning }
        if app == "corona-warn-app__cwa-app-ios" {
            // `func unscaledFont(size:weight:italic:)`: `UIFont.systemFont(ofSize: size ?? …)`,
            // called by `unscaledENAFont(for:)` with each style's fixed size.
            #expect(fixed.map { "\($0.file):\($0.line)" } == ["UIFont+DynamicType.swift:34"])
            #expect(lines["UIFont+DynamicType.swift"]?[33].contains("UIFont.systemFont(ofSize: size") == true)
        } else {
            #expect(fixed.isEmpty, "\(fixed.map(\.compilerLine))")
        }
        #expect(findings.filter { $0.rule == .customFontWithoutSize || $0.rule == .scatteredFontName }.isEmpty)
    }

    @Test func wikipediaScalesItsBoldStylesTwice() throws {
        // `let base = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)`, then
        // `UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: base.pointSize, …))`.
        let (findings, lines) = try lint("wikimedia__wikipedia-ios")
        let twice = findings.filter { $0.rule == .scalesTwice }
        #expect(twice.count >= 20)
        for finding in twice {
            #expect(
                lines[finding.file]?[finding.line - 1].contains("scaledFont(for:") == true, "\(finding.compilerLine)")
        }
    }
}
