import Foundation

extension TypeScale {
    /// The largest type scale, style dictionary or Info.plist read, in bytes: 16 MiB (a real
    /// type scale is a few KB, an Info.plist rarely 100 KB).
    public static let maximumFileBytes = 16 << 20
    /// The most entries a type scale may hold: 1,000 (every entry is laid out at every size).
    public static let maximumEntries = 1_000
    /// The most font families a type scale may register: 1,000.
    public static let maximumFamilies = 1_000
    /// The most fonts one family's cascade list may name: 64.
    public static let maximumCascadeFonts = 64
    /// The most OpenType features one entry may list: 64.
    public static let maximumFeaturesPerEntry = 64
    /// The largest `lineSpacing`, points: 1,000 (as the largest `size`).
    public static let maximumLineSpacing = 1_000.0
    /// The largest `tracking` either way, points per character: 1,000.
    public static let maximumTracking = 1_000.0

    /// Throws when a document of `data.count` bytes is over ``maximumFileBytes``.
    static func checkSize(_ data: Data, source: String) throws(TypeScaleError) {
        guard data.count <= maximumFileBytes else {
            throw TypeScaleError(path: source, keyPath: "", message: "document is \(data.count) bytes, over the limit of \(maximumFileBytes) bytes; refusing to read it")
        }
    }

    /// The bytes of the file at `path`, refusing a missing, unreadable or oversized one (over
    /// ``maximumFileBytes``) before reading it whole.
    static func readFile(_ path: String) throws(TypeScaleError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TypeScaleError(path: path, keyPath: "", message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw TypeScaleError(path: path, keyPath: "", message: "is a directory, not a file")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw TypeScaleError(path: path, keyPath: "", message: "cannot be read: \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        do {
            // Read at most one byte past the limit, so a file of any size (or a device that
            // never ends) costs no more than the limit.
            let data = try handle.read(upToCount: maximumFileBytes + 1) ?? Data()
            guard data.count <= maximumFileBytes else {
                throw TypeScaleError(path: path, keyPath: "", message: "file is over the limit of \(maximumFileBytes) bytes; refusing to read it")
            }
            return data
        } catch let error as TypeScaleError {
            throw error
        } catch {
            throw TypeScaleError(path: path, keyPath: "", message: "cannot be read: \(error.localizedDescription)")
        }
    }
}
