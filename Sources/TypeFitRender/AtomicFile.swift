import Foundation

/// Writing a whole file or nothing: the bytes go to a temporary file in the same directory,
/// which is then renamed over the destination.
public enum AtomicFile {
    /// Writes `data` to `path` atomically. Throws ``RenderError/file(path:message:)`` naming the
    /// path when it cannot be written.
    public static func write(_ data: Data, to path: String) throws(RenderError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .file(path: path, message: "cannot write: \(error.localizedDescription)")
        }
    }
}
