import Foundation
import Testing
import TypeFitTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Device nodes made inside a test's own temporary directory, never used at system paths (as
/// root, a rename at `/dev/full` would replace the device itself).
enum DeviceNodes {
    /// Whether this process may make device nodes (root; CI runs as root).
    static let canMake = getuid() == 0

    /// Linux's `makedev(major, minor)`.
    static func device(major: UInt64, minor: UInt64) -> dev_t {
        dev_t(((major & 0xfff) << 8) | (minor & 0xff) | ((minor & ~0xff) << 12) | ((major & ~0xfff) << 32))
    }

    /// A character device node at `path` with the numbers of `/dev/full` (1, 7) or `/dev/null` (1, 3).
    static func makeCharacterDevice(_ path: String, minor: UInt64) throws {
        guard mknod(path, S_IFCHR | 0o666, device(major: 1, minor: minor)) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// A node like `/dev/full` (every write fails with ENOSPC) at `name` in `directory`; its path.
    static func makeFull(in directory: URL, name: String = "full") throws -> String {
        let path = directory.appendingPathComponent(name).path
        try makeCharacterDevice(path, minor: 7)
        return path
    }

    /// What `lstat` says `path` is (`S_IFCHR`, `S_IFIFO`, …), 0 when it is not there.
    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Runs `typefit arguments…` with standard output going to the file or node at `standardOutput`
    /// and standard error to a file in `directory`; its exit status and standard error.
    static func run(_ arguments: [String], standardOutput: String, in directory: URL) throws -> (
        status: Int32, stderr: String
    ) {
        let stderrPath = directory.appendingPathComponent("stderr").path
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        let process = Process()
        process.executableURL = try TypeFitProcess.executable.get()
        process.arguments = arguments
        process.standardOutput = try #require(FileHandle(forWritingAtPath: standardOutput))
        process.standardError = try #require(FileHandle(forWritingAtPath: stderrPath))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: stderrPath, encoding: .utf8))
    }
}
