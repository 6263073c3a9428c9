extension MeasuredTextBuilder {
    /// The text of `string` as a user sees it, with its inline style runs: its inline Markdown
    /// read when `markup` is ``TextMarkup/markdown`` (``InlineMarkdownParser``), then its format
    /// arguments filled (``measuredText(for:arguments:)``), as SwiftUI's `Text` reads a
    /// localized key's Markdown before the values go in, so a value is never read as Markdown.
    /// The runs are UTF-16 ranges into the shown text, covering it in order; empty when the
    /// text is all plain.
    /// - Throws: ``FormatStringError`` for a malformed specifier or arguments that do not fit.
    package mutating func shownText(
        for string: LocalizedString, arguments: [FormatArgument]? = nil, markup: TextMarkup = .default
    ) throws(FormatStringError) -> (text: String, runs: [StyledText.Run]) {
        guard markup == .markdown, InlineMarkdownParser.mayContainMarkdown(string.text) else {
            return (try measuredText(for: string, arguments: arguments).text, [])
        }
        let styled = InlineMarkdownParser.parse(string.text)
        var displayed = string
        displayed.text = styled.text
        let filled = try measuredText(for: displayed, arguments: arguments)
        guard !styled.isPlain else { return (filled.text, []) }
        return (
            filled.text,
            styled.runs.map { StyledText.Run(range: filled.filledRange(forTemplateRange: $0.range), style: $0.style) }
        )
    }
}
