import TypeFitCheck
import TypeFitDynamicType
import TypeFitRender
import TypeFitVocabulary

extension HTMLReport {
    /// Two small tables over every result, however many the string matrix lists: for each type
    /// scale entry and for each locale, how many results do not fit at each size. A row's
    /// heading filters the string matrix to it.
    func summaryMatrices(sizes: [DynamicTypeSize]) -> String {
        var entryOrder: [String] = []
        var localeOrder: [String] = []
        var byEntry: [String: (results: Int, failing: [Int])] = [:]
        var byLocale: [String: (results: Int, failing: [Int])] = [:]
        for result in report.results {
            var failing = Array(repeating: 0, count: sizes.count)
            for (index, size) in sizes.enumerated() where result.sizes[size]?.fits == false {
                failing[index] = 1
            }
            if byEntry[result.entry.name] == nil { entryOrder.append(result.entry.name) }
            if byLocale[result.locale] == nil { localeOrder.append(result.locale) }
            byEntry[result.entry.name, default: (0, Array(repeating: 0, count: sizes.count))].results += 1
            byLocale[result.locale, default: (0, Array(repeating: 0, count: sizes.count))].results += 1
            for index in failing.indices where failing[index] > 0 {
                byEntry[result.entry.name]!.failing[index] += 1
                byLocale[result.locale]!.failing[index] += 1
            }
        }
        var html = "<section class=\"summary\" aria-label=\"Summary\">\n"
        html += "<details open><summary>By entry (\(entryOrder.count))</summary>\n"
        html += summaryTable(
            caption: "entry", filter: "f-entry", rows: entryOrder.map { ($0, byEntry[$0]!) }, sizes: sizes)
        html += "</details>\n<details><summary>By locale (\(localeOrder.count))</summary>\n"
        html += summaryTable(
            caption: "locale", filter: "f-locale", rows: localeOrder.sorted().map { ($0, byLocale[$0]!) }, sizes: sizes)
        html += "</details>\n"
        html += "</section>\n"
        return html
    }

    /// The strings whose text cannot be read as written, as a list under the header's notes
    /// (each naming the file, line, key, locale, what is wrong and whether it was measured);
    /// empty when there are none.
    func problemList() -> String {
        let problems = report.stringProblems
        guard !problems.isEmpty else { return "" }
        var html = "<details class=\"problems\" open><summary>\(problems.count) string"
        html += "\(problems.count == 1 ? "" : "s") cannot be read as written</summary>\n<ul>\n"
        for problem in problems { html += "<li class=\"warn\">\(HTMLEscaping.escape(problem.description))</li>\n" }
        return html + "</ul>\n</details>\n"
    }

    /// One summary table: a row per name, a cell per size counting the results that do not fit
    /// there (`·` for none).
    private func summaryTable(
        caption: String, filter: String, rows: [(name: String, counts: (results: Int, failing: [Int]))],
        sizes: [DynamicTypeSize]
    ) -> String {
        var html =
            "<table class=\"sum\"><caption>results that do not fit, by \(caption) and size</caption>\n<thead><tr><th>\(caption)</th><th>results</th>"
        for size in sizes {
            html +=
                "<th title=\"\(size.rawValue)\">\(HTMLEscaping.escape(size.shortName + (size == .large ? "*" : "")))</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            let name = HTMLEscaping.escape(row.name)
            html +=
                "<tr><th scope=\"row\"><a href=\"#matrix\" data-filter=\"\(filter)\" data-value=\"\(name)\">\(name)</a></th>"
            html += "<td>\(row.counts.results)</td>"
            for count in row.counts.failing {
                html += count == 0 ? "<td class=\"n\">·</td>" : "<td class=\"n sum-t\">\(count)</td>"
            }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return html
    }
}
