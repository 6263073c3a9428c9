import TypeFitUnicode

/// Splitting text into grapheme clusters with their script, and grouping clusters into runs.
///
/// A cluster is a range of the text's UTF-16 code units with its script as a tag value: the
/// fallback pipeline reads characters from the code units and compares scripts as integers,
/// so a cluster holds no piece of the string and no script name.
extension TextMeasurer {
    struct Cluster {
        /// UTF-16 offsets of the cluster in the measured text.
        var range: Range<Int>
        /// ISO 15924 script as a tag value (HarfBuzz's `hb_script_t`): `Zyyy` for Common.
        var script: UInt32
        var isEmoji: Bool
        var face: FontFace?
        var isRightToLeft = false

        /// The cluster's code units in `utf16`, the text it was made from.
        @inline(__always)
        func units(in utf16: UnsafeBufferPointer<UInt16>) -> UnsafeBufferPointer<UInt16> {
            UnsafeBufferPointer(rebasing: utf16[range])
        }

        /// Whether the cluster is a space (Unicode `Zs`: U+0020, U+00A0, U+3000, …).
        func isSpace(in utf16: UnsafeBufferPointer<UInt16>) -> Bool {
            !WordShape.containsScalar(of: units(in: utf16)) { $0.properties.generalCategory != .spaceSeparator }
        }

        /// Whether `face` has a glyph for every character that needs one (default-ignorable
        /// characters such as ZWJ and variation selectors are drawn as nothing and need none).
        func isCovered(by face: FontFace, in utf16: UnsafeBufferPointer<UInt16>) -> Bool {
            !WordShape.containsScalar(of: units(in: utf16)) {
                !face.hasGlyph(for: $0) && !TextMeasurer.isDefaultIgnorable($0)
            }
        }

        /// The cluster's first character.
        func firstScalar(in utf16: UnsafeBufferPointer<UInt16>) -> Unicode.Scalar? {
            var first: Unicode.Scalar?
            _ = WordShape.containsScalar(of: units(in: utf16)) {
                first = $0
                return true
            }
            return first
        }
    }

    struct PendingRun {
        var range: Range<Int>
        var face: FontFace
        /// As ``Cluster/script``.
        var script: UInt32
        var isRightToLeft: Bool
    }

    /// Whether the script tag `tag` is Common, Inherited or Unknown.
    @inline(__always)
    static func isNeutral(_ tag: UInt32) -> Bool {
        tag == HarfBuzzShaper.commonScript || tag == HarfBuzzShaper.inheritedScript
            || tag == HarfBuzzShaper.unknownScript
    }

    /// The grapheme clusters of `text`: ICU's extended grapheme clusters (``GraphemeBreaker``),
    /// the one definition that line breaking, truncation and counting use too. Should ICU refuse
    /// the text, each Unicode scalar is a cluster.
    static func clusters(of text: String) -> [Cluster] {
        Array(text.utf16).withUnsafeBufferPointer { clusters(of: $0) }
    }

    /// The grapheme clusters of the text whose UTF-16 code units are `utf16`.
    static func clusters(of utf16: UnsafeBufferPointer<UInt16>) -> [Cluster] {
        let ends = (try? GraphemeBreaker.boundaries(in: utf16)) ?? scalarEnds(of: utf16)
        // A text without a unit that can make an emoji has no emoji cluster.
        let mayHaveEmoji = utf16.contains(where: canMakeEmoji)
        var clusters: [Cluster] = []
        clusters.reserveCapacity(ends.count)
        var offset = 0
        for end in ends {
            let units = UnsafeBufferPointer(rebasing: utf16[offset..<end])
            var script = HarfBuzzShaper.commonScript
            var first: Unicode.Scalar?
            _ = WordShape.containsScalar(of: units) { scalar in
                if first == nil { first = scalar }
                let tag = HarfBuzzShaper.script(of: scalar.value)
                guard !isNeutral(tag) else { return false }
                script = tag
                return true
            }
            let isEmoji =
                mayHaveEmoji
                && first.map { first in
                    isEmojiPresentation(first: first) { units.contains { $0 == 0xFE0F || $0 == 0x20E3 } }
                } ?? false
            clusters.append(Cluster(range: offset..<end, script: script, isEmoji: isEmoji, face: nil))
            offset = end
        }
        return clusters
    }

    /// The UTF-16 end offset of each Unicode scalar of `utf16`.
    private static func scalarEnds(of utf16: UnsafeBufferPointer<UInt16>) -> [Int] {
        var ends: [Int] = []
        var offset = 0
        _ = WordShape.containsScalar(of: utf16) { scalar in
            offset += UTF16.width(scalar)
            ends.append(offset)
            return false
        }
        return ends
    }

    /// Whether `scalar` is a default-ignorable code point (drawn as nothing when a font lacks
    /// it: ZWJ, variation selectors, bidi controls, soft hyphen, tags), from its ranges rather
    /// than a property lookup: a fallback text asks this of every character its primary face
    /// lacks. `DefaultIgnorableTests` holds the ranges to the Unicode data.
    @inline(__always)
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
            0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
            0x1_BCA0...0x1_BCA3, 0x1_D173...0x1_D17A, 0xE_0000...0xE_0FFF:
            true
        default: false
        }
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
        return isEmojiPresentation(first: first) { scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 } }
    }

    /// ``isEmojiPresentation(_:)`` for a cluster that begins with `first`; `hasEmojiSelector`
    /// tells whether the cluster holds VS16 or the keycap mark, asked only when it matters.
    private static func isEmojiPresentation(first: Unicode.Scalar, hasEmojiSelector: () -> Bool) -> Bool {
        // The common case without a property lookup: outside the two emoji ranges no character
        // has emoji presentation and only # * 0–9 © ® are emoji at all.
        let value = first.value
        if !basicEmojiRange.contains(value) && value < supplementaryEmojiStart {
            guard value == 0x23 || value == 0x2A || (0x30...0x39).contains(value) || value == 0xA9 || value == 0xAE
            else { return false }
            return hasEmojiSelector()
        }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && hasEmojiSelector()
    }

    /// The script of the text around the neutral cluster at `index`: the nearest non-neutral
    /// cluster after it, else before it; nil when the text has none. Looked up only for the few
    /// neutral clusters the primary face lacks, so measuring allocates nothing for it.
    static func neighbourScript(of index: Int, in clusters: UnsafeBufferPointer<Cluster>) -> UInt32? {
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
    /// after it, as in ICU's script runs. `utf16` is the text the clusters were made from.
    static func resolveNeutralScripts(_ clusters: inout [Cluster], in utf16: UnsafeBufferPointer<UInt16>) {
        var current: UInt32?
        /// Open marks not yet closed: which pair, and the script they took (nil before any).
        var open: [(pair: UInt32, script: UInt32?)] = []
        for index in clusters.indices {
            guard isNeutral(clusters[index].script) else {
                if current == nil {
                    for entry in open.indices { open[entry].script = clusters[index].script }
                }
                current = clusters[index].script
                continue
            }
            switch clusters[index].firstScalar(in: utf16).flatMap(PairedPunctuation.role(of:)) {
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
        var following: UInt32?
        for index in clusters.indices.reversed() {
            if isNeutral(clusters[index].script) {
                if let following { clusters[index].script = following }
            } else {
                following = clusters[index].script
            }
        }
    }

    /// Each cluster's direction from its bidi embedding level (UAX #9, ICU): odd levels run right
    /// to left, so digits inside Arabic text are shaped left to right. A text without a unit
    /// that ``canRunRightToLeft(_:)`` runs left to right throughout and skips ICU. Should ICU
    /// refuse the text, the direction falls back to the cluster's script.
    static func resolveDirections(_ clusters: inout [Cluster], utf16: UnsafeBufferPointer<UInt16>) {
        guard utf16.contains(where: canRunRightToLeft) else { return }
        guard let paragraph = try? BidiAnalyzer.runs(in: utf16, baseDirection: .auto) else {
            for index in clusters.indices {
                clusters[index].isRightToLeft = HarfBuzzShaper.isRightToLeft(script: clusters[index].script)
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

    /// Whether a UTF-16 code unit can give its text a right-to-left level: it lies in a block
    /// of right-to-left scripts or Arabic digits (U+0590–U+08FF, U+FB1D–U+FDFF, U+FE70–U+FEFF;
    /// the lead surrogates of U+10800–U+10FFF and U+1E800–U+1EFFF), or it is RLM, RLE, RLO or
    /// RLI. Every character of bidi class R, AL or AN is in those ranges
    /// (`BidiSkipTests` holds them to ICU), so a text without such a unit has no odd level
    /// under the Unicode bidi algorithm with an automatic base direction.
    @inline(__always)
    static func canRunRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD802...0xD803, 0xD83A...0xD83B: true
        case 0x200F, 0x202B, 0x202E, 0x2067: true
        default: false
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
