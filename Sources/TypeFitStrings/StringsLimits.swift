import Foundation
import TypeFitInput

/// How much input TypeFit accepts before refusing, so a wrong or hostile file fails fast with a
/// clear message instead of exhausting memory or time.
///
/// Every limit is checked while a file is read, and a file over one is refused whole with a
/// ``InputError`` naming the file and the key (or line) at fault; nothing is cut short silently.
/// The file size is checked by ``InputFile``, as for every document TypeFit reads.
public struct StringsLimits: Sendable, Hashable {
    /// The largest file read, in bytes. Default 64 MiB (a very large real catalog is a few MB).
    public var maximumFileBytes: Int
    /// The most strings (``LocalizedString`` values, one per locale and variant) one file may
    /// produce. Default 1,000,000.
    public var maximumStrings: Int
    /// The longest text of one string, in UTF-16 code units. Default 1,048,576 (1 Mi): about a
    /// 300-page book; a UI string is rarely over a few hundred. Laying text out takes time and
    /// memory in proportion to its length, so one runaway value cannot stall a whole check.
    public var maximumStringUTF16Count: Int
    /// The most UTF-16 code units all the strings of one file may hold together, after plural
    /// and substitution variants are expanded. Default 67,108,864 (64 Mi, 128 MiB of text):
    /// expansion can multiply a small file's text, and this bounds what one file can cost.
    public var maximumTotalUTF16Count: Int
    /// The most rules a constraints file may hold. Default 10,000 (each string is matched
    /// against the rules in order).
    public var maximumRules: Int
    /// The most key, locale, variant and entry patterns a constraints file may hold, over all its rules.
    /// Default 100,000.
    public var maximumPatterns: Int

    /// Limits of `maximumFileBytes` bytes, `maximumStrings` strings, `maximumStringUTF16Count`
    /// UTF-16 code units per string and `maximumTotalUTF16Count` per file, and
    /// `maximumRules` rules and `maximumPatterns` patterns per constraints file.
    public init(
        maximumFileBytes: Int = 64 << 20, maximumStrings: Int = 1_000_000,
        maximumStringUTF16Count: Int = 1 << 20, maximumTotalUTF16Count: Int = 64 << 20,
        maximumRules: Int = 10_000, maximumPatterns: Int = 100_000
    ) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumStrings = maximumStrings
        self.maximumStringUTF16Count = maximumStringUTF16Count
        self.maximumTotalUTF16Count = maximumTotalUTF16Count
        self.maximumRules = maximumRules
        self.maximumPatterns = maximumPatterns
    }

    /// The default limits: 64 MiB files, 1,000,000 strings, 1 Mi UTF-16 code units per string,
    /// 64 Mi per file, 10,000 rules and 100,000 patterns per constraints file.
    public static let standard = StringsLimits()

    /// Throws when a document of `byteCount` bytes exceeds the file limit; `what` names it
    /// in the message ("file", "catalog").
    func check(byteCount: Int, source: String, what: String = "file") throws(InputError) {
        try InputFile.checkSize(byteCount: byteCount, maximumBytes: maximumFileBytes, source: source, what: what)
    }

    /// The strictly decoded text of a document of at most ``maximumFileBytes`` bytes.
    func text(_ data: Data, source: String, what: String = "file") throws(InputError) -> String {
        try InputFile.text(data, source: source, maximumBytes: maximumFileBytes, what: what)
    }

    /// Throws when `count` strings exceed the limit.
    func check(count: Int, source: String) throws(InputError) {
        guard count <= maximumStrings else {
            throw InputError(
                path: source, kind: .tooManyStrings,
                message: "more than \(maximumStrings) strings; refusing to read (split the file, or raise the limit)")
        }
    }
}
