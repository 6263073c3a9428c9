import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFitShaping

/// The test fonts in `Tests/Fonts` (see `Tests/Fonts/SOURCE.md`).
enum TestFonts {
    static let directory = TestFixtures.testFonts
    /// DM Sans, variable: `opsz` 9–40 (default 9), `wght` 100–1000; 1000 units per em.
    static let dmSans = directory + "/DMSans-VariableLatin.ttf"
    /// Inter cut to ASCII with a `trak` table: +80 units at 6 pt, +40 at 12, 0 at 24, −40 at 48;
    /// 2816 units per em.
    static let tracked = directory + "/InterTracked-Regular.otf"

    static func face(_ path: String) throws -> FontFace {
        try #require(try FontFile.load(path: path).first)
    }
}

/// A variable font's optical size and a font's own `trak` table, against HarfBuzz's `hb-shape`
/// with the same settings.
@Suite("Optical size and trak against hb-shape")
struct OpticalSizeAndTrakTests {
    /// hb-shape's sum of advances, font units, for DM Sans at `opsz` = the size and `wght` 400:
    /// `hb-shape --font-funcs=ot --variations=opsz=S,wght=400 DMSans-VariableLatin.ttf TEXT`.
    static let dmSansFigures: [(text: String, size: Double, units: Int)] = [
        ("Settings", 12, 3811), ("Settings", 17, 3780), ("Settings", 36, 3498),
        ("Quick brown fox jumps over the lazy dog", 12, 18787),
        ("Quick brown fox jumps over the lazy dog", 17, 18703),
        ("Quick brown fox jumps over the lazy dog", 36, 17385),
    ]

    @Test("DM Sans at opsz 12, 17 and 36 measures what hb-shape measures with the same variations")
    func opticalSizeMatchesHBShape() throws {
        let base = try TestFonts.face(TestFonts.dmSans)
        let measurer = TextMeasurer(fallback: .none)
        var widths: [Double] = []
        for (text, size, units) in Self.dmSansFigures {
            let face = base.withVariations([VariationSetting("opsz", size), VariationSetting("wght", 400)])
            let measured = measurer.measure(text, face: face, locale: "en")
            #expect(measured.runs.map(\.advance).reduce(0, +) == units, "\(text) at opsz \(size)")
            let oracle = try HBShapeOracle.advance(
                of: text, fontPath: TestFonts.dmSans, variations: "opsz=\(Int(size)),wght=400")
            #expect(oracle == units, "hb-shape itself still gives \(units) for \(text) at \(size)")
            let points = measured.width(atPointSize: size)
            #expect(abs(points - Double(units) * size / 1000) <= 0.001)
            widths.append(points / size)
        }
        // The optical size changes the design: the em widths differ from size to size.
        #expect(Set(widths.prefix(3)).count == 3)
    }

    @Test("the trak table's normal track is read, and interpolated by point size as HarfBuzz does")
    func trakTableRead() throws {
        let face = try TestFonts.face(TestFonts.tracked)
        let tracking = try #require(face.descriptor.tracking)
        #expect(tracking.pointSizes == [6, 12, 24, 48])
        #expect(tracking.values == [80, 40, 0, -40])
        #expect(tracking.units(atPointSize: 12) == 40)
        #expect(abs(tracking.units(atPointSize: 17) - 23.333) < 0.001)
        #expect(tracking.units(atPointSize: 36) == -20)
        // Beyond the table the end segments are extrapolated, as hb-shape --font-ptem=60 does.
        #expect(tracking.units(atPointSize: 60) == -60)
        #expect(tracking.units(atPointSize: 3) == 100)
        #expect(abs(tracking.points(atPointSize: 12, unitsPerEm: 2816) - 40.0 * 12 / 2816) < 1e-12)
        #expect(try TestFonts.face(TestFonts.dmSans).descriptor.tracking == nil)
        #expect(try Fixtures.bundled().face(postScriptName: "Inter-Regular").descriptor.tracking == nil)
    }

    /// hb-shape applies `trak` at `--font-ptem`; TypeFit shapes without it (advances that hold
    /// at every size) and adds the track at the size as tracking after every cluster.
    @Test("a trak font: advances without the track, plus the track at the size, make hb-shape's width at that size")
    func trakMatchesHBShape() throws {
        let face = try TestFonts.face(TestFonts.tracked)
        let tracking = try #require(face.descriptor.tracking)
        let measurer = TextMeasurer(fallback: .none)
        for text in ["Settings", "Quick brown fox"] {
            let measured = measurer.measure(text, face: face, locale: "en")
            let plain = try HBShapeOracle.advance(of: text, fontPath: TestFonts.tracked, features: "-trak")
            #expect(measured.runs.map(\.advance).reduce(0, +) == plain, "no trak in the shaped advances")
            let clusters = Double(text.count)
            for size in [12.0, 17, 36] {
                let oracle = try HBShapeOracle.advance(of: text, fontPath: TestFonts.tracked, pointSize: size)
                let typeFit =
                    measured.width(atPointSize: size) + tracking.points(atPointSize: size, unitsPerEm: 2816) * clusters
                // HarfBuzz rounds the track to whole units (23.33 → 23 at 17 pt); TypeFit does not.
                let tolerance = size == 17 ? 0.5 * clusters * size / 2816 : 1e-9
                #expect(
                    abs(typeFit - Double(oracle) * size / 2816) <= tolerance,
                    "\(text) at \(size) pt: TypeFit \(typeFit), hb-shape \(Double(oracle) * size / 2816)")
            }
        }
        // The figures hb-shape gives for "Settings": 10988 units untracked; 11308 at 12 pt,
        // 11172 at 17 pt, 10828 at 36 pt.
        #expect(try HBShapeOracle.advance(of: "Settings", fontPath: TestFonts.tracked, pointSize: 12) == 11308)
        #expect(try HBShapeOracle.advance(of: "Settings", fontPath: TestFonts.tracked, pointSize: 36) == 10828)
    }

    @Test("a malformed trak table is not used")
    func malformedTrak() {
        // Header (12 bytes), TrackData at 12: 1 track, 2 sizes, size table at 28; the track entry
        // (value 0, name 256, values at 36); sizes 12 pt and 24 pt; values 40 and 0.
        let good: [UInt8] = [
            0, 1, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0,
            0, 1, 0, 2, 0, 0, 0, 28,
            0, 0, 0, 0, 1, 0, 0, 36,
            0, 12, 0, 0, 0, 24, 0, 0,
            0, 40, 0, 0,
        ]
        func read(_ bytes: [UInt8]) -> FontTracking? {
            bytes.withUnsafeBytes { FontTracking(table: 0..<bytes.count, reader: BigEndianReader(bytes: $0)) }
        }
        #expect(read(good) == FontTracking(pointSizes: [12, 24], values: [40, 0]))
        #expect(read(Array(good.prefix(38))) == nil, "values cut short")
        var descending = good
        descending[29] = 48
        #expect(read(descending) == nil, "sizes out of order")
        var noNormalTrack = good
        noNormalTrack[21] = 1
        #expect(read(noNormalTrack) == nil, "no track 0")
        var noHorizontal = good
        noHorizontal[7] = 0
        #expect(read(noHorizontal) == nil)
        var farOffset = good
        farOffset[18] = 0xFF
        #expect(read(farOffset) == nil, "size table past the end")
    }
}
