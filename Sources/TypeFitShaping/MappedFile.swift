#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory, unmapped when the last reference goes.
///
/// Font files are mapped rather than read so that a library of hundreds of fallback fonts costs
/// address space, not memory, until a table is touched.
final class MappedFile: @unchecked Sendable {
    /// The path the file was opened from, as given.
    let path: String
    /// The mapped bytes; immutable for the object's lifetime.
    let bytes: UnsafeRawBufferPointer

    /// Maps the file at `path`. Throws `FontError` naming the path when it is missing, a
    /// directory, empty, larger than `maximumBytes`, or unreadable.
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
            throw .corrupt(path: path, reason: "the file is \(size) bytes, over the limit of \(maximumBytes) bytes for one font file (the largest real fonts, CJK collections, are about 30 MB)")
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0),
              address != MAP_FAILED
        else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
