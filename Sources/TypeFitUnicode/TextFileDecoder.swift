/// Strict decoding of text files users hand to TypeFit (strings files, catalogs, JSON Lines):
/// UTF-8, or UTF-16 with a byte-order mark as Xcode writes older `.strings` files.
///
/// Nothing is repaired silently: invalid UTF-8 or an unpaired surrogate is an error that names
/// the file, the line and column, and the byte offset, so a string with a broken character is
/// never measured as something else.
public enum TextFileDecoder {
    /// The text of `bytes`, read from `path` (used only in messages).
    /// Recognizes a UTF-8 byte-order mark (dropped), and UTF-16 LE or BE byte-order marks.
    public static func decode(_ bytes: [UInt8], path: String) throws(TextDecodingError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) { return try decodeUTF16(bytes, path: path, bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try decodeUTF16(bytes, path: path, bigEndian: true) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        return try decodeUTF8(body, path: path)
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, path: String) throws(TextDecodingError) -> String {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        var line = 1, column = 1, offset = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return String(scalars)
            case .error:
                throw TextDecodingError(
                    path: path, line: line, column: column, byteOffset: offset,
                    reason: "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
            }
        }
    }

    private static func decodeUTF16(_ bytes: [UInt8], path: String, bigEndian: Bool) throws(TextDecodingError) -> String {
        guard bytes.count % 2 == 0 else {
            throw TextDecodingError(path: path, line: 1, column: 1, byteOffset: bytes.count - 1,
                                    reason: "UTF-16 file has an odd number of bytes")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        for index in stride(from: 2, to: bytes.count, by: 2) {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
        }
        var decoder = UTF16()
        var iterator = units.makeIterator()
        var scalars = String.UnicodeScalarView()
        var line = 1, column = 1, unitOffset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                unitOffset += UTF16.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return String(scalars)
            case .error:
                throw TextDecodingError(
                    path: path, line: line, column: column, byteOffset: 2 + 2 * unitOffset,
                    reason: "unpaired UTF-16 surrogate 0x\(String(units[unitOffset], radix: 16, uppercase: true))")
            }
        }
    }
}
