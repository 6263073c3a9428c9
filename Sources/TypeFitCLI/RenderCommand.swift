import ArgumentParser
import Foundation
import TypeFit
import TypeFitOutput
import TypeFitRender
import TypeFitReport
import TypeFitVocabulary

/// `typefit render`: a specimen sheet (PNG) of strings at every Dynamic Type size, drawn from
/// the glyphs that were measured.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a specimen sheet (PNG): strings at each Dynamic Type size in their container, as measured.",
        discussion: """
            Each string × entry gets a section with one row per size: the container outlined, the text wrapped \
            and cut as the check lays it out, the line that holds the ellipsis tinted, glyphs from fallback faces \
            drawn in a colour per face (colour emoji underlined), with the size, point size and verdict beside it. \
            Glyphs are rasterized by FreeType from the font files that shaped them. Exit codes: 0 the sheet was \
            written (whatever truncates; use check for a verdict), 2 bad input.
            """
    )

    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup var layout: LayoutDefaults

    @Option(name: .customLong("string"), help: ArgumentHelp("A string to draw; repeat for several.", valueName: "text"))
    var texts: [String] = []

    @OptionGroup var constraintsOption: ConstraintsOption<Drawing>

    @OptionGroup var stringsOption: StringsOption<Drawing>

    @Option(
        name: .customLong("key"),
        help: ArgumentHelp("Draw only this key (exact, or a glob with * and ?); repeat for several.", valueName: "key"))
    var keys: [String] = []

    @OptionGroup var localeOption: LocaleOption<Drawing>

    @OptionGroup var entryOption: EntryOption<Drawing>

    @OptionGroup var sizesOption: SizesOption<Drawing>

    @Option(
        help: ArgumentHelp(
            "Padding around the text at Large, points, scaled like @ScaledMetric: one value, vertical,horizontal, or top,leading,bottom,trailing. It is drawn shaded.",
            valueName: "pt"))
    var padding: String?

    @Option(
        help: ArgumentHelp(
            "Container height, points, padding included (default: as high as the text).", valueName: "pt"))
    var height: Double?

    @Option(
        name: .customLong("scale-factor"),
        help: ArgumentHelp("Pixels per point (2 draws like a 2× screen; 0.5…8).", valueName: "f"))
    var scaleFactor: Double = 2

    @Flag(help: "Draw a dashed line on every baseline.")
    var baselines = false

    @Flag(name: .customLong("no-fallback-colors"), help: "Draw glyphs from fallback faces in the text colour too.")
    var noFallbackColors = false

    @Option(
        name: .customLong("max-sections"),
        help: ArgumentHelp("Refuse to draw more than this many string × entry sections.", valueName: "n"))
    var maxSections: Int = 60

    @OptionGroup var pseudoOption: PseudoOption<Drawing>

    @OptionGroup var markupOption: MarkupOption

    @OptionGroup var textCaseOption: TextCaseOption

    @Option(help: ArgumentHelp("The PNG file to write (atomically).", valueName: "file"))
    var output: String

    func validate() throws {
        guard !texts.isEmpty || !stringsOption.stringFiles.isEmpty else {
            throw ValidationError("give --string TEXT or --strings FILE")
        }
        guard scaleFactor.isFinite, scaleFactor >= 0.5, scaleFactor <= 8 else {
            throw ValidationError("--scale-factor must be between 0.5 and 8, got \(scaleFactor)")
        }
        if let height {
            guard height.isFinite, height > 0 else {
                throw ValidationError("--height must be a positive number of points, got \(height)")
            }
        }
        guard maxSections > 0 else { throw ValidationError("--max-sections must be at least 1, got \(maxSections)") }
    }

    func run() throws {
        let library = try fonts.library()
        let resolved = try scaleOptions.resolve(library: library)
        for warning in resolved.warnings { CommandFailure.warn(warning) }
        let sizeRange = try sizesOption.range()
        let chosenEntries = try SpecimenJob.entries(named: entryOption.entries, in: resolved)
        let strings = try SpecimenJob.strings(
            texts: texts, files: stringsOption.stringFiles, keys: keys, locales: localeOption.locales,
            pseudolanguages: pseudoOption.pseudolanguages,
            developmentLanguage: layout.developmentLanguage)
        guard strings.count * chosenEntries.count <= maxSections else {
            throw CommandFailure.badInput(
                "\(strings.count) strings × \(chosenEntries.count) entries is \(strings.count * chosenEntries.count) sections, more than --max-sections \(maxSections); narrow with --key, --locale or --entry"
            )
        }
        var constraint = try layout.constraint()
        constraint.padding = try padding.map(SpecimenJob.padding)
        constraint.height = height
        let job = SpecimenJob(
            strings: strings, entries: chosenEntries, entriesNamed: !entryOption.entries.isEmpty,
            sources: stringsOption.stringFiles.isEmpty ? "--string" : stringsOption.stringFiles.joined(separator: ", "),
            sizes: sizeRange.sizes, base: constraint, markup: markupOption.markup, textCase: textCaseOption.textCase,
            options: SpecimenRenderOptions(
                scaleFactor: scaleFactor, showsBaselines: baselines, showsPadding: true,
                marksFallback: !noFallbackColors))
        let file = try constraintsOption.constraints.map { try CheckInputs.constraints(at: $0, for: resolved) }
        do {
            let drawn = try job.draw(
                resolved: resolved, library: library,
                measurer: TextMeasurer(
                    fallback: try fonts.fallback(for: resolved), neutralCharacters: fonts.neutralCharacters),
                file: file)
            try OutputWriter.write(drawn.png, to: output)
            try OutputWriter.write(drawn.summary(output: output), to: nil)
        } catch let error as RenderError {
            throw CommandFailure.badInput(error.description)
        } catch let error as FontError {
            throw CommandFailure.badInput(error.description)
        }
    }
}
