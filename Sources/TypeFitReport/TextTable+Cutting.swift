import TypeFitUnicode

extension TextTable {
    /// Where a cell wider than its column's limit loses text.
    package enum Cut: Sendable {
        /// Keeps the start: `settings.notifications.exposure.t…`.
        case end
        /// Keeps the start and the end, "…" between them: `“Bitte aktivieren Sie…um fortzufahren…”`.
        /// For texts whose end says something (where a label's own "…" falls, a suffix).
        case middle
    }

    /// The most display columns a column's cells take, and how a longer cell is cut.
    package struct ColumnLimit: Sendable {
        /// Display columns (``DisplayWidth``), "…" included; at least 2.
        package var width: Int
        package var cut: Cut

        package init(width: Int, cut: Cut = .end) {
            self.width = max(2, width)
            self.cut = cut
        }
    }

    /// `text` cut to at most `columns` display columns (``DisplayWidth``) with "…" (one column)
    /// where text was left out; `text` itself when it fits. Cuts fall between grapheme clusters,
    /// so a CJK character, an emoji with its modifiers or a letter with its accents is kept or
    /// left out whole (a cut before a two-column character leaves the cell one column short).
    /// Spaces next to the "…" are dropped.
    package static func cut(_ text: String, toColumns columns: Int, at cut: Cut = .end) -> String {
        let columns = max(1, columns)
        guard DisplayWidth.columns(of: text) > columns else { return text }
        let budget = columns - 1
        switch cut {
        case .end:
            return trimmedEnd(prefix(of: text, columns: budget)) + "…"
        case .middle:
            let head = prefix(of: text, columns: (budget + 1) / 2)
            let tail = suffix(of: text, columns: budget - DisplayWidth.columns(of: String(head)))
            return trimmedEnd(head) + "…" + String(tail.drop { $0 == " " })
        }
    }

    /// The longest start of `text` at most `columns` wide.
    private static func prefix(of text: String, columns: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let width = DisplayWidth.columns(of: text[index])
            if used + width > columns { break }
            used += width
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// The longest end of `text` at most `columns` wide.
    private static func suffix(of text: String, columns: Int) -> Substring {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let width = DisplayWidth.columns(of: text[previous])
            if used + width > columns { break }
            used += width
            start = previous
        }
        return text[start...]
    }

    private static func trimmedEnd(_ text: Substring) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
