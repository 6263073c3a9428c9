import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitUnicode

/// Aligned columns for terminal output: every column as wide as its widest cell, numbers right
/// aligned, two spaces between columns. Widths are display columns (``DisplayWidth``): CJK and
/// emoji take two, combining marks none, so rows in any script line up in a terminal.
public struct TextTable {
    public var header: [String]
    public var rows: [[String]] = []
    /// Columns whose cells are right-aligned (numbers).
    public var rightAligned: Set<Int> = []

    public init(header: [String], rightAligned: Set<Int> = []) {
        self.header = header
        self.rightAligned = rightAligned
    }

    public mutating func append(_ row: [String]) { rows.append(row) }

    /// The table as lines of text, header underlined, ending with a newline.
    public func rendered() -> String {
        let all = [header] + rows
        let cellWidths = all.map { $0.map(DisplayWidth.columns(of:)) }
        let widths = header.indices.map { column in
            cellWidths.map { column < $0.count ? $0[column] : 0 }.max() ?? 0
        }
        var text = ""
        func append(_ cells: [String], _ cellWidths: [Int]) {
            var line = ""
            for (column, cell) in cells.enumerated() {
                if column > 0 { line += "  " }
                let padding = String(repeating: " ", count: max(0, widths[column] - cellWidths[column]))
                line += rightAligned.contains(column) ? padding + cell : cell + padding
            }
            text += line.trimmingTrailingSpaces()
            text += "\n"
        }
        append(header, cellWidths[0])
        text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        for (index, row) in rows.enumerated() { append(row, cellWidths[index + 1]) }
        return text
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        let utf8 = self.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == 0x20 { end = utf8.index(before: end) }
        return end == utf8.endIndex ? self : String(self[..<end])
    }
}
