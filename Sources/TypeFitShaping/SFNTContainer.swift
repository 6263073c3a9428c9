/// The structure of an OpenType/TrueType file or collection, read and checked before HarfBuzz
/// sees it.
///
/// HarfBuzz is lenient by design: a truncated or mangled file still yields a face, with zero
/// glyphs or default metrics, and would measure every string as empty. TypeFit refuses such a
/// file up front with the reason, so a broken font can never turn into a silently wrong width.
struct SFNTContainer: Sendable {
    /// One face's table directory: tag → byte range in the file.
    struct Face: Sendable {
        var tables: [UInt32: Range<Int>]
        /// Named instances the face's `fvar` declares (0 for a static face).
        var namedInstanceCount = 0

        func table(_ tag: String) -> Range<Int>? { tables[SFNTContainer.tag(tag)] }
    }

    /// The faces in file order (one for .ttf/.otf, several for .ttc/.otc).
    let faces: [Face]

    /// Most faces a collection may claim; real collections hold a few dozen at most.
    static let maximumFacesInCollection = 1024
    /// Most tables a face may claim; real fonts hold a few dozen.
    static let maximumTablesInFace = 512
    /// Most variation axes a face may claim (`fvar`); real variable fonts have up to about 15.
    static let maximumVariationAxes = 64
    /// Most named instances a face may claim (`fvar`); each becomes a face of its own. Real
    /// variable fonts have up to a few hundred.
    static let maximumNamedInstances = 1024
    /// Most faces one file may give, named instances included.
    static let maximumFacesInFile = 4096
    /// Most records a `name` table may claim; real fonts hold up to a few thousand.
    static let maximumNameRecords = 16384

    /// Reads and checks the container in `bytes`; `path` is only used in messages.
    /// The first line of a Git LFS pointer file, which a clone without Git LFS holds in place of
    /// the font.
    static let gitLFSPointerStart = "version https://git-lfs.github.com/spec/"

    /// Whether `bytes` are a Git LFS pointer rather than the file it stands for.
    static func isGitLFSPointer(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let start = Array(gitLFSPointerStart.utf8)
        return bytes.count >= start.count && zip(bytes, start).allSatisfy { $0 == $1 }
    }

    /// Whether the 4 bytes at the start of a file are an OpenType, TrueType or collection
    /// signature (`typefit init` counts only such files as fonts).
    static func hasFontSignature(_ bytes: some Collection<UInt8>) -> Bool {
        guard bytes.count >= 4 else { return false }
        let value = bytes.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return [0x0001_0000, tag("OTTO"), tag("true"), tag("ttcf")].contains(value)
    }

    init(bytes: UnsafeRawBufferPointer, path: String) throws(FontError) {
        let reader = BigEndianReader(bytes: bytes)
        guard let signature = reader.uint32(at: 0) else {
            throw .notAFont(path: path, reason: "only \(bytes.count) bytes, too short for a font header")
        }
        switch signature {
        case Self.tag("ttcf"):
            guard let count = reader.uint32(at: 8) else {
                throw .corrupt(path: path, reason: "collection header is truncated")
            }
            guard count > 0, count <= UInt32(Self.maximumFacesInCollection) else {
                throw .corrupt(path: path, reason: "collection claims \(count) faces")
            }
            var faces: [Face] = []
            for index in 0..<Int(count) {
                guard let offset = reader.uint32(at: 12 + 4 * index) else {
                    throw .corrupt(path: path, reason: "collection offset table is truncated")
                }
                faces.append(try Self.readFace(reader, at: Int(offset), path: path, index: index))
            }
            let total = faces.reduce(0) { $0 + 1 + $1.namedInstanceCount }
            guard total <= Self.maximumFacesInFile else {
                throw .corrupt(
                    path: path,
                    reason:
                        "the collection gives \(total) faces with its named instances, over the limit of \(Self.maximumFacesInFile)"
                )
            }
            self.faces = faces
        case 0x0001_0000, Self.tag("OTTO"), Self.tag("true"):
            faces = [try Self.readFace(reader, at: 0, path: path, index: nil)]
        case Self.tag("wOFF"), Self.tag("wOF2"):
            throw .notAFont(
                path: path, reason: "WOFF web fonts are not supported; use the .ttf or .otf it was made from")
        default:
            if Self.isGitLFSPointer(bytes) {
                throw .notAFont(
                    path: path,
                    reason: "a Git LFS pointer, not the font itself: fetch the file with `git lfs pull`")
            }
            throw .notAFont(
                path: path, reason: "no OpenType, TrueType or collection signature at the start of the file")
        }
    }

    private static func readFace(
        _ reader: BigEndianReader, at offset: Int, path: String, index: Int?
    ) throws(FontError) -> Face {
        let which = index.map { " (face \($0) of the collection)" } ?? ""
        guard let version = reader.uint32(at: offset), let tableCount = reader.uint16(at: offset + 4) else {
            throw .corrupt(path: path, reason: "table directory\(which) is truncated")
        }
        guard version == 0x0001_0000 || version == tag("OTTO") || version == tag("true") else {
            throw .corrupt(path: path, reason: "face\(which) has an unknown sfnt version")
        }
        guard tableCount > 0, Int(tableCount) <= maximumTablesInFace else {
            throw .corrupt(path: path, reason: "face\(which) claims \(tableCount) tables")
        }
        var tables: [UInt32: Range<Int>] = [:]
        for record in 0..<Int(tableCount) {
            let base = offset + 12 + 16 * record
            guard let tableTag = reader.uint32(at: base),
                let start = reader.uint32(at: base + 8),
                let length = reader.uint32(at: base + 12)
            else {
                throw .corrupt(path: path, reason: "table directory\(which) is truncated")
            }
            let end = Int(start) + Int(length)
            guard end <= reader.count else {
                throw .corrupt(
                    path: path,
                    reason:
                        "table '\(tagString(tableTag))'\(which) runs past the end of the file (needs \(end) bytes, file has \(reader.count)); the file is probably truncated"
                )
            }
            tables[tableTag] = Int(start)..<end
        }
        let face = Face(tables: tables)
        for required in ["cmap", "head", "hhea", "hmtx", "maxp"] where face.table(required) == nil {
            throw .corrupt(path: path, reason: "required table '\(required)'\(which) is missing")
        }
        guard
            face.table("glyf") != nil || face.table("CFF ") != nil || face.table("CFF2") != nil
                || face.table("CBDT") != nil || face.table("sbix") != nil
        else {
            throw .corrupt(
                path: path, reason: "face\(which) has no glyph outlines (no glyf, CFF, CFF2, CBDT or sbix table)")
        }
        let head = face.table("head")!
        guard head.count >= 54, reader.uint32(at: head.lowerBound + 12) == 0x5F0F_3CF5 else {
            throw .corrupt(path: path, reason: "'head' table\(which) is damaged (bad length or magic number)")
        }
        let unitsPerEm = reader.uint16(at: head.lowerBound + 18) ?? 0
        guard (16...16384).contains(unitsPerEm) else {
            throw .corrupt(
                path: path, reason: "'head' table\(which) gives \(unitsPerEm) units per em (valid: 16–16384)")
        }
        let maxp = face.table("maxp")!
        guard maxp.count >= 6, let glyphCount = reader.uint16(at: maxp.lowerBound + 4), glyphCount > 0 else {
            throw .corrupt(path: path, reason: "'maxp' table\(which) declares no glyphs")
        }
        guard face.table("hhea")!.count >= 36 else {
            throw .corrupt(path: path, reason: "'hhea' table\(which) is too short")
        }
        var checked = face
        if let fvar = face.table("fvar") {
            checked.namedInstanceCount = try checkVariations(reader, fvar: fvar, path: path, which: which)
        }
        if let name = face.table("name"), let count = reader.uint16(at: name.lowerBound + 2), name.count >= 6 {
            guard Int(count) <= maximumNameRecords else {
                throw .corrupt(
                    path: path,
                    reason: "'name' table\(which) claims \(count) records, over the limit of \(maximumNameRecords)")
            }
        }
        return checked
    }

    /// Checks the `fvar` header's counts against the limits; returns the named instance count.
    /// HarfBuzz checks the rest of the table itself (an inconsistent `fvar` reads as static).
    private static func checkVariations(
        _ reader: BigEndianReader, fvar: Range<Int>, path: String, which: String
    ) throws(FontError) -> Int {
        guard fvar.count >= 16, let axisCount = reader.uint16(at: fvar.lowerBound + 8),
            let instanceCount = reader.uint16(at: fvar.lowerBound + 12)
        else {
            throw .corrupt(path: path, reason: "'fvar' table\(which) is too short")
        }
        guard Int(axisCount) <= maximumVariationAxes else {
            throw .corrupt(
                path: path,
                reason:
                    "'fvar' table\(which) claims \(axisCount) variation axes, over the limit of \(maximumVariationAxes)"
            )
        }
        guard Int(instanceCount) <= maximumNamedInstances else {
            throw .corrupt(
                path: path,
                reason:
                    "'fvar' table\(which) claims \(instanceCount) named instances, over the limit of \(maximumNamedInstances)"
            )
        }
        return axisCount == 0 ? 0 : Int(instanceCount)
    }

    /// The 32-bit value of a four-character OpenType tag.
    static func tag(_ text: String) -> UInt32 {
        text.utf8.prefix(4).reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
    }

    /// A tag as printable text, for messages.
    /// Allocates nothing for a printable tag (four bytes fit a small string).
    static func tagString(_ tag: UInt32) -> String {
        let bytes = (UInt8(tag >> 24), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF))
        let printable: ClosedRange<UInt8> = 0x20...0x7E
        guard printable.contains(bytes.0), printable.contains(bytes.1), printable.contains(bytes.2),
            printable.contains(bytes.3)
        else {
            return "0x" + String(tag, radix: 16)
        }
        return withUnsafeBytes(of: bytes) { String(decoding: $0, as: UTF8.self) }
    }
}

/// Bounds-checked big-endian reads from a byte buffer: every read past the end gives nil.
struct BigEndianReader {
    let bytes: UnsafeRawBufferPointer
    var count: Int { bytes.count }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int16? {
        uint16(at: offset).map { Int16(bitPattern: $0) }
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}
