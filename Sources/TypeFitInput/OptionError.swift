/// A value given on the command line (an option or an argument) that TypeFit cannot use: the
/// message names the option and, where there is a list, the values it accepts
/// (`--truncation both: unknown mode (accepted: tail, head, middle)`). Commands report it as bad
/// input (exit 2), as they report an ``InputError``.
package struct OptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The whole message, without the `typefit: error:` prefix the command adds.
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
