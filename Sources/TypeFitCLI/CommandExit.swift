import ArgumentParser
import Foundation

/// `typefit`'s documented exit codes.
enum CommandExit: Int32 {
    /// Everything worked and everything fits.
    case success = 0
    /// Something truncates, a string cannot be read as written (the rest is still checked),
    /// or a comparison found a regression.
    case findings = 1
    /// No answer can be given: a file that cannot be read, a malformed document, no font, a bad
    /// option.
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
