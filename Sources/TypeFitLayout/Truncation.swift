import TypeFitVocabulary

/// What a truncated layout hides, and the text it shows with the ellipsis "…".
///
/// The visible text is the text before the last visible line, then on that line
/// ``keptBeforeEllipsis``, "…", ``keptAfterEllipsis``. Offsets are UTF-16 code units of the
/// prepared text.
public struct Truncation: Sendable, Equatable {
    /// Where the ellipsis went.
    public let mode: TruncationMode
    /// UTF-16 offset where the last visible line starts.
    package let lastLineStart: Int
    /// The text kept before the ellipsis on the last visible line (empty for head truncation).
    public let keptBeforeEllipsis: Range<Int>
    /// The text kept after the ellipsis (empty for tail truncation).
    public let keptAfterEllipsis: Range<Int>
    /// Width of the last visible line with the ellipsis, points.
    package let lastLineWidth: Double
    /// Lines the text needs without a limit.
    public let lineCountWithoutLimit: Int
    /// Lines shown.
    package let visibleLineCount: Int
    /// The prepared text (shared storage, not a copy).
    let text: String

    /// The text as shown: lines before the last visible one, then the last line's kept text
    /// with "…" in place of what is hidden. Trailing whitespace before the ellipsis and
    /// leading whitespace after it are dropped.
    public var visibleText: String {
        shown(from: 0)
    }

    /// The text of the last visible line as shown, with "…".
    package var lastLineText: String {
        shown(from: lastLineStart)
    }

    /// The text as shown from UTF-16 offset `start` (0 or ``lastLineStart``): the text up to the
    /// last visible line, the kept text around "…". Built in one string, the text's indices
    /// found in one walk along it (a check asks for the visible text of every truncated size).
    private func shown(from start: Int) -> String {
        var walk = UTF16Walk(text)
        let lineStart = walk.index(at: start)
        let lastLine = walk.index(at: lastLineStart)
        let before = walk.index(at: keptBeforeEllipsis.lowerBound)..<walk.index(at: keptBeforeEllipsis.upperBound)
        let after = walk.index(at: keptAfterEllipsis.lowerBound)..<walk.index(at: keptAfterEllipsis.upperBound)
        var shown = String()
        shown.reserveCapacity(text.utf8.count + 3)
        shown += text[lineStart..<lastLine]
        shown += text[before]
        shown += "\u{2026}"
        shown += text[after]
        return shown
    }

    /// String indices at UTF-16 offsets, each found from the last one asked for when it lies
    /// ahead (the offsets a truncation asks for mostly rise), else from the start. A native
    /// string is walked along its UTF-8 bytes, counting the UTF-16 units each scalar takes, and
    /// the index made from the byte offset; others through the UTF-16 view. An offset inside
    /// a surrogate pair gives the index of its scalar, as slicing the string would round it.
    private struct UTF16Walk {
        let text: String
        var offset = 0
        var utf8Offset = 0
        var index: String.Index

        init(_ text: String) {
            self.text = text
            index = text.startIndex
        }

        mutating func index(at target: Int) -> String.Index {
            if target < offset {
                offset = 0
                utf8Offset = 0
                index = text.startIndex
            }
            let walked = text.utf8.withContiguousStorageIfAvailable { bytes -> (units: Int, bytes: Int) in
                var units = offset
                var position = utf8Offset
                while units < target, position < bytes.count {
                    let lead = bytes[position]
                    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    let width = length == 4 ? 2 : 1
                    if units + width > target { break }
                    units += width
                    position += length
                }
                return (units, position)
            }
            if let walked {
                offset = walked.units
                utf8Offset = walked.bytes
                index = text.utf8.index(text.utf8.startIndex, offsetBy: utf8Offset)
            } else {
                index = text.utf16.index(index, offsetBy: target - offset)
                offset = target
            }
            return index
        }
    }
}
