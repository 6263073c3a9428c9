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

    /// The word as `measurement` shaped it: `measurement` measured the word with a space
    /// before it when `leadingSpace` (and perhaps one after it); `features` are those it was
    /// shaped with.
    init(units: [UInt16], padded measurement: TextMeasurement, leadingSpace: Bool, features: [FontFeature]) {
        let padding = leadingSpace ? 1 : 0
        let end = padding + units.count
        self.units = units
        // Each glyph's advance counts at the first code unit of its cluster (as TextAdvances
        // attributes them), read straight into the word's own code units.
        var advances = [Double](repeating: 0, count: units.count)
        var leading = 0.0
        var substitutesSpace = false
        var contextSensitive = false
        var usesFallback = false
        var lastWordRun: TextMeasurement.Run?
        for run in measurement.runs {
            let unitsPerEm = Double(run.face.unitsPerEm)
            for glyph in run.glyphs {
                let cluster = Int(glyph.cluster)
                if cluster >= padding, cluster < end {
                    advances[cluster - padding] += Double(glyph.xAdvance) / unitsPerEm
                } else if cluster == 0, leadingSpace {
                    leading += Double(glyph.xAdvance) / unitsPerEm
                }
            }
            let interaction = run.face.spaceInteraction(features: features)
            if interaction.substitutesSpace { substitutesSpace = true }
            if !contextSensitive, !interaction.sensitiveGlyphs.isEmpty {
                contextSensitive = Self.containsScalar(of: units) {
                    run.face.harfBuzzFont.nominalGlyph($0.value).map(interaction.sensitiveGlyphs.contains) ?? false
                }
            }
            if run.range.lowerBound < end, run.range.upperBound > padding {
                lastWordRun = run
                if run.isFallback { usesFallback = true }
            }
        }
        self.advances = advances
        self.leadingSpaceAdvance = leadingSpace ? leading : nil
        self.facesSubstituteSpace = substitutesSpace
        self.isContextSensitive = contextSensitive
        // Only a word that ends in a fallback face needs its last cluster looked at.
        self.trailingFallback = lastWordRun.flatMap { run -> FontFace? in
            guard run.isFallback else { return nil }
            return Self.endsWithEmoji(units) ? nil : run.face
        }
        let missing = measurement.missingCharacters.compactMap { character -> TextMeasurement.MissingCharacter? in
            character.offset >= padding && character.offset < end
                ? .init(text: character.text, offset: character.offset - padding) : nil
        }
        if !usesFallback, missing.isEmpty, measurement.warnings.isEmpty {
            self.details = nil
        } else {
            var used: [FontFace] = [measurement.primaryFace]
            for run in measurement.runs where run.range.lowerBound < end && run.range.upperBound > padding {
                if !used.contains(run.face) { used.append(run.face) }
            }
            self.details = Details(faces: used, missing: missing, warnings: measurement.warnings)
        }
    }

    /// Whether a Unicode scalar of `units` (unpaired surrogates read as U+FFFD) satisfies
    /// `predicate`, without making a string.
    private static func containsScalar(of units: [UInt16], where predicate: (Unicode.Scalar) -> Bool) -> Bool {
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
        guard let boundaries = try? GraphemeBreaker.boundaries(in: units), !boundaries.isEmpty else { return false }
        let start = boundaries.count > 1 ? boundaries[boundaries.count - 2] : 0
        let last = String(decoding: units[start...], as: UTF16.self)
        return TextMeasurer.isEmojiPresentation(Substring(last).unicodeScalars)
    }
}
