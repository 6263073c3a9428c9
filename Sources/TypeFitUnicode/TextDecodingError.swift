/// Text that is not valid UTF-8 or UTF-16, with where it went wrong.
public struct TextDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as given.
    public var path: String
    /// 1-based line of the bad character.
    public var line: Int
    /// 1-based column (in characters) of the bad character.
    public var column: Int
    /// 0-based byte offset of the bad character in the file.
    public var byteOffset: Int
    /// What is wrong.
    public var reason: String

    public init(path: String, line: Int, column: Int, byteOffset: Int, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
        self.reason = reason
    }

    public var description: String {
        "\(path):\(line):\(column): \(reason) at byte \(byteOffset)"
    }
}
