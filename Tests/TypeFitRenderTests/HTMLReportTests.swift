import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitStrings
import TypeFitVocabulary

@testable import TypeFitRender
@testable import TypeFitReport

@Suite("HTML report: self-contained, bounded, earliest truncations first, renderings as data URIs")
struct HTMLReportTests {
    let fixture: RenderFixture
    let report: HTMLReportFixture

    init() throws {
        fixture = try RenderFixture.shared.get()
        report = try HTMLReportFixture(
            fixture: fixture,
            extraStrings: [
                LocalizedString(
                    key: "evil.<script>alert(1)</script>", locale: "en", text: "</script><b>\"quoted\" & more</b>",
                    source: "test")
            ])
    }

    @Test("the style sheet keeps the size columns beside the detail panel and wraps keys instead of cutting them")
    func layoutRules() {
        let css = HTMLReportAssets.css
        #expect(css.contains("aside#detail { flex: 0 0 clamp(300px, 24vw, 440px);"))
        #expect(css.contains("#matrix th.size, #matrix td.c { padding: 3px 4px; }"))
        #expect(
            css.contains(
                "th.k { font-weight: 500; min-width: 120px; max-width: 220px; white-space: normal; overflow-wrap: anywhere; }"
            ))
        #expect(
            !css.contains("th.k { font-weight: 500; max-width: 170px; overflow: hidden; text-overflow: ellipsis; }"))
        let html = report.page()
        #expect(html.contains("<th scope=\"row\" class=\"k\" title=\"evil.&lt;script&gt;alert(1)&lt;/script&gt;\">"))
    }

    @Test("the page loads nothing from anywhere: no remote URLs, a CSP that forbids them, images inline")
    func selfContained() throws {
        let html = report.page()
        #expect(html.contains("Content-Security-Policy"))
        #expect(html.contains("default-src 'none'"))
        for pattern in ["src=\"http", "href=\"http", "url(http", "@import", "src=\"//", "<link"] {
            #expect(!html.contains(pattern), "the page refers to something outside: \(pattern)")
        }
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == report.renderings.count)
        #expect(report.renderings.count == report.selection.cells.count)
    }

    @Test("one row per result, a cell per size with its verdict's class, first truncations marked")
    func matrix() throws {
        let html = report.page()
        #expect(html.components(separatedBy: "<tr data-locale=").count - 1 == report.report.results.count)
        let truncatedCells = report.report.results.reduce(0) { $0 + $1.sizes.values.filter(\.truncated).count }
        #expect(html.components(separatedBy: "class=\"c v-trunc").count - 1 == truncatedCells)
        let firsts = report.report.results.filter { $0.firstTruncatedSize != nil }.count
        #expect(html.components(separatedBy: "class=\"c v-trunc v-first").count - 1 == firsts)
        #expect(firsts > 0)
    }

    @Test("text from strings files is escaped: a key or text cannot inject markup or end a script")
    func escaping() throws {
        let html = report.page()
        #expect(!html.contains("<script>alert(1)</script>"))
        #expect(!html.contains("</script><b>"))
        #expect(html.contains("evil.&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    }

    @Test("the embedded data's strings are JSON that no script end or line separator can break")
    func embeddedStrings() {
        #expect(HTMLEscaping.jsonString("</script>&") == #""\u003c/script\u003e\u0026""#)
        #expect(HTMLEscaping.jsonString("a\u{1B}\t\"\\/\u{2028}\u{2029}é") == #""a\u001b\t\"\\/\u2028\u2029é""#)
    }

    @Test("the embedded cell data is valid JSON, one entry per rendering, each a decodable PNG of the stated size")
    func cellData() throws {
        let html = report.page()
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"typefit-cells\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
                as? [String: [String: Any]])
        #expect(json.count == report.renderings.count)
        for (key, rendering) in report.renderings {
            let entry = try #require(json[key.id])
            let source = try #require(entry["src"] as? String)
            let data = try #require(Data(base64Encoded: String(source.dropFirst("data:image/png;base64,".count))))
            let decoded = try PNGCodec.decode(data)
            #expect(decoded.width == rendering.pixelWidth && decoded.height == rendering.pixelHeight)
            #expect(abs((entry["w"] as? Double ?? 0) - Double(decoded.width) / 2) < 0.01)
            #expect(html.contains("id=\"\(key.id)\""))
        }
    }

    @Test("renderings go to the most important cells first and stop at the cap")
    func selectionOrder() throws {
        let all = ReportCellRenderer.selection(for: report.report, policy: .problems, limit: 10_000)
        let firsts = report.report.results.filter { $0.firstTruncatedSize != nil }.count
        #expect(all.cells.count == all.eligible)
        // First truncations lead.
        for (index, cell) in all.cells.prefix(firsts).enumerated() {
            #expect(report.report.results[cell.result].firstTruncatedSize == cell.size, "cell \(index)")
        }
        let capped = ReportCellRenderer.selection(for: report.report, policy: .problems, limit: 5)
        #expect(capped.cells == Array(all.cells.prefix(5)) && capped.eligible == all.eligible)
        #expect(ReportCellRenderer.selection(for: report.report, policy: .none, limit: 100).cells.isEmpty)
        let every = ReportCellRenderer.selection(for: report.report, policy: .all, limit: 100_000)
        #expect(every.eligible == report.report.results.count * 12)
        // Every problem cell is a truncated or borderline one.
        for cell in all.cells {
            let outcome = try #require(report.report.results[cell.result].sizes[cell.size])
            #expect(outcome.truncated || outcome.borderline)
        }
    }

    @Test("each rendering shows the same verdict as the check")
    func renderingsAgree() {
        for (key, rendering) in report.renderings {
            #expect(rendering.isTruncated == report.report.results[key.result].sizes[key.size]?.truncated)
        }
    }

    @Test("renderings follow the page's rows: first truncations earliest first, not catalog order; only listed rows")
    func selectionFollowsRows() throws {
        let all = ReportCellRenderer.selection(for: report.report, policy: .problems, limit: 10_000)
        let firsts = all.cells.prefix { report.report.results[$0.result].firstTruncatedSize == $0.size }
        #expect(firsts.count == report.report.results.filter { $0.firstTruncatedSize != nil }.count)
        let ordinals = firsts.map(\.size.ordinal)
        #expect(ordinals == ordinals.sorted(), "earliest first truncation first")
        #expect(ordinals.first != ordinals.last, "the fixture truncates at several sizes")
        let catalogOrder = firsts.map(\.result)
        #expect(catalogOrder != catalogOrder.sorted(), "not catalog order")
        let rows = Array(HTMLReport.rowOrder(report.report).prefix(3))
        let few = ReportCellRenderer.selection(for: report.report, policy: .all, limit: 10_000, rows: 3)
        #expect(Set(few.cells.map(\.result)) == Set(rows))
        #expect(few.eligible == 3 * 12)
    }

    @Test("at most maximumRows rows, earliest truncation first, and a note saying how many were left out")
    func rowCap() throws {
        let html = HTMLReport(report: report.report, title: "capped", maximumRows: 5).html()
        #expect(html.components(separatedBy: "<tr data-locale=").count - 1 == 5)
        let total = report.report.results.count
        #expect(
            html.contains(
                "Rows: 5 of \(total) results, earliest truncation first; \(total - 5) left out by the cap of 5 (--html-max-rows)."
            ))
        #expect(html.contains("5 of 5 rows"))
        let earliest = try #require(report.report.results.compactMap(\.firstTruncatedSize).min())
        let firstRow = try #require(HTMLReport.rowOrder(report.report).first)
        #expect(report.report.results[firstRow].firstTruncatedSize == earliest)
        // The summary still counts every result.
        let bodyResults = report.report.results.filter { $0.entry.name == "body" }.count
        #expect(html.contains("data-value=\"body\">body</a></th><td>\(bodyResults)</td>"))
    }

    @Test("the page stays bounded however many results the check has")
    func bounded() throws {
        func page(results count: Int) -> Int {
            let template = report.report.results
            var results: [CheckResult] = []
            results.reserveCapacity(count)
            for index in 0..<count {
                var result = template[index % template.count]
                result.key += ".\(index)"
                results.append(result)
            }
            let big = CheckReport(
                results: results, sizes: DynamicTypeSize.allCases, scale: "test", model: .leadingRatio,
                systemFont: .standIn, warnings: [])
            return HTMLReport(report: big, title: "big", maximumRows: 2_000).html().utf8.count
        }
        let small = page(results: 8_000)
        let large = page(results: 32_000)
        #expect(small < 4 << 20 && large < 4 << 20, "\(small), \(large) bytes")
        #expect(
            large < small + small / 5,
            "4 × the results: \(small) → \(large) bytes (the rows listed differ, their number does not)")
    }
}
