import TypeFitCheck
import TypeFitConcurrency
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitUnicode

/// Aligned columns for terminal output: every column as wide as its widest cell, numbers right
/// aligned, two spaces between columns. Widths are display columns (``DisplayWidth``): CJK and
/// emoji take two, combining marks none, so rows in any script line up in a terminal.
///
/// A column may have a limit (``limits``): a cell wider than it is cut with "…"
/// (``cut(_:toColumns:at:)``), so one long text does not widen every row past the terminal. A
/// table none of whose cells is over its limit renders exactly as one without limits.
package struct TextTable {
    package var header: [String]
    package var rows: [[String]] = []
    /// Columns whose cells are right-aligned (numbers).
    package var rightAligned: Set<Int> = []
    /// The most display columns a column's cells take, by column; columns without one are as
    /// wide as their widest cell. Headers are never cut.
    package var limits: [Int: ColumnLimit] = [:]

    package init(header: [String], rightAligned: Set<Int> = [], limits: [Int: ColumnLimit] = [:]) {
        self.header = header
        self.rightAligned = rightAligned
        self.limits = limits
    }

    package mutating func append(_ row: [String]) { rows.append(row) }

    /// The table as lines of text, header underlined, ending with a newline.
    ///
    /// Written as UTF-8 (a check's table runs to megabytes): each cell's width is measured
    /// once, padding is appended as bytes, and trailing spaces are dropped as each line ends.
    /// The rows' widths and lines are worked out over all cores, then joined in order. Cells over
    /// their column's limit are cut first.
    package func rendered() -> String {
        let headerWidths = header.map(DisplayWidth.columns(of:))
        let limits = limits
        // Each row's cells (nil when none is over its limit, as most are) and their widths.
        let fitted = rows.concurrentMap { cells -> (cut: [String]?, widths: [Int]) in
            var widths = cells.map(DisplayWidth.columns(of:))
            var cut: [String]?
            for (column, limit) in limits where column < cells.count && widths[column] > limit.width {
                var shortened = cut ?? cells
                shortened[column] = Self.cut(cells[column], toColumns: limit.width, at: limit.cut)
                widths[column] = DisplayWidth.columns(of: shortened[column])
                cut = shortened
            }
            return (cut, widths)
        }
        var widths = headerWidths
        for row in fitted {
            for (column, width) in row.widths.enumerated() where column < widths.count {
                widths[column] = max(widths[column], width)
            }
        }
        let (rows, rightAligned, finalWidths) = (rows, rightAligned, widths)
        let lines = rows.indices.concurrentMap { index in
            Self.line(
                fitted[index].cut ?? rows[index], cellWidths: fitted[index].widths, widths: finalWidths,
                rightAligned: rightAligned)
        }
        var bytes = Self.line(header, cellWidths: headerWidths, widths: widths, rightAligned: rightAligned)
        bytes.reserveCapacity(bytes.count * 2 + lines.reduce(0) { $0 + $1.count })
        for (column, width) in widths.enumerated() {
            if column > 0 { bytes.append(contentsOf: repeatElement(0x20, count: 2)) }
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: width))
        }
        bytes.append(0x0A)
        for line in lines { bytes.append(contentsOf: line) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One line of UTF-8: `cells` (of display widths `cellWidths`) padded to the columns'
    /// `widths`, two spaces apart, trailing spaces dropped, ending with a newline.
    private static func line(_ cells: [String], cellWidths: [Int], widths: [Int], rightAligned: Set<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(widths.reduce(0, +) + 2 * widths.count + 1)
        func appendSpaces(_ count: Int) {
            if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
        }
        for (column, cell) in cells.enumerated() {
            if column > 0 { appendSpaces(2) }
            let padding = widths[column] - cellWidths[column]
            if rightAligned.contains(column) {
                appendSpaces(padding)
                bytes.append(contentsOf: cell.utf8)
            } else {
                bytes.append(contentsOf: cell.utf8)
                appendSpaces(padding)
            }
        }
        while bytes.last == 0x20 { bytes.removeLast() }
        bytes.append(0x0A)
        return bytes
    }
}
