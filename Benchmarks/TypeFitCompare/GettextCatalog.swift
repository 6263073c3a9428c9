import Foundation

/// One GNU gettext catalog (a compiled `.mo` file), read in place from its binary layout: a
/// header of 32-bit words (magic, revision, string count, offsets of the original and translated
/// string tables), then one (length, offset) pair per string. The file is memory-mapped and a
/// translation is decoded only when asked for, so taking a few strings from each of a hundred
/// catalogs touches little more memory than those strings.
struct GettextCatalog {
    /// Number of entries, the metadata entry (empty msgid) included.
    let count: Int
    private let data: Data
    private let swapped: Bool
    private let originals: Int
    private let translated: Int

    /// Why a file could not be read as a catalog.
    struct FormatError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): not a GNU .mo catalog: \(reason)" }
    }

    /// Little-endian magic number of a `.mo` file; a big-endian file reads as its byte swap.
    private static let magic: UInt32 = 0x9504_12DE

    /// Maps the catalog at `path` and checks its header.
    init(path: String) throws {
        data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        guard data.count >= 28 else { throw FormatError(path: path, reason: "shorter than its header") }
        let first = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self) }
        if UInt32(littleEndian: first) == Self.magic {
            swapped = false
        } else if UInt32(bigEndian: first) == Self.magic {
            swapped = true
        } else {
            throw FormatError(path: path, reason: "bad magic number")
        }
        let header = Self.words(data, swapped: swapped)
        count = header(8) ?? 0
        originals = header(12) ?? 0
        translated = header(16) ?? 0
        guard let _ = header(originals + count * 8 - 4), let _ = header(translated + count * 8 - 4) else {
            throw FormatError(path: path, reason: "string tables past the end of the file")
        }
    }

    /// The translation (`msgstr`, first plural form) of entry `index`, or nil for the metadata
    /// entry, an empty translation, or bytes that are not UTF-8.
    func translation(at index: Int) -> String? {
        let word = Self.words(data, swapped: swapped)
        guard index >= 0, index < count, let originalLength = word(originals + index * 8), originalLength > 0,
              let length = word(translated + index * 8), let offset = word(translated + index * 8 + 4),
              length > 0, offset + length <= data.count
        else { return nil }
        return data.withUnsafeBytes { bytes in
            let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
            let firstForm = slice.firstIndex(of: 0).map { UnsafeRawBufferPointer(rebasing: slice[..<$0]) } ?? slice
            return firstForm.isEmpty ? nil : String(validating: firstForm, as: UTF8.self)
        }
    }

    /// A reader of the 32-bit word at a byte offset of `data`, nil past the end.
    private static func words(_ data: Data, swapped: Bool) -> (Int) -> Int? {
        { offset in
            guard offset >= 0, offset + 4 <= data.count else { return nil }
            let value = data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
            return Int(swapped ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
        }
    }
}
