import Foundation
import Testing
import TypeFitInput
import TypeFitTestSupport

/// Files are refused before they are read whole when they are missing, directories or too large.
@Suite("Input files")
struct InputFileTests {
    @Test("a missing file, a directory and a file over the limit are refused with their kind")
    func refusals() throws {
        let scratch = try ScratchDirectory("typefit-input")
        defer { scratch.remove() }
        let directory = scratch.url
        let missing = directory.appendingPathComponent("nope.json").path
        #expect(throws: InputError(path: missing, kind: .notFound, message: "no such file")) {
            try InputFile.bytes(path: missing, maximumBytes: 10)
        }
        #expect(throws: InputError(path: directory.path, kind: .unreadable, message: "is a directory, not a file")) {
            try InputFile.bytes(path: directory.path, maximumBytes: 10)
        }
        let big = directory.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: big, contents: Data(count: 11)))
        #expect(
            throws: InputError(
                path: big, kind: .tooLarge,
                message: "file is 11 bytes, over the limit of 10 bytes; refusing to read it"
            )
        ) {
            try InputFile.bytes(path: big, maximumBytes: 10)
        }
        #expect(try InputFile.bytes(path: big, maximumBytes: 11).count == 11)
    }

    @Test("a device with no size is read only up to the limit")
    func endlessDevice() {
        #expect(
            throws: InputError(
                path: "/dev/zero", kind: .tooLarge, message: "file is over the limit of 1000 bytes; refusing to read it"
            )
        ) {
            try InputFile.bytes(path: "/dev/zero", maximumBytes: 1000)
        }
    }

    @Test("text is decoded strictly after the size check")
    func text() throws {
        #expect(try InputFile.text(Array("héllo".utf8), source: "a.txt", maximumBytes: 6) == "héllo")
        #expect(
            throws: InputError(
                path: "a.txt", kind: .encoding, line: 1, column: 1, message: "invalid UTF-8 (byte 0xFF) at byte 0")
        ) {
            try InputFile.text([0xFF], source: "a.txt", maximumBytes: 6)
        }
    }
}
