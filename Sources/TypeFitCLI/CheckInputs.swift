import ArgumentParser
import Foundation
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
            setup: try fonts.applied(to: scaleOptions.setup()), strings: stringsOption.stringFiles,
            developmentLanguage: layout.developmentLanguage, pseudolanguages: narrowing.pseudolanguages,
            warn: CommandFailure.warn)
    }

    /// What the options select: constraints, container, locales, entries, sizes, markup and case.
    func selection() throws -> CheckSelection {
        var selection = CheckSelection()
        selection.sizes = try DynamicTypeSizeRange.option(narrowing.sizes).sizes
        selection.constraints = try narrowing.constraints.map(ConstraintsFile.option(at:))
        selection.container = try layout.container.container()
        selection.locales = narrowing.locales
        selection.entries = narrowing.entries
        selection.markup = narrowing.markupOption.markup
        selection.textCase = narrowing.textCaseOption.textCase
        return selection
    }

    /// The check's results.
    func run() throws -> CheckReport {
        try runProject().report
    }

    /// The check, with the project it ran in (for rendering its cells). Progress goes to standard
    /// error when it is a terminal.
    func runProject() throws -> (report: CheckReport, project: TypeFitProject) {
        let project = try self.project()
        return (try project.checkReportShowingProgress(try selection()), project)
    }
}
