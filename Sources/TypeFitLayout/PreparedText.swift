import TypeFitShaping
import TypeFitVocabulary

/// A text shaped once, ready to be laid out at any point size, width and line limit by
/// arithmetic alone: prepare once, lay out many times.
///
/// ``prepare(_:face:measurer:locale:features:)`` shapes the text with HarfBuzz (through
/// ``TypeFitShaping/TextMeasurer``, fallback faces included), finds the ICU line-break
/// opportunities and grapheme cluster boundaries, and keeps compact arrays:
/// - one ``Segment`` per stretch between two break opportunities, with its advance in **em**
///   (font units ÷ the unitsPerEm of the face that shaped each glyph, so the width at a size is
///   `em × pointSize + tracking × clusters`), the advance of its trailing whitespace (which
///   hangs past the line end), its grapheme-cluster count, and how the break after it behaves;
/// - the advance of every grapheme cluster, in em, to break a word wider than the line;
/// - the ellipsis advance, the natural width, the vertical metrics of the faces used.
///
/// A glyph's advance is attributed to the grapheme cluster (and so the segment) that contains
/// its HarfBuzz cluster, so a ligature's whole advance counts where it starts. Mandatory break
/// characters (LF, CR, VT, FF, NEL, U+2028, U+2029) have zero width and tabs are measured as a
/// space (no tab stops).
///
/// A `PreparedText` is an immutable value, `Sendable`, and can be laid out from any number of
/// threads at once.
public struct PreparedText: Sendable {
    /// A stretch of text between two line-break opportunities (a word with its trailing spaces,
    /// one CJK character, a URL piece), measured in em.
    public struct Segment: Sendable, Equatable {
        /// UTF-16 offset just past the segment's end: the break opportunity after it.
        public let end: Int
        /// Index just past the segment's last grapheme cluster in the grapheme arrays.
        let graphemeEnd: Int
        /// Advance of the whole segment, trailing whitespace included, in em.
        public let advance: Double
        /// Advance of the trailing whitespace (spaces, tabs, a mandatory break character), in
        /// em. It hangs past the end of a line and does not count toward the line's width.
        package let trailingWhitespaceAdvance: Double
        /// Number of grapheme clusters (each takes one `tracking`).
        package let clusterCount: Int
        /// Number of grapheme clusters in the trailing whitespace.
        package let trailingWhitespaceClusterCount: Int
        /// Whether the line must end after this segment (LF, CR LF, U+2028, U+2029, …).
        package let isMandatoryBreak: Bool
        /// Whether the break after this segment falls between two Hangul characters: the
        /// ``LineBreakStrategy/standard`` strategy does not break there (Hangul word priority).
        package let isBetweenHangul: Bool

        /// Width of the segment at `pointSize` with `tracking` (points per cluster), in points,
        /// trailing whitespace included.
        @inline(__always)
        func width(_ pointSize: Double, _ tracking: Double) -> Double {
            advance * pointSize + tracking * Double(clusterCount)
        }

        /// Width of the trailing whitespace at `pointSize` with `tracking`, in points.
        @inline(__always)
        func hangingWidth(_ pointSize: Double, _ tracking: Double) -> Double {
            trailingWhitespaceAdvance * pointSize + tracking * Double(trailingWhitespaceClusterCount)
        }
    }

    /// One grapheme cluster (or the part of one that lies before a break opportunity).
    struct Grapheme: Sendable {
        /// UTF-16 offset just past the cluster.
        var end: Int32
        /// ``hanging`` and ``mandatoryBreak`` bits.
        var flags: UInt8
        /// Advance, in em.
        var advance: Double

        static let hanging: UInt8 = 1
        static let mandatoryBreak: UInt8 = 2

        var isHanging: Bool { flags & Self.hanging != 0 }
        var isMandatoryBreak: Bool { flags & Self.mandatoryBreak != 0 }
    }

    /// One paragraph's unwrapped extent (trailing whitespace excluded).
    struct ParagraphExtent: Sendable {
        /// Advance without tracking, trailing whitespace excluded, em.
        var advance: Double
        var clusterCount: Int

        /// The unwrapped width at `pointSize` with `tracking` (points per cluster), points.
        @inline(__always)
        func width(_ pointSize: Double, _ tracking: Double) -> Double {
            advance * pointSize + tracking * Double(clusterCount)
        }

        /// The unwrapped width (points) at `pointSize` with `tracking` when it fits `width`
        /// (points), nil when it does not: a paragraph that fits takes one line of that width.
        @inline(__always)
        func oneLineWidth(_ pointSize: Double, _ tracking: Double, fitting width: Double) -> Double? {
            let natural = self.width(pointSize, tracking)
            return LayoutTolerance.fits(natural, in: width) ? natural : nil
        }
    }

    /// Ascender, descender depth and line gap, in em.
    struct VerticalExtent: Sendable, Equatable {
        var ascent: Double
        var descent: Double
        var lineGap: Double
        var lineHeight: Double { ascent + descent + lineGap }
    }

    /// The text as prepared.
    public let text: String
    /// Length of the text in UTF-16 code units; every offset and range refers to these.
    public let utf16Count: Int
    /// The face asked for.
    public let face: FontFace
    /// The ICU locale the text was segmented and shaped for; nil for root rules.
    public let locale: String?
    /// The segments, in logical order; the last ends at ``utf16Count``. Empty for empty text.
    public let segments: [Segment]
    /// Advance of "…" (U+2026) shaped with the same face and fallback, in em.
    package let ellipsisAdvance: Double
    /// Unwrapped width of the widest paragraph without tracking, trailing whitespace excluded,
    /// in em: the width at `pointSize` is `naturalWidthEm × pointSize` (see
    /// ``naturalWidth(pointSize:tracking:)`` for tracking).
    package let naturalWidthEm: Double
    /// The primary face's vertical metrics, font units.
    package let verticalMetrics: FontVerticalMetrics
    /// The faces that measured the text, primary first, each once.
    public let facesUsed: [FontFace]
    /// Grapheme clusters no face could render (measured with `.notdef` widths).
    public let missingCharacterCount: Int
    /// Warnings from shaping (fallback fonts not installed, missing glyphs).
    public let warnings: [String]
    /// Fallback faces that stand in for Apple faces (Noto Sans CJK JP for Hiragino Sans, Inter
    /// for SF Pro), each once, sorted: widths they measured are approximate.
    public let standIns: [FallbackStandIn]

    let graphemes: [Grapheme]
    let paragraphs: [ParagraphExtent]
    let primaryExtent: VerticalExtent
    let tallestExtent: VerticalExtent

    /// Number of grapheme clusters (split at break opportunities, should one fall inside).
    package var graphemeCount: Int { graphemes.count }

    /// Number of paragraphs (text between mandatory breaks; a trailing break does not start
    /// one); 0 for empty text.
    package var paragraphCount: Int { paragraphs.count }

    /// Whether the text is empty.
    public var isEmpty: Bool { utf16Count == 0 }

    /// The unwrapped width of the widest paragraph at `pointSize` with `tracking` (points per
    /// grapheme cluster), trailing whitespace excluded, in points: the width at which the text
    /// needs no soft line break.
    public func naturalWidth(pointSize: Double, tracking: Double = 0) -> Double {
        var widest = 0.0
        for paragraph in paragraphs { widest = max(widest, paragraph.width(pointSize, tracking)) }
        return widest
    }

    /// The one paragraph of a text with no mandatory break at all; nil otherwise. Where its
    /// unwrapped width fits a width, wrapping there gives one line of that width: counting
    /// stops at that check.
    var singleParagraph: ParagraphExtent? {
        paragraphs.count == 1 && !(segments.last?.isMandatoryBreak ?? true) ? paragraphs[0] : nil
    }

    /// UTF-16 offsets where the grapheme clusters start, ascending: ICU's extended grapheme
    /// clusters, split at any break opportunity inside one, the clusters the layout counts
    /// tracking on (allocates).
    package func graphemeStarts() -> [Int] {
        graphemes.indices.map(graphemeStart)
    }

    /// The advances of the grapheme clusters, in em, with their UTF-16 ranges (for tests and
    /// diagnostics; allocates).
    package func graphemeAdvances() -> [(range: Range<Int>, advance: Double)] {
        var start = 0
        return graphemes.map { grapheme in
            defer { start = Int(grapheme.end) }
            return (start..<Int(grapheme.end), grapheme.advance)
        }
    }

    /// UTF-16 offset where grapheme `index` starts.
    @inline(__always)
    func graphemeStart(_ index: Int) -> Int {
        index == 0 ? 0 : Int(graphemes[index - 1].end)
    }

    /// Index of the first grapheme of segment `index`.
    @inline(__always)
    func firstGrapheme(ofSegment index: Int) -> Int {
        index == 0 ? 0 : segments[index - 1].graphemeEnd
    }

    /// UTF-16 offset where segment `index` starts.
    @inline(__always)
    func segmentStart(_ index: Int) -> Int {
        index == 0 ? 0 : segments[index - 1].end
    }
}
