/// A format string that cannot be filled: a malformed specifier, or arguments that do not fit
/// it. The message names the problem and where (`at UTF-16 offset 12`); callers add the file,
/// key and locale.
public struct FormatStringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, for the user.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
