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

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(
        name: .customLong("info-plist"),
        help: ArgumentHelp(
            "The app's Info.plist: check that every file in UIAppFonts is among the fonts given, that every face the type scale (--scale) uses comes from a registered file, and that every font name it uses resolves. Exits 1 when a problem is found.",
            valueName: "file"))
    var infoPlist: String?

    @Option(
        help: ArgumentHelp(
            "With --info-plist: the type scale whose font names are checked (default: none).", valueName: "file"))
    var scale: String?

    func run() throws {
        let library = try FontOptions.parse(paths.flatMap { ["--fonts", $0] }).library()
        if let infoPlist {
            try checkRegistration(infoPlist: infoPlist, library: library)
            return
        }
        switch format {
        case .json:
            try OutputWriter.write(try OutputWriter.json(library.faces.map(\.descriptor)), to: nil)
        case .text:
            var table = TextTable(
                header: ["PostScript name", "family", "weight", "style", "axes", "file"], rightAligned: [2])
            for face in library.faces {
                let d = face.descriptor
                let axes = d.axes.map { "\($0.tag) \($0.minimum.formattedForTable)–\($0.maximum.formattedForTable)" }
                table.append([
                    d.postScriptName, d.family, String(d.weight), d.isItalic ? "italic" : "upright",
                    axes.joined(separator: ", "), d.path + (d.faceIndex > 0 ? "#\(d.faceIndex)" : ""),
                ])
            }
            try OutputWriter.write(
                table.rendered() + "\(library.faces.count) faces in \(library.families.count) families\n", to: nil)
        }
    }
}

extension FontsCommand {
    /// `--info-plist`: the app's font registration checked against the files and the scale.
    func checkRegistration(infoPlist: String, library: FontLibrary) throws {
        let registration: AppFontRegistration
        do { registration = try AppFontRegistration.read(infoPlist: infoPlist) } catch {
            throw CommandFailure.badInput(error.description)
        }
        var resolved: ResolvedTypeScale?
        if let scale {
            resolved = try ScaleOptions.parse(["--scale", scale]).resolve(library: library)
        }
        let problems = registration.problems(library: library, scale: resolved)
        var text = "UIAppFonts in \(infoPlist): \(registration.registeredFiles.count) files\n"
        for file in registration.registeredFiles {
            // Each registered file with the faces it holds (what `Font.custom` can name).
            let faces = library.faces.filter { $0.descriptor.path.hasSuffix("/" + file) || $0.descriptor.path == file }
            let names = faces.map {
                "\($0.descriptor.postScriptName) (\($0.descriptor.family), \($0.descriptor.weight)\($0.descriptor.isItalic ? " italic" : ""))"
            }
            text += "  \(file): " + (names.isEmpty ? "not among the fonts given" : names.joined(separator: "; ")) + "\n"
        }
        text += problems.isEmpty ? "no problems found\n" : problems.map { "problem: \($0)\n" }.joined()
        try OutputWriter.write(text, to: nil)
        if !problems.isEmpty { throw CommandExit.findings.exitCode }
    }
}
