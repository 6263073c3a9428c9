#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines read one at a time from a file descriptor (a file, a pipe, a terminal), in chunks, with
/// memory bounded by the longest line allowed: `typefit measure` reads a stream of any length
/// this way, answering each request before it reads far past it.
///
/// A line ends at a line feed (not included) or at the end of the input; the empty segment after
/// a final line feed is no line. A line longer than ``maximumLineBytes`` is not kept: it is
/// skipped to its end and reported as ``Line/overlong(byteCount:)``, and the next line is read
/// as usual.
package final class BoundedLineReader {
    /// One line of the input.
    package enum Line: Equatable {
        /// The bytes of a line, without its line feed.
        case bytes([UInt8])
        /// A line of `byteCount` bytes (without its line feed), over the limit, skipped.
        case overlong(byteCount: Int)
    }

    /// Why the input could not be read, as the system says it.
    package struct Failure: Error, CustomStringConvertible {
        /// "read failed: Is a directory".
        package var reason: String
        package var description: String { reason }
    }

    /// The longest line returned, bytes.
    package let maximumLineBytes: Int
    /// Bytes asked of the system at a time.
    package let chunkBytes: Int
    private let fd: Int32
    /// Bytes read and not yet returned start at `start`; `scanned` bytes from `start` hold no line feed.
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var atEnd = false

    /// Reads from the open descriptor `fd`, which the reader does not close.
    /// - Parameters:
    ///   - maximumLineBytes: the longest line kept, bytes.
    ///   - chunkBytes: bytes per read, 64 KiB by default.
    package init(fd: Int32, maximumLineBytes: Int, chunkBytes: Int = 64 << 10) {
        self.fd = fd
        self.maximumLineBytes = maximumLineBytes
        self.chunkBytes = max(chunkBytes, 1)
    }

    /// The next line, or nil at the end of the input. Blocks until a whole line (or the end)
    /// has arrived. Throws ``Failure`` when a read fails.
    package func next() throws(Failure) -> Line? {
        var skipped = 0  // bytes of an overlong line dropped so far
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
                let length = newline - start
                defer { consume(through: newline + 1) }
                if skipped > 0 || length > maximumLineBytes { return .overlong(byteCount: skipped + length) }
                return .bytes(Array(buffer[start..<newline]))
            }
            scanned = buffer.count - start
            if scanned > maximumLineBytes {
                // Over the limit: keep counting, keep nothing.
                skipped += scanned
                consume(through: buffer.count)
            }
            if atEnd {
                let length = buffer.count - start
                guard length > 0 || skipped > 0 else { return nil }
                defer { consume(through: buffer.count) }
                if skipped > 0 || length > maximumLineBytes { return .overlong(byteCount: skipped + length) }
                return .bytes(Array(buffer[start...]))
            }
            try fill()
        }
    }

    /// Drops the bytes before `end`, moving what is left to the front once most of the buffer is spent.
    private func consume(through end: Int) {
        start = end
        scanned = 0
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 4 * chunkBytes)
            start = 0
        } else if start >= chunkBytes, start * 2 >= buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// Reads one more chunk, or notes the end of the input.
    private func fill() throws(Failure) {
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkBytes))
        var count: Int
        repeat {
            count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + old, chunkBytes) }
        } while count < 0 && errno == EINTR
        guard count >= 0 else {
            let reason = String(cString: strerror(errno))
            buffer.removeSubrange(old...)
            throw Failure(reason: "read failed: \(reason)")
        }
        buffer.removeSubrange((old + count)...)
        if count == 0 { atEnd = true }
    }
}
