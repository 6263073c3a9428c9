/// Why a check plan cannot be made: a narrowing that matches nothing (a locale, an entry), a
/// run left with nothing to check, a container that insets use up, a format the arguments do not
/// fit. Bad input: the `typefit` command exits 2 with ``message``.
public struct CheckPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, naming the file, key and locale (or the option) concerned, with the
    /// closest valid name when one is near.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
