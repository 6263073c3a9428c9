#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A font file's bytes, read whole into memory when the file is loaded and freed when the last
/// face of the file goes.
///
/// The bytes are read, not memory-mapped: a mapped file that is truncated or rewritten while
/// TypeFit runs (an app's build replacing its fonts, a package upgrade replacing Noto) would
/// end the process with SIGBUS on the next glyph read, and a rewritten one would change under
/// a shaping call. Read bytes stay as they were when the file was opened, whatever happens to
/// the file. HarfBuzz (shaping) and FreeType (rendering) both read these bytes; neither opens
/// the file again. Fallback fonts are loaded only when a text needs them, so the memory this
/// costs is that of the files in use (a Noto CJK collection is about 20 MB).
package final class FontFileBytes: @unchecked Sendable {
    /// The path the file was opened from, as given.
    package let path: String
    /// The file's bytes; immutable for the object's lifetime.
    package let bytes: UnsafeRawBufferPointer

    /// Reads the file at `path`. Throws `FontError` naming the path when it is missing, a
    /// directory, empty, larger than `maximumBytes`, unreadable, or changes size while read.
    init(path: String, maximumBytes: Int = FontFile.maximumFileBytes) throws(FontError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size > 0 else { throw .notAFont(path: path, reason: "the file is empty") }
        guard size <= maximumBytes else {
            throw .corrupt(
                path: path,
                reason:
                    "the file is \(size) bytes, over the limit of \(maximumBytes) bytes for one font file (the largest real fonts, CJK collections, are about 30 MB)"
            )
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        var offset = 0
        while offset < size {
            let count = read(fd, buffer.baseAddress! + offset, size - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason =
                    count < 0
                    ? String(cString: strerror(errno))
                    : "the file shrank from \(size) to \(offset) bytes while it was read"
                buffer.deallocate()
                throw .unreadable(path: path, reason: reason)
            }
            offset += count
        }
        bytes = UnsafeRawBufferPointer(buffer)
    }

    deinit {
        UnsafeMutableRawBufferPointer(mutating: bytes).deallocate()
    }
}
