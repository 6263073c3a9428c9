import ArgumentParser
import Foundation
import TypeFit
import TypeFitReport
import TypeFitVocabulary

/// The options every checking command shares: the container (width, lines, truncation,
/// strategy) and how strings files are read (the development language of `Base.lproj`).
struct LayoutDefaults: ParsableArguments {
    @Option(help: ArgumentHelp("Container width available to the text, points.", valueName: "pt"))
    var width: Double = 361

    @Option(help: ArgumentHelp("Line limit; 0 for unlimited.", valueName: "n"))
    var lines: Int = 2

    @Option(help: ArgumentHelp("Where the ellipsis goes: tail, head or middle.", valueName: "mode"))
    var truncation: String = "tail"

    @Option(
        help: ArgumentHelp(
            "Line breaking: standard (UILabel and SwiftUI Text: pushOut, Hangul word priority) or greedy (Pango, CSS).",
            valueName: "strategy"))
    var strategy: String = "standard"

    @Option(
        name: .customLong("minimum-scale-factor"),
        help: ArgumentHelp(
            "minimumScaleFactor: text may shrink to this fraction of its size (0 < f ≤ 1).", valueName: "f"))
    var minimumScaleFactor: Double = 1

    @Option(
        name: .customLong("development-language"),
        help: ArgumentHelp(
            "The app's development language (CFBundleDevelopmentRegion): the locale of strings read from Base.lproj. A String Catalog's own sourceLanguage applies to it instead.",
            valueName: "tag"))
    var developmentLanguage: String = "en"

    func validate() throws {
        guard !developmentLanguage.isEmpty, developmentLanguage.utf8.count <= 64,
            developmentLanguage.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
            throw ValidationError(
                "--development-language must be a language tag such as en or pt-BR, got '\(developmentLanguage)'")
        }
        guard width.isFinite, width > 0 else {
            throw ValidationError("--width must be a positive number of points, got \(width)")
        }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 (unlimited) or more, got \(lines)") }
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw ValidationError("--minimum-scale-factor must be more than 0 and at most 1, got \(minimumScaleFactor)")
        }
    }

    func constraint() throws -> TextContainer {
        guard let mode = TruncationMode(rawValue: truncation) else {
            throw CommandFailure.badInput(
                "--truncation \(truncation): unknown mode (accepted: \(TruncationMode.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        guard let breaking = LineBreakStrategy(rawValue: strategy) else {
            throw CommandFailure.badInput(
                "--strategy \(strategy): unknown strategy (accepted: \(LineBreakStrategy.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        return TextContainer(
            width: width, lineLimit: lines == 0 ? nil : lines, truncation: mode,
            minimumScaleFactor: minimumScaleFactor, strategy: breaking)
    }
}
