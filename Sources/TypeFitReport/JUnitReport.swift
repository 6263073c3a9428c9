import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitStrings
import TypeFitVocabulary

/// A ``CheckReport`` as JUnit XML, the schema Jenkins, GitLab, GitHub test reporters and most CI
/// dashboards read.
///
/// Shape (one `<testsuite>` per type scale entry by default, see ``Grouping``):
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="typefit" tests="2" failures="1" errors="0">
///   <testsuite name="body" tests="2" failures="1" errors="0" skipped="0">
///     <properties>
///       <property name="scale" value="Inter"/>
///       <property name="model" value="apple"/>
///       <property name="systemFont" value="stand-in"/>
///     </properties>
///     <testcase classname="body.de" name="restore [plural.one]">
///       <failure message="truncates from accessibility1 by 12.3 pt" type="truncation">accessibility1: 28 pt, 1/2 lines, overflow 12.3 pt, shows "Käufe wiederher…"
/// accessibility2: 33 pt, 1/2 lines, overflow 20 pt, shows "Käufe wied…"</failure>
///     </testcase>
///     <testcase classname="body.en" name="continue"/>
///     <system-out>approximate for 2 of 2 results (entry body): SF Pro is not available …</system-out>
///   </testsuite>
/// </testsuites>
/// ```
///
/// - Every result (string × locale × variant × entry × place) is one `<testcase>`: `classname` is
///   `<entry>.<locale>` (so dashboards that split on the last dot show the entry as the package
///   and the locale as the class), `name` is the key, followed by ` [variant]` when the string has
///   a variant (brackets because keys may contain spaces), and by ` in <place>` when its rule
///   checks it in several places (`settings.title in tab bar`).
/// - A result that truncates at any size gets one `<failure type="truncation">`; its message
///   names the first truncated size and the overflow there, its body has one line per size that
///   does not fit: point size, lines shown/needed, overflow and the visible text.
/// - Results with characters no face could render and borderline results get a `<system-out>`
///   note naming what is specific to them; they do not fail.
/// - Strings whose text cannot be read as written (``CheckReport/stringProblems``) are a last
///   suite, `strings`: one test case each, failing with `type="unreadable-string"`.
/// - Run-level remarks are written once per run, in the first suite's `<system-out>`: the
///   approximation notes (each reason once, with how many results and which entries it applies
///   to; see ``ReportFormatting/approximationNotes(_:)``) and the report's warnings. Approximation
///   is not repeated in each test case. The run's scale, model and system font are
///   `<properties>` of every suite.
///
/// Text is escaped for XML 1.0: `&`, `<`, `>`, `"`, `'` as entities; carriage return, and tab and
/// newline in attributes, as character references; characters XML 1.0 forbids (C0 controls
/// other than tab, newline and carriage return; U+FFFE; U+FFFF) replaced with U+FFFD.
package struct JUnitReport: Sendable {
    /// What a `<testsuite>` holds.
    package enum Grouping: String, Sendable, Codable, CaseIterable {
        /// One suite per type scale entry (`body`, `headline`), in the order entries first appear
        /// in the report. The default: a failing suite points at a text style to fix.
        case entry
        /// One suite per locale, in the order locales first appear in the report.
        case locale
    }

    /// The check written.
    package var report: CheckReport
    /// What a suite holds.
    package var grouping: Grouping
    /// The `name` of `<testsuites>`.
    package var name: String

    /// A JUnit view of `report`.
    package init(report: CheckReport, grouping: Grouping = .entry, name: String = "typefit") {
        self.report = report
        self.grouping = grouping
        self.name = name
    }

    /// The XML document, UTF-8 declaration first, ending with a newline.
    package func xml() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let problems = report.stringProblems
        let failures = report.results.filter { $0.firstTruncatedSize != nil }.count + problems.count
        out +=
            "<testsuites name=\"\(Self.escape(name, attribute: true))\" tests=\"\(report.results.count + problems.count)\""
        out += " failures=\"\(failures)\" errors=\"0\">\n"
        let runNotes = Self.runNotes(report)
        for (index, (suite, results)) in suites().enumerated() {
            writeSuite(suite, results: results, runNotes: index == 0 ? runNotes : [], into: &out)
        }
        if !problems.isEmpty { Self.writeProblems(problems, into: &out) }
        out += "</testsuites>\n"
        return out
    }

    /// The XML document as UTF-8 bytes.
    package func data() -> Data { Data(xml().utf8) }

    /// Results grouped into suites, suites in order of first appearance, results in report order.
    func suites() -> [(name: String, results: [CheckResult])] {
        var order: [String] = []
        var groups: [String: [CheckResult]] = [:]
        for result in report.results {
            let name = grouping == .entry ? result.entry.name : result.locale
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(result)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// The run's remarks, written once: approximation notes, then the report's warnings.
    static func runNotes(_ report: CheckReport) -> [String] {
        ReportFormatting.approximationNotes(report.results) + report.warnings.map { "warning: \($0)" }
    }

    private func writeSuite(_ suite: String, results: [CheckResult], runNotes: [String], into out: inout String) {
        let failures = results.filter { $0.firstTruncatedSize != nil }.count
        out += "  <testsuite name=\"\(Self.escape(suite, attribute: true))\" tests=\"\(results.count)\""
        out += " failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        out += "    <properties>\n"
        let summary = report.summary
        for (key, value) in [
            ("scale", summary.scale), ("model", summary.model.rawValue), ("systemFont", summary.systemFont.rawValue),
        ] {
            out += "      <property name=\"\(key)\" value=\"\(Self.escape(value, attribute: true))\"/>\n"
        }
        out += "    </properties>\n"
        for result in results { writeCase(result, into: &out) }
        if !runNotes.isEmpty {
            out += "    <system-out>\(Self.escape(runNotes.joined(separator: "\n"), attribute: false))</system-out>\n"
        }
        out += "  </testsuite>\n"
    }

    private func writeCase(_ result: CheckResult, into out: inout String) {
        let classname = Self.escape("\(result.entry).\(result.locale)", attribute: true)
        let name = Self.escape(
            ReportFormatting.name(key: result.key, variant: result.variant, place: result.place), attribute: true)
        out += "    <testcase classname=\"\(classname)\" name=\"\(name)\""
        if let source = result.source {
            // The strings file the string comes from (and its line), for CI annotations.
            out += " file=\"\(Self.escape(source, attribute: true))\""
            if let line = result.line { out += " line=\"\(line)\"" }
        }
        let failure = Self.failure(result)
        let notes = Self.notes(result)
        if failure == nil, notes.isEmpty {
            out += "/>\n"
            return
        }
        out += ">\n"
        if let failure {
            out += "      <failure message=\"\(Self.escape(failure.message, attribute: true))\" type=\"truncation\">"
            out += Self.escape(failure.body, attribute: false)
            out += "</failure>\n"
        }
        if !notes.isEmpty {
            out += "      <system-out>\(Self.escape(notes.joined(separator: "\n"), attribute: false))</system-out>\n"
        }
        out += "    </testcase>\n"
    }

    /// The suite ``problemSuite``: one failing test case per string that cannot be read as
    /// written (classname `strings.<locale>`, name the key and variant, the strings file and line
    /// as attributes; the failure's message what is wrong, its body whether the string was
    /// measured as iOS shows it or not checked).
    static func writeProblems(_ problems: [StringProblem], into out: inout String) {
        out += "  <testsuite name=\"\(problemSuite)\" tests=\"\(problems.count)\" failures=\"\(problems.count)\""
        out += " errors=\"0\" skipped=\"0\">\n"
        for problem in problems {
            let classname = escape("\(problemSuite).\(problem.locale)", attribute: true)
            let name = escape(
                ReportFormatting.name(key: problem.key, variant: problem.variant, place: nil), attribute: true)
            out +=
                "    <testcase classname=\"\(classname)\" name=\"\(name)\" file=\"\(escape(problem.source, attribute: true))\""
            if let line = problem.line { out += " line=\"\(line)\"" }
            out += ">\n      <failure message=\"\(escape(problem.message, attribute: true))\" type=\"\(problemType)\">"
            out += escape(
                problem.handling == .measuredAsShown
                    ? "measured as iOS shows it; its results are in the report" : "not checked", attribute: false)
            out += "</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n"
    }

    /// The `<testsuite>` of strings that cannot be read as written.
    static let problemSuite = "strings"
    /// The failure `type` of a string that cannot be read as written.
    static let problemType = "unreadable-string"

    /// The failure message and body for a truncating result, nil when it fits everywhere.
    static func failure(_ result: CheckResult) -> (message: String, body: String)? {
        guard let first = result.firstTruncatedSize else { return nil }
        let overflow = result.firstTruncation.map { " by \($0.overflow.pointsText(decimals: 1)) pt" } ?? ""
        let message = "truncates from \(first.rawValue)\(overflow)"
        let lines = ReportFormatting.failingSizes(result).compactMap { size -> String? in
            guard let outcome = result.sizes[size] else { return nil }
            var line =
                "\(size): \(outcome.pointSize.pointsText(decimals: 1)) pt, \(outcome.lines)/\(outcome.linesNeeded) lines,"
            line += " overflow \(outcome.overflow.pointsText(decimals: 1)) pt"
            if let visible = outcome.visibleText { line += ", shows \"\(visible)\"" }
            return line
        }
        return (message, lines.joined(separator: "\n"))
    }

    /// Remarks for a test case's `<system-out>`, only what is specific to it: missing glyphs,
    /// borderline sizes. (Approximation is a run-level note, see ``runNotes(_:)``.)
    static func notes(_ result: CheckResult) -> [String] {
        var notes: [String] = []
        if result.missingGlyphs > 0 {
            notes.append("missing glyphs: \(result.missingGlyphs) character(s) no face could render")
        }
        let borderline = ReportFormatting.borderlineSizes(result)
        if !borderline.isEmpty {
            notes.append(
                "borderline (verdict changes within 0.5 pt of width) at: \(borderline.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return notes
    }

    /// `text` escaped for XML 1.0 character data (`attribute: false`) or a double- or
    /// single-quoted attribute value (`attribute: true`). Characters XML 1.0 forbids become
    /// U+FFFD. Carriage return always, and tab and newline in attributes, become character
    /// references so end-of-line handling and attribute-value normalization keep them.
    static func escape(_ text: String, attribute: Bool) -> String {
        HTMLEscaping.markup(text, apostrophe: "&apos;") { scalar, out in
            switch scalar {
            case "\r": out += "&#13;"
            case "\t" where attribute, "\n" where attribute: out += "&#\(scalar.value);"
            default: out.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
    }

    /// XML 1.0 `Char`: tab, newline, carriage return, U+0020–U+D7FF, U+E000–U+FFFD,
    /// U+10000–U+10FFFF (Swift scalars are never surrogates).
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
