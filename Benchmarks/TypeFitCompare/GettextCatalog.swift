import Foundation

/// The translations in one GNU gettext catalog (a compiled `.mo` file), read directly from its
/// binary layout: a header of 32-bit words (magic, revision, string count, offsets of the
/// original and translated string tables), then one (length, offset) pair per string.
///
/// Only what the comparison needs is kept: each translation's first plural form, in the
/// catalog's order (sorted by original string), without the metadata entry (empty msgid).
struct GettextCatalog {
    /// The translated strings (`msgstr`, first plural form), UTF-8 decoded; entries that are
    /// empty or not valid UTF-8 are left out.
    var translations: [String]

    /// Why a file could not be read as a catalog.
    struct FormatError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): not a GNU .mo catalog: \(reason)" }
    }

    /// Reads the catalog at `path`.
    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        translations = try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> [String] in
            try Self.parse(raw, path: path)
        }
    }

    /// Little-endian magic number of a `.mo` file; a big-endian file reads as its byte swap.
    private static let magic: UInt32 = 0x9504_12DE

    private static func parse(_ bytes: UnsafeRawBufferPointer, path: String) throws -> [String] {
        guard bytes.count >= 28 else { throw FormatError(path: path, reason: "shorter than its header") }
        let first = bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self)
        let swapped: Bool
        if UInt32(littleEndian: first) == magic {
            swapped = false
        } else if UInt32(bigEndian: first) == magic {
            swapped = true
        } else {
            throw FormatError(path: path, reason: "bad magic number")
        }
        func word(_ offset: Int) throws -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else {
                throw FormatError(path: path, reason: "offset \(offset) past the end")
            }
            let value = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            return Int(swapped ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
        }
        let count = try word(8)
        let originals = try word(12)
        let translated = try word(16)
        var result: [String] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let originalLength = try word(originals + index * 8)
            guard originalLength > 0 else { continue } // the metadata entry
            let length = try word(translated + index * 8)
            let offset = try word(translated + index * 8 + 4)
            guard length > 0, offset + length <= bytes.count else { continue }
            let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
            let firstForm = slice.firstIndex(of: 0).map { UnsafeRawBufferPointer(rebasing: slice[..<$0]) } ?? slice
            guard !firstForm.isEmpty,
                  let text = String(validating: firstForm, as: UTF8.self)
            else { continue }
            result.append(text)
        }
        return result
    }
}
