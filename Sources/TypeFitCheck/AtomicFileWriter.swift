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
/// What happens depends on what the path is:
/// - a regular file, or a path that does not exist yet: the bytes go to a hidden temporary file
///   beside the target (`.NAME.typefit-XXXXXXXXXXXXXXXX`), which is flushed to disk (`fsync`) and
///   then renamed over the target in one step; the directory is flushed after the rename. A
///   write that fails removes its temporary file and leaves an existing target as it was, so a
///   reader never sees a truncated report or baseline that looks complete. SIGINT and SIGTERM
///   remove it too (``TemporaryFileRegistry``).
/// - a symbolic link: followed; the file it points to is the target, the link stays a link.
/// - a character device (`/dev/null`, a terminal), a FIFO or a Unix socket: written directly,
///   never replaced, so `--output /dev/stdout` or a named pipe gets the bytes and stays what it is.
/// Any write error, on any kind of target, is thrown with the system's reason.
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

    /// Writes `data` to `given`: atomically and durably for a regular file or a new path,
    /// directly for a device, FIFO or socket (see the type's description). A new file is created
    /// with mode 0666 less the umask (as a plain new file would be); a replaced file keeps its
    /// permission bits. Throws ``Failure`` (without the path, which the caller names) when it
    /// cannot.
    public static func write(_ data: Data, to given: String) throws(Failure) {
        var target = stat()
        if stat(given, &target) == 0 {
            switch target.st_mode & S_IFMT {
            case S_IFDIR: throw Failure(reason: "it is a directory")
            case S_IFREG: break
            case S_IFSOCK: return try writeToSocket(data, path: given)
            default: return try writeToDevice(data, path: given)
            }
        }
        // A symbolic link stays a link: the file it points to is the one replaced.
        var link = stat()
        let path = lstat(given, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
            ? URL(fileURLWithPath: given).resolvingSymlinksInPath().path : given
        try replaceRegularFile(data, at: path)
    }

    /// Writes all of `data` to the open descriptor `fd`, retrying short and interrupted writes.
    /// Throws ``Failure`` ("write failed: No space left on device") on the first error.
    public static func writeAll(_ data: Data, to fd: Int32) throws(Failure) {
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
    }

    /// The atomic replace of a regular file (or creation of a new one) at `path`.
    private static func replaceRegularFile(_ data: Data, at path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var existing = stat()
        if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(reason: "it is a directory")
        }
        let (fd, temporary) = try createTemporary(in: directory, name: url.lastPathComponent)
        let tracked = TemporaryFileRegistry.shared.track(temporary)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
            TemporaryFileRegistry.shared.release(tracked)
        }
        do throws(Failure) {
            if stat(path, &existing) == 0, fchmod(fd, existing.st_mode & 0o7777) != 0 {
                throw .system("cannot copy the permissions of the existing file")
            }
            try writeAll(data, to: fd)
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

    /// Writes to a character or block device or a FIFO as it is: opened for writing (a FIFO
    /// waits for its reader), never created, truncated or replaced.
    private static func writeToDevice(_ data: Data, path: String) throws(Failure) {
        var fd: Int32
        repeat { fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC) } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw .system("cannot open for writing") }
        try writeAllAndClose(data, to: fd)
    }

    /// Writes to a Unix-domain stream socket at `path` (connects, sends, closes).
    private static func writeToSocket(_ data: Data, path: String) throws(Failure) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8CString)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count <= capacity else { throw Failure(reason: "the socket's path is longer than \(capacity - 1) bytes") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            bytes.withUnsafeBytes { raw.copyMemory(from: $0) }
        }
        #if canImport(Darwin)
        let fd = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw .system("cannot create a socket") }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let failure = Failure.system("cannot connect to the socket")
            close(fd)
            throw failure
        }
        try writeAllAndClose(data, to: fd)
    }

    /// ``writeAll(_:to:)``, then closes `fd`, whatever happened; a failed close is a failed write.
    private static func writeAllAndClose(_ data: Data, to fd: Int32) throws(Failure) {
        do throws(Failure) {
            try writeAll(data, to: fd)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw .system("write failed") }
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
