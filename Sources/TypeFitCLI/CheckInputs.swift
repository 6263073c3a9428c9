import ArgumentParser
import TypeFit
import TypeFitReport

/// The options of a check (type scale, fonts, container, strings, narrowing), as a
/// ``TypeFitProject`` and a ``CheckSelection``. Shared by `check`, `report` and both `baseline`
/// subcommands.
struct CheckInputs: ParsableArguments {
    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup var layout: LayoutDefaults

    @OptionGroup var stringsOption: StringsOption<Checking>

    @OptionGroup var narrowing: NarrowingOptions

    /// The project the options name. Warnings go to standard error as they are found.
    func project() throws -> TypeFitProject {
        try TypeFitProject(
            setup: try scaleOptions.settings.setup(fonts: fonts.setup), strings: stringsOption.stringFiles,
            developmentLanguage: layout.developmentLanguage, pseudolanguages: narrowing.pseudolanguages,
            warn: WarningPrinter.warn)
    }

    /// What the options select: constraints, container, locales, entries, sizes, markup and case.
    func selection() throws -> CheckSelection {
        try CheckSelection(
            sizes: narrowing.sizes, constraintsPath: narrowing.constraints, container: layout.container,
            locales: narrowing.locales, entries: narrowing.entries, markup: narrowing.markupOption.markup,
            textCase: narrowing.textCaseOption.textCase)
    }

    /// The check's results. Progress goes to standard error when it is a terminal.
    func run() throws -> CheckReport {
        try project().checkReportShowingProgress(try selection())
    }

    /// Runs the check (refusing first, for an HTML page, to print it on a terminal), hands it to
    /// `write`, keeps it until the process ends, and exits 1 when something truncates.
    func runAndWrite(html: Bool, output: String?, _ write: (CheckReport, TypeFitProject) throws -> Void) throws {
        if html { try TypeFitProject.checkHTMLDestination(output) }
        let project = try project()
        let report = try project.checkReportShowingProgress(try selection())
        try write(report, project)
        CheckRun.keepUntilExit(report)
        if !report.allFit { throw CommandExit.findings.exitCode }
    }
}
