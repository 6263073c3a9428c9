import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitUnicode
import TypeFitVocabulary

/// The terminal form of a report: entries × sizes, counting truncating strings, then the first
/// truncations. The header names the container when every result has the same one; when a
/// constraints file gives different widths, it says so and the list shows each result's width.
package struct ReportRenderer {
    package let report: CheckReport
    /// The command line's container (its line breaking strategy applies to every result).
    package let constraint: TextContainer
    package let color: Bool
    /// How many first truncations the text form lists; JSON has them all.
    package static let listLimit = 25

    package init(report: CheckReport, constraint: TextContainer, color: Bool) {
        self.report = report
        self.constraint = constraint
        self.color = color
    }

    /// The first line: scale, strings × entries, widths, line limits, wrapping, strings skipped
    /// by rule (`TypeFit report · Default (Inter) · 80 strings × 11 entries · width 361 pt · …`).
    package func headline() -> String {
        let (entries, stringCount, fullMatrix) = shape()
        let widths = Set(report.results.map(\.constraint.width))
        let lineLimits = Set(report.results.map(\.constraint.lineLimit))
        var text = "TypeFit report · \(report.summary.scale) · "
        let entryCount = "\(entries.count) entr\(entries.count == 1 ? "y" : "ies")"
        text +=
            fullMatrix
            ? "\(stringCount) strings × \(entryCount) · "
            : "\(stringCount) strings in \(entryCount) (\(report.results.count) string × entry pairs) · "
        if widths.count <= 1 {
            text +=
                "width \((widths.first ?? constraint.width).map { "\($0.pointsText(decimals: 2)) pt" } ?? "unbounded") · "
        } else {
            let points = widths.compactMap { $0 }.sorted()
            text +=
                "widths \(points.first!.pointsText(decimals: 2))–\(points.last!.pointsText(decimals: 2)) pt\(widths.contains(nil) ? " and unbounded" : "") by constraints · "
        }
        if lineLimits.count <= 1 {
            text +=
                ((lineLimits.first ?? constraint.lineLimit).map { "≤ \($0) line\($0 == 1 ? "" : "s")" }
                    ?? "no line limit") + " · "
        } else {
            text += "line limits by constraints · "
        }
        text += "\(constraint.strategy.rawValue) wrapping"
        if (report.summary.skippedByRule ?? 0) > 0 { text += " · \(report.summary.skippedByRule ?? 0) skipped by rule" }
        return text
    }

    /// The entries in report order, the distinct strings (key, locale, variant), and whether every
    /// string was checked in every entry.
    private func shape() -> (entries: [String], strings: Int, fullMatrix: Bool) {
        let entries = orderedEntries()
        let stringCount = Set(report.results.map { [$0.key, $0.locale, $0.variant ?? ""] }).count
        return (entries, stringCount, report.results.count == stringCount * entries.count)
    }

    package func rendered() -> String {
        let sizes = DynamicTypeSize.allCases.filter { report.summary.sizes.contains($0) }
        let (entries, stringCount, fullMatrix) = shape()
        var text = headline() + "\n"
        text +=
            fullMatrix
            ? "cells: strings that truncate at that size (of \(stringCount)); · none; * default size\n\n"
            : "cells: strings that truncate at that size (of those checked in that entry); · none; * default size\n\n"
        var table = TextTable(
            header: ["entry"] + sizes.map { $0 == .large ? "\($0.shortName)*" : $0.shortName },
            rightAligned: Set(1...sizes.count))
        var cellColors: [[Bool]] = []
        for entry in entries {
            let results = report.results.filter { $0.entry.name == entry }
            var row = [entry]
            var marks: [Bool] = []
            for size in sizes {
                let count = results.filter { $0.sizes[size]?.fits == false }.count
                row.append(count == 0 ? "·" : String(count))
                marks.append(count > 0)
            }
            table.append(row)
            cellColors.append(marks)
        }
        text += colorize(table.rendered(), marks: cellColors)
        let firsts = report.results.filter { $0.firstTruncatedSize != nil }
            .sorted {
                ($0.firstTruncatedSize!, $0.entry.name, $0.key, $0.locale) < (
                    $1.firstTruncatedSize!, $1.entry.name, $1.key, $1.locale
                )
            }
        if firsts.isEmpty {
            text += "\nEverything fits at every size.\n"
        } else {
            text +=
                "\nFirst truncations (\(firsts.count) of \(report.summary.checked) string × entry pairs), earliest first:\n"
            let showWidths = Set(report.results.map(\.constraint.width)).count > 1
            let placed = firsts.prefix(Self.listLimit).contains { $0.place != nil }
            let shift = (showWidths ? 1 : 0) + (placed ? 1 : 0)
            var list = TextTable(
                header: ["from", "entry", "locale", "key"] + (placed ? ["place"] : [])
                    + (showWidths ? ["width pt"] : [])
                    + ["over pt", "shown"],
                rightAligned: Set(4..<(5 + shift)).subtracting(placed ? [4] : []),
                limits: [
                    5 + shift: .init(width: CheckTextRenderer.shownWidth, cut: .middle)
                ])
            for result in firsts.prefix(Self.listLimit) {
                let outcome = result.firstTruncation!
                list.append(
                    [
                        result.firstTruncatedSize!.shortName, result.entry.name, result.locale,
                        CheckTextRenderer.shortened(result.key),
                    ]
                        + (placed
                            ? [TextTable.cut(result.place ?? "", toColumns: CheckTextRenderer.placeWidth)] : [])
                        + (showWidths ? [CheckTextRenderer.widthColumn(result.constraint)] : [])
                        + [
                            outcome.overflow.pointsText(decimals: 2),
                            outcome.visibleText.map { "“\($0)”" } ?? "(clipped)",
                        ])
            }
            text += list.rendered()
            if firsts.count > Self.listLimit {
                text += "… and \(firsts.count - Self.listLimit) more (--format json lists every result)\n"
            }
        }
        if let line = report.approximationLine { text += "\nSome numbers are " + line + "\n" }
        return text
    }

    private func orderedEntries() -> [String] {
        var seen = Set<String>()
        return report.results.map(\.entry.name).filter { seen.insert($0).inserted }
    }

    /// Colours non-empty cells red when writing to a terminal.
    private func colorize(_ table: String, marks: [[Bool]]) -> String {
        guard color else { return table }
        var lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (rowIndex, rowMarks) in marks.enumerated() where rowMarks.contains(true) {
            let lineIndex = rowIndex + 2
            guard lineIndex < lines.count else { continue }
            var cells = lines[lineIndex].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            var column = -1
            for index in cells.indices where !cells[index].isEmpty {
                column += 1
                if column >= 1, column - 1 < rowMarks.count, rowMarks[column - 1] {
                    cells[index] = "\u{1B}[31;1m\(cells[index])\u{1B}[0m"
                }
            }
            lines[lineIndex] = cells.joined(separator: " ")
        }
        return lines.joined(separator: "\n")
    }
}
