import TypeFitReport

/// Why TypeFit could not do what it was asked: a missing or corrupt font, type scale, strings or
/// constraints file, a name that matches nothing. The message names the file (and key or line)
/// and what is wrong, ready to show as it is; the command-line tool prints it and exits 2.
public struct TypeFitError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and where.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension TypeFitError: BadInputError {}
