import ArgumentParser
import Foundation
internal import Synchronization
import TypeFit
import TypeFitConcurrency
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

    /// The strings files and directories; empty for TypeFit's samples.
    var stringFiles: [String] { stringsOption.stringFiles }

    /// The project the options name, its type scale `scale` when given (`baseline compare
    /// --against`). Warnings go to standard error as they are found.
    func project(scale: String? = nil) throws -> TypeFitProject {
        var setup = try scaleOptions.setup()
        if let scale { setup.scale = scale }
        fonts.apply(to: &setup)
        return try TypeFitProject(
            setup: setup, strings: stringFiles, developmentLanguage: layout.developmentLanguage,
            pseudolanguages: narrowing.pseudolanguages, warn: CommandFailure.warn)
    }

    /// What the options select: constraints, container, locales, entries, sizes, markup and case.
    func selection() throws -> CheckSelection {
        var selection = CheckSelection()
        selection.sizes = try narrowing.sizesOption.range().sizes
        if let path = narrowing.constraints {
            do throws(InputError) { selection.constraints = try ProjectConfig.constraints(at: path) } catch {
                throw CommandFailure.badInput(error.description)
            }
        }
        selection.container = try layout.constraint()
        selection.locales = narrowing.locales
        selection.entries = narrowing.entries
        selection.markup = narrowing.markupOption.markup
        selection.textCase = narrowing.textCaseOption.textCase
        return selection
    }

    /// The check's results, with the type scale `scale` when given.
    func run(scale: String? = nil) throws -> CheckReport {
        try runProject(scale: scale).report
    }

    /// The check, with the project it ran in (for rendering its cells). Progress goes to standard
    /// error when it is a terminal.
    func runProject(scale: String? = nil) throws -> (report: CheckReport, project: TypeFitProject) {
        let project = try self.project(scale: scale)
        let selection = try selection()
        let progress = Mutex<ProgressLine?>(nil)
        let report = try project.checkReport(
            selection,
            willCheck: { total in progress.withOrderedLock { $0 = ProgressLine.start(total: total, label: "checking") }
            },
            progress: { done, _ in progress.withOrderedLock { $0 }?.update(done) })
        progress.withOrderedLock { $0 }?.finish()
        return (report, project)
    }
}

extension CheckInputs {
    /// The constraints file at `path` (or a project file's own constraints), its entry names
    /// checked against `resolved`; bad input otherwise.
    static func constraints(at path: String, for resolved: ResolvedTypeScale) throws -> ConstraintsFile {
        let file: ConstraintsFile
        do throws(InputError) { file = try ProjectConfig.constraints(at: path) } catch {
            throw CommandFailure.badInput(error.description)
        }
        try TypeFitProject.checkEntryNames(in: file, against: resolved)
        return file
    }
}
