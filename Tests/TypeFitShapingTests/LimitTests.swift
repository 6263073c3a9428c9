import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFitShaping

/// Font files whose counts or size would cost unbounded time or memory are refused as corrupt,
/// naming the file and the count at fault.
@Suite("Font limits")
struct FontLimitTests {
    /// The offset of table `tag` in a single-face font file's bytes.
    static func tableOffset(_ tag: String, in bytes: [UInt8]) throws -> Int {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for record in 0..<count {
            let base = 12 + 16 * record
            if Array(bytes[base..<base + 4]) == Array(tag.utf8) {
                return bytes[base + 8..<base + 12].reduce(0) { $0 << 8 | Int($1) }
            }
        }
        throw FontError.corrupt(path: "test", reason: "no \(tag) table")
    }

    /// `bytes` with the big-endian 16-bit value at `offset` set to `value`.
    static func patched(_ bytes: [UInt8], at offset: Int, _ value: UInt16) -> [UInt8] {
        var copy = bytes
        copy[offset] = UInt8(value >> 8)
        copy[offset + 1] = UInt8(value & 0xFF)
        return copy
    }

    static func variableBytes() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: try BundledFonts.variableInterPath())))
    }

    @Test("the limits are documented values")
    func values() {
        #expect(FontFile.maximumFileBytes == 268_435_456)
        #expect(SFNTContainer.maximumVariationAxes == 64)
        #expect(SFNTContainer.maximumNamedInstances == 1_024)
        #expect(SFNTContainer.maximumFacesInFile == 4_096)
        #expect(SFNTContainer.maximumNameRecords == 16_384)
    }

    @Test("the bundled variable font is within every limit")
    func realVariableFont() throws {
        let faces = try FontFile.load(path: try BundledFonts.variableInterPath())
        #expect(faces.count > 1)
        #expect(faces[0].descriptor.axes.map(\.tag).contains("wght"))
    }

    @Test("an fvar claiming 65 axes or 1,025 named instances is refused")
    func variationCounts() throws {
        let bytes = try Self.variableBytes()
        let fvar = try Self.tableOffset("fvar", in: bytes)
        let axes = try Fixtures.write(Self.patched(bytes, at: fvar + 8, 65), named: "Axes.ttf")
        #expect(
            throws: FontError.corrupt(path: axes, reason: "'fvar' table claims 65 variation axes, over the limit of 64")
        ) {
            try FontFile.load(path: axes)
        }
        let instances = try Fixtures.write(Self.patched(bytes, at: fvar + 12, 0xFFFF), named: "Instances.ttf")
        #expect(
            throws: FontError.corrupt(
                path: instances, reason: "'fvar' table claims 65535 named instances, over the limit of 1024")
        ) {
            try FontFile.load(path: instances)
        }
    }

    @Test("a name table claiming 65,535 records is refused")
    func nameRecords() throws {
        let bytes = try TestFixtures.bytes(ofBundled: "Inter-Regular.otf")
        let name = try Self.tableOffset("name", in: bytes)
        let path = try Fixtures.write(Self.patched(bytes, at: name + 2, 0xFFFF), named: "Names.otf")
        #expect(
            throws: FontError.corrupt(path: path, reason: "'name' table claims 65535 records, over the limit of 16384")
        ) {
            try FontFile.load(path: path)
        }
    }

    @Test("a collection whose faces and named instances pass 4,096 faces is refused")
    func facesInFile() throws {
        // A collection of one variable font's directory, 5 times over: 5 × (1 + 1,000 instances).
        var bytes = try Self.variableBytes()
        let fvar = try Self.tableOffset("fvar", in: bytes)
        bytes = Self.patched(bytes, at: fvar + 12, 1_000)
        let shift = 12 + 4 * 5
        var collection: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 5]
        for _ in 0..<5 { collection += [0, 0, 0, UInt8(shift)] }
        // The table offsets are relative to the file: move every one by `shift`.
        var font = bytes
        let count = Int(font[4]) << 8 | Int(font[5])
        for record in 0..<count {
            let field = 12 + 16 * record + 8
            let offset = font[field..<field + 4].reduce(0) { $0 << 8 | Int($1) } + shift
            font.replaceSubrange(field..<field + 4, with: [24, 16, 8, 0].map { UInt8((offset >> $0) & 0xFF) })
        }
        let path = try Fixtures.write(collection + font, named: "Many.ttc")
        #expect(
            throws: FontError.corrupt(
                path: path, reason: "the collection gives 5005 faces with its named instances, over the limit of 4096")
        ) {
            try FontFile.load(path: path)
        }
    }

    @Test("a file over 256 MiB is refused before anything is read")
    func hugeFile() throws {
        let path = try Fixtures.scratchPath("Huge.otf")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("OTTO".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(FontFile.maximumFileBytes) + 1)  // sparse
        try handle.close()
        #expect(
            throws: FontError.corrupt(
                path: path,
                reason:
                    "the file is 268435457 bytes, over the limit of 268435456 bytes for one font file (the largest real fonts, CJK collections, are about 30 MB)"
            )
        ) {
            try FontFile.load(path: path)
        }
        // The same refusal through a library, as `--fonts` loads it.
        #expect(throws: FontError.self) { try FontLibrary(paths: [path]) }
    }

    @Test(
        "a cmap subtable claiming 2^31 groups is ignored by HarfBuzz: characters are reported missing, not measured as empty"
    )
    func hugeCmapGroupCount() throws {
        var bytes = try Self.variableBytes()
        let cmap = try Self.tableOffset("cmap", in: bytes)
        let subtables = Int(bytes[cmap + 2]) << 8 | Int(bytes[cmap + 3])
        var patchedAny = false
        for index in 0..<subtables {
            let record = cmap + 4 + 8 * index
            let offset = cmap + bytes[record + 4..<record + 8].reduce(0) { $0 << 8 | Int($1) }
            let format = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            if format == 12 {
                bytes.replaceSubrange(offset + 12..<offset + 16, with: [0x7F, 0xFF, 0xFF, 0xFF])
                patchedAny = true
            }
        }
        try #require(patchedAny, "the bundled variable font has a format 12 cmap")
        let path = try Fixtures.write(bytes, named: "HugeCmap.ttf")
        let faces = try FontFile.load(path: path)
        let measurement = TextMeasurer(fallback: .none).measure("A😀", face: faces[0])
        for (offset, scalar) in ["A", "😀"].enumerated() where !faces[0].hasGlyph(for: Unicode.Scalar(scalar)!) {
            #expect(
                measurement.missingCharacters.contains { $0.text == scalar }, "character \(offset) is reported missing")
        }
    }
}
