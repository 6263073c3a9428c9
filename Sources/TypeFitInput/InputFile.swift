import Foundation

/// Reading input files: existence, the size limit, and strict text decoding, the same for every
/// document TypeFit reads.
package enum InputFile {
    /// The bytes of `path`, refusing a missing, unreadable or oversized file (over
    /// `maximumBytes` bytes) before reading it whole.
    package static func bytes(path: String, maximumBytes: Int) throws(InputError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(path: path, kind: .notFound, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(path: path, kind: .unreadable, message: "is a directory, not a file")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw InputError(path: path, kind: .unreadable, message: "cannot be read (\(reason(error)))")
        }
        defer { try? handle.close() }
        do {
            // A regular file is measured first. Any file (a pipe cannot seek, a device may
            // report no size) is then read up to one byte past the limit, so one that grew, or
            // never ends, costs no more than that.
            if let size = try? handle.seekToEnd() {
                try checkSize(byteCount: Int(clamping: size), maximumBytes: maximumBytes, source: path)
                try handle.seek(toOffset: 0)
            }
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            guard data.count <= maximumBytes else {
                throw InputError(
                    path: path, kind: .tooLarge,
                    message: "file is over the limit of \(maximumBytes) bytes; refusing to read it")
            }
            return [UInt8](data)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(path: path, kind: .unreadable, message: "cannot be read (\(reason(error)))")
        }
    }

    /// Throws when a document of `byteCount` bytes is over `maximumBytes`; `what` names it in
    /// the message ("file", "catalog", "document").
    package static func checkSize(byteCount: Int, maximumBytes: Int, source: String, what: String = "file")
        throws(InputError)
    {
        guard byteCount <= maximumBytes else {
            throw InputError(
                path: source, kind: .tooLarge,
                message: "\(what) is \(byteCount) bytes, over the limit of \(maximumBytes) bytes; refusing to read it")
        }
    }

    /// The text of a document of at most `maximumBytes` bytes: strict UTF-8, or UTF-16 with a
    /// byte-order mark (``TextFileDecoder``).
    package static func text(_ bytes: some Collection<UInt8>, source: String, maximumBytes: Int, what: String = "file")
        throws(InputError) -> String
    {
        try checkSize(byteCount: bytes.count, maximumBytes: maximumBytes, source: source, what: what)
        return try TextFileDecoder.decode(Array(bytes), path: source)
    }

    /// The reason Foundation gives for `error`: the POSIX message of an I/O error, else its
    /// debug description (a parser's "… around line 3, column 7."), else its localized one.
    package static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
