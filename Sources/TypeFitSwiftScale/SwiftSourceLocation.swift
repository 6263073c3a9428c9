/// A place in a Swift source file: the path as given, and the 1-based line and column (columns
/// count UTF-8 bytes, as the Swift compiler's diagnostics do).
public struct SwiftSourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, as the user named it (or as found under a directory they named).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// `file:line:column`, the compiler's form.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SwiftSourceLocation, rhs: SwiftSourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Something in the Swift sources that TypeFit could not read or resolve statically: a file that
/// does not parse or is not Swift text, a font definition whose name or size is not a constant.
/// Never a guess: the definition is left out of the scale and this says where and why.
public struct SwiftSourceWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is.
    public var location: SwiftSourceLocation
    /// What is wrong, for the user.
    public var message: String

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
