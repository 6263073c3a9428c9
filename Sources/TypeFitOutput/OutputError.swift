/// Why an output could not be written: the target (a path, or "standard output") and the
/// system's reason. Commands report it as bad input (exit 2).
package struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// How the message names the target: "standard output" or the path given.
    package var target: String
    /// The system's reason, such as "No space left on device".
    package var reason: String

    package var description: String { "\(target): cannot write output: \(reason)" }
}
