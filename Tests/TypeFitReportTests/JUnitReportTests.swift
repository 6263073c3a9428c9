import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType

@testable import TypeFitReport

@Suite("JUnit XML")
struct JUnitReportTests {
    @Test("one suite per entry, one case per result, one failure per truncating result")
    func structure() throws {
        let xml = JUnitReport(report: ReportFixtures.mixed()).xml()
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        let root = try XMLTree.parse(Data(xml.utf8))
        #expect(root.name == "testsuites")
        #expect(root.attributes["name"] == "typefit")
        #expect(root.attributes["tests"] == "3")
        #expect(root.attributes["failures"] == "2")
        #expect(root.attributes["errors"] == "0")

        let suites = root.children(named: "testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["body", "headline"])
        #expect(suites.map { $0.attributes["tests"] } == ["2", "1"])
        #expect(suites.map { $0.attributes["failures"] } == ["1", "1"])
        #expect(suites.map { $0.children(named: "testcase").count } == [2, 1])
        #expect(root.descendants(named: "testcase").count == 3)
        #expect(root.descendants(named: "failure").count == 2)
        let properties = suites[0].descendants(named: "property")
        #expect(properties.first { $0.attributes["name"] == "scale" }?.attributes["value"] == "Inter")

        let cases = root.descendants(named: "testcase")
        #expect(cases.map { $0.attributes["classname"] } == ["body.en", "body.de", "headline.en"])
        #expect(cases.map { $0.attributes["name"] } == ["continue", "restore [plural.one]", "title"])
        #expect(cases[0].children.isEmpty)
    }

    @Test("the failure names the first truncated size and overflow; its body lists every failing size")
    func failureContent() throws {
        let root = try XMLTree.parse(JUnitReport(report: ReportFixtures.mixed()).data())
        let failures = root.descendants(named: "failure")
        #expect(failures.map { $0.attributes["type"] } == ["truncation", "truncation"])
        // accessibility1: overflow 5 + 7 = 12 pt; medium: 5 + 2 = 7 pt.
        #expect(
            failures.map { $0.attributes["message"] } == [
                "truncates from accessibility1 by 12 pt", "truncates from medium by 7 pt",
            ])
        let lines = failures[0].text.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines.first == "accessibility1: 31 pt, 1/2 lines, overflow 12 pt, shows \"Käufe …\"")
        #expect(lines.last?.hasPrefix("accessibility5: 39 pt, 1/2 lines, overflow 16 pt") == true)
        #expect(failures[1].text.split(separator: "\n").count == 10)
    }

    @Test("each test case names the strings file and line the string comes from")
    func fileAndLine() throws {
        var located = ReportFixtures.result(key: "settings.title", truncatesFrom: .large)
        located.source = "Resources/de.lproj/Localizable.strings"
        located.line = 12
        let unlocated = ReportFixtures.result(key: "sample", truncatesFrom: nil)
        let root = try XMLTree.parse(JUnitReport(report: ReportFixtures.report([located, unlocated])).data())
        let cases = root.descendants(named: "testcase")
        #expect(cases.count == 2)
        let first = try #require(cases.first { $0.attributes["name"] == "settings.title" })
        #expect(first.attributes["file"] == "Resources/de.lproj/Localizable.strings")
        #expect(first.attributes["line"] == "12")
        let second = try #require(cases.first { $0.attributes["name"] == "sample" })
        #expect(second.attributes["file"] == nil)
    }

    @Test("special characters are escaped and forbidden control characters replaced; the parser reads them back")
    func escaping() throws {
        let nasty = "a<b>&\"c'\u{1}d\u{7}\u{FFFE}"
        let result = ReportFixtures.result(
            key: "key \(nasty)", variant: "x&y", entry: "body<&>", text: "T<&\">\u{1B}ext", truncatesFrom: .large,
            approximationReasons: ["stand-in <font> & \"inferred\" rule\u{0}"]
        ) { sizes in
            sizes[.large]?.visibleText = "T<&\">\u{1B}e…"
        }
        let xml = JUnitReport(report: ReportFixtures.report([result])).xml()
        // Nothing XML 1.0 forbids is left in the document.
        #expect(!xml.unicodeScalars.contains { !JUnitReport.isAllowedInXML($0) })
        #expect(!xml.contains("\u{1B}"))
        let root = try XMLTree.parse(Data(xml.utf8))
        let testcase = try #require(root.descendants(named: "testcase").first)
        #expect(testcase.attributes["name"] == "key a<b>&\"c'\u{FFFD}d\u{FFFD}\u{FFFD} [x&y]")
        #expect(testcase.attributes["classname"] == "body<&>.en")
        #expect(root.children(named: "testsuite").first?.attributes["name"] == "body<&>")
        let failure = try #require(testcase.children(named: "failure").first)
        #expect(failure.text.contains("shows \"T<&\">\u{FFFD}e…\""))
        #expect(testcase.children(named: "system-out").isEmpty)
        let out = try #require(root.children(named: "testsuite").first?.children(named: "system-out").first)
        #expect(
            out.text == "approximate for 1 of 1 results (entry body<&>): stand-in <font> & \"inferred\" rule\u{FFFD}")
    }

    @Test("escape: entities, character references in attributes, U+FFFD for forbidden characters")
    func escapeFunction() {
        #expect(
            JUnitReport.escape("a<&\">'\u{1}b\u{FFFF}", attribute: true)
                == "a&lt;&amp;&quot;&gt;&apos;\u{FFFD}b\u{FFFD}")
        #expect(JUnitReport.escape("x\ty\nz\r", attribute: true) == "x&#9;y&#10;z&#13;")
        #expect(JUnitReport.escape("x\ty\nz\r", attribute: false) == "x\ty\nz&#13;")
        #expect(JUnitReport.escape("é 😀 \u{85}", attribute: false) == "é 😀 \u{85}")
    }

    @Test("a newline in a key survives the attribute round trip")
    func newlineInAttribute() throws {
        let xml = JUnitReport(report: ReportFixtures.report([ReportFixtures.result(key: "two\nlines")])).xml()
        let root = try XMLTree.parse(Data(xml.utf8))
        #expect(root.descendants(named: "testcase").first?.attributes["name"] == "two\nlines")
    }

    @Test("approximate results do not fail; the approximation note is written once per run, not per case")
    func approximateNote() throws {
        let standIn = "SF Pro is not available; measured with the Inter stand-in"
        let results = [
            ReportFixtures.result(key: "a", approximationReasons: [standIn, "inferred tracking"]),
            ReportFixtures.result(key: "b", approximationReasons: [standIn]),
            ReportFixtures.result(key: "c", entry: "headline", approximationReasons: [standIn]),
            ReportFixtures.result(key: "d", entry: "custom"),
        ]
        var report = ReportFixtures.report(results)
        report.warnings = ["style dictionary: 7 text styles not in it use the system font"]
        let xml = JUnitReport(report: report).xml()
        let root = try XMLTree.parse(Data(xml.utf8))
        #expect(root.attributes["failures"] == "0")
        for testcase in root.descendants(named: "testcase") {
            #expect(testcase.children(named: "failure").isEmpty)
            #expect(testcase.children(named: "system-out").isEmpty)
        }
        #expect(xml.components(separatedBy: standIn).count == 2)  // once in the whole document
        let suites = root.children(named: "testsuite")
        #expect(suites.count == 3)
        let notes = try #require(suites[0].children(named: "system-out").first).text.split(separator: "\n").map(
            String.init)
        #expect(
            notes == [
                "approximate for 3 of 4 results (entries body, headline): \(standIn)",
                "approximate for 1 of 4 results (entry body): inferred tracking",
                "warning: style dictionary: 7 text styles not in it use the system font",
            ])
        #expect(suites.dropFirst().allSatisfy { $0.children(named: "system-out").isEmpty })
    }

    @Test("grouping by locale makes one suite per locale")
    func groupingByLocale() throws {
        let root = try XMLTree.parse(JUnitReport(report: ReportFixtures.mixed(), grouping: .locale, name: "App").data())
        #expect(root.attributes["name"] == "App")
        let suites = root.children(named: "testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["en", "de"])
        #expect(suites.map { $0.attributes["tests"] } == ["2", "1"])
        #expect(suites[0].children(named: "testcase").map { $0.attributes["classname"] } == ["body.en", "headline.en"])
    }

    @Test("an empty report is a valid document with no suites")
    func emptyReport() throws {
        let root = try XMLTree.parse(JUnitReport(report: ReportFixtures.report([])).data())
        #expect(root.attributes["tests"] == "0")
        #expect(root.children.isEmpty)
    }
}
