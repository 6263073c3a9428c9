import Foundation
import Testing
import TypeFitLayout
import TypeFitReport
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

@Suite("Check results carry their source")
struct CheckResultSourceTests {
    /// A result the checker made for a string read from `App/en.lproj/Localizable.strings`, line 7.
    static func checkedWithSource() throws -> CheckResult {
        let setup = try CheckSetup()
        let string = LocalizedString(
            key: "k", locale: "en", text: "Continue", source: "App/en.lproj/Localizable.strings", line: 7)
        let target = CheckTarget(
            string: string, entry: try setup.entry("body"), constraint: TextContainer(width: 200, lineLimit: 1))
        return try TruncationChecker(measurer: setup.measurer).check(target)
    }

    @Test("the checker copies the string's file and line into the result")
    func checkerSetsSource() throws {
        let result = try Self.checkedWithSource()
        #expect(result.source == "App/en.lproj/Localizable.strings")
        #expect(result.line == 7)
    }

    @Test("results written before source existed still decode, with no source")
    func decodesWithoutSource() throws {
        let result = try Self.checkedWithSource()
        let report = CheckReport(
            results: [result], sizes: DynamicTypeSize.allCases, scale: "s", model: .leadingRatio,
            systemFont: .standIn, warnings: [])
        let encoded = try CheckReportJSON.data(report)
        #expect(try CheckReportJSON.decode(encoded).results.first?.source == result.source)
        var document = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        var object = try #require((document["results"] as? [[String: Any]])?.first)
        #expect(object["source"] as? String == "App/en.lproj/Localizable.strings")
        object["source"] = nil
        object["line"] = nil
        document["results"] = [object]
        let old = try #require(
            try CheckReportJSON.decode(try JSONSerialization.data(withJSONObject: document)).results.first)
        #expect(old.source == nil)
        #expect(old.line == nil)
        #expect(old.key == "k")
    }
}
