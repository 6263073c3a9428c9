import ArgumentParser
import Foundation
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
            abstract: "Check the strings and record line counts, heights and verdicts at every size in a baseline file."
        )

        @OptionGroup var inputs: CheckInputs

        @Option(help: ArgumentHelp("The baseline file to write (atomically).", valueName: "file"))
        var output: String

        func run() throws {
            let report = try inputs.run()
            for warning in report.warnings { CommandFailure.warn(warning) }
            let baseline = Baseline(report: report)
            try StreamedOutput.write(to: output) { out in try baseline.write(to: out.append) }
            try OutputWriter.write(
                "recorded \(report.summary.checked) results at \(report.summary.sizes.count) sizes in \(output) (\(report.summary.truncating) truncate)\n",
                to: nil)
        }
    }

    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Compare a run with a baseline file, or two type scales on the same strings (--against); exit 1 on regressions.",
            discussion: """
                Prints a summary (new truncations, fixed truncations and moved first truncations by entry and \
                locale), then one block per string × entry with each locale's changes, sizes merged into ranges \
                (xLarge…AX5: 1 → 2 lines). Height changes beyond the tolerance that change no verdict are counted \
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

        @Option(
            help: ArgumentHelp(
                "Write the comparison to this file (atomically) instead of standard output.", valueName: "file"))
        var output: String?

        /// The largest baseline file read, in bytes: 1 GiB (format 2 takes about 80 bytes per
        /// string × locale × entry at twelve sizes, format 1 about 1.5 KB: some 700,000 results).
        static let maximumBaselineBytes = 1 << 30

        /// Refuses (exit 2) a baseline file over ``maximumBaselineBytes`` before it is read.
        static func checkSize(of path: String) throws {
            // A missing or unreadable file is left for Baseline.read to name.
            guard let size = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.fileSizeKey]).fileSize else {
                return
            }
            guard size <= maximumBaselineBytes else {
                throw CommandFailure.badInput(
                    "\(path): the baseline file is \(size) bytes, over the limit of \(maximumBaselineBytes) bytes; refusing to read it"
                )
            }
        }

        /// The text of each result as checked now (the first, when an identity repeats).
        static func texts(_ report: CheckReport) -> [Baseline.ResultID: String] {
            var texts: [Baseline.ResultID: String] = [:]
            for result in report.results where texts[result.id] == nil {
                texts[result.id] = result.text
            }
            return texts
        }

        func validate() throws {
            guard (baseline == nil) != (against == nil) else {
                throw ValidationError("give either a baseline file or --against SCALE (not both)")
            }
            guard heightTolerance.isFinite, heightTolerance >= 0 else {
                throw ValidationError("--height-tolerance must be 0 or more points, got \(heightTolerance)")
            }
        }

        func run() throws {
            let policy = BaselineComparison.RegressionPolicy(lineCountIncreases: lineIncreasesRegress)
            let comparison: BaselineComparison
            let diff: BaselineDiff
            if let baseline {
                try Self.checkSize(of: baseline)
                // The baseline is read while the check runs (its serial parts leave a core free);
                // a bad baseline is still the error reported, whatever the check did.
                let reading = BaselineReading(path: baseline)
                let checked = Result { try inputs.run() }
                let recorded: Baseline
                do { recorded = try reading.wait() } catch {
                    throw CommandFailure.badInput(error.description)
                }
                let current = try checked.get()
                let currentBaseline = Baseline(report: current)
                comparison = BaselineComparison(
                    baseline: recorded, current: currentBaseline, heightTolerance: heightTolerance, policy: policy)
                diff = BaselineDiff(
                    comparison, old: recorded, new: currentBaseline, baselineFile: baseline,
                    candidateFile: inputs.scaleOptions.scale, texts: Self.texts(current))
            } else {
                let before = try inputs.run()
                let after = try inputs.run(scale: against!)
                let (old, new) = (Baseline(report: before), Baseline(report: after))
                comparison = BaselineComparison(
                    baseline: old, current: new, heightTolerance: heightTolerance, policy: policy)
                diff = BaselineDiff(
                    comparison, old: old, new: new, baselineFile: inputs.scaleOptions.scale, candidateFile: against,
                    texts: Self.texts(after))
            }
            switch format {
            case .text: try OutputWriter.write(diff.text(verbose: verbose), to: output)
            case .json:
                try OutputWriter.write(String(decoding: try diff.data(), as: UTF8.self) + "\n", to: output)
            }
            if comparison.hasRegressions { throw CommandExit.findings.exitCode }
        }
    }
}
