import TypeFitCheck
import TypeFitReport

extension BaselineReview {
    /// The check `check` runs compared with the baseline file at `path`, which is read on another
    /// thread while the check runs (its serial parts leave a core free). A baseline that cannot
    /// be read is the error thrown, whatever the check did. `candidateFile` names the check's
    /// side; heights that move by up to `heightTolerance` points are not changes.
    package static func reading(
        baselineAt path: String, candidateFile: String?, heightTolerance: Double, lineCountIncreasesRegress: Bool,
        whileChecking check: () throws -> CheckReport
    ) throws -> BaselineReview {
        let reading = BaselineReading(path: path)
        let checked = Result { try check() }
        let recorded: Baseline
        do throws(BaselineError) { recorded = try reading.wait() } catch {
            throw TypeFitError(error.description)
        }
        return BaselineReview(
            try checked.get(), against: recorded, baselineFile: path, candidateFile: candidateFile,
            heightTolerance: heightTolerance, lineCountIncreasesRegress: lineCountIncreasesRegress)
    }

    /// The review in `format`: ``text(verbose:)`` or ``json()``.
    package func text(as format: OutputFormat, verbose: Bool) throws -> String {
        switch format {
        case .text: text(verbose: verbose)
        case .json: try json()
        }
    }
}

extension TypeFitProject {
    /// `selection` checked with this project's type scale (before) and with the type scale
    /// `scale` (after), compared as if the first had been recorded as a baseline: what swapping
    /// the scale would change. The strings and fonts are those already read; what resolving
    /// `scale` notes goes to `warn`.
    package func reviewSwapping(
        to scale: String, checking selection: CheckSelection, heightTolerance: Double,
        lineCountIncreasesRegress: Bool, warn: (String) -> Void
    ) throws(TypeFitError) -> BaselineReview {
        let before = try checkReportShowingProgress(selection)
        let after = try replacingScale(with: scale, warn: warn).checkReportShowingProgress(selection)
        return review(
            after, against: before, beforeName: setup.scale, afterName: scale, heightTolerance: heightTolerance,
            lineCountIncreasesRegress: lineCountIncreasesRegress)
    }
}
