import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitVocabulary

/// A ``CheckReport`` as SARIF 2.1.0, the static-analysis format GitHub code scanning, GitLab
/// and IDE SARIF viewers read.
///
/// One run; `tool.driver` is `typefit` with three rules:
/// - `TF001` `TextTruncatesAtDynamicTypeSize` (default level `warning`): one result per
///   truncating result (string × locale × variant × entry, × place when its rule has places;
///   the message then ends its name with `, place tab bar`). Its level is **`error`** when the
///   text truncates already at the default size (`large`) or smaller — every user sees it — and
///   **`warning`** when it first truncates at `xLarge` or a larger size (the larger standard and
///   the accessibility sizes).
/// - `TF002` `TextIsBorderlineAtDynamicTypeSize` (default level `note`): a string that fits at
///   every size but whose verdict would change if the width moved by 0.5 pt. Written only when
///   ``includeBorderline`` is true (off by default: borderline verdicts move with any font
///   update and would churn code-scanning alerts).
/// - `TF003` `StringCannotBeReadAsWritten` (see ``problemRuleID``): a string whose text is not a
///   valid format (``CheckReport/stringProblems``), at the key's line in its strings file;
///   `error` when it could not be checked, `warning` when it was measured as iOS shows it.
///
/// Run-level remarks are written once, as `invocations[0].toolExecutionNotifications`: each
/// approximation reason (`note`, with how many results and which entries it applies to) and each
/// report warning (`warning`). A result itself only says `(Approximate.)` and
/// `properties.approximate`.
///
/// A result's location is the strings file its string came from (``CheckResult/source``), with
/// `region.startLine` when the line is known; a result without a source has no `locations`.
///
/// ```json
/// {
///   "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
///   "runs" : [ {
///     "results" : [ {
///       "level" : "warning",
///       "locations" : [ { "physicalLocation" : {
///         "artifactLocation" : { "uri" : "App/de.lproj/Localizable.strings" },
///         "region" : { "startLine" : 12 } } } ],
///       "message" : { "text" : "\"restore\" (de) in body truncates from accessibility1 (28 pt): …" },
///       "partialFingerprints" : { "typefitResult/v1" : "5d0c0e9c1f2b3a47" },
///       "properties" : { "entry" : "body", "firstTruncatedSize" : "accessibility1", "key" : "restore", … },
///       "ruleId" : "TF001", "ruleIndex" : 0
///     } ],
///     "tool" : { "driver" : { "name" : "typefit", "rules" : [ … ] } }
///   } ],
///   "version" : "2.1.0"
/// }
/// ```
package struct SARIFReport: Sendable {
    /// Rule id for a text that truncates at some Dynamic Type size.
    package static let truncationRuleID = "TF001"
    /// Rule id for a text that fits, borderline.
    package static let borderlineRuleID = "TF002"
    /// The fingerprint name in `partialFingerprints`.
    package static let fingerprintName = "typefitResult/v1"

    /// The check written.
    package var report: CheckReport
    /// `tool.driver.version`, when the caller knows it.
    package var toolVersion: String?
    /// `tool.driver.informationUri`: the project's home page, when the caller has one.
    package var informationURI: String?
    /// `helpUri` of the rules: a page explaining how to fix them, when the caller has one.
    package var helpURI: String?
    /// Whether to write `TF002` results for borderline strings that fit.
    package var includeBorderline: Bool

    /// A SARIF view of `report`.
    package init(
        report: CheckReport, toolVersion: String? = nil, informationURI: String? = nil,
        helpURI: String? = nil, includeBorderline: Bool = false
    ) {
        self.report = report
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.helpURI = helpURI
        self.includeBorderline = includeBorderline
    }

    /// The SARIF log: one run, results in report order.
    package func log() -> SARIFLog {
        var results: [SARIFLog.Result] = []
        for result in report.results {
            if let first = result.firstTruncatedSize {
                results.append(truncation(result, first: first))
            } else if includeBorderline, !ReportFormatting.borderlineSizes(result).isEmpty {
                results.append(borderline(result))
            }
        }
        results += report.stringProblems.map(Self.problem)
        let driver = SARIFLog.Driver(
            name: "typefit", version: toolVersion, informationUri: informationURI, rules: rules())
        let summary = report.summary
        let properties = SARIFLog.RunProperties(
            scale: summary.scale, model: summary.model.rawValue,
            systemFont: summary.systemFont.rawValue, sizes: summary.sizes.map(\.rawValue))
        let notifications =
            ReportFormatting.approximationNotes(report.results).map {
                SARIFLog.Notification(level: .note, message: .init(text: $0))
            }
            + report.warnings.map { SARIFLog.Notification(level: .warning, message: .init(text: $0)) }
        let invocation = SARIFLog.Invocation(
            executionSuccessful: true,
            toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
        return SARIFLog(runs: [
            SARIFLog.Run(
                tool: SARIFLog.Tool(driver: driver), results: results, properties: properties,
                invocations: [invocation])
        ])
    }

    /// The log as JSON: sorted keys, pretty printed, slashes unescaped, ending with a newline.
    package func data() throws -> Data {
        try ReportJSONEncoding.prettyData(log(), nonFiniteAsStrings: false)
    }

    /// The three rules, `TF001` first (results refer to them by index too).
    package func rules() -> [SARIFLog.Rule] {
        [
            rule(
                Self.truncationRuleID, name: "TextTruncatesAtDynamicTypeSize",
                short: "Text truncates at a Dynamic Type size.",
                full: "The localized text does not fit its container at one or more Dynamic Type sizes: "
                    + "it is cut with an ellipsis, clipped, or overflows. Error when it truncates at the default size (Large) or "
                    + "smaller, warning when it truncates only at larger and accessibility sizes.",
                help: "Allow more lines, a wider container, a shorter translation, or a layout that adapts at "
                    + "accessibility sizes (for example stacking vertically when dynamicTypeSize.isAccessibilitySize).",
                level: .warning),
            rule(
                Self.borderlineRuleID, name: "TextIsBorderlineAtDynamicTypeSize",
                short: "Text fits a Dynamic Type size only just.",
                full: "The localized text fits at every size checked, but at some size the verdict "
                    + "would change if the container were 0.5 pt narrower or wider, so a font update or rounding on a device "
                    + "may truncate it.",
                help: "Leave a little more room: a few points of width, or one more line.", level: .note),
            problemRule(),
        ]
    }

    /// A rule of the driver, with ``helpURI`` as its help page.
    func rule(_ id: String, name: String, short: String, full: String, help: String, level: SARIFLog.Level)
        -> SARIFLog.Rule
    {
        SARIFLog.Rule(
            id: id, name: name, shortDescription: .init(text: short), fullDescription: .init(text: full),
            help: .init(text: help), helpUri: helpURI, defaultConfiguration: .init(level: level))
    }

    /// The `TF001` level for a first truncated size: error at `large` or smaller, else warning.
    package static func level(firstTruncatedSize: DynamicTypeSize) -> SARIFLog.Level {
        firstTruncatedSize <= .large ? .error : .warning
    }

    private func truncation(_ result: CheckResult, first: DynamicTypeSize) -> SARIFLog.Result {
        let sizes = ReportFormatting.failingSizes(result)
        var message = "\(describe(result)) truncates from \(first.rawValue)"
        if let outcome = result.firstTruncation {
            message +=
                " (\(outcome.pointSize.pointsText(decimals: 1)) pt): \(outcome.lines) of \(outcome.linesNeeded) line(s) "
                + "shown, overflows by \(outcome.overflow.pointsText(decimals: 1)) pt"
            if let visible = outcome.visibleText { message += ", visible text \"\(visible)\"" }
        }
        message += "."
        if let largestFitting = DynamicTypeSize(ordinal: first.ordinal - 1),
            result.sizes[largestFitting]?.fits == true
        {
            message += " Fits up to \(largestFitting.rawValue)."
        }
        if sizes.count > 1 { message += " Does not fit at: \(sizes.map(\.rawValue).joined(separator: ", "))." }
        if ReportFormatting.isApproximate(result) { message += " (Approximate.)" }
        return SARIFLog.Result(
            ruleId: Self.truncationRuleID, ruleIndex: 0, level: Self.level(firstTruncatedSize: first),
            message: .init(text: message), locations: locations(result),
            partialFingerprints: fingerprints(result),
            properties: properties(
                result, first: first.rawValue, sizes: sizes.map(\.rawValue), overflow: result.firstTruncation?.overflow)
        )
    }

    private func borderline(_ result: CheckResult) -> SARIFLog.Result {
        let sizes = ReportFormatting.borderlineSizes(result)
        let message = "\(describe(result)) fits, but only just at: \(sizes.map(\.rawValue).joined(separator: ", "))."
        return SARIFLog.Result(
            ruleId: Self.borderlineRuleID, ruleIndex: 1, level: .note, message: .init(text: message),
            locations: locations(result), partialFingerprints: fingerprints(result),
            properties: properties(result, first: nil, sizes: sizes.map(\.rawValue), overflow: nil))
    }

    /// `"key" [variant] (locale) in entry`, then `, place tab bar` when the result was checked
    /// in one of its rule's places.
    private func describe(_ result: CheckResult) -> String {
        let variant = result.variant.map { " [\($0)]" } ?? ""
        let place = result.place.map { ", place \($0)" } ?? ""
        return "\"\(result.key)\"\(variant) (\(result.locale)) in \(result.entry)\(place)"
    }

    private func locations(_ result: CheckResult) -> [SARIFLog.Location]? {
        guard let source = result.source, !source.isEmpty else { return nil }
        let region = result.line.flatMap { $0 > 0 ? SARIFLog.Region(startLine: $0) : nil }
        let physical = SARIFLog.PhysicalLocation(
            artifactLocation: .init(uri: SARIFLog.uri(forPath: source)), region: region)
        return [SARIFLog.Location(physicalLocation: physical)]
    }

    private func fingerprints(_ result: CheckResult) -> [String: String] {
        var identity = [result.key, result.locale, result.variant ?? "", result.entry.name].joined(separator: "\u{1F}")
        // A place joins the identity only when there is one, so results without places keep
        // their fingerprints.
        if let place = result.place { identity += "\u{1F}" + place }
        return [Self.fingerprintName: ReportFormatting.stableHash(identity)]
    }

    private func properties(_ result: CheckResult, first: String?, sizes: [String], overflow: Double?)
        -> SARIFLog.ResultProperties
    {
        SARIFLog.ResultProperties(
            key: result.key, locale: result.locale, variant: result.variant, entry: result.entry.name,
            place: result.place,
            text: result.text,
            firstTruncatedSize: first, sizes: sizes, overflow: overflow,
            approximate: ReportFormatting.isApproximate(result))
    }
}
