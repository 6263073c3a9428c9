import ArgumentParser
import TypeFitReport

/// `--quiet`: only errors and the results, declared once for every command that runs a check or
/// draws one (`check`, `report`, `baseline record`, `baseline compare`, `render`).
struct QuietOption: ParsableArguments {
    @Flag(help: "Print only errors and the results: no warnings, no progress.")
    var quiet = false

    /// Makes the run quiet when asked; called before the command's work starts.
    func apply() {
        if quiet { WarningPrinter.isQuiet = true }
    }
}
