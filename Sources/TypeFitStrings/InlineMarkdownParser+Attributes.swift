import TypeFitVocabulary

extension InlineMarkdownParser {
    /// A run of text with Apple's attribute syntax, `^[text](attributes)`: where its text is
    /// shown (UTF-16 offsets into the displayed text) and its attributes as written
    /// (`inflect: true`, `morphology: { number: "plural" }`).
    package struct AttributedSpan: Sendable, Hashable {
        /// The text's range in the displayed text.
        package var range: Range<Int>
        /// What is between the parentheses, as written.
        package var attributes: String
    }

    /// `text` as displayed, with the spans that Apple's attribute syntax `^[text](attributes)`
    /// marks (the automatic grammar agreement `^[%lld Photo](inflect: true)`, morphology, custom
    /// attributes). That syntax is Apple's extension to Markdown, not CommonMark (cmark would
    /// show it literally, or as a link): SwiftUI shows the bracketed text, itself read as
    /// Markdown, and never the caret, the brackets or the attributes. So before cmark reads the
    /// text, `^[` and `](…)` become two punctuation characters the text does not hold (from
    /// Unicode's Supplemental Punctuation block: punctuation like the brackets they replace, so
    /// emphasis just inside them opens and closes as it would in brackets), which pass through
    /// cmark as text and are taken out afterwards, leaving each span's place. The attributes end at the `)` that balances the `(` (quotes and
    /// nested brackets and braces respected); an opening without its end is literal.
    package static func parseAttributed(_ text: String) -> (styled: StyledText, spans: [AttributedSpan]) {
        guard text.contains("^["), let markers = markers(for: text) else { return (parse(text), []) }
        let found = attributeSyntax(in: text)
        guard !found.isEmpty else { return (parse(text), []) }
        var marked = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        for item in found {
            marked.append(contentsOf: scalars[index..<item.open])
            marked.append(markers.open)
            marked.append(contentsOf: scalars[(item.open + 2)..<item.close])
            marked.append(markers.close)
            index = item.end
        }
        marked.append(contentsOf: scalars[index...])
        let styled = parse(String(marked))
        return removing(markers, from: styled, attributes: found.map(\.attributes))
    }

    /// Rarely used punctuation (`Po`) that can mark where attribute syntax opens and closes.
    static let markerCandidates: [Unicode.Scalar] = ["\u{2E3C}", "\u{2E3D}", "\u{2E3E}", "\u{2E3F}", "\u{2E4B}"]

    /// Two marker candidates that `text` does not hold; nil when it holds all but one.
    private static func markers(for text: String) -> (open: Unicode.Scalar, close: Unicode.Scalar)? {
        let free = markerCandidates.filter { candidate in !text.unicodeScalars.contains(candidate) }
        return free.count >= 2 ? (free[0], free[1]) : nil
    }

    /// Each `^[text](attributes)` in `text`, by Unicode scalar offsets: where `^[` starts, where
    /// `](` starts, where the closing `)` ends, and the attributes between the parentheses.
    private static func attributeSyntax(in text: String) -> [(open: Int, close: Int, end: Int, attributes: String)] {
        let scalars = Array(text.unicodeScalars)
        var found: [(open: Int, close: Int, end: Int, attributes: String)] = []
        var index = 0
        while index + 1 < scalars.count {
            if scalars[index] == "`", index == 0 || scalars[index - 1] != "\\" {
                // A code span shows its text as written: no attribute syntax inside it.
                index = codeSpanEnd(scalars, from: index)
                continue
            }
            guard scalars[index] == "^", scalars[index + 1] == "[", index == 0 || scalars[index - 1] != "\\" else {
                index += 1
                continue
            }
            guard let close = matching(scalars, from: index + 1, open: "[", close: "]"),
                close + 1 < scalars.count, scalars[close + 1] == "(",
                let end = matching(scalars, from: close + 1, open: "(", close: ")")
            else {
                index += 2
                continue
            }
            var attributes = String.UnicodeScalarView()
            attributes.append(contentsOf: scalars[(close + 2)..<end])
            found.append((index, close, end + 1, String(attributes)))
            index = end + 1
        }
        return found
    }

    /// Where the backtick run at `start` stops reading: after the code span it opens (CommonMark:
    /// it closes at the next run of exactly as many backticks), else after the run itself, whose
    /// backticks are then literal.
    private static func codeSpanEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        func runEnd(_ from: Int) -> Int {
            var end = from
            while end < scalars.count, scalars[end] == "`" { end += 1 }
            return end
        }
        let openEnd = runEnd(start)
        let length = openEnd - start
        var index = openEnd
        while index < scalars.count {
            guard scalars[index] == "`" else {
                index += 1
                continue
            }
            let end = runEnd(index)
            if end - index == length { return end }
            index = end
        }
        return openEnd
    }

    /// The offset of the `close` that balances the `open` at `start`, skipping escaped
    /// characters and quoted strings (in attributes); nil when it is never balanced.
    private static func matching(
        _ scalars: [Unicode.Scalar], from start: Int, open: Unicode.Scalar, close: Unicode.Scalar
    )
        -> Int?
    {
        var depth = 0
        var quoted = false
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if open == "(", scalar == "\"" { quoted.toggle() }
            if !quoted {
                if scalar == open || (open == "(" && (scalar == "{" || scalar == "[")) { depth += 1 }
                if scalar == close || (open == "(" && (scalar == "}" || scalar == "]")) { depth -= 1 }
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// `styled` without the markers, its runs shortened to match, and the spans they marked
    /// (paired in order; when cmark dropped one, no span is kept).
    private static func removing(
        _ markers: (open: Unicode.Scalar, close: Unicode.Scalar), from styled: StyledText, attributes: [String]
    ) -> (styled: StyledText, spans: [AttributedSpan]) {
        let openUnit = UInt16(markers.open.value)
        let closeUnit = UInt16(markers.close.value)
        let all = Array(styled.text.utf16)
        var pieces: [(text: String, style: InlineStyle)] = []
        var opens: [Int] = []
        var spans: [AttributedSpan] = []
        var output = 0
        var pairedWell = true
        for run in styled.runs {
            var kept: [UInt16] = []
            for unit in all[run.range] {
                if unit == openUnit {
                    opens.append(output)
                } else if unit == closeUnit {
                    if let start = opens.popLast(), spans.count < attributes.count {
                        spans.append(AttributedSpan(range: start..<output, attributes: attributes[spans.count]))
                    } else {
                        pairedWell = false
                    }
                } else {
                    kept.append(unit)
                    output += 1
                }
            }
            pieces.append((String(decoding: kept, as: UTF16.self), run.style))
        }
        if !opens.isEmpty || spans.count != attributes.count { pairedWell = false }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        return (StyledText(pieces: pieces), pairedWell ? spans : [])
    }
}
