import Testing
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitDynamicType

@Suite("@ScaledMetric")
struct ScaledMetricTests {
    @Test("measured: body-relative 17 pt is 16.333 pt (49/3) at medium on @3x")
    func measuredMedium() throws {
        let metric = try ScaledMetric(17)
        #expect(isClose(metric.value(at: .medium), 49.0 / 3))
        #expect(isClose(metric.value(at: .medium), 16.3333, tolerance: 1e-4))
    }

    @Test("measured: body-relative 17 pt is 48 pt at accessibility5 (leading ratio)")
    func measuredAX5() throws {
        let metric = try ScaledMetric(17)
        #expect(isClose(metric.value(at: .accessibility5), 48))
    }

    @Test("point-size model: 16.0 at medium, 53 at accessibility5")
    func pointSizeModel() throws {
        let metric = try ScaledMetric(17, model: .pointSizeRatio)
        #expect(isClose(metric.value(at: .medium), 16))
        #expect(isClose(metric.value(at: .accessibility5), 53))
    }

    @Test("all iOS sizes, @3x and @2x")
    func allSizes() throws {
        let at3x = try ScaledMetric(17).values()
        let expected3x: [Double] = [44, 46, 49, 51, 56, 60, 67, 79, 93, 111, 130, 144].map { $0 / 3 }
        #expect(at3x.map(\.size) == DynamicTypeSize.allCases)
        for (value, expected) in zip(at3x.map(\.value), expected3x) {
            #expect(isClose(value, expected))
        }
        let at2x = try ScaledMetric(17, displayScale: 2).values().map(\.value)
        #expect(at2x == [14.5, 15.5, 16, 17, 18.5, 20, 22.5, 26.5, 31, 37, 43.5, 48])
    }

    @Test("relative to another style; default is body")
    func relativeTo() throws {
        #expect(try ScaledMetric(17).textStyle == .body)
        let metric = try ScaledMetric(34, relativeTo: .title)
        #expect(isClose(metric.value(at: .accessibility5), 68))
        #expect(isClose(metric.value(at: .xSmall), 31))
    }

    @Test("a range clamps the size")
    func range() throws {
        let metric = try ScaledMetric(17, range: DynamicTypeSizeRange(...DynamicTypeSize.xxxLarge))
        #expect(isClose(metric.value(at: .accessibility5), 67.0 / 3))
        #expect(metric.value(at: .accessibility5) == metric.value(at: .xxxLarge))
    }

    @Test("negative values scale mirrored")
    func negative() throws {
        let metric = try ScaledMetric(-8)
        #expect(isClose(metric.value(at: .xSmall), -7))
        #expect(isClose(metric.value(at: .accessibility5), -68.0 / 3))
        #expect(try ScaledMetric(0).values().allSatisfy { $0.value == 0 })
    }

    @Test("watchOS: nine sizes on @2x; medium clamps to large")
    func watchOS() throws {
        let metric = try ScaledMetric(17, displayScale: 2, platform: .watchOS)
        #expect(metric.values().map(\.value) == [15, 16, 17, 18, 19, 20, 21.5, 22.5, 23.5])
        #expect(metric.value(at: .medium) == 17)
        #expect(metric.value(at: .accessibility5) == 23.5)
    }

    @Test("macOS: no scaling, only pixel rounding")
    func macOS() throws {
        let metric = try ScaledMetric(10.2, displayScale: 2, platform: .macOS)
        #expect(DynamicTypeSize.allCases.allSatisfy { metric.value(at: $0) == 10 })
    }

    @Test("bad values are typed errors", arguments: [Double.nan, .infinity, -.infinity, 2e6, -2e6])
    func badValues(value: Double) {
        #expect(throws: DynamicTypeError.self) { try ScaledMetric(value) }
    }

    @Test("bad display scales are typed errors", arguments: [Double.nan, .infinity, 0, -2])
    func badScales(scale: Double) {
        #expect(throws: DynamicTypeError.self) { try ScaledMetric(17, displayScale: scale) }
    }

    @Test("a style missing on the platform is a typed error")
    func missingStyle() {
        #expect(throws: DynamicTypeError.self) { try ScaledMetric(17, relativeTo: .callout, platform: .watchOS) }
    }
}
