import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension AtomicFileWriter {
    /// An output written piece by piece, with ``AtomicFileWriter``'s rules: open, ``append(_:)``
    /// any number of times, then ``commit()`` (or ``abort()``).
    ///
    /// - A regular file or a new path: the pieces go to the hidden temporary file beside it,
    ///   which ``commit()`` flushes to disk and renames over the target; ``abort()``, a failed
    ///   write, SIGINT or SIGTERM remove it, so the target is whole or as it was. Pieces are
    ///   buffered (``bufferCapacity`` bytes) for speed.
    /// - A character device (a terminal, `/dev/null`), a FIFO, a pipe or a Unix socket, and
    ///   ``standardOutput()`` when it is one of them: written directly, each ``append(_:)`` at
    ///   once (``writesThrough``), so a reader gets every piece as it is appended.
    /// - ``standardOutput()`` redirected to a regular file: written directly, buffered.
    ///
    /// One stream is used from one thread at a time. A stream dropped without ``commit()`` is
    /// aborted.
    package final class Stream {
        /// Bytes kept before they are written, when the output is a regular file: 64 KiB.
        package static let bufferCapacity = 64 << 10

        /// Whether every ``append(_:)`` is written at once (devices, FIFOs, pipes, sockets),
        /// rather than buffered (regular files).
        package let writesThrough: Bool
        private var fd: Int32
        /// Whether ``commit()`` and ``abort()`` close `fd` (not standard output).
        private let ownsDescriptor: Bool
        /// The hidden temporary file and the path it replaces at commit; nil when written directly.
        private let replacement: (temporary: String, target: String, slot: Int?)?
        private var buffer: [UInt8] = []
        private var finished = false

        private init(
            fd: Int32, ownsDescriptor: Bool, writesThrough: Bool,
            replacement: (temporary: String, target: String, slot: Int?)?
        ) {
            self.fd = fd
            self.ownsDescriptor = ownsDescriptor
            self.writesThrough = writesThrough
            self.replacement = replacement
            if !writesThrough { buffer.reserveCapacity(Self.bufferCapacity) }
        }

        deinit {
            if !finished { abort() }
        }

        /// Opens `given` for writing (see the type's description): a temporary file beside a
        /// regular file or new path (a symbolic link is followed; the file it points to is
        /// replaced, keeping its permission bits), or the device, FIFO or socket itself (a FIFO
        /// waits for its reader). Throws ``Failure`` (without the path) when it cannot.
        package static func open(_ given: String) throws(Failure) -> Stream {
            var target = stat()
            if stat(given, &target) == 0 {
                switch target.st_mode & S_IFMT {
                case S_IFDIR: throw Failure(reason: "it is a directory")
                case S_IFREG: break
                case S_IFSOCK: return try connectSocket(given)
                default: return try openDevice(given)
                }
            }
            // A symbolic link stays a link: the file it points to is the one replaced.
            var link = stat()
            let path =
                lstat(given, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
                ? URL(fileURLWithPath: given).resolvingSymlinksInPath().path : given
            return try openReplacement(of: path)
        }

        /// Standard output, written directly and never closed: at once when it is a terminal,
        /// pipe, FIFO or socket, buffered when it is redirected to a regular file.
        package static func standardOutput() -> Stream {
            var status = stat()
            let regular = fstat(STDOUT_FILENO, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
            return Stream(fd: STDOUT_FILENO, ownsDescriptor: false, writesThrough: !regular, replacement: nil)
        }

        /// Appends `bytes`: written at once when ``writesThrough``, else buffered. Throws the
        /// system's reason ("write failed: No space left on device") on a failed write.
        package func append(_ bytes: some Collection<UInt8>) throws(Failure) {
            precondition(!finished, "append after commit or abort")
            if buffer.count + bytes.count > Self.bufferCapacity { try flush() }
            if bytes.count >= Self.bufferCapacity {
                // A large piece goes straight out, from its own storage when it has one (Data,
                // arrays), so a report of hundreds of megabytes is not copied to be written.
                let direct = bytes.withContiguousStorageIfAvailable { storage -> Failure? in
                    do throws(Failure) { try writeAll(UnsafeRawBufferPointer(storage), to: fd) } catch { return error }
                    return nil
                }
                switch direct {
                case .some(.some(let failure)): throw failure
                case .some(.none): break
                case .none: try writeAll(Array(bytes), to: fd)
                }
            } else {
                buffer.append(contentsOf: bytes)
            }
            if writesThrough { try flush() }
        }

        /// Writes what is buffered.
        package func flush() throws(Failure) {
            guard !buffer.isEmpty else { return }
            defer { buffer.removeAll(keepingCapacity: true) }
            try writeAll(buffer, to: fd)
        }

        /// Writes what is buffered and finishes: a temporary file is flushed to disk and renamed
        /// over its target (and the directory flushed); a device or socket is closed. On failure
        /// the temporary file is removed and the target left as it was.
        package func commit() throws(Failure) {
            precondition(!finished, "commit after commit or abort")
            do throws(Failure) {
                try flush()
                if replacement != nil, fsync(fd) != 0 { throw .system("cannot flush to disk") }
                if ownsDescriptor {
                    let closed = close(fd)
                    fd = -1
                    guard closed == 0 else { throw .system("write failed") }
                }
                if let replacement {
                    guard rename(replacement.temporary, replacement.target) == 0 else {
                        throw .system("cannot replace the file")
                    }
                    TemporaryFileRegistry.shared.release(replacement.slot)
                    Self.syncDirectory(of: replacement.target)
                }
                finished = true
            } catch {
                abort()
                throw error
            }
        }

        /// Stops: the temporary file, if any, is removed (the target stays as it was) and the
        /// descriptor closed. What a device or pipe already received stays received.
        package func abort() {
            if ownsDescriptor, fd >= 0 { close(fd) }
            fd = -1
            buffer = []
            if let replacement {
                unlink(replacement.temporary)
                TemporaryFileRegistry.shared.release(replacement.slot)
            }
            finished = true
        }

        /// A hidden temporary file beside `path`, with the permission bits of the file it will
        /// replace, registered for removal on SIGINT and SIGTERM.
        private static func openReplacement(of path: String) throws(Failure) -> Stream {
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent().path
            var existing = stat()
            let (fd, temporary, slot) = try createTemporary(in: directory, name: url.lastPathComponent)
            let stream = Stream(
                fd: fd, ownsDescriptor: true, writesThrough: false,
                replacement: (temporary, path, slot))
            if stat(path, &existing) == 0, fchmod(fd, existing.st_mode & 0o7777) != 0 {
                let failure = Failure.system("cannot copy the permissions of the existing file")
                stream.abort()
                throw failure
            }
            return stream
        }

        /// Makes a rename in `path`'s directory durable; a failure here loses nothing written.
        private static func syncDirectory(of path: String) {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let directoryFD = systemOpen(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryFD >= 0 {
                _ = fsync(directoryFD)
                close(directoryFD)
            }
        }

        /// A character or block device or a FIFO as it is: opened for writing (a FIFO waits for
        /// its reader), never created, truncated or replaced.
        private static func openDevice(_ path: String) throws(Failure) -> Stream {
            var fd: Int32
            repeat { fd = systemOpen(path, O_WRONLY | O_NOCTTY | O_CLOEXEC) } while fd < 0 && errno == EINTR
            guard fd >= 0 else { throw .system("cannot open for writing") }
            return Stream(fd: fd, ownsDescriptor: true, writesThrough: true, replacement: nil)
        }

        /// A connection to the Unix-domain stream socket at `path`.
        private static func connectSocket(_ path: String) throws(Failure) -> Stream {
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8CString)
            let capacity = MemoryLayout.size(ofValue: address.sun_path)
            guard bytes.count <= capacity else {
                throw Failure(reason: "the socket's path is longer than \(capacity - 1) bytes")
            }
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
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            guard connected == 0 else {
                let failure = Failure.system("cannot connect to the socket")
                close(fd)
                throw failure
            }
            return Stream(fd: fd, ownsDescriptor: true, writesThrough: true, replacement: nil)
        }
    }
}

/// POSIX `open(2)`, out of reach of `Stream.open` inside the class.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
