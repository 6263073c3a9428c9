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
///
/// ``write(_:to:)`` writes whole data; a ``Stream`` writes piece by piece (the results of
/// `typefit measure` as each request is measured), with the same rules: appended to the hidden
/// temporary file and renamed at ``Stream/commit()``, or sent straight to the device or pipe.
package enum AtomicFileWriter {
    /// Why a file could not be written, as the system says it.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, as the system says it ("write failed: No space left on device").
        package var reason: String
        package var description: String { reason }

        /// The failure of the last system call (`errno`).
        static func system(_ what: String) -> Failure {
            Failure(reason: "\(what): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `data` to `given`: atomically and durably for a regular file or a new path,
    /// directly for a device, FIFO or socket (see the type's description). A new file is created
    /// with mode 0666 less the umask (as a plain new file would be); a replaced file keeps its
    /// permission bits. Throws ``Failure`` (without the path, which the caller names) when it
    /// cannot. To write piece by piece, open a ``Stream``.
    package static func write(_ data: Data, to given: String) throws(Failure) {
        let stream = try Stream.open(given)
        try stream.append(data)
        try stream.commit()
    }

    /// Writes all of `bytes` to the open descriptor `fd`, retrying short and interrupted writes.
    /// Throws ``Failure`` ("write failed: No space left on device") on the first error.
    static func writeAll(_ bytes: some ContiguousBytes, to fd: Int32) throws(Failure) {
        let failure = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Failure? in
            do throws(Failure) { try writeRaw(raw, to: fd) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// ``writeAll(_:to:)`` on raw bytes.
    private static func writeRaw(_ bytes: UnsafeRawBufferPointer, to fd: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw .system("write failed")
            }
            offset += written
        }
    }

    /// A new, empty, exclusively created file `.NAME.typefit-XXXXXXXXXXXXXXXX` in `directory`,
    /// and its slot in ``TemporaryFileRegistry/shared``. The path is registered *before* the file
    /// is created, so a SIGINT or SIGTERM at any moment after creation removes it.
    static func createTemporary(in directory: String, name: String) throws(Failure) -> (
        fd: Int32, path: String, slot: Int?
    ) {
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: .min ... .max), radix: 16)
            let path = (directory.isEmpty ? "." : directory) + "/.\(name).typefit-\(suffix)"
            let slot = TemporaryFileRegistry.shared.track(path)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, path, slot) }
            let code = errno
            TemporaryFileRegistry.shared.release(slot)
            if code != EEXIST {
                errno = code
                throw .system("cannot create a file in \(directory.isEmpty ? "." : directory)")
            }
        }
        throw Failure(reason: "cannot create a temporary file in \(directory)")
    }
}

/// POSIX `write(2)`, out of reach of `AtomicFileWriter.write` inside the enum.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
