import Foundation
import TypeFitScale
import TypeFitShaping

/// Checks the app's Swift code against the rules of good Dynamic Type practice TypeFit models
/// (`LintRule`), judged on the evaluated code: a font is fixed only where its size is the same at
/// every Dynamic Type size. Findings are warnings (the rule is broken) or notes (TypeFit cannot
/// tell). Findings on a line with `// typefit:ignore rule` (or after a comment line with it) and
/// rules in `disabled` are not reported.
public struct SwiftLinter: Sendable {
    /// The app's fonts, for the font name and face rules; nil skips those rules.
    public var library: FontLibrary?
    /// `UIAppFonts` from the app's Info.plist, for the registration rule; nil skips it.
    public var registration: AppFontRegistration?
    /// Rules not checked.
    public var disabled: Set<LintRule>

    public init(library: FontLibrary? = nil, registration: AppFontRegistration? = nil, disabled: Set<LintRule> = []) {
        self.library = library
        self.registration = registration
        self.disabled = disabled
    }

    /// The findings for `reading`, in file, line and column order.
    public func findings(for reading: SwiftScaleReading) -> [LintFinding] {
        var findings: [LintFinding] = []
        findings += NonScalingFontRule().findings(reading)
        findings += ScalesTwiceRule().findings(reading)
        findings += TypeTreatmentCountRule().findings(reading)
        findings += ScatteredFontNameRule().findings(reading)
        findings += CustomFontWithoutSizeRule().findings(reading)
        if let library {
            findings += FontNameChecks(library: library, registration: registration).findings(reading)
        }
        findings.removeAll { finding in
            disabled.contains(finding.rule)
                || SuppressionComments.silences(
                    reading.ignores[finding.file] ?? [:], rule: finding.rule.rawValue, line: finding.line)
        }
        var seen = Set<String>()
        return
            findings
            .filter { seen.insert($0.compilerLine).inserted }
            .sorted {
                ($0.file, $0.line, $0.column, $0.rule.rawValue) < ($1.file, $1.line, $1.column, $1.rule.rawValue)
            }
    }
}
