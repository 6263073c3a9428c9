/// Strict decoding of text files users hand to TypeFit (strings files, catalogs, type scales,
/// constraints, JSON Lines): UTF-8, or UTF-16 with a byte-order mark as Xcode writes older
/// `.strings` files.
///
/// Nothing is repaired silently: invalid UTF-8 or an unpaired surrogate is an ``InputError``
/// (``InputError/Kind/encoding``) that names the file, the line and column, and the byte offset,
/// so a string with a broken character is never measured as something else.
package enum TextFileDecoder {
    /// The text of `bytes`, read from `path` (used only in messages).
    /// Recognizes a UTF-8 byte-order mark (dropped), and UTF-16 LE or BE byte-order marks.
    package static func decode(_ bytes: [UInt8], path: String) throws(InputError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) { return try decodeUTF16(bytes, path: path, bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try decodeUTF16(bytes, path: path, bigEndian: true) }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // Valid UTF-8, as nearly every file is, is taken whole; only invalid bytes go through
        // the counting decoder below, for the line and column of the first bad one.
        if let text = String(validating: bytes[start...], as: UTF8.self) { return text }
        return try decode(bytes[start...], as: UTF8(), path: path) { unitOffset in
            (
                start + unitOffset,
                "invalid UTF-8 (byte 0x\(String(bytes[start + unitOffset], radix: 16, uppercase: true)))"
            )
        }
    }

    private static func decodeUTF16(_ bytes: [UInt8], path: String, bigEndian: Bool) throws(InputError) -> String {
        guard bytes.count % 2 == 0 else {
            throw InputError(
                path: path, kind: .encoding, line: 1, column: 1,
                message: "UTF-16 file has an odd number of bytes at byte \(bytes.count - 1)")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        for index in stride(from: 2, to: bytes.count, by: 2) {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
        }
        return try decode(units, as: UTF16(), path: path) { unitOffset in
            (2 + 2 * unitOffset, "unpaired UTF-16 surrogate 0x\(String(units[unitOffset], radix: 16, uppercase: true))")
        }
    }

    /// Decodes `units` with `codec`, counting lines and columns; at the first invalid sequence
    /// throws with `failure(offset in code units)`'s byte offset and reason.
    private static func decode<Codec: UnicodeCodec, Units: Collection<Codec.CodeUnit>>(
        _ units: Units, as codec: Codec, path: String, failure: (Int) -> (byteOffset: Int, reason: String)
    ) throws(InputError) -> String {
        var decoder = codec
        var iterator = units.makeIterator()
        var scalars = String.UnicodeScalarView()
        var line = 1
        var column = 1
        var unitOffset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                Codec.encode(scalar) { _ in unitOffset += 1 }
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return String(scalars)
            case .error:
                let (byteOffset, reason) = failure(unitOffset)
                throw InputError(
                    path: path, kind: .encoding, line: line, column: column, message: "\(reason) at byte \(byteOffset)")
            }
        }
    }
}
