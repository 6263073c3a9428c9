import TypeFit

/// Aligned columns for terminal output: every column as wide as its widest cell, numbers right
/// aligned, two spaces between columns. Widths are display columns (``DisplayWidth``): CJK and
/// emoji take two, combining marks none, so rows in any script line up in a terminal.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns whose cells are right-aligned (numbers).
    var rightAligned: Set<Int> = []

    init(header: [String], rightAligned: Set<Int> = []) {
        self.header = header
        self.rightAligned = rightAligned
    }

    mutating func append(_ row: [String]) { rows.append(row) }

    /// The table as lines of text, header underlined, ending with a newline.
    func rendered() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { column < $0.count ? DisplayWidth.columns(of: $0[column]) : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - DisplayWidth.columns(of: cell)))
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
