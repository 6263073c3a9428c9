import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitVocabulary

@testable import TypeFitReport

/// Results checked in a rule's places: every output names the place, the place is part of a
/// result's identity (two places of one key never collide), and results without places are
/// written exactly as before places existed.
@Suite("Outputs name the place")
struct PlaceOutputTests {
    let fixtures = ReportFixtures.self

    /// `settings.title` (de, body) in the tab bar (truncates from xLarge) and as the navigation
    /// title (fits); `continue` without a place.
    func placed() -> CheckReport {
        var tab = fixtures.result(
            key: "settings.title", locale: "de", text: "Einstellungen", truncatesFrom: .xLarge,
            source: "App.xcstrings", line: 4)
        tab.place = "tab bar"
        var title = fixtures.result(key: "settings.title", locale: "de", text: "Einstellungen", source: "App.xcstrings")
        title.place = "navigation title"
        return fixtures.report([fixtures.result(key: "continue", text: "Continue"), tab, title])
    }

    @Test("JSON writes \"place\" after the entry, only when set, and reads it back")
    func json() throws {
        let data = try CheckReportJSON.data(placed())
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""key":"settings.title","locale":"de","entry":"body","place":"tab bar","text""#))
        #expect(text.contains(#""place":"navigation title""#))
        #expect(text.contains(#"{"key":"continue","locale":"en","entry":"body","text":"Continue""#))
        #expect(text.components(separatedBy: #""place""#).count == 3)
        let decoded = try CheckReportJSON.decode(data)
        #expect(decoded.results.map(\.place) == [nil, "tab bar", "navigation title"])
        let plain = String(decoding: try CheckReportJSON.data(fixtures.mixed()), as: UTF8.self)
        #expect(!plain.contains("place"))
    }

    @Test("the text table has a place column when a truncating row has a place, and none otherwise")
    func textTable() {
        let lines = CheckTextRenderer.render(placed()).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("from    key             place    locale  entry"))
        #expect(lines[2].contains("settings.title  tab bar  de      body"))
        #expect(!CheckTextRenderer.render(fixtures.mixed()).contains("place"))
    }

    @Test("JUnit names the test case with its place")
    func junit() {
        let xml = JUnitReport(report: placed()).xml()
        #expect(
            xml.contains(
                #"<testcase classname="body.de" name="settings.title in tab bar" file="App.xcstrings" line="4">"#))
        #expect(xml.contains(#"name="settings.title in navigation title""#))
        #expect(xml.contains(#"<testcase classname="body.en" name="continue"/>"#))
    }

    @Test("SARIF says the place in the message and the properties, and fingerprints the two places apart")
    func sarif() throws {
        var report = placed()
        report.results[2].firstTruncatedSize = .large
        report.results[2].sizes[.large]?.fits = false
        let log = SARIFReport(report: report).log()
        let results = log.runs[0].results
        #expect(results.count == 2)
        #expect(results[0].message.text.hasPrefix(#""settings.title" (de) in body, place tab bar truncates"#))
        #expect(results.map { $0.properties?.place } == ["tab bar", "navigation title"])
        let prints = results.map { $0.partialFingerprints?[SARIFReport.fingerprintName] }
        #expect(prints[0] != prints[1])
        // Without a place, the fingerprint is the one TypeFit always wrote.
        let plain = SARIFReport(report: fixtures.mixed()).log().runs[0].results[0]
        let identity = ["restore", "de", "plural.one", "body"].joined(separator: "\u{1F}")
        #expect(plain.partialFingerprints?[SARIFReport.fingerprintName] == ReportFormatting.stableHash(identity))
        #expect(plain.properties?.place == nil)
        #expect(!String(decoding: try SARIFReport(report: fixtures.mixed()).data(), as: UTF8.self).contains("place"))
    }

    @Test("an HTML row names its place")
    func html() {
        let page = HTMLReport(report: placed(), title: "places").html()
        #expect(page.contains(#"title="settings.title in tab bar">settings.title in tab bar</th>"#))
        #expect(page.contains(">settings.title in navigation title</th>"))
    }

    @Test("a baseline records each place as its own result, reads it back, and compares without collisions")
    func baseline() throws {
        let recorded = Baseline(report: placed())
        let text = String(decoding: recorded.data(), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[1]
                == #"["body","de","settings.title",null,"111111111111",null,"Einstellungen",{"place":"navigation title"}]"#
        )
        #expect(
            lines[2]
                == #"["body","de","settings.title",null,"111111111111","xLarge","Einstellungen",{"place":"tab bar"}]"#)
        #expect(lines[3] == #"["body","en","continue",null,"111111111111",null,"Continue"]"#)
        let read = try Baseline.decode(recorded.data(), path: "baseline.jsonl")
        #expect(read.results == recorded.results)
        #expect(Set(read.results.map(\.id)).count == 3)
        #expect(BaselineComparison(baseline: read, current: placed()).changes.isEmpty)

        // The tab bar is fixed and the navigation title now truncates: each change names its place.
        var after = placed()
        after.results[1] = fixtures.result(key: "settings.title", locale: "de", text: "Einstellungen")
        after.results[1].place = "tab bar"
        after.results[2] = fixtures.result(
            key: "settings.title", locale: "de", text: "Einstellungen", truncatesFrom: .xxLarge)
        after.results[2].place = "navigation title"
        let comparison = BaselineComparison(baseline: read, current: after)
        #expect(comparison.summary.compared == 3)
        #expect(comparison.changes(.added).isEmpty && comparison.changes(.removed).isEmpty)
        #expect(comparison.changes(.newTruncation).map(\.result.place) == ["navigation title"])
        #expect(comparison.changes(.fixedTruncation).map(\.result.place) == ["tab bar"])
        #expect(
            comparison.text().contains("body.de settings.title in navigation title: now truncates at xxLarge"))
        let new = Baseline(report: after)
        let diff = BaselineDiff(comparison, old: read, new: new, baselineFile: "baseline.jsonl", candidateFile: nil)
        let review = diff.text()
        #expect(
            review.contains(
                "body · settings.title in navigation title\n  de: now truncates at xxLarge…AX5 (regression)"))
        #expect(
            review.contains("body · settings.title in tab bar\n  de: now fits at every size (truncated from xLarge)"))
        #expect(diff.blocks.map(\.place) == ["navigation title", "tab bar"])
    }

    @Test("a place shares the last element with fitsAt and heights, and reads back")
    func placeWithExtras() throws {
        var report = placed()
        report.results[1].sizes[.xxLarge]?.fits = true
        report.results[1].sizes[.xxLarge]?.height = 99
        let baseline = Baseline(report: report)
        let line = String(decoding: baseline.data(), as: UTF8.self).split(separator: "\n")[2]
        #expect(
            line.hasSuffix(
                #","xLarge","Einstellungen",{"place":"tab bar","fitsAt":["xxLarge"],"heights":[20,22,24,26,28,99,32,34,36,38,40,42]}]"#
            )
        )
        #expect(try Baseline.decode(baseline.data(), path: "b.jsonl").results == baseline.results)
    }

    @Test("a baseline without places has no place anywhere, and its lines keep seven elements")
    func baselineWithoutPlaces() throws {
        let text = String(decoding: Baseline(report: fixtures.mixed()).data(), as: UTF8.self)
        #expect(!text.contains("place"))
        let diff = try BaselineDiff(
            BaselineComparison.compare(fixtures.mixed(), fixtures.mixed()), old: Baseline(report: fixtures.mixed()),
            new: Baseline(report: fixtures.mixed()), baselineFile: nil, candidateFile: nil
        ).data()
        #expect(!String(decoding: diff, as: UTF8.self).contains("place"))
    }
}
