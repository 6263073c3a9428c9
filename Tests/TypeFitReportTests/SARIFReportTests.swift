import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitVocabulary

@testable import TypeFitReport

@Suite("SARIF 2.1.0")
struct SARIFReportTests {
    func decode(_ report: SARIFReport) throws -> (log: SARIFLog, json: [String: Any]) {
        let data = try report.data()
        let log = try JSONDecoder().decode(SARIFLog.self, from: data)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (log, json)
    }

    @Test("schema, version, one run, the typefit driver with its three rules")
    func header() throws {
        let (log, json) = try decode(
            SARIFReport(
                report: ReportFixtures.mixed(), toolVersion: "1.2.0",
                informationURI: "https://example.org/typefit"))
        #expect(json["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(json["version"] as? String == "2.1.0")
        #expect(log.runs.count == 1)
        let driver = try #require(log.runs.first).tool.driver
        #expect(driver.name == "typefit")
        #expect(driver.version == "1.2.0")
        #expect(driver.informationUri == "https://example.org/typefit")
        #expect(driver.rules.map(\.id) == ["TF001", "TF002", "TF003"])
        #expect(
            driver.rules.map(\.name) == [
                "TextTruncatesAtDynamicTypeSize", "TextIsBorderlineAtDynamicTypeSize", "StringCannotBeReadAsWritten",
            ])
        #expect(driver.rules.map(\.defaultConfiguration.level) == [.warning, .note, .warning])
        #expect(
            driver.rules.allSatisfy { !$0.shortDescription.text.isEmpty && $0.fullDescription?.text.isEmpty == false })
        #expect(log.runs.first?.properties?.scale == "Inter")
        #expect(log.runs.first?.properties?.sizes.count == 12)
    }

    @Test("one result per truncating result, with location, line, fingerprint and properties")
    func results() throws {
        let (log, _) = try decode(SARIFReport(report: ReportFixtures.mixed()))
        let results = try #require(log.runs.first).results
        #expect(results.count == 2)
        #expect(results.map(\.ruleId) == ["TF001", "TF001"])
        #expect(results.map(\.ruleIndex) == [0, 0])

        let restore = results[0]
        #expect(restore.level == .warning)
        let location = try #require(restore.locations?.first?.physicalLocation)
        #expect(location.artifactLocation.uri == "App/de.lproj/Localizable.strings")
        #expect(location.region?.startLine == 12)
        #expect(restore.properties?.key == "restore")
        #expect(restore.properties?.locale == "de")
        #expect(restore.properties?.variant == "plural.one")
        #expect(restore.properties?.entry == "body")
        #expect(restore.properties?.firstTruncatedSize == "accessibility1")
        #expect(
            restore.properties?.sizes == [
                "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
            ])
        #expect(restore.properties?.overflow == 12)
        #expect(restore.message.text.contains("truncates from accessibility1"))
        #expect(restore.message.text.contains("Fits up to xxxLarge"))

        // No source: no locations at all.
        let title = results[1]
        #expect(title.level == .error)
        #expect(title.locations == nil)
        #expect(title.properties?.firstTruncatedSize == "medium")

        let fingerprints = results.compactMap { $0.partialFingerprints?[SARIFReport.fingerprintName] }
        #expect(fingerprints.count == 2)
        #expect(Set(fingerprints).count == 2)
        #expect(fingerprints.allSatisfy { $0.count == 16 })
        // Stable: the same report gives the same fingerprints.
        let again = try decode(SARIFReport(report: ReportFixtures.mixed())).log.runs[0].results
        #expect(again.compactMap { $0.partialFingerprints?[SARIFReport.fingerprintName] } == fingerprints)
    }

    @Test("error at large or smaller, warning from xLarge on")
    func levels() throws {
        let firsts: [DynamicTypeSize] = [.xSmall, .large, .xLarge, .xxxLarge, .accessibility1, .accessibility5]
        let report = ReportFixtures.report(firsts.map { ReportFixtures.result(key: $0.rawValue, truncatesFrom: $0) })
        let results = try decode(SARIFReport(report: report)).log.runs[0].results
        #expect(results.map(\.level) == [.error, .error, .warning, .warning, .warning, .warning])
        #expect(results.map { $0.properties?.firstTruncatedSize ?? "" } == firsts.map(\.rawValue))
    }

    @Test("borderline strings that fit are TF002 notes only when asked for")
    func borderline() throws {
        let fitting = ReportFixtures.result(key: "tight") { $0[.xxLarge]?.borderline = true }
        let report = ReportFixtures.report([fitting])
        #expect(try decode(SARIFReport(report: report)).log.runs[0].results.isEmpty)
        let results = try decode(SARIFReport(report: report, includeBorderline: true)).log.runs[0].results
        #expect(results.count == 1)
        #expect(results.first?.ruleId == "TF002")
        #expect(results.first?.ruleIndex == 1)
        #expect(results.first?.level == SARIFLog.Level.note)
        #expect(results.first?.properties?.sizes == ["xxLarge"])
    }

    @Test("paths become URI references: spaces and non-ASCII percent-encoded, absolute paths file URIs")
    func uris() {
        #expect(SARIFLog.uri(forPath: "App/de.lproj/Localizable.strings") == "App/de.lproj/Localizable.strings")
        #expect(SARIFLog.uri(forPath: "My App/Résumé #1.strings") == "My%20App/R%C3%A9sum%C3%A9%20%231.strings")
        #expect(SARIFLog.uri(forPath: "/work/App/Localizable.xcstrings") == "file:///work/App/Localizable.xcstrings")
        #expect(SARIFLog.uri(forPath: "C:x\\y.strings") == "C%3Ax/y.strings")
        #expect(SARIFLog.uri(forPath: "https://example.org/a.strings") == "https://example.org/a.strings")
    }

    @Test("keys are sorted and slashes not escaped")
    func encoding() throws {
        let text = try #require(String(data: try SARIFReport(report: ReportFixtures.mixed()).data(), encoding: .utf8))
        let schema = try #require(text.range(of: "\"$schema\""))
        let runs = try #require(text.range(of: "\"runs\""))
        let version = try #require(text.range(of: "\"version\" : \"2.1.0\""))
        #expect(schema.lowerBound < runs.lowerBound && runs.lowerBound < version.lowerBound)
        #expect(text.contains("\"App/de.lproj/Localizable.strings\""))
    }

    @Test("the approximation note and warnings are run-level notifications, written once")
    func runLevelNotes() throws {
        let standIn = "SF Pro is not available; measured with the Inter stand-in"
        let results = ["a", "b", "c"].map {
            ReportFixtures.result(key: $0, truncatesFrom: .accessibility1, approximationReasons: [standIn])
        }
        var report = ReportFixtures.report(results)
        report.warnings = ["rules[3] matches no string"]
        let sarif = SARIFReport(report: report)
        let text = String(decoding: try sarif.data(), as: UTF8.self)
        #expect(text.components(separatedBy: standIn).count == 2)
        let (log, _) = try decode(sarif)
        let invocation = try #require(log.runs.first?.invocations?.first)
        #expect(invocation.executionSuccessful)
        let notifications = invocation.toolExecutionNotifications ?? []
        #expect(notifications.map(\.level) == [.note, .warning])
        #expect(notifications.first?.message.text == "approximate for 3 of 3 results (entry body): \(standIn)")
        #expect(notifications.last?.message.text == "rules[3] matches no string")
        #expect(
            log.runs.first?.results.allSatisfy {
                $0.properties?.approximate == true && $0.message.text.hasSuffix("(Approximate.)")
            } == true)
    }
}
