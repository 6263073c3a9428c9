import TypeFitCheck
import TypeFitConcurrency
import TypeFitStrings
import TypeFitVocabulary

/// The text form of `check`: one line per string × entry that truncates, earliest size first.
///
/// Columns that hold text have a limit, so one long string does not widen every row: keys
/// ``keyWidth`` display columns (cut at the end), the visible text ``shownWidth`` and the
/// catalog's text ``catalogTextWidth`` (cut in the middle, keeping where the label's own "…"
/// falls). Locales and entries, short names that say which row is which, are never cut. Widths
/// count display columns (``TypeFitUnicode/DisplayWidth``: CJK and emoji take two). JSON has
/// every text whole. A `place` column (the rule's place each result was checked in, cut to
/// ``placeWidth``) is there only when a row has a place.
package enum CheckTextRenderer {
    /// Longest key shown in full, display columns; longer keys are cut with "…".
    package static let keyWidth = 40
    /// Widest `shown` cell, display columns, quotes and hidden-line note included.
    package static let shownWidth = 48
    /// Widest `catalog text` cell, display columns.
    package static let catalogTextWidth = 32
    /// Widest `place` cell, display columns (cut at the end).
    package static let placeWidth = 24

    /// `key` with line breaks shown as "⏎", cut to ``keyWidth`` display columns with "…".
    package static func shortened(_ key: String) -> String {
        TextTable.cut(showingLineBreaks(key), toColumns: keyWidth)
    }

    /// `text` with each line feed (U+000A, also inside CR LF) shown as "⏎" (the text itself when it has none, as most do).
    static func showingLineBreaks(_ text: String) -> String {
        guard text.utf8.contains(0x0A) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { shown.append(scalar == "\n" ? "⏎" : scalar) }
        return String(shown)
    }

    /// The `width pt` column: the effective container width, points: the constraint's width
    /// (or device) after its insets, as JSON's `constraint.width`. Padding, scaled at each size
    /// like `@ScaledMetric`, lies inside it. `∞` when unbounded.
    package static func widthColumn(_ constraint: TextContainer) -> String {
        constraint.width?.pointsText(decimals: 2) ?? "∞"
    }

    /// The `shown` column: the visible text, and the lines a one-line label hides after an
    /// explicit line break.
    package static func shownColumn(_ outcome: CheckResult.SizeOutcome) -> String {
        let shown = outcome.visibleText.map { "“\(showingLineBreaks($0))”" } ?? "(clipped)"
        guard let hidden = outcome.hiddenLines, hidden > 0 else { return shown }
        return shown + " + \(hidden) hidden line\(hidden == 1 ? "" : "s") after a line break"
    }

    /// Indices of the results that truncate, earliest size first, then by key, locale, entry and
    /// place (none first).
    static func failureOrder(_ results: [CheckResult]) -> [Int] {
        var order = results.indices.filter { results[$0].firstTruncatedSize != nil }
        // Results are compared where they are stored: copying them into sort keys would retain
        // four strings of each of tens of thousands of results.
        results.withUnsafeBufferPointer { results in
            order.sort { (a: Int, b: Int) -> Bool in
                if results[a].firstTruncatedSize != results[b].firstTruncatedSize {
                    return results[a].firstTruncatedSize! < results[b].firstTruncatedSize!
                }
                if results[a].key != results[b].key { return results[a].key < results[b].key }
                if results[a].locale != results[b].locale { return results[a].locale < results[b].locale }
                if results[a].entry.name != results[b].entry.name {
                    return results[a].entry.name < results[b].entry.name
                }
                let (placeA, placeB) = (results[a].place, results[b].place)
                return (placeA ?? "") < (placeB ?? "") || (placeA == nil && placeB != nil)
            }
        }
        return order
    }

    /// The strings that cannot be read as written, one a line under a heading, with a blank
    /// line after; empty when there are none.
    package static func problemLines(_ problems: [StringProblem]) -> String {
        guard !problems.isEmpty else { return "" }
        let count = problems.count
        var text = "\(count) string\(count == 1 ? "" : "s") cannot be read as written:\n"
        for problem in problems { text += "  \(showingLineBreaks(problem.description))\n" }
        return text + "\n"
    }

    /// How the strings the run covered add up, when some were not checked or left out:
    /// `strings: 1,204 read = 1,190 checked + 2 not checked (cannot be read as written) + 12 left
    /// out (skipped, never shown, other devices)`; nil when every string was checked (or for a
    /// report written before the counts existed).
    package static func stringsLine(_ summary: CheckReport.Summary) -> String? {
        guard let read = summary.strings, let checked = summary.stringsChecked, read != checked else { return nil }
        let notChecked = summary.stringsNotChecked ?? 0
        let leftOut = summary.stringsLeftOut ?? (read - checked - notChecked)
        var line = "strings: \(read) read = \(checked) checked"
        line += " + \(notChecked) not checked (cannot be read as written)"
        line += " + \(leftOut) left out (skipped by rule, never shown, other devices, other entries)"
        return line
    }

    package static func render(_ report: CheckReport) -> String {
        var text = ""
        let results = report.results
        let failures = failureOrder(results)
        let filled = failures.contains { results[$0].measuredText != nil }
        let placed = failures.contains { results[$0].place != nil }
        let shift = placed ? 1 : 0
        var table = TextTable(
            header: ["from", "key"] + (placed ? ["place"] : []) + [
                "locale", "entry", "width pt", "lines", "over pt", "shown",
            ]
                + (filled ? ["catalog text"] : []),
            rightAligned: [4 + shift, 6 + shift],
            limits: [
                7 + shift: .init(width: shownWidth, cut: .middle),
                8 + shift: .init(width: catalogTextWidth, cut: .middle),
            ])
        table.rows = failures.concurrentMap { index in
            let result = results[index]
            let outcome = result.firstTruncation!
            return [
                result.firstTruncatedSize!.rawValue + (outcome.borderline ? " (borderline)" : ""),
                shortened(result.key + (result.variant.map { " [\($0)]" } ?? "")),
            ] + (placed ? [TextTable.cut(showingLineBreaks(result.place ?? ""), toColumns: placeWidth)] : []) + [
                result.locale, result.entry.name, widthColumn(result.constraint),
                "\(outcome.lines)/\(outcome.linesNeeded)",
                outcome.overflow.pointsText(decimals: 2),
                shownColumn(outcome),
            ] + (filled ? [result.measuredText == nil ? "(as shown)" : "“\(showingLineBreaks(result.text))”"] : [])
        }
        if !failures.isEmpty {
            text += table.rendered()
            text += "\n"
        }
        text += problemLines(report.stringProblems)
        let summary = report.summary
        text += "\(summary.checked) checked, \(summary.truncating) truncate"
        text +=
            summary.truncatingAtDefaultSize > 0
            ? " (\(summary.truncatingAtDefaultSize) already at the default size)" : ""
        text += (summary.skippedByRule ?? 0) > 0 ? ", \(summary.skippedByRule ?? 0) skipped by rule" : ""
        text +=
            (summary.unshownPluralVariants ?? 0) > 0
            ? ", \(summary.unshownPluralVariants ?? 0) plural variants never shown in their locale" : ""
        text +=
            (summary.otherDeviceVariants ?? 0) > 0
            ? ", \(summary.otherDeviceVariants ?? 0) device variants for other devices" : ""
        text +=
            "; sizes \(summary.sizes.first?.rawValue ?? "")…\(summary.sizes.last?.rawValue ?? ""); \(summary.scale), \(summary.model.rawValue) model\n"
        if let line = stringsLine(summary) { text += line + "\n" }
        if summary.missingGlyphs > 0 {
            text += "\(summary.missingGlyphs) strings have characters no installed font renders\n"
        }
        if let line = report.approximationLine { text += line + "\n" }
        return text
    }
}
