import TypeFitReport

extension HTMLRenderingOptions {
    /// What is wrong with the options (a negative count, a scale factor outside 0.5…4), named
    /// by the command-line tool's `--html-…` options, or nil.
    package var problem: String? {
        guard maximumImages >= 0 else { return "--html-max-images must be 0 or more, got \(maximumImages)" }
        guard maximumRows >= 0 else { return "--html-max-rows must be 0 or more, got \(maximumRows)" }
        return OptionProblem.between("--html-scale-factor", scaleFactor, 0.5, 4)
    }
}
