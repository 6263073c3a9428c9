import Foundation
import TypeFitUnicode

/// Reading input files: existence, size limit, and strict text decoding.
enum FileInput {
    /// The bytes of `path`, refusing a missing, unreadable or oversized file before reading it.
    static func bytes(path: String, limits: StringsLimits) throws(StringsError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StringsError(path: path, kind: .notFound, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw StringsError(path: path, kind: .unreadable, message: "is a directory, not a file")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw StringsError(path: path, kind: .unreadable, message: "cannot be read (\(reason(error)))")
        }
        defer { try? handle.close() }
        do {
            let size = try handle.seekToEnd()
            guard size <= UInt64(limits.maximumFileBytes) else {
                throw StringsError(path: path, kind: .tooLarge,
                                   message: "file is \(size) bytes, over the limit of \(limits.maximumFileBytes) bytes; refusing to read it")
            }
            try handle.seek(toOffset: 0)
            // Read at most one byte past the limit, in case the file grew since it was measured.
            let data = try handle.read(upToCount: limits.maximumFileBytes + 1) ?? Data()
            guard data.count <= limits.maximumFileBytes else {
                throw StringsError(path: path, kind: .tooLarge,
                                   message: "file is over the limit of \(limits.maximumFileBytes) bytes; refusing to read it")
            }
            return [UInt8](data)
        } catch let error as StringsError {
            throw error
        } catch {
            throw StringsError(path: path, kind: .unreadable, message: "cannot be read (\(reason(error)))")
        }
    }

    /// Strict UTF-8 / UTF-16 (with byte-order mark) text.
    static func text(_ bytes: [UInt8], source: String) throws(StringsError) -> String {
        do {
            return try TextFileDecoder.decode(bytes, path: source)
        } catch {
            throw StringsError(error)
        }
    }

    /// The development language when nobody names one: `en`, as Xcode's default
    /// `CFBundleDevelopmentRegion`.
    static let defaultDevelopmentLanguage = "en"

    /// The locale a file's path implies: the `xx` of a parent directory `xx.lproj`. `Base.lproj`
    /// is not a locale but the development language's strings (Base Internationalization), so
    /// it gives `developmentLanguage`.
    static func locale(fromPath path: String, developmentLanguage: String = defaultDevelopmentLanguage) -> String? {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        guard parent.count > 6, parent.lowercased().hasSuffix(".lproj") else { return nil }
        let name = String(parent.dropLast(6))
        return name.lowercased() == "base" ? developmentLanguage : name
    }

    /// An explicit locale, else the `.lproj` one (`Base.lproj`: `developmentLanguage`), else `und`.
    static func locale(_ explicit: String?, path: String, developmentLanguage: String = defaultDevelopmentLanguage) -> String {
        explicit ?? locale(fromPath: path, developmentLanguage: developmentLanguage) ?? "und"
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
