import ArgumentParser
import TypeFit
import TypeFitOutput
import TypeFitReport
import TypeFitSwiftScale

/// `typefit init`: scans an app's tree and writes a starter `.typefit.json` (and a constraints
/// skeleton), saying what it found and what it could not decide.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Scan an app's tree and write a starter .typefit.json and constraints skeleton.",
        discussion: """
            Finds String Catalogs and .lproj folders, font files, the Info.plist that lists UIAppFonts \
            and, as the type scale, the Swift files that define the fonts the views use (each .font(…) \
            and label.font = … followed back to its declaration; the first place that gives entries \
            as check reads them), and writes .typefit.json (paths relative to it) and \
            typefit-constraints.json (one rule per key prefix). Existing files are kept unless --force.
            """)

    @Argument(help: ArgumentHelp("The app's folder.", valueName: "path"))
    var path = "."

    @Flag(help: "Overwrite an existing .typefit.json and typefit-constraints.json.")
    var force = false

    func run() throws {
        let setup = try StarterProject(path: path, force: force)
        try OutputWriter.write(setup.configText, to: setup.configURL.path)
        try OutputWriter.write(setup.constraintsText, to: setup.constraintsURL.path)
        try OutputWriter.write(setup.summary, to: nil)
    }
}
