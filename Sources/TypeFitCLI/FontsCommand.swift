import ArgumentParser
import TypeFit
import TypeFitOutput
import TypeFitReport

/// `typefit fonts`: the faces TypeFit finds, as iOS would index them.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the font faces found: PostScript name, family, weight, style, axes, file.",
        discussion: "With no path, lists TypeFit's bundled Inter and Inter Display faces."
    )

    @Argument(help: ArgumentHelp("Font files or directories (walked recursively).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var output: FormatOption

    @OptionGroup var plist: InfoPlistOption<Listing>

    @Option(
        help: ArgumentHelp(
            "With --info-plist: the type scale whose font names are checked (default: none).", valueName: "file"))
    var scale: String?

    func run() throws {
        var setup = ProjectSetup()
        setup.fontPaths = paths
        if let infoPlist = plist.infoPlist {
            // The app's font registration checked against the files and the scale.
            let report = try setup.fontRegistration(infoPlist: infoPlist, scale: scale, warn: WarningPrinter.warn)
            try OutputWriter.write(report.rendered(), to: nil)
            if !report.problems.isEmpty { throw CommandExit.findings.exitCode }
            return
        }
        try FontListReport(library: try setup.fontLibrary(warn: WarningPrinter.warn)).write(as: output.format)
    }
}
