/// A face's own tracking: the normal track (track value 0) of its AAT `trak` table, which
/// CoreText applies to every glyph at the point size the text is set in. TypeFit applies it as
/// tracking after every grapheme cluster, as it applies SF Pro's tracking table to the system
/// font, so shaped words stay independent of the point size and the word cache keeps working.
public struct FontTracking: Sendable, Equatable, Codable {
    /// The sizes the table gives values for, points, ascending.
    public var pointSizes: [Double]
    /// The tracking at each of ``pointSizes``, font units per glyph (positive loosens).
    public var values: [Double]

    /// Most sizes read from one table; a table with more is ignored as corrupt.
    static let maximumSizes = 1024

    /// The tracking at `pointSize` points, font units per glyph: linear between the two nearest
    /// sizes of the table and extrapolated from the two end sizes beyond them, as HarfBuzz's AAT
    /// code (written to match CoreText) computes it; the one value of a one-size table at every
    /// size. Unlike HarfBuzz it is not rounded to whole units.
    public func units(atPointSize pointSize: Double) -> Double {
        guard pointSizes.count > 1 else { return values.first ?? 0 }
        var upper = 0
        while upper < pointSizes.count - 1, pointSizes[upper] < pointSize { upper += 1 }
        let lower = max(upper - 1, 0)
        let next = lower + 1
        let span = pointSizes[next] - pointSizes[lower]
        let t = span == 0 ? 0 : (pointSize - pointSizes[lower]) / span
        return values[lower] + t * (values[next] - values[lower])
    }

    /// The tracking at `pointSize` points in points per glyph, for a face of `unitsPerEm`.
    public func points(atPointSize pointSize: Double, unitsPerEm: Int) -> Double {
        units(atPointSize: pointSize) * pointSize / Double(max(unitsPerEm, 1))
    }

    /// The normal track of the `trak` table at `table` (byte range in `reader`'s file), nil when
    /// the table has no horizontal track 0 or is malformed (every offset is checked).
    init?(table: Range<Int>, reader: BigEndianReader) {
        let start = table.lowerBound
        func inTable(_ offset: Int, _ length: Int) -> Bool { offset >= 0 && offset + length <= table.count }
        // Header: version (Fixed), format, horizOffset, vertOffset, reserved.
        guard inTable(0, 12), let horizontal = reader.uint16(at: start + 6), horizontal != 0 else { return nil }
        let data = Int(horizontal)
        // TrackData: nTracks, nSizes, sizeTableOffset (from the table's start), then the tracks.
        guard inTable(data, 8), let trackCount = reader.uint16(at: start + data),
            let sizeCount = reader.uint16(at: start + data + 2), sizeCount > 0, Int(sizeCount) <= Self.maximumSizes,
            let sizeTable = reader.uint32(at: start + data + 4), inTable(Int(sizeTable), Int(sizeCount) * 4)
        else { return nil }
        var valuesOffset: Int?
        for index in 0..<Int(trackCount) {
            // TrackTableEntry: track (Fixed), nameIndex, offset of the values (from the table's start).
            let entry = data + 8 + index * 8
            guard inTable(entry, 8), let track = reader.uint32(at: start + entry),
                let offset = reader.uint16(at: start + entry + 6)
            else { return nil }
            if track == 0 {
                valuesOffset = Int(offset)
                break
            }
        }
        guard let valuesOffset, inTable(valuesOffset, Int(sizeCount) * 2) else { return nil }
        var sizes: [Double] = []
        var values: [Double] = []
        for index in 0..<Int(sizeCount) {
            guard let size = reader.uint32(at: start + Int(sizeTable) + index * 4),
                let value = reader.int16(at: start + valuesOffset + index * 2)
            else { return nil }
            let points = Double(Int32(bitPattern: size)) / 65536
            // Sizes must ascend, as the format requires; otherwise the table is not used.
            if let last = sizes.last, points < last { return nil }
            sizes.append(points)
            values.append(Double(value))
        }
        self.pointSizes = sizes
        self.values = values
    }

    /// A tracking table of `values` (font units) at `pointSizes` (points, ascending).
    public init(pointSizes: [Double], values: [Double]) {
        self.pointSizes = pointSizes
        self.values = values
    }
}
