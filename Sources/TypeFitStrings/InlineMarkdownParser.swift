internal import CCmarkGFM
internal import Synchronization
import TypeFitVocabulary

/// Inline Markdown as SwiftUI's `Text` interprets a localized string: `AttributedString`'s
/// `.inlineOnlyPreservingWhitespace` syntax, parsed with cmark-gfm (the CommonMark reference
/// parser; its strikethrough extension) and turned into ``StyledText``.
///
/// What it interprets: `*emphasis*` and `_emphasis_` (italic), `**strong**` and `__strong__`
/// (bold), `***both***`, `~~strike~~` (and GitHub's single `~strike~`), `` `code` ``, links
/// `[title](url)` (the title is shown, in the link style), autolinks `<https://…>` and
/// `<name@example.com>` (shown without the angle brackets), images `![alt](src)` (the alt text),
/// backslash escapes (`\*` shows `*`) and entities (`&amp;` shows `&`), and Apple's attribute
/// syntax `^[text](inflect: true)` (the text, with ``parseAttributed(_:)``, which
/// ``TextMarkup/styledText(_:)`` and the check use). Everything else is
/// literal: block syntax (`# `, `- `, `1. `, `> `, four-space indents) is not interpreted, as
/// inline-only parsing does not; raw HTML (`<b>`) is shown as written; a bare URL is shown as
/// written (whether or not SwiftUI would colour it as a link, its text and face are the same).
///
/// Whitespace is kept exactly as written (newlines, runs of spaces, spaces at line ends and at
/// the end), as `.inlineOnlyPreservingWhitespace` promises; cmark's inline parser alone would
/// trim spaces around line ends and at the end. To keep them, line ends are handed to cmark as
/// Unicode space separators the text does not contain (cmark treats those as whitespace for
/// emphasis, so what is emphasis does not change) and put back afterwards; trailing whitespace is
/// set aside before parsing and appended. A line end inside a code span becomes a space, as
/// CommonMark says. Consequences, both rare in UI strings: a backslash before a line end shows as
/// a backslash (not CommonMark's hard break); a link destination or title cannot span lines.
///
/// Text without any of `` *_~`[<&\ `` is not parsed at all (one plain run), so ordinary strings
/// cost one scan. Format specifiers (`%@`, `%1$@`, `%lld`) pass through untouched.
///
/// cmark-gfm registers its extensions' special characters in process-wide tables, so parses are
/// serialized (one at a time in the process); a parse of a UI string takes microseconds, and a
/// 1 MB string well under a second.
package enum InlineMarkdownParser {
    /// The UTF-8 bytes that can start Markdown inline syntax: without any, the text is plain.
    static let syntaxBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "*_~`[<&\\".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// Unicode space separators (`Zs`, whitespace to cmark's emphasis rules) that stand for
    /// `\n` and `\r` during a parse: ones without a named HTML entity, so only a numeric
    /// reference in the text could produce them (and such a text does not use them).
    static let lineEndStandIns: [Unicode.Scalar] = [
        "\u{2000}", "\u{2001}", "\u{2006}", "\u{1680}", "\u{202F}", "\u{3000}",
    ]

    /// Serializes parses: cmark-gfm's extension registry and special-character tables are
    /// process-wide.
    private static let lock = Mutex<Void>(())

    /// Whether `text` holds a character that can start inline syntax (else it is displayed as
    /// written).
    package static func mayContainMarkdown(_ text: String) -> Bool {
        text.utf8.contains { syntaxBytes[Int($0)] }
    }

    /// The longest stretch, in UTF-8 bytes, handed to cmark at once. cmark-gfm 0.29's inline
    /// parser takes time in proportion to the square of a paragraph's length when links follow
    /// many emphasis delimiters (each link walks the whole delimiter stack); longer text is parsed
    /// in pieces cut at line ends (at spaces, else anywhere, in a longer line), so a construct
    /// that spans a cut is shown literally. No UI string comes near this length.
    static let pieceLimit = 32_768

    /// `text` as SwiftUI displays it, in styled runs.
    package static func parse(_ text: String) -> StyledText {
        guard mayContainMarkdown(text) else { return StyledText(plain: text) }
        let source = Array(text.utf8)
        let standIns = lineEndStandIns(for: text)
        var pieces: [(text: String, style: InlineStyle)] = []
        for range in cuts(source) { pieces += parse(source[range], standIns: standIns) }
        var styled = StyledText(pieces: pieces)
        // Each stand-in is one UTF-16 unit, as is the line end it stands for: the runs hold.
        if let standIns,
            styled.text.unicodeScalars.contains(where: { $0 == standIns.lineFeed || $0 == standIns.carriageReturn })
        {
            var scalars = String.UnicodeScalarView()
            for scalar in styled.text.unicodeScalars {
                scalars.append(scalar == standIns.lineFeed ? "\n" : scalar == standIns.carriageReturn ? "\r" : scalar)
            }
            styled.text = String(scalars)
        }
        return styled
    }

    /// `source` in consecutive ranges of at most ``pieceLimit`` bytes (one range when shorter),
    /// each ending after a line feed, else after a space, else before a UTF-8 lead byte.
    static func cuts(_ source: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        while source.count - start > pieceLimit {
            let window = (start + pieceLimit / 2)..<(start + pieceLimit)
            let end =
                window.last { source[$0 - 1] == 0x0A }
                ?? window.last { source[$0 - 1] == 0x20 }
                ?? window.last { source[$0] & 0xC0 != 0x80 }
                ?? window.upperBound
            ranges.append(start..<end)
            start = end
        }
        ranges.append(start..<source.count)
        return ranges
    }

    /// One piece of the source parsed: its displayed pieces with their styles, the whitespace
    /// cmark would trim at its end appended as it is.
    private static func parse(
        _ source: ArraySlice<UInt8>, standIns: (lineFeed: Unicode.Scalar, carriageReturn: Unicode.Scalar)?
    ) -> [(text: String, style: InlineStyle)] {
        var trailingStart = source.endIndex
        while trailingStart > source.startIndex, isCmarkSpace(source[trailingStart - 1]) { trailingStart -= 1 }
        let lineFeed = standIns.map { Array(String(Character($0.lineFeed)).utf8) }
        let carriageReturn = standIns.map { Array(String(Character($0.carriageReturn)).utf8) }
        var input: [UInt8] = []
        input.reserveCapacity(trailingStart - source.startIndex + 16)
        for byte in source[..<trailingStart] {
            switch byte {
            case 0x0A where lineFeed != nil: input += lineFeed!
            case 0x0D where carriageReturn != nil: input += carriageReturn!
            case 0x00: input += [0xEF, 0xBF, 0xBD]  // U+FFFD, as CommonMark replaces NUL
            default: input.append(byte)
            }
        }
        input.append(0)
        var pieces = input.count > 1 ? parsePieces(input, standIns: standIns) : []
        pieces.append((String(decoding: source[trailingStart...], as: UTF8.self), .plain))
        return pieces
    }

    /// cmark's notion of whitespace that its inline parser trims at the end.
    private static func isCmarkSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// Two stand-ins for `\n` and `\r` that neither occur in `text` nor are written in it as
    /// numeric character references; nil when there are not two (then cmark sees the line ends
    /// themselves, and trims spaces around them).
    static func lineEndStandIns(for text: String) -> (lineFeed: Unicode.Scalar, carriageReturn: Unicode.Scalar)? {
        var excluded = Set(text.unicodeScalars.filter { $0.value >= 0x1680 && $0.value <= 0x3000 }.map(\.value))
        if text.contains("&#") { excluded.formUnion(numericReferences(in: text)) }
        let free = lineEndStandIns.filter { !excluded.contains($0.value) }
        guard free.count >= 2 else { return nil }
        return (free[0], free[1])
    }

    /// The code points written as `&#NNN;` or `&#xHHH;` in `text`.
    private static func numericReferences(in text: String) -> Set<UInt32> {
        var found: Set<UInt32> = []
        let bytes = Array(text.utf8)
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "&"), bytes[index + 1] == UInt8(ascii: "#") else { continue }
            var cursor = index + 2
            let hex = cursor < bytes.count && (bytes[cursor] | 0x20) == UInt8(ascii: "x")
            if hex { cursor += 1 }
            var value: UInt32 = 0
            var digits = 0
            while cursor < bytes.count, digits < 8, let digit = digitValue(bytes[cursor], hex: hex) {
                value = value * (hex ? 16 : 10) + digit
                digits += 1
                cursor += 1
            }
            if digits > 0 { found.insert(value) }
        }
        return found
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The strikethrough extension, registered once; read-only afterwards (and used under ``lock``).
    nonisolated(unsafe) private static let strikethrough = {
        cmark_gfm_core_extensions_ensure_registered()
        return cmark_find_syntax_extension("strikethrough")
    }()

    /// Parses NUL-terminated `input` (no NUL inside) as inline Markdown: the displayed pieces
    /// with their styles, in order.
    private static func parsePieces(
        _ input: [UInt8], standIns: (lineFeed: Unicode.Scalar, carriageReturn: Unicode.Scalar)?
    ) -> [(text: String, style: InlineStyle)] {
        lock.withLock { _ in
            guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else {
                return [(String(decoding: input.dropLast(), as: UTF8.self), .plain)]
            }
            defer { cmark_parser_free(parser) }
            if let strikethrough { cmark_parser_attach_syntax_extension(parser, strikethrough) }
            guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else {
                return [(String(decoding: input.dropLast(), as: UTF8.self), .plain)]
            }
            defer { cmark_node_free(paragraph) }
            input.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    _ = cmark_node_set_string_content(paragraph, $0.baseAddress)
                }
            }
            typefit_cmark_parse_inlines(parser, paragraph, CMARK_OPT_DEFAULT)
            return pieces(of: paragraph, standIns: standIns)
        }
    }

    /// Walks the inline tree under `paragraph` (iteratively: nesting depth costs no stack).
    private static func pieces(
        of paragraph: UnsafeMutablePointer<cmark_node>,
        standIns: (lineFeed: Unicode.Scalar, carriageReturn: Unicode.Scalar)?
    ) -> [(text: String, style: InlineStyle)] {
        var pieces: [(text: String, style: InlineStyle)] = []
        // How many open containers give each style (nested emphasis repeats a style), by bit.
        var depth = [Int](repeating: 0, count: 8)
        var style = InlineStyle.plain
        guard let iterator = cmark_iter_new(paragraph) else { return pieces }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator), node != paragraph else { continue }
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_HTML_INLINE:
                pieces.append((literal(of: node), style))
            case CMARK_NODE_CODE:
                pieces.append((codeContent(literal(of: node), standIns: standIns), style.union(.code)))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                pieces.append(("\n", style))
            default:
                guard let given = containerStyle(of: node, type: type) else { continue }
                let bit = given.rawValue.trailingZeroBitCount
                depth[bit] += event == CMARK_EVENT_ENTER ? 1 : -1
                if depth[bit] > 0 { style.insert(given) } else { style.remove(given) }
            }
        }
        return pieces
    }

    /// The style a container node gives its children: nil for one that gives none (an image's
    /// alt text is plain).
    private static func containerStyle(of node: UnsafeMutablePointer<cmark_node>, type: cmark_node_type) -> InlineStyle?
    {
        switch type {
        case CMARK_NODE_EMPH: return .italic
        case CMARK_NODE_STRONG: return .bold
        case CMARK_NODE_LINK: return .link
        default:
            guard let name = cmark_node_get_type_string(node), String(cString: name) == "strikethrough" else {
                return nil
            }
            return .strikethrough
        }
    }

    /// A code span's content as CommonMark gives it, from cmark's literal with line ends
    /// standing in: each line end (CR LF as one) a space, then one space stripped from each end
    /// when both ends have one and not all is space (cmark did that only when the line ends were
    /// not at the ends).
    private static func codeContent(
        _ literal: String, standIns: (lineFeed: Unicode.Scalar, carriageReturn: Unicode.Scalar)?
    ) -> String {
        guard let standIns,
            literal.unicodeScalars.contains(where: { $0 == standIns.lineFeed || $0 == standIns.carriageReturn })
        else { return literal }
        var scalars: [Unicode.Scalar] = []
        var previousWasCarriageReturn = false
        for scalar in literal.unicodeScalars {
            if scalar == standIns.lineFeed, previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == standIns.carriageReturn
            scalars.append(scalar == standIns.lineFeed || scalar == standIns.carriageReturn ? " " : scalar)
        }
        if scalars.count >= 2, scalars.first == " ", scalars.last == " ", scalars.contains(where: { $0 != " " }) {
            scalars = Array(scalars.dropFirst().dropLast())
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    private static func literal(of node: UnsafeMutablePointer<cmark_node>) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }
}
