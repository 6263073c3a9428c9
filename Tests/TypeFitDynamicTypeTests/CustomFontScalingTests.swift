import Testing
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitDynamicType

@Suite("Custom font scaling by API")
struct CustomFontScalingTests {
    static let order = DynamicTypeSize.allCases

    @Test("Font.custom(_:size:) scales with body, whole points (leading ratio)")
    func fontCustomBody() throws {
        let scaling = try CustomFontScaling(api: .fontCustom, pointSize: 17)
        #expect(scaling.rounding == .wholePoints)
        #expect(Self.order.map(scaling.pointSize(at:)) == [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48])
    }

    @Test("Font.custom(_:size:) with the point-size model follows body's sizes")
    func fontCustomPointSizeModel() throws {
        let scaling = try CustomFontScaling(api: .fontCustom, pointSize: 17, model: .pointSizeRatio)
        #expect(Self.order.map(scaling.pointSize(at:)) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test("Font.custom(_:size:relativeTo: .title) scales with title1's leadings")
    func relativeToTitle() throws {
        let scaling = try CustomFontScaling(api: .fontCustomRelativeTo(.title), pointSize: 20)
        #expect(Self.order.map(scaling.pointSize(at:)) == [18, 19, 19, 20, 22, 23, 24, 27, 30, 34, 36, 40])
    }

    @Test("fixed sizes do not scale at any size", arguments: [CustomFontAPI.fontCustomFixedSize, .fontSystemSize])
    func fixed(api: CustomFontAPI) throws {
        let scaling = try CustomFontScaling(api: api, pointSize: 17.5)
        #expect(!api.scales && api.relativeStyle == nil)
        for size in Self.order {
            #expect(scaling.pointSize(at: size) == 17.5)
        }
        for platform in Platform.allCases {
            let other = try CustomFontScaling(api: api, pointSize: 13, platform: platform)
            #expect(other.pointSizes().allSatisfy { $0.pointSize == 13 })
        }
    }

    @Test("UIFontMetrics.scaledFont: unrounded, leading ratio of the style")
    func scaledFont() throws {
        let scaling = try CustomFontScaling(api: .scaledFont(.body), pointSize: 17)
        #expect(scaling.rounding == ScalingRounding.none)
        #expect(isClose(scaling.pointSize(at: .medium), 16.227272727272727))
        #expect(isClose(scaling.pointSize(at: .accessibility5), 47.90909090909091))
        #expect(scaling.pointSize(at: .large) == 17)
    }

    @Test(
        "scaledFont(for:maximumPointSize:) caps the size",
        arguments: [
            (DynamicTypeSize.large, 17.0), (.xxxLarge, 22.40909090909091), (.accessibility1, 24.0),
            (.accessibility5, 24.0),
        ])
    func maximumPointSize(size: DynamicTypeSize, expected: Double) throws {
        let scaling = try CustomFontScaling(api: .scaledFont(.body), pointSize: 17, maximumPointSize: 24)
        #expect(isClose(scaling.pointSize(at: size), expected))
    }

    @Test("a cap below the base size applies at every size")
    func capBelowBase() throws {
        let scaling = try CustomFontScaling(api: .scaledFont(.title3), pointSize: 20, maximumPointSize: 18)
        #expect(Self.order.allSatisfy { scaling.pointSize(at: $0) <= 18 })
        #expect(isClose(scaling.pointSize(at: .xSmall), 17.6))
    }

    @Test("scaledValue(for:) scales with no cap; a cap is a typed error")
    func scaledValue() throws {
        let scaling = try CustomFontScaling(api: .scaledValue(.title), pointSize: 10)
        #expect(isClose(scaling.pointSize(at: .accessibility5), 20))
        #expect(isClose(scaling.pointSize(at: .xSmall), 310.0 / 34))
        #expect(
            throws: DynamicTypeError.maximumPointSizeUnsupported(api: CustomFontAPI.scaledValue(.title).description)
        ) {
            try CustomFontScaling(api: .scaledValue(.title), pointSize: 10, maximumPointSize: 12)
        }
        #expect(throws: DynamicTypeError.self) {
            try CustomFontScaling(api: .fontCustom, pointSize: 10, maximumPointSize: 12)
        }
    }

    @Test("a .dynamicTypeSize range clamps before scaling")
    func range() throws {
        let scaling = try CustomFontScaling(
            api: .fontCustom, pointSize: 17, range: DynamicTypeSizeRange(.small ... .xxxLarge)
        )
        #expect(scaling.pointSize(at: .accessibility5) == 22)
        #expect(scaling.pointSize(at: .xSmall) == 15)
        #expect(scaling.effectiveSize(for: .accessibility3) == .xxxLarge)
    }

    @Test("a rounding override")
    func roundingOverride() throws {
        let scaling = try CustomFontScaling(api: .fontCustom, pointSize: 17, rounding: .pixelGrid(displayScale: 2))
        #expect(scaling.pointSize(at: .medium) == 16)
        #expect(scaling.pointSize(at: .accessibility4) == 43.5)
    }

    @Test("watchOS: its nine sizes; medium resolves to large")
    func watchOS() throws {
        let scaling = try CustomFontScaling(api: .scaledFont(.body), pointSize: 17, platform: .watchOS)
        #expect(scaling.pointSizes().count == 9)
        #expect(scaling.pointSize(at: .medium) == 17)
        #expect(isClose(scaling.pointSize(at: .accessibility5), 17 * 25.5 / 18.5))
        #expect(throws: DynamicTypeError.self) {
            try CustomFontScaling(api: .fontCustomRelativeTo(.callout), pointSize: 17, platform: .watchOS)
        }
    }

    @Test("macOS: Font.custom does not change with the size")
    func macOS() throws {
        let scaling = try CustomFontScaling(api: .fontCustom, pointSize: 13, platform: .macOS)
        #expect(Self.order.allSatisfy { scaling.pointSize(at: $0) == 13 })
    }

    @Test("bad point sizes are typed errors", arguments: [Double.nan, .infinity, -.infinity, 0, -12, 1e7])
    func badPointSizes(value: Double) {
        #expect {
            try CustomFontScaling(api: .fontCustom, pointSize: value)
        } throws: { error in
            guard case .invalidValue? = error as? DynamicTypeError else { return false }
            return true
        }
    }

    @Test("bad caps and display scales are typed errors", arguments: [Double.nan, .infinity, 0, -1])
    func badCaps(value: Double) {
        #expect(throws: DynamicTypeError.self) {
            try CustomFontScaling(api: .scaledFont(.body), pointSize: 17, maximumPointSize: value)
        }
        #expect(throws: DynamicTypeError.self) {
            try CustomFontScaling(api: .fontCustom, pointSize: 17, rounding: .pixelGrid(displayScale: value))
        }
    }

    @Test("API descriptions name the Swift call")
    func descriptions() {
        #expect(CustomFontAPI.fontCustom.description == "Font.custom(_:size:)")
        #expect(CustomFontAPI.fontCustomRelativeTo(.caption).description == "Font.custom(_:size:relativeTo: .caption)")
        #expect(CustomFontAPI.scaledFont(.caption).description.contains("caption1"))
        #expect(CustomFontAPI.fontCustom.relativeStyle == .body)
    }
}
