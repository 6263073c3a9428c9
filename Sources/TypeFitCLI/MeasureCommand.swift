import ArgumentParser
import TypeFit
import TypeFitReport

/// `typefit measure`: batch measurement for scripts and other tools, JSON Lines in and out.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Lay out many texts: one JSON request per input line, one JSON result per output line, in order.",
        discussion: """
            Request: {"text": "…", "font": "Inter-SemiBold" or {"family": "Inter", "weight": 600, "italic": false}, \
            or "system" / {"family": "system", "weight": 800} (the system font: SF Pro from --system-font, else \
            the Inter stand-in, with SF Pro's tracking at the size), \
            "size": 17, "width": 320 (absent: unbounded), "lineLimit": 2 (0: no limit), "strategy": "greedy"|"standard", \
            "truncation": "tail"|"head"|"middle", "locale": "de", "textCase": "uppercase"|"lowercase" (ICU's case \
            mapping in the request's locale: ß becomes SS in de, i becomes İ in tr)}. Only "text" and "size" are required; the font \
            defaults to Inter-Regular. With --fonts, a request naming a face the fonts given lack is still \
            measured with TypeFit's bundled face of that name (Inter, Inter Display) unless --no-bundled-fonts.
            Result: {"lines", "width" (widest line, pt), "height" (pt), "lineWidths" (pt), "truncated", \
            "visibleText", "missingGlyphs", "face", "fallbackFaces"}. A bad request gives {"error": "line N: …"} \
            on its line and the rest go on; the exit code is then still 0.
            Streaming: requests are read, measured and answered one at a time, so memory stays bounded \
            however long the input, and a tool writing requests to standard input gets each result as soon \
            as it is measured (written at once to a pipe, FIFO or terminal; buffered to a regular file).
            Limits: a line is at most 8 MiB and its text at most 1,048,576 UTF-16 code units (else an error on \
            that line); the input may be of any length.
            """
    )

    @Option(help: ArgumentHelp("Requests file (JSON Lines), or - for standard input.", valueName: "file"))
    var input = "-"

    @Option(
        help: ArgumentHelp(
            "Where to write the results, or - for standard output. A file is written whole or not at all.",
            valueName: "file"))
    var output = "-"

    /// The word cache's bound, MiB. At 32, 200,000 requests whose two million words are all new
    /// (Latin, CJK and Arabic, the Noto fallback fonts loaded) peak at 139 MB RSS, under the
    /// 200 MB goal (the process holds about 1.6 bytes per byte the cache counts).
    @Option(
        help: ArgumentHelp(
            "The most the word cache keeps, MiB (words shaped once and reused across requests; the process holds about 1.6× that); 1 to 1048576.",
            valueName: "MiB"))
    var cacheMib = 32

    @OptionGroup var fonts: FontOptions

    @OptionGroup var systemFontOption: SystemFontOption<Measuring>

    @Flag(
        help:
            "With --fonts, use only the fonts given: a request naming a bundled face (Inter, Inter Display) they lack is an error on its line."
    )
    var noBundledFonts = false

    func validate() throws {
        guard cacheMib >= 1, cacheMib <= 1 << 20 else {
            throw ValidationError("--cache-mib must be from 1 to 1048576 MiB, got \(cacheMib)")
        }
    }

    func run() throws {
        var setup = fonts.setup
        setup.systemFontPaths = systemFontOption.systemFontPaths
        try setup.measureResponder(
            bundledFallback: !noBundledFonts, cacheBytes: cacheMib << 20, warn: WarningPrinter.warn
        ).serve(input: input, output: output)
    }
}
