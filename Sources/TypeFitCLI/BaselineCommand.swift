import ArgumentParser
import TypeFit
import TypeFitOutput
import TypeFitReport

/// `typefit baseline`: record a run's line counts, heights and verdicts, and compare later runs
/// (or another type scale) with it.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Record layout metrics for a whole catalog, and compare later runs against them.",
        subcommands: [Record.self, Compare.self]
    )

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Check the strings and record their texts, and line counts, heights and verdicts at every size, in a baseline file."
        )

        @OptionGroup var inputs: CheckInputs

        @Option(help: ArgumentHelp("The baseline file to write (atomically).", valueName: "file"))
        var output: String

        func run() throws {
            inputs.quietOption.apply()
            let report = try inputs.request.run(warn: WarningPrinter.warn).report
            for warning in report.warnings { WarningPrinter.warn(warning) }
            // Strings that cannot be read as written are not in the baseline: said beside it.
            try OutputWriter.write(
                try report.recordBaseline(to: output) + CheckTextRenderer.problemLines(report.stringProblems), to: nil)
        }
    }

    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Compare a run with a baseline file, or two type scales on the same strings (--against); exit 1 on regressions.",
            discussion: """
                Prints a summary (new truncations, fixed truncations and moved first truncations by entry and \
                locale), then one block per string × entry with each locale's changes, sizes merged into ranges \
                (xLarge…AX5: 1 → 2 lines), and a text changed since the baseline as both texts \
                (text changed “Réglages” → “Paramètres”). Height changes beyond the tolerance that change no verdict are counted \
                (--verbose lists them); added and removed results are listed. Regressions are new truncations and added results that truncate \
                (and line count increases with --line-increases-regress). With --against SCALE and no baseline file, \
                runs the strings with --scale and with SCALE and lists what the swap would change.
                """)

        @Argument(help: ArgumentHelp("The baseline file recorded earlier.", valueName: "baseline"))
        var baseline: String?

        @OptionGroup var inputs: CheckInputs

        @Option(
            help: ArgumentHelp(
                "Compare --scale (before) with this type scale (after) instead of a baseline file.", valueName: "file"))
        var against: String?

        @Option(
            name: .customLong("height-tolerance"),
            help: ArgumentHelp("Height changes up to this many points are not reported.", valueName: "pt"))
        var heightTolerance = 0.5

        @Flag(name: .customLong("line-increases-regress"), help: "Count line count increases as regressions too.")
        var lineIncreasesRegress = false

        @Option(
            help:
                "Output format: text (a summary, then one block per string × entry) or json (the same summary and blocks for tools)."
        )
        var format: OutputFormat = .text

        @Flag(help: "List every changed string, and every cell whose height changed without changing a verdict.")
        var verbose = false

        @OptionGroup var output: OutputFileOption

        func validate() throws {
            guard (baseline == nil) != (against == nil) else {
                throw ValidationError("give either a baseline file or --against SCALE (not both)")
            }
            guard heightTolerance.isFinite, heightTolerance >= 0 else {
                throw ValidationError("--height-tolerance must be 0 or more points, got \(heightTolerance)")
            }
        }

        func run() throws {
            inputs.quietOption.apply()
            let review =
                if let baseline {
                    try inputs.request.review(
                        againstBaselineAt: baseline, heightTolerance: heightTolerance,
                        lineCountIncreasesRegress: lineIncreasesRegress, warn: WarningPrinter.warn)
                } else {
                    try inputs.request.review(
                        againstScale: against!, heightTolerance: heightTolerance,
                        lineCountIncreasesRegress: lineIncreasesRegress, warn: WarningPrinter.warn)
                }
            try OutputWriter.write(try review.text(as: format, verbose: verbose), to: output.path)
            if review.hasRegressions { throw CommandExit.findings.exitCode }
        }
    }
}
