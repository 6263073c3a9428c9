import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a whole file or nothing, durably: every file TypeFit writes (reports, baselines,
/// specimen sheets) goes through ``write(_:to:)``.
///
/// The bytes go to a hidden temporary file beside the target (`.NAME.typefit-XXXXXXXXXXXXXXXX`),
/// which is flushed to disk (`fsync`) and then renamed over the target in one step (over the
/// file a symbolic link points to, when the target is one); the directory is flushed after the
/// rename. A write that fails removes its temporary file and leaves an existing target as it
/// was, so a reader never sees a truncated report or baseline that looks complete.
public enum AtomicFileWriter {
    /// Why a file could not be written, as the system says it.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, as the system says it ("write failed: No space left on device").
        public var reason: String
        public var description: String { reason }

        /// The failure of the last system call (`errno`).
        static func system(_ what: String) -> Failure {
            Failure(reason: "\(what): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `data` to `given` atomically and durably. The temporary file is created with mode
    /// 0666 less the umask (as a plain new file would be), or the existing file's permission
    /// bits. Throws ``Failure`` (without the path, which the caller names) when it cannot.
    public static func write(_ data: Data, to given: String) throws(Failure) {
        // A symbolic link stays a link: the file it points to is the one replaced.
        var link = stat()
        let path = lstat(given, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
            ? URL(fileURLWithPath: given).resolvingSymlinksInPath().path : given
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var existing = stat()
        if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(reason: "it is a directory")
        }
        let (fd, temporary) = try createTemporary(in: directory, name: url.lastPathComponent)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do throws(Failure) {
            if stat(path, &existing) == 0, fchmod(fd, existing.st_mode & 0o7777) != 0 {
                throw .system("cannot copy the permissions of the existing file")
            }
            let failure = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Failure? in
                var offset = 0
                while offset < buffer.count {
                    let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return .system("write failed")
                    }
                    offset += written
                }
                return nil
            }
            if let failure { throw failure }
            guard fsync(fd) == 0 else { throw .system("cannot flush to disk") }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw .system("write failed") }
        guard rename(temporary, path) == 0 else { throw .system("cannot replace the file") }
        renamed = true
        // Make the rename itself durable; a failure here loses nothing already written.
        let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// A new, empty, exclusively created file `.NAME.typefit-XXXXXXXXXXXXXXXX` in `directory`.
    private static func createTemporary(in directory: String, name: String) throws(Failure) -> (Int32, String) {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
            let path = (directory.isEmpty ? "." : directory) + "/.\(name).typefit-\(suffix)"
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, path) }
            if errno != EEXIST { throw .system("cannot create a file in \(directory.isEmpty ? "." : directory)") }
        }
        throw Failure(reason: "cannot create a temporary file in \(directory)")
    }
}

/// POSIX `write(2)`, out of reach of `AtomicFileWriter.write` inside the enum.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
