import TypeFitVocabulary

/// Text as it is displayed, in runs of one inline style each: what a string becomes once its
/// Markdown is interpreted (``TextMarkup/styledText(_:)``).
///
/// The runs cover ``text`` from start to end, in order, without gaps or overlaps; adjacent runs
/// have different styles (equal neighbours are merged). An empty text has no runs.
public struct StyledText: Sendable, Hashable, CustomStringConvertible {
    /// A stretch of ``StyledText/text`` in one style.
    public struct Run: Sendable, Hashable, Codable {
        /// UTF-16 offsets into ``StyledText/text``.
        public var range: Range<Int>
        /// The run's style.
        public var style: InlineStyle

        public init(range: Range<Int>, style: InlineStyle) {
            self.range = range
            self.style = style
        }
    }

    /// What is displayed: Markdown syntax removed, escapes and entities resolved, whitespace as
    /// written.
    public var text: String
    /// The runs, in order, covering ``text``.
    public var runs: [Run]

    /// `text` in one plain run (no run when empty).
    public init(plain text: String) {
        self.text = text
        let length = text.utf16.count
        self.runs = length == 0 ? [] : [Run(range: 0..<length, style: .plain)]
    }

    /// Text built from consecutive pieces, each in its style: empty pieces are dropped and
    /// adjacent pieces of the same style merged into one run.
    public init(pieces: [(text: String, style: InlineStyle)]) {
        var text = ""
        var runs: [Run] = []
        var offset = 0
        for piece in pieces {
            let length = piece.text.utf16.count
            guard length > 0 else { continue }
            text += piece.text
            if let last = runs.last, last.style == piece.style {
                runs[runs.count - 1].range = last.range.lowerBound..<(offset + length)
            } else {
                runs.append(Run(range: offset..<(offset + length), style: piece.style))
            }
            offset += length
        }
        self.text = text
        self.runs = runs
    }

    /// Whether every run is plain (no Markdown styling shows).
    public var isPlain: Bool { runs.allSatisfy { $0.style == .plain } }

    /// The displayed text of `run`.
    public func text(of run: Run) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: run.range.lowerBound)
        let end = utf16.index(start, offsetBy: run.range.count)
        return String(utf16[start..<end]) ?? String(decoding: Array(utf16[start..<end]), as: UTF16.self)
    }

    /// The runs with their text: `[bold]“Save”[plain]“ now”`.
    public var description: String {
        runs.map { "[\($0.style)]“\(text(of: $0))”" }.joined()
    }
}
