/// Line and column arithmetic shared by the readers of text formats.
public enum TextPosition {
    /// The 1-based line and column (in Unicode scalars) of UTF-8 byte `offset` in `bytes`.
    package static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // count lead bytes only: one per scalar
            }
        }
        return (line, column)
    }
}
