import ArgumentParser
import TypeFit
import TypeFitReport

/// `typefit shape`: one string shaped on one line, run by run, with the face that measured each.
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Shape a string on one line and show which face measured which run, and its width.",
        discussion: "Widths are HarfBuzz advances in font units scaled to the point size: units × size ÷ unitsPerEm."
    )

    @Argument(help: "The text to shape.")
    var text: String

    @Option(help: ArgumentHelp("PostScript name of the face, as Font.custom(_:size:) takes it.", valueName: "name"))
    var font = "Inter-Regular"

    @Option(help: ArgumentHelp("Point size.", valueName: "pt"))
    var size = 17.0

    @Option(
        help: ArgumentHelp(
            "BCP 47 language of the text (ja, zh-Hant, ar); picks language forms and CJK fallback.", valueName: "tag"))
    var locale: String?

    /// Taken unconditionally, so a setting that starts with a dash (`--feature -kern`) is the
    /// option's value, not another option.
    @Option(
        name: .customLong("feature"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "An OpenType feature setting, as HarfBuzz writes it: --feature -kern (or --feature=-kern, --feature kern=0) turns kerning off; tnum, ss01=1 turn features on. Repeat for several.",
            valueName: "feature"))
    var features: [String] = []

    @OptionGroup var fonts: FontOptions

    @OptionGroup var output: FormatOption

    func validate() throws {
        if let problem = OptionProblem.positivePoints("--size", size) { throw ValidationError(problem) }
    }

    func run() throws {
        try fonts.setup.shape(
            text, fontName: font, pointSize: size, locale: locale, features: features, warn: WarningPrinter.warn
        ).write(as: output.format)
    }
}
