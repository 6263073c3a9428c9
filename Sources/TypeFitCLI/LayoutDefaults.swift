import ArgumentParser
import TypeFit

/// The container options every checking command shares: width, lines, truncation, strategy.
struct LayoutDefaults: ParsableArguments {
    @Option(help: ArgumentHelp("Container width available to the text, points.", valueName: "pt"))
    var width: Double = 361

    @Option(help: ArgumentHelp("Line limit; 0 for unlimited.", valueName: "n"))
    var lines: Int = 2

    @Option(help: ArgumentHelp("Where the ellipsis goes: tail, head or middle.", valueName: "mode"))
    var truncation: String = "tail"

    @Option(help: ArgumentHelp("Line breaking: standard (UILabel and SwiftUI Text: pushOut, Hangul word priority) or greedy (Pango, CSS).", valueName: "strategy"))
    var strategy: String = "standard"

    @Option(name: .customLong("minimum-scale-factor"), help: ArgumentHelp("minimumScaleFactor: text may shrink to this fraction of its size (0 < f ≤ 1).", valueName: "f"))
    var minimumScaleFactor: Double = 1

    func validate() throws {
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number of points, got \(width)") }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 (unlimited) or more, got \(lines)") }
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            throw ValidationError("--minimum-scale-factor must be more than 0 and at most 1, got \(minimumScaleFactor)")
        }
    }

    func constraint() throws -> CheckConstraint {
        guard let mode = TruncationMode(rawValue: truncation) else {
            throw CommandFailure.badInput("--truncation \(truncation): unknown mode (accepted: \(TruncationMode.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard let breaking = LineBreakStrategy(rawValue: strategy) else {
            throw CommandFailure.badInput("--strategy \(strategy): unknown strategy (accepted: \(LineBreakStrategy.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return CheckConstraint(width: width, lineLimit: lines == 0 ? nil : lines, truncation: mode,
                               minimumScaleFactor: minimumScaleFactor, strategy: breaking)
    }
}

/// Loading the strings a command checks.
enum StringInputs {
    /// The strings of every file, in order; TypeFit's samples when `files` is empty.
    static func load(_ files: [String]) throws -> [LocalizedString] {
        guard !files.isEmpty else { return SampleStrings.all }
        var strings: [LocalizedString] = []
        for file in files {
            do { strings += try StringsReader.read(path: file) } catch { throw CommandFailure.badInput(error.description) }
        }
        return strings
    }
}
