import Foundation
import TypeFitCheck
import TypeFitReport

/// A check compared with a baseline recorded earlier: what `typefit baseline compare` prints,
/// for a test to assert on. Regressions are new truncations and added results that truncate.
public struct BaselineReview: Sendable, CustomStringConvertible {
    /// Results compared (on both sides).
    public var compared: Int
    /// One line per regression: `body.de settings.title: now truncates at xxLarge, …`.
    public var regressions: [String]
    /// The review as `typefit baseline compare` prints it: a summary, then one block per string
    /// and entry with each locale's changes.
    public var text: String

    /// Whether anything regressed.
    public var hasRegressions: Bool { !regressions.isEmpty }

    public var description: String { text }
}

extension TypeFitProject {
    /// Writes the baseline of `report` to `path` (atomically): per result and size the lines
    /// shown, the height and the verdict.
    public func recordBaseline(of report: CheckReport, at path: String) throws(TypeFitError) {
        do throws(BaselineError) {
            try Baseline(report: report).write(path: path)
        } catch {
            throw TypeFitError(error.description)
        }
    }

    /// `report` compared with the baseline file at `path`; heights that move by up to
    /// `heightTolerance` points are not changes.
    public func review(_ report: CheckReport, againstBaseline path: String, heightTolerance: Double = 0.5)
        throws(TypeFitError) -> BaselineReview
    {
        let recorded: Baseline
        do throws(BaselineError) { recorded = try Baseline.read(path: path) } catch {
            throw TypeFitError(error.description)
        }
        let current = Baseline(report: report)
        let comparison = BaselineComparison(baseline: recorded, current: current, heightTolerance: heightTolerance)
        var texts: [CheckResult.ID: String] = [:]
        for result in report.results where texts[result.id] == nil { texts[result.id] = result.text }
        let diff = BaselineDiff(
            comparison, old: recorded, new: current, baselineFile: path, candidateFile: setup.scale, texts: texts)
        return BaselineReview(
            compared: comparison.summary.compared, regressions: comparison.regressions.map(BaselineComparison.line),
            text: diff.text(verbose: false))
    }
}
