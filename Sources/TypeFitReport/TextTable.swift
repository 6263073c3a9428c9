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
    /// Written into one UTF-8 buffer (a check's table runs to megabytes): each cell's width is
    /// measured once, padding is appended as bytes, and trailing spaces are dropped as each line
    /// ends.
    package func rendered() -> String {
        let headerWidths = header.map(DisplayWidth.columns(of:))
        let rowWidths = rows.concurrentMap { $0.map(DisplayWidth.columns(of:)) }
        var widths = headerWidths
        for cells in rowWidths {
            for (column, width) in cells.enumerated() where column < widths.count { widths[column] = max(widths[column], width) }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((widths.reduce(0, +) + 2 * widths.count + 1) * (rows.count + 2))
        func appendSpaces(_ count: Int) {
            if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
        }
        func endLine() {
            while bytes.last == 0x20 { bytes.removeLast() }
            bytes.append(0x0A)
        }
        func append(_ cells: [String], _ cellWidths: [Int]) {
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
            endLine()
        }
        append(header, headerWidths)
        for (column, width) in widths.enumerated() {
            if column > 0 { appendSpaces(2) }
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: width))
        }
        bytes.append(0x0A)
        for (index, row) in rows.enumerated() { append(row, rowWidths[index]) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
