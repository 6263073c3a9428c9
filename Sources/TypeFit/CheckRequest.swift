import TypeFitCheck
import TypeFitReport
import TypeFitStrings
import TypeFitVocabulary

/// A check as the command line asks for it, in plain values: the project to open (type scale
/// settings, fonts, strings, development language, pseudolanguages) and what to check in it
/// (sizes, constraints file, container, locales, entries, markup, case). What `typefit check`,
/// `report` and both `baseline` subcommands run, each through one call.
package struct CheckRequest: Sendable {
    /// The type scale and how it is resolved.
    package var scale: ScaleSettings
    /// The font fields: the app's fonts, system fallback, the neutral-character rule.
    package var fonts: ProjectSetup
    /// The strings files and directories; empty for TypeFit's samples.
    package var strings: [String]
    /// The locale of strings read from `Base.lproj`.
    package var developmentLanguage: String
    /// Pseudolanguages checked too, made from the development language's strings.
    package var pseudolanguages: [Pseudolanguage]
    /// The sizes as a range (`large...accessibility2`); nil: all 12.
    package var sizes: String?
    /// A constraints file whose rules choose each string's entry and container.
    package var constraintsPath: String?
    /// The container for whatever the constraints leave unset.
    package var container: ContainerOptions
    /// Locales and type scale entries to narrow to; empty: all.
    package var locales: [String]
    package var entries: [String]
    /// How strings no rule's `markup` covers are read, and the case of those no rule's
    /// `textCase` covers (nil: as written).
    package var markup: TextMarkup?
    package var textCase: TextCase?
    /// The Swift files or directories whose views give each string its place
    /// (``CheckSelection/addPlaces(readFrom:in:)``); nil: places are not read from code.
    package var placesFromCode: [String]?

    package init(
        scale: ScaleSettings, fonts: ProjectSetup, strings: [String], developmentLanguage: String,
        pseudolanguages: [Pseudolanguage], sizes: String?, constraintsPath: String?, container: ContainerOptions,
        locales: [String], entries: [String], markup: TextMarkup?, textCase: TextCase?,
        placesFromCode: [String]? = nil
    ) {
        self.placesFromCode = placesFromCode
        self.scale = scale
        self.fonts = fonts
        self.strings = strings
        self.developmentLanguage = developmentLanguage
        self.pseudolanguages = pseudolanguages
        self.sizes = sizes
        self.constraintsPath = constraintsPath
        self.container = container
        self.locales = locales
        self.entries = entries
        self.markup = markup
        self.textCase = textCase
    }

    /// Opens the project: reads the fonts, resolves the type scale and reads the strings. What
    /// they note goes to `warn` as it is found.
    package func project(warn: (String) -> Void) throws(TypeFitError) -> TypeFitProject {
        try TypeFitProject(
            setup: try scale.setup(fonts: fonts), strings: strings, developmentLanguage: developmentLanguage,
            pseudolanguages: pseudolanguages, warn: warn)
    }

    /// What to check in `project`: the sizes, the constraints file (read now) with the places
    /// read from the code after its rules, the container and the rest.
    package func selection(in project: TypeFitProject) throws(TypeFitError) -> CheckSelection {
        var selection = try CheckSelection(
            sizes: sizes, constraintsPath: constraintsPath, container: container, locales: locales, entries: entries,
            markup: markup, textCase: textCase)
        if let placesFromCode { try selection.addPlaces(readFrom: placesFromCode, in: project) }
        return selection
    }

    /// Opens the project and checks the selection, with a progress line on standard error when
    /// that is a terminal; the project is returned too, for rendering the report's cells.
    package func run(warn: (String) -> Void) throws(TypeFitError) -> (report: CheckReport, project: TypeFitProject) {
        let project = try project(warn: warn)
        return (try project.checkReportShowingProgress(try selection(in: project)), project)
    }

    /// The check compared with the baseline file at `path`, read while the check runs (see
    /// ``BaselineReview/reading(baselineAt:candidateFile:heightTolerance:lineCountIncreasesRegress:whileChecking:)``).
    package func review(
        againstBaselineAt path: String, heightTolerance: Double, lineCountIncreasesRegress: Bool,
        warn: (String) -> Void
    ) throws -> BaselineReview {
        try BaselineReview.reading(
            baselineAt: path, candidateFile: scale.scale, heightTolerance: heightTolerance,
            lineCountIncreasesRegress: lineCountIncreasesRegress, whileChecking: { try run(warn: warn).report })
    }

    /// The check with this type scale compared with the same check with the type scale
    /// `other` (see ``TypeFitProject/reviewSwapping(to:checking:heightTolerance:lineCountIncreasesRegress:warn:)``).
    package func review(
        againstScale other: String, heightTolerance: Double, lineCountIncreasesRegress: Bool,
        warn: (String) -> Void
    ) throws(TypeFitError) -> BaselineReview {
        let project = try project(warn: warn)
        return try project.reviewSwapping(
            to: other, checking: try selection(in: project), heightTolerance: heightTolerance,
            lineCountIncreasesRegress: lineCountIncreasesRegress, warn: warn)
    }
}
