import TypeFitDynamicType
import TypeFitStrings
import TypeFitVocabulary

extension CheckResult {
    /// The result with what its target adds to the checker's answer: the text as measured (when
    /// it differs from the catalog's), the place it was checked in, the target's own approximation
    /// reasons (every size then approximate), and each size at which a one-line label hides what comes
    /// after an explicit line break marked as such.
    ///
    /// **Hidden lines.** A label limited to one line shows only the text before its first
    /// explicit line break (`\n`, U+2028, U+2029): iOS never wraps it onto a second line. When
    /// that first line fits, the label is cut by the break, not by its width, so the size is
    /// reported with ``SizeOutcome/hiddenLines`` and ``SizeOutcome/overflow`` becomes the
    /// height of the hidden lines (the line height of the entry at that size, each), as for a
    /// multi-line label, never the width of the text laid out end to end.
    /// The result is consumed: moved into the annotated one, not copied.
    public consuming func annotated(with target: CheckTarget) -> CheckResult {
        var result = consume self
        result.annotate(with: target)
        return result
    }

    /// ``annotated(with:)`` in place: what the checker calls on the result it has just made.
    mutating func annotate(with target: CheckTarget) {
        if target.measuredText != target.string.text { measuredText = target.measuredText }
        if !target.inlineRuns.isEmpty { inlineRuns = target.inlineRuns }
        if !target.approximationReasons.isEmpty {
            for reason in target.approximationReasons where !approximationReasons.contains(reason) {
                approximationReasons.append(reason)
            }
            sizes.updateEach { _, outcome in outcome.approximate = true }
        }
        place = target.place
        guard target.constraint.lineLimit == 1, Self.hasExplicitBreak(target.measuredText) else { return }
        for (size, outcome) in sizes where !outcome.fits && outcome.linesNeeded > outcome.lines {
            var marked = outcome
            let hidden = outcome.linesNeeded - outcome.lines
            let style = target.entry.style(at: size)
            marked.hiddenLines = hidden
            marked.overflow = Double(hidden) * (style.lineHeight + style.lineSpacing)
            sizes[size] = marked
        }
    }

    /// Whether `text` has a mandatory line break inside it (not only at its end).
    static func hasExplicitBreak(_ text: String) -> Bool {
        let isBreak: (Character) -> Bool = {
            $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}"
        }
        var body = Substring(text)
        while let last = body.last, isBreak(last) { body = body.dropLast() }
        return body.contains(where: isBreak)
    }
}
