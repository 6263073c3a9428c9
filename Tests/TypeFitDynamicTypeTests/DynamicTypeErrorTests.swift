import Testing

@testable import TypeFitDynamicType

@Suite("Error messages")
struct DynamicTypeErrorTests {
    @Test("unknown names: the message names the bad value and lists accepted names")
    func unknownName() {
        let error = DynamicTypeError.unknownName(kind: .textStyle, value: "tittle", accepted: ["title", "body"])
        #expect(error.description == "unknown text style \"tittle\"; accepted: title, body")
    }

    @Test("invalid values name the parameter and the value")
    func invalidValue() {
        #expect {
            try ScaledMetric(.nan)
        } throws: { error in
            let text = (error as? DynamicTypeError)?.description ?? ""
            return text.contains("scaled metric value") && text.contains("nan") && text.contains("finite")
        }
        #expect {
            try CustomFontScaling(api: .fontCustom, pointSize: -3)
        } throws: { error in
            let text = (error as? DynamicTypeError)?.description ?? ""
            return text.contains("point size") && text.contains("-3.0") && text.contains("greater than 0")
        }
    }

    @Test("unavailable styles list the styles the platform has")
    func styleUnavailable() {
        #expect {
            try PlatformTypeTable.tvOS.requireMetrics(for: .largeTitle, at: .large)
        } throws: { error in
            let text = (error as? DynamicTypeError)?.description ?? ""
            return text.contains("largeTitle") && text.contains("tvOS") && text.contains("subheadline")
        }
    }

    @Test("range errors explain the syntax")
    func rangeSyntax() {
        let error = DynamicTypeError.invalidRange(text: "large..xLarge", reason: "bad")
        #expect(error.description.contains("large..xLarge") && error.description.contains("xSmall...xxxLarge"))
    }

    @Test("a cap on an API without one names the API")
    func cap() {
        let error = DynamicTypeError.maximumPointSizeUnsupported(api: "Font.custom(_:size:)")
        #expect(error.description.contains("Font.custom(_:size:)"))
        #expect(error.description.contains("scaledFont(for:maximumPointSize:)"))
    }
}
