import ArgumentParser
import Foundation
import TypeFit
import TypeFitConcurrency
import TypeFitOutput
import TypeFitReport

/// `typefit`: how an app's text lays out at every Dynamic Type size.
@main
struct TypeFitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typefit",
        abstract: "Predict how an app's text lays out at every Dynamic Type size, with its real fonts.",
        discussion: """
            Exit codes: 0 success (everything fits); 1 something truncates or regressed; \
            2 bad input (a missing or corrupt file, a malformed option or document). \
            check, report, baseline, render, scale and lint also take their inputs from .typefit.json, \
            found in the current directory or its parents up to the repository root, or named with \
            --config FILE; options on the command line override it.
            """,
        version: TypeFitVersion.current,
        subcommands: [
            ReportCommand.self, CheckCommand.self, RenderCommand.self, BaselineCommand.self, MeasureCommand.self,
            ScaleCommand.self, StylesCommand.self, ContainersCommand.self, ScaledMetricCommand.self, FontsCommand.self,
            ShapeCommand.self, LintCommand.self, InitCommand.self, PlacesCommand.self,
        ]
    )

    /// Parses and runs, mapping usage errors to exit code 2 like every other bad input.
    static func main() {
        BatchHeap.configureForBatchRun()
        TemporaryFileRegistry.installSignalHandlers()
        do {
            // A malformed .typefit.json is bad input (InputError), like a malformed option.
            var command = try parseAsRoot(
                ProjectConfig.applying(
                    to: Array(CommandLine.arguments.dropFirst()), from: FileManager.default.currentDirectoryPath))
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let error as any BadInputError {
            Foundation.exit(CommandFailure.badInput(error.description).rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }  // --help, --version
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(CommandExit.badInput.rawValue)
        }
    }
}
