import Foundation

/// A fresh, empty directory under the system's temporary directory, for a test that writes
/// files: the only place tests write. Remove it when done, with ``remove()`` in a `defer` or by
/// running the test's body through ``with(_:_:)``.
///
/// ```swift
/// let scratch = try ScratchDirectory()
/// defer { scratch.remove() }
/// let input = try scratch.write("requests.jsonl", "{\"text\": \"Settings\"}\n")
///
/// try ScratchDirectory.with("typefit-render") { directory in
///     try png.write(to: directory.appendingPathComponent("sheet.png"))
/// }
/// ```
public struct ScratchDirectory: Sendable {
    /// The directory, already created.
    public let url: URL

    /// Creates `<temporary directory>/typefit-tests-<process>/<label>-<UUID>`. `label` names the
    /// test in the directory's name, so one left behind by a crashed run says where it came from.
    /// The process's folder goes when the test process exits, with any scratch directory a test
    /// did not remove (a helper that hands back a path in one, a test that stopped early).
    public init(_ label: String = "typefit-tests") throws {
        url = ScratchRoot.shared.url.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The directory's path.
    public var path: String { url.path }

    /// The URL of `name` (a relative path) inside the directory; nothing is created.
    public func url(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The path of `name` (a relative path) inside the directory; nothing is created.
    public func path(_ name: String) -> String { url(name).path }

    /// Writes `data` to `name` inside the directory (creating the folders on the way) and
    /// returns its URL.
    @discardableResult
    public func write(_ name: String, _ data: Data) throws -> URL {
        let file = url(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Writes `text` as UTF-8 to `name` inside the directory and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> URL {
        try write(name, Data(text.utf8))
    }

    /// Creates the folder `name` (and those on the way) inside the directory and returns its URL.
    @discardableResult
    public func makeDirectory(_ name: String) throws -> URL {
        let folder = url(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes the directory and everything in it (a directory already gone is no error).
    public func remove() {
        Self.remove(url)
    }

    /// Removes a scratch directory (or a file in one) that a helper handed back as a URL. Only
    /// paths under the system's temporary directory are removed: tests never delete anything
    /// else.
    public static func remove(_ url: URL) {
        let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
        let target = url.standardizedFileURL.path
        guard target.hasPrefix(temporary.hasSuffix("/") ? temporary : temporary + "/") else { return }
        try? FileManager.default.removeItem(atPath: target)
    }

    /// Removes a scratch directory (or a file in one) that a helper handed back as a path; see
    /// ``remove(_:)-swift.type.method``.
    public static func remove(path: String) {
        remove(URL(fileURLWithPath: path))
    }

    /// Writes `files` (path relative to `root` → text) under `root`, making their folders: an
    /// app's tree for a test.
    public static func writeTree(_ files: [String: String], in root: URL) throws {
        for (relative, contents) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    /// Runs `body` with the URL of a new scratch directory, removed afterwards however `body`
    /// ends.
    public static func with(_ label: String = "typefit-tests", _ body: (URL) throws -> Void) throws {
        let scratch = try ScratchDirectory(label)
        defer { scratch.remove() }
        try body(scratch.url)
    }
}

/// The folder of one test process's scratch directories, removed when the process exits.
private struct ScratchRoot: Sendable {
    let url: URL

    static let shared: ScratchRoot = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typefit-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
        atexit { ScratchDirectory.remove(ScratchRoot.shared.url) }
        return ScratchRoot(url: url)
    }()
}
