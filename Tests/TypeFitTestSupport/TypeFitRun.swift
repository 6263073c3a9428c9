import Foundation

/// What one run of the built `typefit` executable (or another program run through
/// ``CapturedProcess``) produced: its exit status and everything it wrote to standard output and
/// standard error.
public struct TypeFitRun: Sendable {
    /// The exit status (0: success).
    public var status: Int32
    /// Standard output, decoded as UTF-8.
    public var stdout: String
    /// Standard error, decoded as UTF-8.
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Standard output parsed as a JSON object, or nil when it is not one.
    public var jsonObject: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }

    /// Standard output decoded as `T`.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(stdout.utf8))
    }

    /// Standard error's non-empty lines.
    public var stderrLines: [Substring] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true)
    }
}
