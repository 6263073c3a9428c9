/// A type scale or style dictionary that cannot be used, with the file and the key path at fault
/// (`entries[2].weight`), so the user can go straight to the problem.
public struct TypeScaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as given (or a description such as `<default Inter scale>`).
    public var path: String
    /// Where in the document: `entries[2].weight`; empty for the whole document.
    public var keyPath: String
    /// What is wrong.
    public var message: String

    public init(path: String, keyPath: String, message: String) {
        self.path = path
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        keyPath.isEmpty ? "\(path): \(message)" : "\(path): \(keyPath): \(message)"
    }
}
