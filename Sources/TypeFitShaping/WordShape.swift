import TypeFitUnicode

/// One word shaped alone, as the word cache keeps it: the advances of its UTF-16 code units,
/// in em, whether its shaping depends on the text around it, and anything fallback had to say.
final class WordShape: Sendable {
    /// Fallback faces, missing characters and warnings of a word that needed them; nil for the
    /// common word the primary face drew entirely.
    final class Details: Sendable {
        /// The faces that shaped the word, primary first.
        let faces: [FontFace]
        /// Clusters no face could render, offsets relative to the word's start.
        let missing: [TextMeasurement.MissingCharacter]
        let warnings: [String]

        init(faces: [FontFace], missing: [TextMeasurement.MissingCharacter], warnings: [String]) {
            self.faces = faces
            self.missing = missing
            self.warnings = warnings
        }
    }

    /// The word's UTF-16 code units (the key, compared on lookup).
    let units: [UInt16]
    /// One advance per code unit, em.
    let advances: [Double]
    /// Whether one of the word's characters maps to a glyph that a lookup rewrites with a
    /// space in its context (Inter's `calt` turns the x of "3 x 4" into ×): the word is then
    /// shaped together with its neighbours.
    let isContextSensitive: Bool
    /// Whether a face that shaped the word substitutes the space itself: its text is shaped
    /// whole.
    let facesSubstituteSpace: Bool
    /// The advance of the space before the word, kerned against the word's first glyph, em;
    /// nil when the word was shaped without a space before it.
    let leadingSpaceAdvance: Double?
    let details: Details?
    /// The fallback face of the word's last cluster; nil when the primary face or an emoji face
    /// drew it. A space after the word may stay in this face (``NeutralCharacterFace/spacesFollowText``).
    let trailingFallback: FontFace?

    /// Approximate heap cost, bytes: what the cache's memory bound counts.
    var byteCost: Int { 96 + units.count * 2 + advances.count * 8 + (details == nil ? 0 : 128) }

    private init(
        units: [UInt16], advances: [Double], isContextSensitive: Bool, facesSubstituteSpace: Bool,
        leadingSpaceAdvance: Double?, details: Details?, trailingFallback: FontFace?
    ) {
        self.units = units
        self.advances = advances
        self.isContextSensitive = isContextSensitive
        self.facesSubstituteSpace = facesSubstituteSpace
        self.leadingSpaceAdvance = leadingSpaceAdvance
        self.details = details
        self.trailingFallback = trailingFallback
    }

    /// The word as `measurement` shaped it: `measurement` measured the word with a space
    /// before it when `leadingSpace` (and perhaps one after it); `features` are those it was
    /// shaped with.
    convenience init(units: [UInt16], padded measurement: TextMeasurement, leadingSpace: Bool, features: [FontFeature])
    {
        let padding = leadingSpace ? 1 : 0
        let end = padding + units.count
        var advances = [Double](repeating: 0, count: units.count)
        var leading = 0.0
        var substitutesSpace = false
        var contextSensitive = false
        var usesFallback = false
        var lastWordRun: TextMeasurement.Run?
        for run in measurement.runs {
            let glyphs = run.glyphs
            Self.attribute(
                glyphCount: glyphs.count, cluster: { glyphs[$0].cluster }, advance: { glyphs[$0].xAdvance },
                unitsPerEm: run.face.unitsPerEm, padding: padding, units: units.count,
                leadingSpace: leadingSpace, to: &advances, leading: &leading)
            let interaction = run.face.spaceInteraction(features: features)
            if interaction.substitutesSpace { substitutesSpace = true }
            if !contextSensitive { contextSensitive = Self.isContextSensitive(units, interaction) }
            if run.range.lowerBound < end, run.range.upperBound > padding {
                lastWordRun = run
                if run.isFallback { usesFallback = true }
            }
        }
        // Only a word that ends in a fallback face needs its last cluster looked at.
        let trailingFallback = lastWordRun.flatMap { run -> FontFace? in
            guard run.isFallback else { return nil }
            return Self.endsWithEmoji(units) ? nil : run.face
        }
        let missing = measurement.missingCharacters.compactMap { character -> TextMeasurement.MissingCharacter? in
            character.offset >= padding && character.offset < end
                ? .init(text: character.text, offset: character.offset - padding) : nil
        }
        var details: Details?
        if usesFallback || !missing.isEmpty || !measurement.warnings.isEmpty {
            var used: [FontFace] = [measurement.primaryFace]
            for run in measurement.runs where run.range.lowerBound < end && run.range.upperBound > padding {
                if !used.contains(run.face) { used.append(run.face) }
            }
            details = Details(faces: used, missing: missing, warnings: measurement.warnings)
        }
        self.init(
            units: units, advances: advances, isContextSensitive: contextSensitive,
            facesSubstituteSpace: substitutesSpace, leadingSpaceAdvance: leadingSpace ? leading : nil,
            details: details, trailingFallback: trailingFallback)
    }

    /// A whole text as `measurement` shaped it at once, its faces, missing characters and
    /// warnings as the measurement gives them (``TextMeasurement/facesUsed``: in run order).
    convenience init(units: [UInt16], whole measurement: TextMeasurement) {
        self.init(
            units: units, advances: TextAdvances(measurement).advances, isContextSensitive: false,
            facesSubstituteSpace: true, leadingSpaceAdvance: nil,
            details: Details(
                faces: measurement.facesUsed, missing: measurement.missingCharacters, warnings: measurement.warnings),
            trailingFallback: nil)
    }

    /// The word as one run of glyphs in `face` shaped it, with no fallback and nothing missing
    /// (``TextMeasurer/simpleWordShape(_:edges:face:locale:features:)``): what
    /// ``init(units:padded:leadingSpace:features:)`` makes of that run's measurement. The
    /// glyphs are read in place through `cluster` (UTF-16 offset into the shaped text) and
    /// `advance` (font units) by index below `glyphCount`: HarfBuzz's buffer, with no glyph
    /// array made. `interaction` is the face's with the word's features, and
    /// `isContextSensitive` what ``isContextSensitive(_:_:)`` gives for the word, both
    /// worked out by the caller.
    @inline(__always)
    convenience init(
        units: [UInt16], glyphCount: Int, cluster: (Int) -> Int, advance: (Int) -> Int32, face: FontFace,
        leadingSpace: Bool, interaction: SpaceInteraction, isContextSensitive: Bool
    ) {
        var advances = [Double](repeating: 0, count: units.count)
        var leading = 0.0
        Self.attribute(
            glyphCount: glyphCount, cluster: cluster, advance: advance, unitsPerEm: face.unitsPerEm,
            padding: leadingSpace ? 1 : 0, units: units.count, leadingSpace: leadingSpace, to: &advances,
            leading: &leading)
        self.init(
            units: units, advances: advances, isContextSensitive: isContextSensitive,
            facesSubstituteSpace: interaction.substitutesSpace, leadingSpaceAdvance: leadingSpace ? leading : nil,
            details: nil, trailingFallback: nil)
    }

    /// Adds each glyph's advance (font units of a face of `unitsPerEm`) to the first code unit
    /// of its cluster (as TextAdvances attributes them), read straight into the word's own
    /// `units` code units, which follow `padding` (0 or 1) units of the shaped text; the
    /// leading space's glyphs go to `leading` when `leadingSpace`. Glyph `index` (below
    /// `glyphCount`) has cluster `cluster(index)` and advance `advance(index)`.
    @inline(__always)
    private static func attribute(
        glyphCount: Int, cluster: (Int) -> Int, advance: (Int) -> Int32, unitsPerEm: Int, padding: Int,
        units: Int, leadingSpace: Bool, to advances: inout [Double], leading: inout Double
    ) {
        let unitsPerEm = Double(unitsPerEm)
        for index in 0..<glyphCount {
            let cluster = cluster(index)
            if cluster >= padding, cluster < padding + units {
                advances[cluster - padding] += Double(advance(index)) / unitsPerEm
            } else if cluster == 0, leadingSpace {
                leading += Double(advance(index)) / unitsPerEm
            }
        }
    }

    /// Whether one of `units`' characters maps in a face to a glyph that a lookup rewrites with
    /// a space in its context (`interaction`, the face's with the word's features:
    /// ``SpaceInteraction/isSensitive(_:)``).
    static func isContextSensitive<Units: Sequence<UInt16>>(_ units: Units, _ interaction: SpaceInteraction) -> Bool {
        guard !interaction.sensitiveGlyphs.isEmpty else { return false }
        return containsScalar(of: units) { interaction.isSensitive($0.value) }
    }

    /// Whether a Unicode scalar of `units` (unpaired surrogates read as U+FFFD) satisfies
    /// `predicate`, without making a string; `predicate` is called scalar by scalar until it
    /// holds.
    static func containsScalar<Units: Sequence<UInt16>>(
        of units: Units, where predicate: (Unicode.Scalar) -> Bool
    ) -> Bool {
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if predicate(scalar) { return true }
            case .error: if predicate("\u{FFFD}") { return true }
            case .emptyInput: return false
            }
        }
    }

    /// Whether the word's last grapheme cluster (ICU's) is shown as a colour emoji.
    private static func endsWithEmoji(_ units: [UInt16]) -> Bool {
        // Most fallback words (CJK, Arabic) have no unit that can make an emoji: they end
        // without finding grapheme boundaries.
        guard units.contains(where: TextMeasurer.canMakeEmoji) else { return false }
        guard let boundaries = try? GraphemeBreaker.boundaries(in: units), !boundaries.isEmpty else { return false }
        let start = boundaries.count > 1 ? boundaries[boundaries.count - 2] : 0
        let last = String(decoding: units[start...], as: UTF16.self)
        return TextMeasurer.isEmojiPresentation(Substring(last).unicodeScalars)
    }
}
