import ArgumentParser
import TypeFit
import TypeFitReport

/// The options of a check (type scale, fonts, container, strings, narrowing), as a
/// ``CheckRequest``. Shared by `check`, `report` and both `baseline` subcommands.
struct CheckInputs: ParsableArguments {
    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup var layout: LayoutDefaults

    @OptionGroup var stringsOption: StringsOption<Checking>

    @OptionGroup var narrowing: NarrowingOptions

    @OptionGroup var quietOption: QuietOption

    /// The check the options ask for.
    var request: CheckRequest {
        CheckRequest(
            scale: scaleOptions.settings, fonts: fonts.setup, strings: stringsOption.stringFiles,
            developmentLanguage: layout.developmentLanguage, pseudolanguages: narrowing.pseudolanguages,
            sizes: narrowing.sizes, constraintsPath: narrowing.constraints, container: layout.container,
            locales: narrowing.locales, entries: narrowing.entries, markup: narrowing.markupOption.markup,
            textCase: narrowing.textCaseOption.textCase, placesFromCode: narrowing.placesOption.placesFromCode)
    }

    /// Runs the check (refusing first, for an HTML page, to print it on a terminal), hands it to
    /// `write`, keeps it until the process ends, and exits 1 when something truncates or a
    /// string cannot be read as written.
    func runAndWrite(html: Bool, output: String?, _ write: (CheckReport, TypeFitProject) throws -> Void) throws {
        quietOption.apply()
        if html { try TypeFitProject.checkHTMLDestination(output) }
        let (report, project) = try request.run(warn: WarningPrinter.warn)
        try write(report, project)
        CheckRun.keepUntilExit(report)
        if report.hasFindings { throw CommandExit.findings.exitCode }
    }
}
