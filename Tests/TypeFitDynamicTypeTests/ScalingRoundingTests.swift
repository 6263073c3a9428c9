import Testing
import TypeFitTestSupport

@testable import TypeFitDynamicType

@Suite("Scaling rounding")
struct ScalingRoundingTests {
    @Test(
        "whole points, half away from zero",
        arguments: [
            (14.681818, 15.0), (16.227, 16.0), (16.5, 17.0), (17.49, 17.0), (-16.5, -17.0), (0.0, 0.0),
        ])
    func wholePoints(value: Double, expected: Double) throws {
        #expect(try ScalingRounding.wholePoints.apply(to: value) == expected)
    }

    @Test(
        "1/3 pt grid on @3x",
        arguments: [
            (16.227272, 49.0 / 3), (47.909090, 48.0), (16.5, 50.0 / 3), (16.1, 16.0), (-7.45, -22.0 / 3),
        ])
    func thirdGrid(value: Double, expected: Double) throws {
        #expect(isClose(try ScalingRounding.pixelGrid(displayScale: 3).apply(to: value), expected))
    }

    @Test(
        "1/2 pt grid on @2x",
        arguments: [
            (16.227272, 16.0), (16.25, 16.5), (18.545454, 18.5), (43.272727, 43.5), (-0.25, -0.5),
        ])
    func halfGrid(value: Double, expected: Double) throws {
        #expect(isClose(try ScalingRounding.pixelGrid(displayScale: 2).apply(to: value), expected))
    }

    @Test("none leaves the value alone")
    func none() throws {
        #expect(try ScalingRounding.none.apply(to: 16.227272727) == 16.227272727)
    }

    @Test("the rule is round half away from zero")
    func rule() {
        #expect(ScalingRounding.rule == .toNearestOrAwayFromZero)
    }

    @Test(
        "names round-trip",
        arguments: [
            ("none", ScalingRounding.none), ("wholePoints", .wholePoints), ("whole", .wholePoints),
            ("pixelGrid", .pixelGrid(displayScale: 3)), ("pixelGrid@2x", .pixelGrid(displayScale: 2)),
            ("pixel@3", .pixelGrid(displayScale: 3)), ("PixelGrid@1x", .pixelGrid(displayScale: 1)),
        ])
    func names(name: String, expected: ScalingRounding) {
        #expect(ScalingRounding(name: name) == expected)
        #expect(ScalingRounding(name: expected.description) == expected)
    }

    @Test(
        "bad names",
        arguments: ["", "round", "pixelGrid@0x", "pixelGrid@-2x", "pixelGrid@nanx", "pixelGrid@x", "pixel@3@2"])
    func badNames(name: String) {
        #expect(ScalingRounding(name: name) == nil)
        #expect(throws: DynamicTypeError.self) { try ScalingRounding.parse(name) }
    }

    @Test("bad values and scales throw", arguments: [Double.nan, .infinity, -.infinity])
    func badValues(value: Double) {
        #expect(throws: DynamicTypeError.self) { try ScalingRounding.wholePoints.apply(to: value) }
        #expect(throws: DynamicTypeError.self) { try ScalingRounding.none.apply(to: value) }
        #expect(throws: DynamicTypeError.self) { try ScalingRounding.pixelGrid(displayScale: value).apply(to: 1) }
    }

    @Test("zero and negative display scales throw", arguments: [0.0, -3.0])
    func badScales(scale: Double) {
        #expect(throws: DynamicTypeError.self) { try ScalingRounding.pixelGrid(displayScale: scale).apply(to: 1) }
    }
}
