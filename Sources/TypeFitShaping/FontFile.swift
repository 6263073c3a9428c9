import Foundation

/// Loading the faces of one font file: `.ttf`, `.otf`, or a `.ttc`/`.otc` collection.
public enum FontFile {
    /// File name extensions TypeFit loads when it walks a directory (compared case-insensitively).
    public static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The largest font file loaded, in bytes: 256 MiB (the largest real fonts, CJK
    /// collections, are about 30 MB). A larger file is refused as corrupt.
    public static let maximumFileBytes = 256 << 20

    /// Every face in the file at `path`, in file order; for a variable font, its default
    /// instance followed by one face per named instance.
    ///
    /// Throws `FontError` naming the file when it is missing, unreadable, not a font, or
    /// structurally broken (truncated tables, bad offsets, no glyphs), or over the limits of
    /// ``maximumFileBytes`` and ``SFNTContainer`` (faces, tables, variation axes, named
    /// instances, names).
    /// Whether the file at `path` starts with an OpenType, TrueType or collection signature: a
    /// font file, not a Git LFS pointer or another file named `.ttf`. Reads 4 bytes.
    package static func hasFontSignature(path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: 4) else { return false }
        return SFNTContainer.hasFontSignature(start)
    }

    public static func load(path: String) throws(FontError) -> [FontFace] {
        let file = try FontFileBytes(path: path)
        let container = try SFNTContainer(bytes: file.bytes, path: path)
        let blob = HarfBuzzBlob(file: file)
        var faces: [FontFace] = []
        for (index, tables) in container.faces.enumerated() {
            let face = HarfBuzzFace(blob: blob, index: index)
            let descriptor = describe(face, tables: tables, bytes: file.bytes, path: path, index: index)
            // A variable face's instances are interned: one (file, face index, axis values), one object.
            let instances = descriptor.isVariable ? VariableInstances() : nil
            let base = FontFace(descriptor: descriptor, face: face, file: file, instances: instances)
            let named = namedInstanceFaces(of: base)
            for instance in [base] + named { instances?.register(instance) }
            faces.append(base)
            faces.append(contentsOf: named)
        }
        return faces
    }

    private static func describe(
        _ face: HarfBuzzFace, tables: SFNTContainer.Face, bytes: UnsafeRawBufferPointer,
        path: String, index: Int
    ) -> FontFaceDescriptor {
        let reader = BigEndianReader(bytes: bytes)
        let head = tables.table("head")!.lowerBound
        let hhea = tables.table("hhea")!.lowerBound
        let maxp = tables.table("maxp")!.lowerBound
        let os2 = tables.table("OS/2")
        func os2Int16(_ offset: Int) -> Int? {
            guard let os2, offset + 2 <= os2.count else { return nil }
            return reader.int16(at: os2.lowerBound + offset).map(Int.init)
        }
        func os2UInt16(_ offset: Int) -> Int? {
            guard let os2, offset + 2 <= os2.count else { return nil }
            return reader.uint16(at: os2.lowerBound + offset).map(Int.init)
        }
        let os2Version = os2UInt16(0) ?? 0
        let fsSelection = os2UInt16(62) ?? 0
        let macStyle = Int(reader.uint16(at: head + 44) ?? 0)
        let widthClass = os2UInt16(6) ?? 5
        let widthPercents: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]
        let metrics = FontVerticalMetrics(
            hheaAscender: Int(reader.int16(at: hhea + 4) ?? 0),
            hheaDescender: Int(reader.int16(at: hhea + 6) ?? 0),
            hheaLineGap: Int(reader.int16(at: hhea + 8) ?? 0),
            typoAscender: os2Int16(68),
            typoDescender: os2Int16(70),
            typoLineGap: os2Int16(72),
            capHeight: os2Version >= 2 ? os2Int16(88) : nil,
            xHeight: os2Version >= 2 ? os2Int16(86) : nil
        )
        let axes = face.variationAxes()
        let family = face.name(16) ?? face.name(1) ?? fileStem(path)
        let style = face.name(17) ?? face.name(2) ?? "Regular"
        return FontFaceDescriptor(
            postScriptName: face.name(6) ?? (family + "-" + style).replacingSpaces(),
            family: family,
            style: style,
            weight: os2UInt16(4).map { min(max($0, 1), 1000) } ?? 400,
            isItalic: fsSelection & 0x0201 != 0 || macStyle & 0x2 != 0,
            widthPercent: widthPercents[min(max(widthClass, 1), 9) - 1],
            unitsPerEm: Int(reader.uint16(at: head + 18) ?? 1000),
            glyphCount: Int(reader.uint16(at: maxp + 4) ?? 0),
            metrics: metrics,
            axes: axes,
            namedInstances: face.namedInstances(axes: axes),
            variations: [],
            path: path,
            faceIndex: index,
            tracking: tables.table("trak").flatMap { FontTracking(table: $0, reader: reader) }
        )
    }

    /// One face per named instance of a variable font, named and styled as the instance.
    private static func namedInstanceFaces(of base: FontFace) -> [FontFace] {
        base.descriptor.namedInstances.map { instance in
            var descriptor = base.descriptor
            descriptor.style = instance.name
            descriptor.postScriptName =
                instance.postScriptName
                ?? (base.descriptor.family + "-" + instance.name).replacingSpaces()
            descriptor.variations = base.descriptor.axes.compactMap { axis in
                instance.coordinates[axis.tag].map { VariationSetting(axis.tag, $0) }
            }
            if let weight = instance.coordinates["wght"] { descriptor.weight = Int(weight.rounded()) }
            let slant = instance.coordinates["slnt"] ?? 0
            let italic = instance.coordinates["ital"] ?? 0
            descriptor.isItalic =
                base.descriptor.isItalic || slant != 0 || italic >= 0.5
                || instance.name.lowercased().contains("italic")
            return FontFace(descriptor: descriptor, face: base.harfBuzzFace, file: base.file, instances: base.instances)
        }
    }

    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}

extension String {
    /// The string with spaces removed, as PostScript names are formed from family and style.
    func replacingSpaces() -> String { filter { $0 != " " } }
}
