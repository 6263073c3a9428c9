import Foundation
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitVocabulary

/// Checks the app's Swift code against the rules of good Dynamic Type practice TypeFit models
/// (`LintRule`). Findings on a line with `// typefit:ignore rule` (or after a comment line
/// with it) and rules in `disabled` are not reported.
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
        findings += nonScalingFindings(reading)
        findings += treatmentCountFindings(reading)
        findings += scatteredNameFindings(reading)
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

    /// Fixed-size fonts, each with the scaled form to use instead, relative to the text style
    /// whose Large size is nearest.
    private func nonScalingFindings(_ reading: SwiftScaleReading) -> [LintFinding] {
        reading.fonts.compactMap { font in
            guard !font.api.scales, !reading.scaledForms.contains(font.formLocation) else { return nil }
            let style = font.size.map(Self.nearestTextStyle) ?? .body
            let size = font.size.map(Self.points) ?? "size"
            let name = font.name.map { "\"\($0)\"" } ?? "name"
            let alternative: String
            switch font.api {
            case .customFixed: alternative = "Font.custom(\(name), size: \(size), relativeTo: .\(style.rawValue))"
            case .systemSize:
                alternative =
                    "Font.system(.\(style.rawValue))\(font.weight.flatMap { FontWeight(value: $0)?.name }.map { ".weight(.\($0))" } ?? "") (or Font.custom with relativeTo:)"
            case .uiFontNamed:
                alternative =
                    "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for: UIFont(name: \(name), size: \(size))!)"
            default:
                alternative =
                    "UIFont.preferredFont(forTextStyle: .\(style.uiKitName)) or UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for:)"
            }
            return LintFinding(
                rule: .nonScalingFont, location: font.formLocation,
                message: "\(font.api.rawValue) does not scale with Dynamic Type; use \(alternative)")
        }
    }

    private func treatmentCountFindings(_ reading: SwiftScaleReading) -> [LintFinding] {
        let names = Set(reading.definitions.map(\.entryName))
        guard names.count > TypeScale.recommendedMaximumEntries, let first = reading.definitions.first else {
            return []
        }
        let over = reading.definitions[TypeScale.recommendedMaximumEntries]
        return [
            LintFinding(
                rule: .tooManyTypeTreatments, location: over.location,
                message:
                    "the type scale defines \(names.count) type treatments, more than \(TypeScale.recommendedMaximumEntries) (from \(first.entryName) at \(first.location.file):\(first.location.line)); consolidate it"
            )
        ]
    }

    /// Font names written as literals outside every file and type that defines the scale.
    private func scatteredNameFindings(_ reading: SwiftScaleReading) -> [LintFinding] {
        let scaleFiles = Set(reading.definitions.map(\.location.file))
        return reading.fonts.compactMap { font in
            guard let literal = font.nameLiteralLocation, let name = font.name, !scaleFiles.contains(literal.file)
            else { return nil }
            let home =
                reading.definitions.first.map { " (the scale is defined in \($0.location.file))" }
                ?? " (no type scale is defined in the code read)"
            return LintFinding(
                rule: .scatteredFontName, location: literal,
                message:
                    "font name \"\(name)\" is written here, outside the type scale\(home); use a type scale entry instead"
            )
        }
    }

    /// The text style whose size at Large on iOS is nearest `size` (ties: the larger style).
    static func nearestTextStyle(_ size: Double) -> TextStyle {
        let styles: [(TextStyle, Double)] = [
            (.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
        ]
        return styles.min { abs($0.1 - size) < abs($1.1 - size) }!.0
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
