import ArgumentParser
import Foundation
internal import Synchronization
import TypeFitConcurrency

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

    /// Prints `message` to standard error as `typefit: warning: …`, once per run: a warning
    /// already printed (the same text from another source, another entry or another pass) is
    /// not printed again.
    static func warn(_ message: String) {
        let isNew = printedWarnings.withOrderedLock { $0.insert(message).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("typefit: warning: \(message)\n".utf8))
    }

    /// Every warning printed so far in this process.
    private static let printedWarnings = Mutex<Set<String>>([])
}
