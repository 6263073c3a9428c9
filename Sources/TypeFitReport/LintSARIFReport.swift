import TypeFitSwiftScale
import TypeFitVocabulary

/// `typefit lint` findings as a SARIF 2.1.0 log (``SARIFLog``), for code scanning: one run whose
/// driver is `typefit lint` with every lint rule, one result per finding with its rule, level
/// (`warning`, or `note` where TypeFit cannot tell), file, line and column.
package struct LintSARIFReport: Sendable {
    /// The findings written, in order.
    package var findings: [LintFinding]

    package init(findings: [LintFinding]) { self.findings = findings }

    /// The SARIF log: one run, results in finding order.
    package func log() -> SARIFLog {
        let rules = LintRule.allCases
        let results = findings.map { finding in
            SARIFLog.Result(
                ruleId: finding.rule.rawValue, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                level: finding.severity == .note ? .note : .warning, message: .init(text: finding.message),
                locations: [
                    SARIFLog.Location(
                        physicalLocation: SARIFLog.PhysicalLocation(
                            artifactLocation: .init(uri: SARIFLog.uri(forPath: finding.file)),
                            region: SARIFLog.Region(startLine: finding.line, startColumn: finding.column)))
                ])
        }
        let driver = SARIFLog.Driver(
            name: "typefit lint", version: TypeFitVersion.current, informationUri: "https://github.com/typefit/typefit",
            rules: rules.map {
                SARIFLog.Rule(
                    id: $0.rawValue, shortDescription: .init(text: $0.summary),
                    defaultConfiguration: .init(level: .warning))
            })
        return SARIFLog(runs: [SARIFLog.Run(tool: SARIFLog.Tool(driver: driver), results: results)])
    }
}
