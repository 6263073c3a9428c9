import TypeFitInput
import TypeFitScale
import TypeFitShaping

/// One `typefit lint` run: the Swift code under the paths given read once and checked against
/// every rule not disabled, with the app's fonts and Info.plist when given.
package struct LintRun: Sendable {
    /// The Swift code read: the files, and the type scale definitions found in them.
    package let reading: SwiftScaleReading
    /// The findings, in file and line order.
    package let findings: [LintFinding]

    /// Reads `paths` (the current directory when empty) and lints them. An unknown rule in
    /// `disabled`, an unreadable path, font or Info.plist, or `infoPlist` without `fontPaths`
    /// is an ``OptionError``; what can be read around a problem is a warning, told to `warn`.
    package init(
        paths: [String], disabled: [String], fontPaths: [String], infoPlist: String?, warn: (String) -> Void
    ) throws(OptionError) {
        var rules = Set<LintRule>()
        for name in disabled {
            guard let rule = LintRule(rawValue: name) else {
                throw OptionError(
                    "--disable \(name): unknown rule (accepted: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            rules.insert(rule)
        }
        var linter = SwiftLinter(disabled: rules)
        if !fontPaths.isEmpty {
            do throws(FontError) {
                let library = try FontLibrary(paths: fontPaths)
                for warning in library.warnings { warn(warning) }
                linter.library = library
            } catch { throw OptionError(error.description) }
        } else if infoPlist != nil {
            throw OptionError("--info-plist needs --fonts: the font files are what UIAppFonts is checked against")
        }
        do throws(InputError) {
            reading = try SwiftScaleReader.read(paths: paths.isEmpty ? ["."] : paths, fonts: linter.library)
        } catch {
            throw OptionError(error.description)
        }
        for warning in reading.warnings { warn(warning.description) }
        if let infoPlist {
            do throws(InputError) { linter.registration = try AppFontRegistration.read(infoPlist: infoPlist) } catch {
                throw OptionError(error.description)
            }
        }
        findings = linter.findings(for: reading)
    }

    /// Whether any finding is a warning (`typefit lint` then exits 1; notes alone do not fail).
    package var hasWarnings: Bool { findings.contains { $0.severity == .warning } }

    /// The text output's summary line: warnings, notes, files and definitions.
    package var summary: String {
        let notes = findings.count { $0.severity == .note }
        return
            "\(findings.count - notes) warning(s), \(notes) note(s) in \(reading.filesRead.count) Swift file(s); \(reading.definitions.count) type scale definition(s)\n"
    }

    /// `typefit lint --format json`: `{"files", "definitions", "findings"}`.
    package struct JSON: Encodable {
        package var files: Int
        package var definitions: Int
        package var findings: [LintFinding]
    }

    package var json: JSON {
        JSON(files: reading.filesRead.count, definitions: reading.definitions.count, findings: findings)
    }
}
