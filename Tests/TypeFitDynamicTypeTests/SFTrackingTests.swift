import Testing
import TypeFitTestSupport

@testable import TypeFitDynamicType

@Suite("SF tracking")
struct SFTrackingTests {
    @Test(
        "points column at published sizes (SF Pro, iOS)",
        arguments: [
            (17.0, -0.43), (6.0, 0.24), (12.0, 0.0), (20.0, -0.45), (28.0, 0.38), (34.0, 0.4), (76.0, 0.07),
            (80.0, 0.0),
        ])
    func publishedPoints(size: Double, expected: Double) throws {
        #expect(isClose(try SFTracking().tracking(atPointSize: size), expected))
    }

    @Test(
        "em column at published sizes: thousandths of an em times the size",
        arguments: [
            (17.0, -26.0), (11.0, 6.0), (34.0, 12.0), (60.0, 4.0),
        ])
    func publishedEm(size: Double, thousandths: Double) throws {
        let tracking = SFTracking(source: .em)
        #expect(isClose(try tracking.tracking(atPointSize: size), thousandths * size / 1000))
        #expect(isClose(try tracking.trackingInThousandthsOfEm(atPointSize: size), thousandths))
    }

    @Test("linear interpolation between published sizes")
    func interpolation() throws {
        #expect(isClose(try SFTracking().tracking(atPointSize: 17.5), -0.435))
        #expect(isClose(try SFTracking().tracking(atPointSize: 55), 0.31))
        #expect(isClose(try SFTracking().tracking(atPointSize: 78), 0.035))
        // em column: -25.5/1000 em at 17.5 pt.
        #expect(isClose(try SFTracking(source: .em).tracking(atPointSize: 17.5), -25.5 * 17.5 / 1000))
    }

    @Test("zero from 80 pt, clamped below 6 pt")
    func clamps() throws {
        for size in [80.0, 81, 96, 120, 400] {
            #expect(try SFTracking().tracking(atPointSize: size) == 0)
        }
        #expect(try SFTracking().tracking(atPointSize: 3) == 0.24)
        #expect(isClose(try SFTracking(source: .em).tracking(atPointSize: 3), 41 * 3 / 1000.0))
    }

    @Test("points is the default column")
    func defaultSource() {
        #expect(SFTrackingSource.default == .points)
        #expect(SFTracking().source == .points)
        #expect(SFTrackingSource(name: "EM") == .em && SFTrackingSource(name: "pt") == .points)
        #expect(SFTrackingSource(name: "pixels") == nil)
        #expect(throws: DynamicTypeError.self) { try SFTrackingSource.parse("px") }
    }

    @Test("macOS and tvOS swap the 52 and 53 pt points values")
    func macOSSwap() throws {
        let iOS = SFTracking(platform: .iOS)
        #expect(try iOS.tracking(atPointSize: 52) == 0.33)
        #expect(try iOS.tracking(atPointSize: 53) == 0.31)
        for platform in [Platform.macOS, .tvOS] {
            let tracking = SFTracking(platform: platform)
            #expect(tracking.family == .sfPro)
            #expect(try tracking.tracking(atPointSize: 52) == 0.31)
            #expect(try tracking.tracking(atPointSize: 53) == 0.33)
            #expect(try tracking.tracking(atPointSize: 17) == -0.43)
            // The em column is not affected.
            #expect(isClose(try SFTracking(source: .em, platform: platform).tracking(atPointSize: 52), 6 * 52 / 1000.0))
        }
    }

    @Test("watchOS uses SF Compact; other families by name")
    func families() throws {
        let watch = SFTracking(platform: .watchOS)
        #expect(watch.family == .sfCompact)
        #expect(try watch.tracking(atPointSize: 19) == -0.22)
        #expect(try watch.tracking(atPointSize: 20) == 0)
        #expect(try watch.tracking(atPointSize: 200) == -2.62)
        let rounded = SFTracking(family: .sfProRounded)
        #expect(try rounded.tracking(atPointSize: 17) == 0.37)
        #expect(SFTrackingFamily(name: "SF Pro Rounded") == .sfProRounded)
        #expect(SFTrackingFamily(name: "sf mono") == nil)
        #expect(throws: DynamicTypeError.self) { try SFTrackingFamily.parse("helvetica") }
    }

    @Test("every family's table is sorted, starts at 6 pt and ends at 96 pt")
    func tables() {
        for family in SFTrackingFamily.allCases {
            let entries = SFTracking(family: family).entries
            #expect(entries.count == 64)
            #expect(entries.first?.pointSize == 6 && entries.last?.pointSize == 96)
            #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.pointSize < $1.pointSize })
        }
    }

    @Test("bad point sizes are typed errors", arguments: [Double.nan, .infinity, 0, -17])
    func badSizes(size: Double) {
        #expect(throws: DynamicTypeError.self) { try SFTracking().tracking(atPointSize: size) }
    }
}
