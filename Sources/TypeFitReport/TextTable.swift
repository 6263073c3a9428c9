import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitUnicode

/// Aligned columns for terminal output: every column as wide as its widest cell, numbers right
/// aligned, two spaces between columns. Widths are display columns (``DisplayWidth``): CJK and
/// emoji take two, combining marks none, so rows in any script line up in a terminal.
package struct TextTable {
    package var header: [String]
    package var rows: [[String]] = []
    /// Columns whose cells are right-aligned (numbers).
    package var rightAligned: Set<Int> = []

    package init(header: [String], rightAligned: Set<Int> = []) {
        self.header = header
        self.rightAligned = rightAligned
    }

    package mutating func append(_ row: [String]) { rows.append(row) }

    /// The table as lines of text, header underlined, ending with a newline.
    ///
    /// Written as UTF-8 (a check's table runs to megabytes): each cell's width is measured
    /// once, padding is appended as bytes, and trailing spaces are dropped as each line ends.
    /// The rows' widths and lines are worked out over all cores, then joined in order.
    package func rendered() -> String {
        let headerWidths = header.map(DisplayWidth.columns(of:))
        let rowWidths = rows.concurrentMap { $0.map(DisplayWidth.columns(of:)) }
        var widths = headerWidths
        for cells in rowWidths {
            for (column, width) in cells.enumerated() where column < widths.count {
                widths[column] = max(widths[column], width)
            }
        }
        let (rows, rightAligned, finalWidths) = (rows, rightAligned, widths)
        let lines = rows.indices.concurrentMap { index in
            Self.line(rows[index], cellWidths: rowWidths[index], widths: finalWidths, rightAligned: rightAligned)
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
