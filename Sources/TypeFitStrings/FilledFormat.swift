/// A format string with values in it, and where each specifier went: the text to measure, and
/// the map from the template's UTF-16 ranges to the filled text's, so that anything located in
/// the template (a styled run, a link) can be located in the filled text.
package struct FilledFormat: Sendable, Hashable {
    /// One specifier replaced by its value.
    package struct Replacement: Sendable, Hashable {
        /// The specifier's UTF-16 range in the template.
        package var template: Range<Int>
        /// The value's UTF-16 range in ``FilledFormat/text``.
        package var filled: Range<Int>

        package init(template: Range<Int>, filled: Range<Int>) {
            self.template = template
            self.filled = filled
        }
    }

    /// The text as shown, with every specifier replaced.
    package var text: String
    /// Every specifier replaced (`%%` included), in order; text between them is copied unchanged.
    package var replacements: [Replacement]

    package init(text: String, replacements: [Replacement]) {
        self.text = text
        self.replacements = replacements
    }

    /// The UTF-16 offset in ``text`` of template offset `offset`: shifted past the replacements
    /// before it; an offset inside a specifier maps to the start of its value (its end, for the
    /// specifier's end).
    package func filledOffset(forTemplateOffset offset: Int) -> Int {
        var shift = 0
        for replacement in replacements {
            if offset <= replacement.template.lowerBound { break }
            if offset < replacement.template.upperBound { return replacement.filled.lowerBound }
            shift = replacement.filled.upperBound - replacement.template.upperBound
        }
        return offset + shift
    }

    /// A template range in ``text``: both ends mapped with ``filledOffset(forTemplateOffset:)``.
    package func filledRange(forTemplateRange range: Range<Int>) -> Range<Int> {
        let lower = filledOffset(forTemplateOffset: range.lowerBound)
        let upper = range.upperBound == range.lowerBound ? lower : filledEnd(forTemplateOffset: range.upperBound)
        return lower..<max(lower, upper)
    }

    /// Like ``filledOffset(forTemplateOffset:)``, but an offset inside a specifier maps to the end
    /// of its value.
    private func filledEnd(forTemplateOffset offset: Int) -> Int {
        for replacement in replacements
        where offset > replacement.template.lowerBound && offset <= replacement.template.upperBound {
            return replacement.filled.upperBound
        }
        return filledOffset(forTemplateOffset: offset)
    }
}

extension FilledFormat {
    /// `text` with each of `edits` (UTF-16 ranges into `text`, in order, not overlapping)
    /// replaced by its new text, and the map from `text`'s ranges to the result's.
    package static func replacing(_ text: String, _ edits: [(range: Range<Int>, with: String)]) -> FilledFormat {
        guard !edits.isEmpty else { return FilledFormat(text: text, replacements: []) }
        let units = Array(text.utf16)
        var output: [UInt16] = []
        output.reserveCapacity(units.count)
        var replacements: [Replacement] = []
        var copied = 0
        for edit in edits {
            output += units[copied..<edit.range.lowerBound]
            let start = output.count
            output += edit.with.utf16
            replacements.append(Replacement(template: edit.range, filled: start..<output.count))
            copied = edit.range.upperBound
        }
        output += units[copied...]
        return FilledFormat(text: String(decoding: output, as: UTF16.self), replacements: replacements)
    }
}
