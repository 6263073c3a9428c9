import ArgumentParser
import Foundation

/// `typefit`'s documented exit codes.
enum CommandExit: Int32 {
    /// Everything worked and everything fits.
    case success = 0
    /// Something truncates, or a comparison found a regression.
    case findings = 1
    /// Bad input: a missing or corrupt file, a malformed document or option.
    case badInput = 2

    var exitCode: ExitCode { ExitCode(rawValue) }
}

/// Prints `message` to standard error as `typefit: error: …` and returns the bad-input exit, for
/// `throw CommandFailure.badInput("…")` style use.
enum CommandFailure {
    static func badInput(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("typefit: error: \(message)\n".utf8))
        return CommandExit.badInput.exitCode
    }
}
