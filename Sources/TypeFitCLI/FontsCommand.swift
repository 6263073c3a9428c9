import ArgumentParser
import TypeFit

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

    func run() throws {
        let library = try FontOptions(paths: paths).library()
        switch format {
        case .json:
            try OutputWriter.write(try OutputWriter.json(library.faces.map(\.descriptor)), to: nil)
        case .text:
            var table = TextTable(header: ["PostScript name", "family", "weight", "style", "axes", "file"], rightAligned: [2])
            for face in library.faces {
                let d = face.descriptor
                let axes = d.axes.map { "\($0.tag) \($0.minimum.formattedForTable)–\($0.maximum.formattedForTable)" }
                table.append([d.postScriptName, d.family, String(d.weight), d.isItalic ? "italic" : "upright",
                              axes.joined(separator: ", "), d.path + (d.faceIndex > 0 ? "#\(d.faceIndex)" : "")])
            }
            try OutputWriter.write(table.rendered() + "\(library.faces.count) faces in \(library.families.count) families\n", to: nil)
        }
    }
}

extension FontOptions {
    init(paths: [String]) {
        self.init()
        self.paths = paths
    }
}

extension Double {
    /// The number with up to two decimals and no trailing zeros, for tables.
    var formattedForTable: String {
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
