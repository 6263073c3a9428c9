import ArgumentParser
import TypeFit
import TypeFitOutput
import TypeFitReport

/// `typefit scale`: every entry of a type scale resolved at every Dynamic Type size.
struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract:
            "Resolve every entry of a type scale at every Dynamic Type size: point size, line height, face, tracking.",
        discussion: """
            Cells read point size / line height, in points. Line heights are the platform table's \
            leading for system text styles and the font's hhea ascender − descender + line gap for \
            custom fonts. Sizes scale with the leading-ratio model unless --model pointSize. Results \
            measured with the Inter stand-in for SF Pro are marked ~ (approximate); point sizes below the \
            platform's minimum for legible text in Apple's Human Interface Guidelines (11 pt on iOS) are marked †.
            """
    )

    @OptionGroup var scaleOptions: ScaleOptions
    @OptionGroup var fonts: FontOptions

    @Option(
        help:
            "Output format: text, json, or json-scale (the scale as read, written as the JSON type scale --scale reads)."
    )
    var format: ScaleOutputFormat = .text

    @Option(
        name: .customLong("print-default"),
        help: ArgumentHelp(
            "Print a built-in scale's JSON (inter or system), the example of the type scale format, and exit.",
            valueName: "name"))
    var printDefault: String?

    func run() throws {
        try OutputWriter.write(
            try printDefault.map(ScaleReport.builtinScaleJSON(named:))
                ?? scaleOptions.settings.scaleText(as: format, fonts: fonts.setup, warn: WarningPrinter.warn),
            to: nil)
    }
}

extension ScaleOutputFormat: ExpressibleByArgument {}
