import Foundation
import TypeFitInput

/// One GNU gettext catalog (a compiled `.mo` file), checked and read in place: the header and
/// the two string tables are validated up front, each entry is decoded only when asked for
/// (``entry(at:)``), so taking a few strings from each of hundreds of catalogs costs little more
/// than those strings.
///
/// The layout, in 32-bit words in the file's byte order (offsets and lengths in bytes):
///
/// | byte | word |
/// | --- | --- |
/// | 0 | magic: `0x950412DE` (a big-endian file reads as its byte swap, `0xDE120495`) |
/// | 4 | revision: major in the high 16 bits (0 or 1), minor in the low 16 |
/// | 8 | N, the number of entries |
/// | 12 | O, offset of the table of original strings |
/// | 16 | T, offset of the table of translations |
/// | 20, 24 | size and offset of the hash table (not used: entries are read by index) |
///
/// Each table holds N pairs (length, offset), 8 bytes each; the length does not count the
/// string's terminating NUL. An original is `msgid`, or `msgctxt` + U+0004 + `msgid` when the
/// entry has a context, followed by NUL + `msgid_plural` when it has plural forms; its
/// translation is `msgstr`, or the plural forms `msgstr[0]`, `msgstr[1]`, … separated by NUL.
/// The entry with an empty `msgid` (and no context) is the metadata entry, whose translation
/// holds headers such as `Content-Type: text/plain; charset=UTF-8` and `Language: de`.
///
/// Checks, each refused with an ``InputError`` naming ``source`` (and the entry):
/// - on creation: the magic number, a header of 28 bytes, a major revision of 0 or 1, both
///   tables inside the data (a count or offset that points past the end is an error, never a
///   trap), and the metadata entry's charset (UTF-8 or ASCII only);
/// - on ``entry(at:)``: both strings of the entry inside the data, and valid UTF-8.
///
/// Revision 1 files may also hold system-dependent strings (with `<PRIu64>`-style macros); only
/// the N static entries are read.
public struct GettextCatalog: Sendable {
    /// One entry of a catalog, decoded.
    public struct Entry: Sendable, Hashable {
        /// 0-based position in the catalog's tables (gettext sorts them by original).
        public var index: Int
        /// `msgctxt`, nil when the entry has none (an empty context is `""`).
        public var context: String?
        /// `msgid`: the source text; empty for the metadata entry.
        public var id: String
        /// `msgid_plural`, nil for an entry without plural forms.
        package var pluralID: String?
        /// The translation: one element (`msgstr`, up to its first NUL, as `gettext()` returns
        /// it) for an entry without plural forms, else the forms `msgstr[0]`, `msgstr[1]`, … in
        /// gettext's form order. Never empty; `[""]` when the entry is untranslated.
        public var translations: [String]

        /// An entry with every field given.
        public init(index: Int, context: String? = nil, id: String, pluralID: String? = nil, translations: [String]) {
            self.index = index
            self.context = context
            self.id = id
            self.pluralID = pluralID
            self.translations = translations
        }

        /// Whether this is the metadata entry (empty `msgid`, no context).
        public var isMetadata: Bool { id.isEmpty && context == nil && pluralID == nil }

        /// Whether some form of the translation is not empty.
        package var isTranslated: Bool { translations.contains { !$0.isEmpty } }
    }

    /// The file the bytes came from, as given: it names the catalog in every error.
    public let source: String
    /// Number of entries, the metadata entry included.
    public let count: Int
    /// Whether the file's words are big-endian (its magic number reads byte-swapped).
    package let isBigEndian: Bool
    /// The format revision's major number: 0 or 1.
    package let majorRevision: Int
    /// The format revision's minor number (any: a newer minor revision only adds what is not read).
    package let minorRevision: Int
    /// The `charset` of the metadata entry's `Content-Type` header, as written; nil when the
    /// catalog has no metadata entry or the header names none.
    package private(set) var charset: String?
    /// The metadata entry's `Language` header as written (`de`, `pt_BR`, `sr@latin`); nil
    /// when absent or empty. ``GettextCatalogReader/bcp47(_:)`` converts it.
    public private(set) var language: String?

    private let data: Data
    private let originalsOffset: Int
    private let translationsOffset: Int

    /// The header's size in bytes: seven 32-bit words.
    static let headerBytes = 28
    /// The magic number as a little-endian file stores it.
    static let magic: UInt32 = 0x9504_12DE
    /// `charset` values read as UTF-8 (lowercased); `CHARSET` is the placeholder of a
    /// template nobody filled in, and every string is checked to be UTF-8 anyway.
    static let utf8Charsets: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "ansi_x3.4-1968", "charset"]

    /// Checks `data` as a `.mo` file: the header, that both string tables lie inside it, and
    /// the metadata entry's charset. `source` names the file in errors. No other entry is
    /// decoded yet.
    public init(data: Data, source: String) throws(InputError) {
        self.source = source
        self.data = data
        let size = data.count
        func refuse(_ message: String) -> InputError {
            InputError(path: source, kind: .syntax, message: message)
        }
        guard size >= 4 else {
            throw refuse(
                "the file is \(size) bytes, shorter than the \(Self.headerBytes)-byte header of a gettext catalog (.mo)"
            )
        }
        let first = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self) }
        if UInt32(littleEndian: first) == Self.magic {
            isBigEndian = false
        } else if UInt32(bigEndian: first) == Self.magic {
            isBigEndian = true
        } else {
            let found = String(UInt32(bigEndian: first), radix: 16, uppercase: true)
            throw refuse(
                "not a gettext catalog (.mo): the file starts with 0x\(String(repeating: "0", count: 8 - found.count) + found), not the magic number 0x950412DE (or 0xDE120495 for a big-endian file)"
            )
        }
        guard size >= Self.headerBytes else {
            throw refuse(
                "the file is \(size) bytes, shorter than the \(Self.headerBytes)-byte header of a gettext catalog (.mo)"
            )
        }
        let bigEndian = isBigEndian
        let word = { (offset: Int) in Self.word(data, at: offset, bigEndian: bigEndian) }
        let revision = word(4)
        majorRevision = revision >> 16
        minorRevision = revision & 0xFFFF
        guard majorRevision <= 1 else {
            throw InputError(
                path: source, kind: .invalidValue,
                message:
                    "unsupported gettext catalog format revision \(majorRevision).\(minorRevision) (the major revision must be 0 or 1)"
            )
        }
        count = word(8)
        originalsOffset = word(12)
        translationsOffset = word(16)
        // Every word is at most 2^32 - 1, but the arithmetic stays overflow-checked so that a
        // hostile header is refused on any platform.
        let (tableBytes, tableOverflow) = count.multipliedReportingOverflow(by: 8)
        guard !tableOverflow, tableBytes <= size else {
            throw refuse(
                "the header claims \(count) entries, but their tables of 8 bytes per entry cannot fit in the file's \(size) bytes"
            )
        }
        for (name, offset) in [("original strings", originalsOffset), ("translations", translationsOffset)] {
            let (end, overflow) = offset.addingReportingOverflow(tableBytes)
            guard !overflow, end <= size else {
                throw refuse(
                    "the table of \(name) (\(count) entries of 8 bytes at offset \(offset)) runs past the end of the file (\(size) bytes)"
                )
            }
        }
        try readMetadata()
    }

    /// Decodes entry `index` (0 ≤ `index` < ``count``): its context, `msgid`, `msgid_plural`
    /// and translation forms. Throws when either of its strings lies outside the data or is
    /// not valid UTF-8, naming the entry (and its `msgid` when that much decodes).
    public func entry(at index: Int) throws(InputError) -> Entry {
        precondition(index >= 0 && index < count, "entry \(index) is outside 0..<\(count)")
        let originalSpan = try span(table: originalsOffset, index: index, what: "original string")
        guard let original = string(originalSpan) else {
            throw InputError(
                path: source, kind: .encoding,
                message:
                    "\(describe(index, msgid: msgid(ofInvalid: originalSpan))): the original string (msgid) is not valid UTF-8"
            )
        }
        var context: String?
        var rest = Substring(original)
        if let separator = rest.unicodeScalars.firstIndex(of: "\u{4}") {
            context = String(rest[..<separator])
            rest = rest[rest.unicodeScalars.index(after: separator)...]
        }
        var id = String(rest)
        var pluralID: String?
        if let nul = rest.unicodeScalars.firstIndex(of: "\0") {
            id = String(rest[..<nul])
            pluralID = String(rest[rest.unicodeScalars.index(after: nul)...])
        }
        let isMetadata = context == nil && pluralID == nil && id.isEmpty
        let translationSpan = try span(
            table: translationsOffset, index: index, what: "translation", msgid: id, isMetadata: isMetadata)
        guard let translation = string(translationSpan) else {
            throw InputError(
                path: source, kind: .encoding,
                message: "\(describe(index, msgid: id, isMetadata: isMetadata)): the translation is not valid UTF-8")
        }
        let forms = translation.unicodeScalars.split(separator: "\0", omittingEmptySubsequences: false).map {
            String($0)
        }
        return Entry(
            index: index, context: context, id: id, pluralID: pluralID,
            translations: pluralID == nil ? [forms[0]] : forms)
    }

    /// The size of the catalog's data, in bytes.
    var byteCount: Int { data.count }

    /// The lengths of entry `index`'s original and translation together, in bytes, as its
    /// table entries claim them (not checked: ``entry(at:)`` checks them).
    func claimedBytes(at index: Int) -> Int {
        length(table: originalsOffset, index: index) + length(table: translationsOffset, index: index)
    }

    /// `entry 3`, `entry 3 (msgid "Open")` or `entry 0 (the metadata entry)`, for messages.
    func describe(_ index: Int, msgid: String?, isMetadata: Bool = false) -> String {
        if isMetadata { return "entry \(index) (the metadata entry)" }
        return msgid.map { "entry \(index) (msgid \(DocumentReader.quoted($0)))" } ?? "entry \(index)"
    }

    // MARK: - Reading the bytes

    /// Where one string lies: `length` bytes from `offset`, both checked against the data.
    private struct Span {
        var offset: Int
        var length: Int
        var end: Int { offset + length }
    }

    /// The 32-bit word at byte `offset` (which the caller has checked lies in `data`); where
    /// `Int` has 32 bits, a word above `Int.max` reads as `Int.max`, which no check passes.
    private static func word(_ data: Data, at offset: Int, bigEndian: Bool) -> Int {
        let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        return Int(exactly: bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value)) ?? .max
    }

    /// The length word of entry `index` in the table at `table` (inside the data: checked on creation).
    private func length(table: Int, index: Int) -> Int {
        Self.word(data, at: table + index * 8, bigEndian: isBigEndian)
    }

    /// Entry `index`'s string in the table at `table`, checked to lie inside the data.
    private func span(table: Int, index: Int, what: String, msgid: String? = nil, isMetadata: Bool = false)
        throws(InputError) -> Span
    {
        let length = length(table: table, index: index)
        let offset = Self.word(data, at: table + index * 8 + 4, bigEndian: isBigEndian)
        let (end, overflow) = offset.addingReportingOverflow(length)
        guard !overflow, end <= data.count else {
            throw InputError(
                path: source, kind: .syntax,
                message:
                    "\(describe(index, msgid: msgid, isMetadata: isMetadata)): the \(what) (\(length) bytes at offset \(offset)) runs past the end of the file (\(data.count) bytes)"
            )
        }
        return Span(offset: offset, length: length)
    }

    /// The bytes of `span` as a string, nil when they are not valid UTF-8.
    private func string(_ span: Span) -> String? {
        data.withUnsafeBytes { raw in
            String(validating: UnsafeRawBufferPointer(rebasing: raw[span.offset..<span.end]), as: UTF8.self)
        }
    }

    /// The `msgid` part of an original that is not valid UTF-8 as a whole (after the context,
    /// before `msgid_plural`), when that part alone decodes.
    private func msgid(ofInvalid span: Span) -> String? {
        data.withUnsafeBytes { raw in
            var bytes = UnsafeRawBufferPointer(rebasing: raw[span.offset..<span.end])
            if let separator = bytes.firstIndex(of: 4) {
                bytes = UnsafeRawBufferPointer(rebasing: bytes[(separator + 1)...])
            }
            if let nul = bytes.firstIndex(of: 0) { bytes = UnsafeRawBufferPointer(rebasing: bytes[..<nul]) }
            return String(validating: bytes, as: UTF8.self)
        }
    }

    // MARK: - Metadata

    /// Finds the metadata entry (gettext sorts it first; any entry whose original is empty
    /// otherwise), reads its `Content-Type` charset and `Language`, and refuses a charset
    /// other than UTF-8 or ASCII. The headers are read before the entry is checked to be
    /// UTF-8, so that a Latin-1 catalog is refused for its charset, not for its bytes.
    private mutating func readMetadata() throws(InputError) {
        guard count > 0 else { return }
        var index = 0
        if length(table: originalsOffset, index: 0) != 0 {
            guard let found = (1..<count).first(where: { length(table: originalsOffset, index: $0) == 0 }) else {
                return
            }
            index = found
        }
        let headerSpan = try span(table: translationsOffset, index: index, what: "translation", isMetadata: true)
        let headers = data.withUnsafeBytes { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[headerSpan.offset..<headerSpan.end]), as: UTF8.self)
        }
        for line in headers.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "language" {
                language = value.isEmpty ? nil : value
            } else if name == "content-type" {
                charset = Self.charset(inContentType: value)
            }
        }
        if let charset, !Self.utf8Charsets.contains(charset.lowercased()) {
            throw InputError(
                path: source, kind: .encoding,
                message:
                    "\(describe(index, msgid: "", isMetadata: true)): the catalog's charset is \(DocumentReader.quoted(charset)) (Content-Type); TypeFit reads only UTF-8 or ASCII catalogs: convert the .po file with `msgconv --to-code=UTF-8` and compile it again with msgfmt"
            )
        }
        _ = try entry(at: index)  // both strings inside the data, and UTF-8
    }

    /// The `charset` parameter of a `Content-Type` value (`text/plain; charset=UTF-8`),
    /// without quotes; nil when it has none.
    static func charset(inContentType value: String) -> String? {
        for parameter in value.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else {
                continue
            }
            let charset = parts[1].trimmingCharacters(
                in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\"")))
            return charset.isEmpty ? nil : charset
        }
        return nil
    }
}
