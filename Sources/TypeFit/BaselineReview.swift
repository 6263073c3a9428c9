import Foundation
import TypeFitCheck
import TypeFitReport

/// A check compared with a baseline recorded earlier, or two checks of the same strings (one type
/// scale against another): what `typefit baseline compare` prints, for a test to assert on.
/// Regressions are new truncations and added results that truncate (and, when asked, line
/// counts that grow).
public struct BaselineReview: Sendable, CustomStringConvertible {
    private let comparison: BaselineComparison
    private let diff: BaselineDiff

    /// `current` against `recorded`; `baselineFile` and `candidateFile` name the two sides in
    /// the text; heights that move by up to `heightTolerance` points are not changes.
    package init(
        _ current: CheckReport, against recorded: Baseline, baselineFile: String?, candidateFile: String?,
        heightTolerance: Double = 0.5, lineCountIncreasesRegress: Bool = false
    ) {
        let now = Baseline(report: current)
        comparison = BaselineComparison(
            baseline: recorded, current: now, heightTolerance: heightTolerance,
            policy: BaselineComparison.RegressionPolicy(lineCountIncreases: lineCountIncreasesRegress))
        // Each identity's text from its first result: assigned last to first, so the first wins,
        // with one lookup per result.
        var texts: [CheckResult.ID: String] = [:]
        texts.reserveCapacity(current.results.count)
        for result in current.results.reversed() { texts[result.id] = result.text }
        diff = BaselineDiff(
            comparison, old: recorded, new: now, baselineFile: baselineFile, candidateFile: candidateFile, texts: texts)
    }

    /// Results compared (on both sides).
    public var compared: Int { comparison.summary.compared }

    /// One line per regression: `caption.de settings.title: now truncates at xxLarge, …`; when the
    /// text changed since the baseline, both texts first: `caption.de settings.title: text changed
    /// “Einstellungen” → “Kontoeinstellungen”; now truncates at xxLarge, …`.
    public var regressions: [String] { comparison.regressions.map(BaselineComparison.line) }

    /// Whether anything regressed.
    public var hasRegressions: Bool { comparison.hasRegressions }

    /// The review as `typefit baseline compare` prints it: a summary, then one block per string
    /// and entry with each locale's changes; `verbose` lists every changed string and every
    /// height-only change.
    public func text(verbose: Bool = false) -> String { diff.text(verbose: verbose) }

    /// The same summary and blocks as JSON, for tools (ending with a newline).
    public func json() throws -> String { String(decoding: try diff.data(), as: UTF8.self) + "\n" }

    public var description: String { text() }
}

extension TypeFitProject {
    /// Writes the baseline of `report` to `path` (atomically): per result its text and, per size,
    /// the lines shown, the height and the verdict.
    public func recordBaseline(of report: CheckReport, at path: String) throws(TypeFitError) {
        do throws(BaselineError) {
            try Baseline(report: report).write(path: path)
        } catch {
            throw TypeFitError(error.description)
        }
    }

    /// `report` compared with the baseline file at `path`; heights that move by up to
    /// `heightTolerance` points are not changes.
    public func review(
        _ report: CheckReport, againstBaseline path: String, heightTolerance: Double = 0.5,
        lineCountIncreasesRegress: Bool = false
    ) throws(TypeFitError) -> BaselineReview {
        let recorded: Baseline
        do throws(BaselineError) { recorded = try Baseline.read(path: path) } catch {
            throw TypeFitError(error.description)
        }
        return BaselineReview(
            report, against: recorded, baselineFile: path, candidateFile: setup.scale, heightTolerance: heightTolerance,
            lineCountIncreasesRegress: lineCountIncreasesRegress)
    }

    /// `after` (this project's check with another type scale, say) compared with `before`, as
    /// if `before` had been recorded as a baseline; the sides are named `beforeName` and
    /// `afterName`.
    public func review(
        _ after: CheckReport, against before: CheckReport, beforeName: String, afterName: String,
        heightTolerance: Double = 0.5, lineCountIncreasesRegress: Bool = false
    ) -> BaselineReview {
        BaselineReview(
            after, against: Baseline(report: before), baselineFile: beforeName, candidateFile: afterName,
            heightTolerance: heightTolerance, lineCountIncreasesRegress: lineCountIncreasesRegress)
    }
}
