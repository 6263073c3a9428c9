import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitRender
import TypeFitVocabulary

/// A self-contained HTML page of a ``TypeFitCheck/CheckReport``: summary matrices (entries ×
/// sizes and locales × sizes, counting every result), the matrix of strings × Dynamic Type sizes
/// with colour-coded verdicts, filters by locale, entry and verdict, and a detail panel showing
/// each rendered cell.
///
/// Bounded whatever the catalog's size: the string matrix lists at most ``maximumRows`` results,
/// earliest first truncation first (then borderline ones, then the rest), each text cut to
/// ``maximumTextLength`` characters, and says how many it left out; a cell carries its numbers in
/// one short attribute. The JSON output has every cell.
///
/// Self-contained: styles and script are inline, renderings are `data:` PNG URIs, and a
/// Content-Security-Policy forbids loading anything else, so the file works offline, opened
/// from disk, and sends nothing anywhere.
package struct HTMLReport: Sendable {
    /// The check.
    package var report: CheckReport
    /// The page title, such as "TypeFit report · Default (Inter)".
    package var title: String
    /// Lines under the title: the container, the scale, the run.
    package var context: [String]
    /// The rendered cells, by cell.
    package var renderings: [ReportCellKey: CellRendering]
    /// Remarks shown on the page (how many cells have renderings and why not more).
    package var notes: [String]
    /// At most this many results are listed in the string matrix.
    package var maximumRows: Int

    /// Rows listed by default: 5,000.
    package static let defaultMaximumRows = 5_000
    /// Longest text shown in a row, characters; longer texts end with "…".
    package static let maximumTextLength = 500

    package init(
        report: CheckReport, title: String, context: [String] = [], renderings: [ReportCellKey: CellRendering] = [:],
        notes: [String] = [], maximumRows: Int = defaultMaximumRows
    ) {
        self.report = report
        self.title = title
        self.context = context
        self.renderings = renderings
        self.notes = notes
        self.maximumRows = maximumRows
    }

    /// The page.
    package func html() -> String {
        let sizes = report.summary.sizes
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page +=
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<meta name=\"generator\" content=\"TypeFit\">\n"
        page +=
            "<title>\(HTMLEscaping.escape(title))</title>\n<style>\n\(HTMLReportAssets.css)</style>\n</head>\n<body>\n"
        let rows = Self.rowOrder(report).prefix(max(0, maximumRows))
        page += header(listed: rows.count)
        page += summaryMatrices(sizes: sizes)
        page += filters(listed: rows.count)
        page += "<div class=\"layout\">\n<div class=\"matrix-wrap\">\n"
        page += table(rows: rows, sizes: sizes)
        page += "</div>\n"
        page += HTMLReportAssets.detailPanel
        page += "</div>\n"
        page += "<script type=\"application/json\" id=\"typefit-cells\">\(cellData())</script>\n"
        page += "<script>\n\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"
        return page
    }

    private func header(listed: Int) -> String {
        let summary = report.summary
        var html = "<header>\n<h1>\(HTMLEscaping.escape(title))</h1>\n"
        for line in context { html += "<p class=\"context\">\(HTMLEscaping.escape(line))</p>\n" }
        var totals = "\(summary.checked) checked · <strong class=\"t-trunc\">\(summary.truncating) truncate</strong>"
        if summary.truncatingAtDefaultSize > 0 {
            totals += " (\(summary.truncatingAtDefaultSize) already at the default size)"
        }
        let borderline = report.results.filter { $0.sizes.values.contains { $0.borderline } }.count
        if borderline > 0 { totals += " · <span class=\"t-border\">\(borderline) borderline</span>" }
        if summary.missingGlyphs > 0 {
            totals += " · \(summary.missingGlyphs) with characters no installed font renders"
        }
        if !report.stringProblems.isEmpty {
            totals += " · <strong class=\"t-trunc\">\(report.stringProblems.count) cannot be read as written</strong>"
        }
        if let line = CheckTextRenderer.stringsLine(summary) { totals += " · \(HTMLEscaping.escape(line))" }
        html += "<p class=\"totals\">\(totals)</p>\n"
        if let line = report.approximationLine {
            html +=
                "<p class=\"note approximate\">\(HTMLEscaping.escape(line.prefix(1).uppercased() + line.dropFirst()))</p>\n"
        }
        html +=
            "<p class=\"note\" id=\"rows-note\">\(HTMLEscaping.escape(Self.rowsNote(listed: listed, of: report.results.count, cap: maximumRows)))</p>\n"
        for note in notes { html += "<p class=\"note\">\(HTMLEscaping.escape(note))</p>\n" }
        for warning in report.warnings { html += "<p class=\"note warn\">\(HTMLEscaping.escape(warning))</p>\n" }
        html += problemList()
        html +=
            "<p class=\"key\"><span class=\"chip v-fits\">fits</span> <span class=\"chip v-border\">borderline (±0.5 pt)</span> "
        html += "<span class=\"chip v-trunc\">truncates</span> <span class=\"chip v-first\">first truncation</span> "
        html += "cell: lines shown, or shown/needed when cut; ● has a rendering (click a cell)</p>\n</header>\n"
        return html
    }

    /// What the page says about the rows it lists.
    static func rowsNote(listed: Int, of total: Int, cap: Int) -> String {
        if listed == total { return "Rows: all \(total) results, earliest truncation first." }
        return
            "Rows: \(listed) of \(total) results, earliest truncation first; \(total - listed) left out by the cap of \(cap) "
            + "(--html-max-rows). The summary counts every result; --format json has every cell."
    }

    private func filters(listed: Int) -> String {
        let locales = Array(Set(report.results.map(\.locale))).sorted()
        var entries: [String] = []
        for result in report.results where !entries.contains(result.entry.name) { entries.append(result.entry.name) }
        func options(_ values: [String]) -> String {
            values.map { "<option value=\"\(HTMLEscaping.escape($0))\">\(HTMLEscaping.escape($0))</option>" }.joined()
        }
        var html = "<form class=\"filters\" id=\"filters\" onsubmit=\"return false\">\n"
        html +=
            "<label>Locale <select id=\"f-locale\"><option value=\"\">all</option>\(options(locales))</select></label>\n"
        html +=
            "<label>Entry <select id=\"f-entry\"><option value=\"\">all</option>\(options(entries))</select></label>\n"
        html += "<label>Verdict <select id=\"f-verdict\"><option value=\"\">all</option>"
        html +=
            "<option value=\"truncates\">truncates</option><option value=\"early\">truncates at Large or smaller</option>"
        html +=
            "<option value=\"borderline\">borderline</option><option value=\"fits\">fits everywhere</option></select></label>\n"
        html += "<label>Search <input id=\"f-text\" type=\"search\" placeholder=\"key or text\"></label>\n"
        html += "<output id=\"shown-count\">\(listed) of \(listed) rows</output>\n</form>\n"
        return html
    }

    private func table(rows: ArraySlice<Int>, sizes: [DynamicTypeSize]) -> String {
        var html = "<table id=\"matrix\">\n<thead><tr><th>key</th><th>locale</th><th>entry</th><th>text</th>"
        for size in sizes {
            let name = size.shortName + (size == .large ? "*" : "")
            html += "<th class=\"size\" title=\"\(size.rawValue)\">\(HTMLEscaping.escape(name))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for index in rows {
            html += row(report.results[index], index: index, sizes: sizes)
        }
        html += "</tbody>\n</table>\n"
        return html
    }

    /// Indices of `report`'s results in the order the page lists them: those that truncate,
    /// earliest first truncation first; then borderline ones; then the rest, each group in the
    /// report's order.
    package static func rowOrder(_ report: CheckReport) -> [Int] {
        let ranks = report.results.map { result -> Int in
            if let first = result.firstTruncatedSize { return first.ordinal }
            return result.sizes.values.contains { $0.borderline } ? 100 : 200
        }
        return report.results.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
    }

    /// One result's row. A cell's numbers are in `data-m`: point size, lines shown, lines
    /// needed, overflow, height and width, points, space-separated; its visible text, when cut,
    /// in `data-shown`; its size is its column's.
    /// `text` cut to ``maximumTextLength`` characters with "…".
    static func cut(_ text: String) -> String {
        text.count > maximumTextLength ? String(text.prefix(maximumTextLength - 1)) + "…" : text
    }

    private func row(_ result: CheckResult, index: Int, sizes: [DynamicTypeSize]) -> String {
        let key = ReportFormatting.name(key: result.key, variant: result.variant, place: result.place)
        let truncates = result.firstTruncatedSize != nil
        let early = result.firstTruncatedSize.map { $0 <= .large } ?? false
        let borderline = result.sizes.values.contains { $0.borderline }
        let text = Self.cut(result.measuredText ?? result.text)
        var html =
            "<tr data-locale=\"\(HTMLEscaping.escape(result.locale))\" data-entry=\"\(HTMLEscaping.escape(result.entry.name))\""
        html +=
            " data-truncates=\"\(truncates ? 1 : 0)\" data-early=\"\(early ? 1 : 0)\" data-borderline=\"\(borderline ? 1 : 0)\""
        html += " data-container=\"\(HTMLEscaping.escape(Self.describe(result.constraint)))\""
        html += " data-faces=\"\(HTMLEscaping.escape(result.faces.joined(separator: ", ")))\">"
        html += "<th scope=\"row\" class=\"k\" title=\"\(HTMLEscaping.escape(key))\">\(HTMLEscaping.escape(key))</th>"
        html += "<td>\(HTMLEscaping.escape(result.locale))</td><td>\(HTMLEscaping.escape(result.entry.name))</td>"
        if result.measuredText != nil {
            let catalog = Self.cut(result.text)
            html +=
                "<td class=\"text\" dir=\"auto\" title=\"catalog: \(HTMLEscaping.escape(catalog))\">\(HTMLEscaping.escape(text))</td>"
        } else {
            html += "<td class=\"text\" dir=\"auto\">\(HTMLEscaping.escape(text))</td>"
        }
        for size in sizes {
            guard let outcome = result.sizes[size] else {
                html += "<td class=\"c none\"></td>"
                continue
            }
            let cellKey = ReportCellKey(result: index, size: size)
            var classes = ["c", outcome.truncated ? "v-trunc" : outcome.borderline ? "v-border" : "v-fits"]
            if size == result.firstTruncatedSize { classes.append("v-first") }
            let rendered = renderings[cellKey] != nil
            if rendered { classes.append("img") }
            let label: String
            if outcome.truncated {
                label =
                    outcome.linesNeeded > outcome.lines
                    ? "\(outcome.lines)/\(outcome.linesNeeded)" : "+" + Self.points(outcome.overflow)
            } else {
                label = (outcome.borderline ? "≈" : "") + String(outcome.lines)
            }
            html += "<td"
            if rendered { html += " id=\"\(cellKey.id)\"" }
            html +=
                " class=\"\(classes.joined(separator: " "))\" tabindex=\"0\" data-m=\"\(Self.points(outcome.pointSize)) \(outcome.lines) \(outcome.linesNeeded)"
            html += " \(Self.points(outcome.overflow)) \(Self.points(outcome.height)) \(Self.points(outcome.width))\""
            if let shown = outcome.visibleText { html += " data-shown=\"\(HTMLEscaping.escape(shown))\"" }
            html += ">\(HTMLEscaping.escape(label))</td>"
        }
        html += "</tr>\n"
        return html
    }

    /// `{"r12-large": {"src": "data:image/png;base64,…", "w": 361, "h": 80, "faces": [["name", "#rrggbb"]]}, …}`:
    /// widths and heights in CSS pixels (points).
    private func cellData() -> String {
        var parts: [String] = []
        for (key, rendering) in renderings.sorted(by: { ($0.key.result, $0.key.size) < ($1.key.result, $1.key.size) }) {
            let faces = rendering.fallbackFaces.map {
                "[\(HTMLEscaping.jsonString($0.name)),\(HTMLEscaping.jsonString($0.color.hexString))]"
            }
            let width = Self.points(Double(rendering.pixelWidth) / rendering.scaleFactor)
            let height = Self.points(Double(rendering.pixelHeight) / rendering.scaleFactor)
            parts.append(
                "\(HTMLEscaping.jsonString(key.id)):{\"src\":\"data:image/png;base64,\(rendering.png.base64EncodedString())\",\"w\":\(width),\"h\":\(height),\"faces\":[\(faces.joined(separator: ","))]}"
            )
        }
        return "{" + parts.joined(separator: ",\n") + "}"
    }

    /// "361 pt · ≤ 2 lines · tail", for the detail panel.
    package static func describe(_ constraint: TextContainer) -> String {
        var parts = [constraint.width.map { "\(points($0)) pt wide" } ?? "unbounded width"]
        parts.append(constraint.lineLimit.map { "≤ \($0) line\($0 == 1 ? "" : "s")" } ?? "no line limit")
        parts.append("\(constraint.truncation.rawValue) truncation")
        if let height = constraint.height { parts.append("\(points(height)) pt high") }
        if let padding = constraint.padding {
            parts.append(
                "padding \(points(padding.top)) \(points(padding.leading)) \(points(padding.bottom)) \(points(padding.trailing)) pt at Large"
            )
        }
        if constraint.minimumScaleFactor < 1 {
            parts.append("minimumScaleFactor \(points(constraint.minimumScaleFactor))")
        }
        return parts.joined(separator: " · ")
    }

    /// A length in points, as the page writes it: at most two decimals.
    static func points(_ value: Double) -> String { value.pointsText(decimals: 2) }
}
