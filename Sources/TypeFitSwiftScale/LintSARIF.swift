import Foundation
import TypeFitVocabulary

/// `typefit lint` findings as a SARIF 2.1.0 log, for code scanning: one result per finding,
/// each with its rule, level (`warning`, or `note` where TypeFit cannot tell), file, line and
/// column.
public struct LintSARIF: Encodable, Sendable {
    struct Message: Encodable, Sendable { var text: String }
    struct Rule: Encodable, Sendable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration = ["level": "warning"]
    }
    struct Driver: Encodable, Sendable {
        var name = "typefit lint"
        var version = TypeFitVersion.current
        var informationUri = "https://github.com/typefit/typefit"
        var rules: [Rule]
    }
    struct Tool: Encodable, Sendable { var driver: Driver }
    struct Region: Encodable, Sendable {
        var startLine: Int
        var startColumn: Int
    }
    struct ArtifactLocation: Encodable, Sendable { var uri: String }
    struct PhysicalLocation: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    struct Location: Encodable, Sendable { var physicalLocation: PhysicalLocation }
    struct Result: Encodable, Sendable {
        var ruleId: String
        var ruleIndex: Int
        var level = "warning"
        var message: Message
        var locations: [Location]
    }
    struct Run: Encodable, Sendable {
        var tool: Tool
        var results: [Result]
    }

    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    public init(findings: [LintFinding]) {
        let rules = LintRule.allCases
        let results = findings.map { finding in
            Result(
                ruleId: finding.rule.rawValue, ruleIndex: rules.firstIndex(of: finding.rule)!,
                level: finding.severity.sarifLevel, message: Message(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(finding.file)),
                            region: Region(startLine: finding.line, startColumn: finding.column)))
                ])
        }
        let driver = Driver(rules: rules.map { Rule(id: $0.rawValue, shortDescription: Message(text: $0.summary)) })
        runs = [Run(tool: Tool(driver: driver), results: results)]
    }

    /// A relative path as a relative URI reference; an absolute one as a `file://` URI.
    static func uri(_ path: String) -> String {
        path.hasPrefix("/")
            ? URL(fileURLWithPath: path).absoluteString
            : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
