import Testing
import TypeFitInput

/// Input files are decoded strictly: broken text is an error with its place, never repaired.
@Suite("Text file decoding")
struct TextFileDecoderTests {
    @Test("invalid UTF-8 in an input file names the line, column and byte")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("\"a\" = \"ok\";\n\"b\" = \"".utf8) + [0xC3, 0x28] + Array("\";\n".utf8)
        #expect(
            throws: InputError(
                path: "Localizable.strings", kind: .encoding, line: 2, column: 8,
                message: "invalid UTF-8 (byte 0xC3) at byte 19")
        ) {
            try TextFileDecoder.decode(bytes, path: "Localizable.strings")
        }
    }

    @Test("an unpaired surrogate in a UTF-16 file is an error, a valid one decodes")
    func unpairedSurrogate() throws {
        func utf16LE(_ units: [UInt16]) -> [UInt8] {
            [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let good = utf16LE(Array("ok 👍\n".utf16))
        #expect(try TextFileDecoder.decode(good, path: "a.strings") == "ok 👍\n")
        let bad = utf16LE(Array("x\ny".utf16) + [0xD800] + Array("z".utf16))
        #expect(
            throws: InputError(
                path: "a.strings", kind: .encoding, line: 2, column: 2,
                message: "unpaired UTF-16 surrogate 0xD800 at byte 8")
        ) {
            try TextFileDecoder.decode(bad, path: "a.strings")
        }
    }

    @Test("byte-order marks: UTF-8 BOM dropped, UTF-16 BE decoded")
    func byteOrderMarks() throws {
        #expect(try TextFileDecoder.decode([0xEF, 0xBB, 0xBF] + Array("héllo".utf8), path: "x") == "héllo")
        let be: [UInt8] = [0xFE, 0xFF] + Array("日本".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try TextFileDecoder.decode(be, path: "x") == "日本")
        #expect(
            throws: InputError(
                path: "x", kind: .encoding, line: 1, column: 1,
                message: "UTF-16 file has an odd number of bytes at byte 2")
        ) {
            try TextFileDecoder.decode([0xFF, 0xFE, 0x41], path: "x")
        }
    }

    @Test("a BOM-less UTF-8 error after a UTF-8 BOM counts its byte offset from the file's start")
    func offsetAfterBOM() {
        #expect(
            throws: InputError(
                path: "x", kind: .encoding, line: 1, column: 2,
                message: "invalid UTF-8 (byte 0xFF) at byte 4")
        ) {
            try TextFileDecoder.decode([0xEF, 0xBB, 0xBF, 0x61, 0xFF], path: "x")
        }
    }
}
