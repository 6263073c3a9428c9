import TypeFitCheck
import TypeFitOutput

extension CheckReport {
    /// Writes the baseline of these results (per result its text and, per size, the lines shown,
    /// the height and the verdict) to `path` (atomically; `-`: standard output), streamed, and returns what
    /// `typefit baseline record` says about it: `recorded N results at S sizes in FILE (T
    /// truncate)`, with a final newline.
    package func recordBaseline(to path: String) throws -> String {
        let baseline = Baseline(report: self)
        try StreamedOutput.write(to: path) { out in try baseline.write(to: out.append) }
        return
            "recorded \(summary.checked) results at \(summary.sizes.count) sizes in \(path) (\(summary.truncating) truncate)\n"
    }
}
