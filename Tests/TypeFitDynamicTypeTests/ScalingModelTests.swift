import Testing
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitDynamicType

@Suite("Scaling models")
struct ScalingModelTests {
    @Test("leading ratio is the default; names and short names")
    func names() {
        #expect(ScalingModel.default == .leadingRatio)
        #expect(ScalingModel.leadingRatio.shortName == "leading")
        #expect(ScalingModel.pointSizeRatio.shortName == "pointSize")
        #expect(ScalingModel.leadingRatio.confidence == .measured)
        #expect(ScalingModel.pointSizeRatio.confidence == .inferred)
        for (name, model) in [
            ("leading", ScalingModel.leadingRatio), ("LeadingRatio", .leadingRatio),
            ("pointSize", .pointSizeRatio), ("point-size-ratio", .pointSizeRatio),
        ] {
            #expect(ScalingModel(name: name) == model)
        }
    }

    @Test("bad model names", arguments: ["", "ratio", "linear", "points"])
    func badNames(name: String) {
        #expect(ScalingModel(name: name) == nil)
        #expect(throws: DynamicTypeError.self) { try ScalingModel.parse(name) }
    }

    @Test("factors for body: leading 21/22 and 62/22; point size 16/17 and 53/17")
    func bodyFactors() throws {
        #expect(isClose(try ScalingModel.leadingRatio.factor(for: .body, at: .medium), 21.0 / 22))
        #expect(isClose(try ScalingModel.leadingRatio.factor(for: .body, at: .accessibility5), 62.0 / 22))
        #expect(isClose(try ScalingModel.pointSizeRatio.factor(for: .body, at: .medium), 16.0 / 17))
        #expect(isClose(try ScalingModel.pointSizeRatio.factor(for: .body, at: .accessibility5), 53.0 / 17))
        for model in ScalingModel.allCases {
            for style in TextStyle.allCases {
                #expect(try model.factor(for: style, at: .large) == 1)
            }
        }
    }

    @Test("factors for title (title1): leading 68/34 at AX5")
    func titleFactor() throws {
        #expect(isClose(try ScalingModel.leadingRatio.factor(for: .title, at: .accessibility5), 2))
        #expect(isClose(try ScalingModel.pointSizeRatio.factor(for: .title, at: .accessibility5), 58.0 / 28))
    }

    @Test("macOS and tvOS never scale, whatever the style")
    func fixedPlatforms() throws {
        for platform in [Platform.macOS, .tvOS] {
            for size in DynamicTypeSize.allCases {
                #expect(try ScalingModel.leadingRatio.factor(for: .largeTitle, at: size, on: platform) == 1)
            }
        }
    }

    @Test("watchOS scales from Large with its own table; missing sizes clamp")
    func watchOS() throws {
        let factor = try ScalingModel.leadingRatio.factor(for: .body, at: .accessibility5, on: .watchOS)
        #expect(isClose(factor, 25.5 / 18.5))
        #expect(
            throws: DynamicTypeError.styleUnavailable(
                style: .callout, platform: .watchOS, available: PlatformTypeTable.watchOS.styles
            )
        ) {
            try ScalingModel.leadingRatio.factor(for: .callout, at: .large, on: .watchOS)
        }
    }
}
