import TypeFitVocabulary

/// The container a check or a specimen sheet lays text out in, as the command-line tool's
/// `--width`, `--lines`, `--truncation`, `--strategy` and `--minimum-scale-factor` give it: plain
/// values, checked (``problem``) and turned into a ``TextContainer`` (``container()``). The
/// defaults are an iPhone 16 label: 361 pt, at most 2 lines, tail truncation.
package struct ContainerOptions: Sendable {
    /// Width available to the text, points.
    package var width: Double
    /// Line limit; 0 for unlimited.
    package var lines: Int
    /// Where the ellipsis goes, by name (``TruncationMode``: tail, head or middle).
    package var truncation: String
    /// Line breaking, by name (``LineBreakStrategy``: standard or greedy).
    package var strategy: String
    /// The fraction of its size text may shrink to (0 < f ≤ 1).
    package var minimumScaleFactor: Double

    /// The container `width` points wide showing at most `lines` lines (0: no limit), with the
    /// truncation mode and strategy named, that text may shrink in to `minimumScaleFactor`.
    package init(
        width: Double = 361, lines: Int = 2, truncation: String = "tail", strategy: String = "standard",
        minimumScaleFactor: Double = 1
    ) {
        self.width = width
        self.lines = lines
        self.truncation = truncation
        self.strategy = strategy
        self.minimumScaleFactor = minimumScaleFactor
    }

    /// What is wrong with a number given (a width that is not a positive number of points, a
    /// negative line limit, a scale factor out of range), or nil.
    package var problem: String? {
        if let problem = OptionProblem.positivePoints("--width", width) { return problem }
        guard lines >= 0 else { return "--lines must be 0 (unlimited) or more, got \(lines)" }
        guard minimumScaleFactor.isFinite, minimumScaleFactor > 0, minimumScaleFactor <= 1 else {
            return "--minimum-scale-factor must be more than 0 and at most 1, got \(minimumScaleFactor)"
        }
        return nil
    }

    /// The container; a truncation mode or strategy of no known name is an error listing the
    /// accepted ones.
    package func container() throws(TypeFitError) -> TextContainer {
        guard let mode = TruncationMode(rawValue: truncation) else {
            throw TypeFitError(
                "--truncation \(truncation): unknown mode (accepted: \(TruncationMode.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        guard let breaking = LineBreakStrategy(rawValue: strategy) else {
            throw TypeFitError(
                "--strategy \(strategy): unknown strategy (accepted: \(LineBreakStrategy.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        return TextContainer(
            width: width, lineLimit: lines == 0 ? nil : lines, truncation: mode,
            minimumScaleFactor: minimumScaleFactor, strategy: breaking)
    }
}
