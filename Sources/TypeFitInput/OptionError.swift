/// What a command was asked that TypeFit cannot do as given, said in one line: a value given on
/// the command line (an option or an argument) it cannot use, naming the option and, where there
/// is a list, the values it accepts (`--truncation both: unknown mode (accepted: tail, head,
/// middle)`), or a file or font that option names and that cannot be read (the reader's own
/// message). Commands report it as bad input (exit 2), as they report an ``InputError``.
package struct OptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The whole message, without the `typefit: error:` prefix the command adds.
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
