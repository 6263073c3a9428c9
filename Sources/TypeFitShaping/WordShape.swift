/// One word shaped alone, as the word cache keeps it: the advances of its UTF-16 code units,
/// in em, whether its shaping depends on the text around it, and anything fallback had to say.
struct WordShape: Sendable {
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
        let all = TextAdvances(measurement).advances
        self.advances = Array(all[padding..<end])
        self.leadingSpaceAdvance = leadingSpace ? all.first : nil
        let wordRuns = measurement.runs.filter { $0.range.lowerBound < end && $0.range.upperBound > padding }
        let interactions = measurement.runs.map { ($0, $0.face.spaceInteraction(features: features)) }
        self.facesSubstituteSpace = interactions.contains { $0.1.substitutesSpace }
        self.isContextSensitive = interactions.contains { run, interaction in
            !interaction.sensitiveGlyphs.isEmpty && String(decoding: units, as: UTF16.self).unicodeScalars.contains {
                run.face.harfBuzzFont.nominalGlyph($0.value).map(interaction.sensitiveGlyphs.contains) ?? false
            }
        }
        // Only a word that ends in a fallback face needs its last cluster looked at.
        self.trailingFallback = wordRuns.last.flatMap { run -> FontFace? in
            guard run.isFallback else { return nil }
            let endsWithEmoji = String(decoding: units, as: UTF16.self).last
                .map { TextMeasurer.isEmojiPresentation(Substring(String($0)).unicodeScalars) } ?? false
            return endsWithEmoji ? nil : run.face
        }
        let usesFallback = wordRuns.contains { $0.isFallback }
        let missing = measurement.missingCharacters.compactMap { character -> TextMeasurement.MissingCharacter? in
            character.offset >= padding && character.offset < end
                ? .init(text: character.text, offset: character.offset - padding) : nil
        }
        if !usesFallback, missing.isEmpty, measurement.warnings.isEmpty {
            self.details = nil
        } else {
            var used: [FontFace] = [measurement.primaryFace]
            for run in wordRuns where !used.contains(run.face) { used.append(run.face) }
            self.details = Details(faces: used, missing: missing, warnings: measurement.warnings)
        }
    }
}
