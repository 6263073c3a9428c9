import TypeFitUnicode

/// Splitting text into grapheme clusters with their script, and grouping clusters into runs.
extension TextMeasurer {
    struct Cluster {
        var text: Substring
        var range: Range<Int>
        var script: String
        var isEmoji: Bool
        var face: FontFace?
        var isRightToLeft = false

        /// Whether the cluster is a space (Unicode `Zs`: U+0020, U+00A0, U+3000, …).
        var isSpace: Bool {
            text.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
        }

        /// Whether `face` has a glyph for every character that needs one (default-ignorable
        /// characters such as ZWJ and variation selectors are drawn as nothing and need none).
        func isCovered(by face: FontFace) -> Bool {
            text.unicodeScalars.allSatisfy {
                face.hasGlyph(for: $0) || $0.properties.isDefaultIgnorableCodePoint
            }
        }
    }

    struct PendingRun {
        var range: Range<Int>
        var face: FontFace
        var script: String
        var isRightToLeft: Bool
    }

    static let neutralScripts: Set<String> = ["Zyyy", "Zinh", "Zzzz"]
    private static let neutralTags = (SFNTContainer.tag("Zyyy"), SFNTContainer.tag("Zinh"), SFNTContainer.tag("Zzzz"))

    /// Whether `script` is Common, Inherited or Unknown (as ``neutralScripts`` holds), without
    /// hashing a string.
    @inline(__always)
    static func isNeutral(_ script: String) -> Bool {
        script == "Zyyy" || script == "Zinh" || script == "Zzzz"
    }

    /// Whether the script tag `tag` is Common, Inherited or Unknown.
    @inline(__always)
    static func isNeutral(_ tag: UInt32) -> Bool {
        tag == neutralTags.0 || tag == neutralTags.1 || tag == neutralTags.2
    }

    /// The grapheme clusters of `text`: ICU's extended grapheme clusters (``GraphemeBreaker``),
    /// the one definition that line breaking, truncation and counting use too. Should ICU refuse
    /// the text, each Unicode scalar is a cluster.
    static func clusters(of text: String) -> [Cluster] {
        clusters(of: text, utf16: Array(text.utf16))
    }

    /// The grapheme clusters of `text`, whose UTF-16 code units are `utf16`.
    static func clusters(of text: String, utf16: [UInt16]) -> [Cluster] {
        let ends = (try? GraphemeBreaker.boundaries(in: utf16)) ?? scalarEnds(of: text)
        var clusters: [Cluster] = []
        clusters.reserveCapacity(ends.count)
        var offset = 0
        var index = text.startIndex
        for end in ends {
            let next = text.utf16.index(index, offsetBy: end - offset)
            let piece = text[index..<next]
            let scalars = piece.unicodeScalars
            let script = scalars.lazy.map { HarfBuzzShaper.script(of: $0.value) }.first { !isNeutral($0) }
            clusters.append(
                Cluster(
                    text: piece, range: offset..<end, script: script.map(SFNTContainer.tagString) ?? "Zyyy",
                    isEmoji: isEmojiPresentation(scalars), face: nil))
            offset = end
            index = next
        }
        return clusters
    }

    /// The UTF-16 end offset of each Unicode scalar of `text`.
    private static func scalarEnds(of text: String) -> [Int] {
        var ends: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            offset += UTF16.width(scalar)
            ends.append(offset)
        }
        return ends
    }

    /// The Basic Multilingual Plane's range of emoji characters decided by property lookup
    /// (U+2000 to U+32FF, with the keycap mark U+20E3); below it and up to
    /// ``supplementaryEmojiStart`` only # * 0–9 © ® are emoji, and only with VS16 or the keycap
    /// mark (`EmojiRangeTests` holds both ranges to the Unicode data).
    static let basicEmojiRange: Range<UInt32> = 0x2000..<0x3300
    /// Where the supplementary emoji characters begin (U+1F000).
    static let supplementaryEmojiStart: UInt32 = 0x1_F000

    /// Whether a UTF-16 code unit can begin or complete an emoji cluster under
    /// ``isEmojiPresentation(_:)``: one in ``basicEmojiRange``, a surrogate (U+10000 and above) or
    /// VS16. A text without one has no emoji cluster, found without its grapheme boundaries.
    @inline(__always)
    static func canMakeEmoji(_ unit: UInt16) -> Bool {
        basicEmojiRange.contains(UInt32(unit)) || UTF16.isSurrogate(unit) || unit == 0xFE0F
    }

    /// Whether a cluster is shown as a colour emoji by default: an emoji-presentation character,
    /// or an emoji character followed by VS16 or the keycap mark.
    static func isEmojiPresentation(_ scalars: Substring.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        // The common case without a property lookup: outside the two emoji ranges no character
        // has emoji presentation and only # * 0–9 © ® are emoji at all.
        let value = first.value
        if !basicEmojiRange.contains(value) && value < supplementaryEmojiStart {
            guard value == 0x23 || value == 0x2A || (0x30...0x39).contains(value) || value == 0xA9 || value == 0xAE
            else { return false }
            return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
        }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// The script of the text around the neutral cluster at `index`: the nearest non-neutral
    /// cluster after it, else before it; nil when the text has none. Looked up only for the few
    /// neutral clusters the primary face lacks, so measuring allocates nothing for it.
    static func neighbourScript(of index: Int, in clusters: UnsafeBufferPointer<Cluster>) -> String? {
        for next in (index + 1)..<clusters.count where !isNeutral(clusters[next].script) {
            return clusters[next].script
        }
        for previous in (0..<index).reversed() where !isNeutral(clusters[previous].script) {
            return clusters[previous].script
        }
        return nil
    }

    /// Common and inherited clusters (spaces, punctuation, digits, marks) take the script of the
    /// cluster before them, or after them at the start of the text; a closing bracket or quote
    /// takes the script its opening mark took (``PairedPunctuation``), and so does the text
    /// after it, as in ICU's script runs.
    static func resolveNeutralScripts(_ clusters: inout [Cluster]) {
        var current: String?
        /// Open marks not yet closed: which pair, and the script they took (nil before any).
        var open: [(pair: UInt32, script: String?)] = []
        for index in clusters.indices {
            guard isNeutral(clusters[index].script) else {
                if current == nil {
                    for entry in open.indices { open[entry].script = clusters[index].script }
                }
                current = clusters[index].script
                continue
            }
            switch clusters[index].text.unicodeScalars.first.flatMap(PairedPunctuation.role(of:)) {
            case .opening(let pair):
                open.append((pair, current))
            case .closing(let pair):
                if let match = open.lastIndex(where: { $0.pair == pair }) {
                    if let script = open[match].script { current = script }
                    open.removeSubrange(match...)
                }
            case nil:
                break
            }
            if let current { clusters[index].script = current }
        }
        var following: String?
        for index in clusters.indices.reversed() {
            if isNeutral(clusters[index].script) {
                if let following { clusters[index].script = following }
            } else {
                following = clusters[index].script
            }
        }
    }

    /// Each cluster's direction from its bidi embedding level (UAX #9, ICU): odd levels run right
    /// to left, so digits inside Arabic text are shaped left to right. Should ICU refuse the
    /// text, the direction falls back to the cluster's script.
    static func resolveDirections(_ clusters: inout [Cluster], utf16: [UInt16]) {
        guard let paragraph = try? BidiAnalyzer.runs(in: utf16, baseDirection: .auto) else {
            for index in clusters.indices {
                clusters[index].isRightToLeft = HarfBuzzShaper.isRightToLeft(
                    script: SFNTContainer.tag(clusters[index].script))
            }
            return
        }
        var runIndex = 0
        for index in clusters.indices {
            let offset = clusters[index].range.lowerBound
            while runIndex < paragraph.runs.count, paragraph.runs[runIndex].range.upperBound <= offset {
                runIndex += 1
            }
            clusters[index].isRightToLeft = runIndex < paragraph.runs.count && paragraph.runs[runIndex].isRightToLeft
        }
    }

    /// Maximal runs of clusters that share face, script and direction.
    static func runs(of clusters: [Cluster], primary: FontFace) -> [PendingRun] {
        var runs: [PendingRun] = []
        // Read in place, cluster by cluster: a run grows without copying a cluster or a run.
        for index in clusters.indices {
            let face = clusters[index].face ?? primary
            let rightToLeft = clusters[index].isRightToLeft
            if let last = runs.indices.last, runs[last].face === face, runs[last].script == clusters[index].script,
                runs[last].isRightToLeft == rightToLeft
            {
                runs[last].range = runs[last].range.lowerBound..<clusters[index].range.upperBound
            } else {
                runs.append(
                    PendingRun(
                        range: clusters[index].range, face: face, script: clusters[index].script,
                        isRightToLeft: rightToLeft))
            }
        }
        return runs
    }
}
