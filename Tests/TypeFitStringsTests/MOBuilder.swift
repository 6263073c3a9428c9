import Foundation

/// Builds GNU gettext catalogs (`.mo`) for the tests: a 28-byte header, the table of originals
/// at byte 28, the table of translations after it, no hash table, then the strings (each
/// followed by a NUL), in the byte order asked for.
struct MOBuilder {
    var bigEndian = false
    var revision: UInt32 = 0
    private(set) var entries: [(original: [UInt8], translation: [UInt8])] = []

    init(bigEndian: Bool = false, metadata: String? = "Content-Type: text/plain; charset=UTF-8\n") {
        self.bigEndian = bigEndian
        if let metadata { raw(original: [], translation: Array(metadata.utf8)) }
    }

    /// A plain entry, with a context when `context` is given.
    mutating func add(_ msgid: String, _ msgstr: String, context: String? = nil) {
        raw(original: Self.original(msgid, context: context), translation: Array(msgstr.utf8))
    }

    /// An entry with plural forms `forms` (`msgstr[0]`, `msgstr[1]`, …).
    mutating func add(_ msgid: String, plural: String, _ forms: [String], context: String? = nil) {
        raw(
            original: Self.original(msgid, context: context) + [0] + Array(plural.utf8),
            translation: Array(forms.joined(separator: "\0").utf8))
    }

    /// An entry from raw bytes (which may be anything).
    mutating func raw(original: [UInt8], translation: [UInt8]) {
        entries.append((original, translation))
    }

    static func original(_ msgid: String, context: String?) -> [UInt8] {
        (context.map { Array($0.utf8) + [4] } ?? []) + Array(msgid.utf8)
    }

    /// Byte offset of the table of originals, and of translations.
    static let originalsTable = 28
    var translationsTable: Int { Self.originalsTable + 8 * entries.count }

    /// The catalog's bytes.
    func build() -> [UInt8] {
        let count = entries.count
        var strings: [UInt8] = []
        var descriptors: [(UInt32, UInt32)] = []
        let stringsStart = translationsTable + 8 * count
        for bytes in entries.map(\.original) + entries.map(\.translation) {
            descriptors.append((UInt32(bytes.count), UInt32(stringsStart + strings.count)))
            strings += bytes + [0]
        }
        var out: [UInt8] = []
        for word in [
            0x9504_12DE, revision, UInt32(count), UInt32(Self.originalsTable), UInt32(translationsTable), 0,
            UInt32(stringsStart),
        ] {
            out += Self.bytes(word, bigEndian: bigEndian)
        }
        for (length, offset) in descriptors {
            out += Self.bytes(length, bigEndian: bigEndian) + Self.bytes(offset, bigEndian: bigEndian)
        }
        return out + strings
    }

    static func bytes(_ word: UInt32, bigEndian: Bool) -> [UInt8] {
        let value = bigEndian ? word.bigEndian : word.littleEndian
        return withUnsafeBytes(of: value) { Array($0) }
    }

    /// Overwrites the 32-bit word at `offset` of `file`.
    static func patch(_ file: inout [UInt8], at offset: Int, _ word: UInt32, bigEndian: Bool = false) {
        file.replaceSubrange(offset..<(offset + 4), with: bytes(word, bigEndian: bigEndian))
    }
}
