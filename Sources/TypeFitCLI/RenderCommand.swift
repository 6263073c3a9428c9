import ArgumentParser
import TypeFit
import TypeFitOutput
import TypeFitReport

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
    var scaleFactor: Double = SpecimenRequest().scaleFactor

    @Flag(help: "Draw a dashed line on every baseline.")
    var baselines = false

    @Flag(name: .customLong("no-fallback-colors"), help: "Draw glyphs from fallback faces in the text colour too.")
    var noFallbackColors = false

    @Option(
        name: .customLong("max-sections"),
        help: ArgumentHelp("Refuse to draw more than this many string × entry sections.", valueName: "n"))
    var maxSections: Int = SpecimenRequest().maximumSections

    @OptionGroup var pseudoOption: PseudoOption<Drawing>

    @OptionGroup var markupOption: MarkupOption

    @OptionGroup var textCaseOption: TextCaseOption

    @OptionGroup var quietOption: QuietOption

    @Option(help: ArgumentHelp("The PNG file to write (atomically).", valueName: "file"))
    var output: String

    /// What the options ask to draw.
    var request: SpecimenRequest {
        SpecimenRequest(
            texts: texts, stringFiles: stringsOption.stringFiles, keys: keys, locales: localeOption.locales,
            entries: entryOption.entries, pseudolanguages: pseudoOption.pseudolanguages,
            developmentLanguage: layout.developmentLanguage, sizes: sizesOption.sizes, container: layout.container,
            padding: padding, height: height, maximumSections: maxSections,
            constraintsPath: constraintsOption.constraints,
            markup: markupOption.markup, textCase: textCaseOption.textCase, scaleFactor: scaleFactor,
            showsBaselines: baselines, marksFallback: !noFallbackColors)
    }

    func validate() throws {
        if let problem = request.problem { throw ValidationError(problem) }
    }

    func run() throws {
        quietOption.apply()
        let drawn = try scaleOptions.settings.drawSpecimen(request, fonts: fonts.setup, warn: WarningPrinter.warn)
        try OutputWriter.write(drawn.png, to: output)
        try OutputWriter.write(drawn.summary(output: output), to: nil)
    }
}
