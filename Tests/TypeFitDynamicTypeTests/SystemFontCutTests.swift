import Testing

@testable import TypeFitDynamicType

@Suite("SF Pro optical-size cut")
struct SystemFontCutTests {
    @Test(
        "SF Pro Text below 20 pt, SF Pro Display from 20 pt",
        arguments: [
            (11.0, SystemFontCut.text), (17, .text), (19.99, .text), (20, .display), (34, .display), (96, .display),
        ])
    func cut(size: Double, expected: SystemFontCut) throws {
        #expect(try SystemFontCut(pointSize: size) == expected)
    }

    @Test("family names")
    func names() {
        #expect(SystemFontCut.text.familyName == "SF Pro Text")
        #expect(SystemFontCut.display.familyName == "SF Pro Display")
        #expect(SystemFontCut.displayThreshold == 20)
    }

    @Test("bad point sizes are typed errors", arguments: [Double.nan, .infinity, 0, -20])
    func bad(size: Double) {
        #expect(throws: DynamicTypeError.self) { try SystemFontCut(pointSize: size) }
    }
}
