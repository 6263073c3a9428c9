/// How much input TypeFit accepts before refusing, so a wrong or hostile file fails fast with a
/// clear message instead of exhausting memory or time.
public struct StringsLimits: Sendable, Hashable {
    /// The largest file read, in bytes. Default 64 MiB (a very large real catalog is a few MB).
    public var maximumFileBytes: Int
    /// The most strings (``LocalizedString`` values, one per locale and variant) one file may
    /// produce. Default 1,000,000.
    public var maximumStrings: Int

    /// Limits of `maximumFileBytes` bytes and `maximumStrings` strings.
    public init(maximumFileBytes: Int = 64 << 20, maximumStrings: Int = 1_000_000) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumStrings = maximumStrings
    }

    /// The default limits: 64 MiB and 1,000,000 strings.
    public static let standard = StringsLimits()

    /// Throws when a document of `byteCount` bytes exceeds the file limit; `what` names it
    /// in the message ("file", "catalog").
    func check(byteCount: Int, source: String, what: String = "file") throws(StringsError) {
        guard byteCount <= maximumFileBytes else {
            throw StringsError(path: source, kind: .tooLarge,
                               message: "\(what) is \(byteCount) bytes, over the limit of \(maximumFileBytes) bytes; refusing to read it")
        }
    }

    /// Throws when `count` strings exceed the limit.
    func check(count: Int, source: String) throws(StringsError) {
        guard count <= maximumStrings else {
            throw StringsError(path: source, kind: .tooManyStrings,
                               message: "more than \(maximumStrings) strings; refusing to read (split the file, or raise the limit)")
        }
    }
}
