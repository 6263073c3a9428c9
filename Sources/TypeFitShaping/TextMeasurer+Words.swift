import TypeFitUnicode

/// Measuring a text word by word through the ``ShapingCache``: the cold path of layout.
extension TextMeasurer {
    /// The advances of `utf16` shaped with `face`, attributed to its code units (em).
    ///
    /// With a cache, and neutral characters set to ``NeutralCharacterFace/spacesFollowText`` or
    /// ``NeutralCharacterFace/primary``, the text is cut at its spaces (U+0020 not followed by
    /// a combining mark) and each word is shaped once per (face, language, features), between
    /// two spaces, then looked up; each space gets the advance of the space alone in the face
    /// that draws it. Whether a word's shaping could change with its neighbours is read from
    /// the faces' `GSUB` and `GPOS` lookups (``SpaceInteraction``): a word with a glyph that a
    /// lookup rewrites with a space in its context is shaped together with the words around it
    /// (that window cached on its own, the words inside it read from it rather than shaped
    /// alone); a face that substitutes the space itself sends the
    /// text to whole shaping, the whole text then cached as one word. Once a fallback word has
    /// done so, later texts of several words with a character of its script that `face` lacks
    /// go straight to whole shaping (the context's whole-text scripts:
    /// ``ShapingCache/contextWithWholeTextScripts(face:cascade:neutralCharacters:language:features:)``),
    /// without shaping the words before that one first. Without a cache the text is shaped
    /// whole. Word by word gives the advances of shaping the whole text, except where a word's
    /// bidi direction or script depends on the words around it (digits or punctuation alone
    /// between right-to-left words).
    /// - Parameters:
    ///   - utf16: the text; unpaired surrogates are shaped as U+FFFD.
    ///   - locale: BCP 47 language for shaping and CJK fallback; nil: none.
    ///   - features: OpenType features for the whole text.
    public func advances(
        of utf16: UnsafeBufferPointer<UInt16>, face: FontFace, locale: String? = nil,
        features: [FontFeature] = []
    ) -> TextAdvances {
        guard let cache, neutralCharacters != .preceding else {
            return TextAdvances(
                measure(String(decoding: utf16, as: UTF16.self), face: face, locale: locale, features: features))
        }
        let (context, wholeTextScripts) = cache.contextWithWholeTextScripts(
            face: face, cascade: fallback.identity, neutralCharacters: neutralCharacters,
            language: locale, features: features)
        var advances =
            wordByWord(
                utf16, context: context, wholeTextScripts: wholeTextScripts, face: face, locale: locale,
                features: features, cache: cache)
            ?? wholeText(utf16, context: context, face: face, locale: locale, features: features, cache: cache)
        if advances.facesUsed.contains(where: { $0 !== face }) {
            advances.standIns = fallback.standIns(among: advances.facesUsed, primary: face)
        }
        return advances
    }

    /// The advances of `utf16` shaped whole, for a text whose words cannot be shaped apart (a
    /// face substitutes the space), kept in the cache beside its words: a text prepared again
    /// (another entry with the same face, a second check in one process) is not shaped again.
    private func wholeText(
        _ utf16: UnsafeBufferPointer<UInt16>, context: UInt64, face: FontFace, locale: String?,
        features: [FontFeature], cache: ShapingCache
    ) -> TextAdvances {
        let shape = cache.word(utf16, context: context << 3 | WordEdges.wholeTextKeyBits) {
            cache.recordWholeText()
            let text = String(decoding: utf16, as: UTF16.self)
            return WordShape(
                units: Array(utf16), whole: measure(text, face: face, locale: locale, features: features))
        }
        return TextAdvances(
            advances: shape.advances, facesUsed: shape.details?.faces ?? [face],
            missingCharacters: shape.details?.missing ?? [], warnings: shape.details?.warnings ?? [],
            isWordByWord: false)
    }

    /// The word-by-word advances, or nil when a face substitutes the space.
    /// `wholeTextScripts` are those of `context`
    /// (``ShapingCache/contextWithWholeTextScripts(face:cascade:neutralCharacters:language:features:)``).
    private func wordByWord(
        _ utf16: UnsafeBufferPointer<UInt16>, context: UInt64, wholeTextScripts: [UInt32], face: FontFace,
        locale: String?, features: [FontFeature], cache: ShapingCache
    ) -> TextAdvances? {
        let interaction = face.spaceInteraction(features: features)
        if interaction.substitutesSpace { return nil }
        if !wholeTextScripts.isEmpty, Self.fallsBackWhole(utf16, face: face, scripts: wholeTextScripts) { return nil }
        var advances = [Double](repeating: 0, count: utf16.count)
        var faces: [FontFace] = [face]
        var missing: [TextMeasurement.MissingCharacter] = []
        var warnings: [String] = []
        var primarySpace: Double?
        var precedingFallback: FontFace?
        // The last space before the current word, when the primary face draws it.
        var primarySpaceBefore: Int?
        // Words shaped again with their neighbours once every word is known, each with the
        // space before it when the window gives that space's advance.
        var sensitiveWords: [Range<Int>] = []
        // Windows known before the loop, and the words inside them read from them.
        let knownWindows = Self.windowsOfSensitiveWords(utf16, face: face, interaction: interaction)
        var nextWindow = 0
        var covered: [CoveredWord] = []
        var unshapedSensitiveWords = 0
        var index = 0
        while index < utf16.count {
            if Self.isWordSeparator(utf16, at: index) {
                if neutralCharacters == .spacesFollowText, let fallback = precedingFallback, fallback.hasGlyph(for: " ")
                {
                    let fallbackContext = cache.context(
                        face: fallback, cascade: self.fallback.identity, neutralCharacters: neutralCharacters,
                        language: locale, features: features)
                    advances[index] = spaceAdvance(
                        context: fallbackContext, cache: cache, face: fallback,
                        locale: locale, features: features)
                    primarySpaceBefore = nil
                } else {
                    if primarySpace == nil {
                        primarySpace = spaceAdvance(
                            context: context, cache: cache, face: face,
                            locale: locale, features: features)
                    }
                    advances[index] = primarySpace ?? 0
                    primarySpaceBefore = index
                }
                index += 1
                continue
            }
            let start = index
            while index < utf16.count, !Self.isWordSeparator(utf16, at: index) { index += 1 }
            // A face that kerns against its space keeps each word once per edge: with or
            // without a space before it, with or without one after it.
            // A text that is one word is shaped as it is (a CJK sentence without spaces).
            let alone = start == 0 && index == utf16.count
            let edges: WordEdges =
                alone
                ? .alone
                : interaction.positionsSpace
                    ? WordEdges(leadingSpace: start > 0, trailingSpace: index < utf16.count) : .betweenSpaces
            // A word on the short way inside a known window is not looked up: the window gives it.
            while nextWindow < knownWindows.count, knownWindows[nextWindow].upperBound <= start { nextWindow += 1 }
            if nextWindow < knownWindows.count, knownWindows[nextWindow].lowerBound <= start {
                let units = UnsafeBufferPointer(rebasing: utf16[start..<index])
                var script: UInt32?
                if Self.takesShortWay(units, edges: edges, face: face, script: &script) {
                    if WordShape.isContextSensitive(units, interaction) {
                        let space = interaction.positionsSpace ? primarySpaceBefore : nil
                        sensitiveWords.append((space ?? start)..<index)
                        unshapedSensitiveWords += 1
                        primarySpaceBefore = nil
                        precedingFallback = nil
                        continue
                    }
                    if let script,
                        let range = Self.rangeRead(
                            fromWindow: knownWindows[nextWindow], word: start..<index,
                            primarySpaceBefore: primarySpaceBefore, positionsSpace: interaction.positionsSpace,
                            count: utf16.count)
                    {
                        covered.append(CoveredWord(range: range, word: start..<index, edges: edges, script: script))
                        primarySpaceBefore = nil
                        precedingFallback = nil
                        continue
                    }
                }
            }
            let shape = advances.withUnsafeMutableBufferPointer { all in
                word(
                    UnsafeBufferPointer(rebasing: utf16[start..<index]), edges: edges,
                    context: context, cache: cache, face: face, locale: locale, features: features,
                    into: UnsafeMutableBufferPointer(rebasing: all[start..<index]))
            }
            if shape.facesSubstituteSpace, !alone {
                cache.recordWholeTextScripts(
                    Self.missingScripts(UnsafeBufferPointer(rebasing: utf16[start..<index]), face: face),
                    context: context)
                return nil
            }
            if shape.isContextSensitive {
                // In a face that kerns against its space, the space before the word is taken
                // from the window too: its kerning against the word's first glyph as the
                // neighbours leave that glyph.
                let space = interaction.positionsSpace ? primarySpaceBefore : nil
                sensitiveWords.append((space ?? start)..<index)
            }
            if interaction.positionsSpace, let space = primarySpaceBefore, let kerned = shape.leadingSpaceAdvance {
                advances[space] = kerned
            }
            primarySpaceBefore = nil
            precedingFallback = shape.withFallback?.trailingFallback
            if let details = shape.withFallback?.details {
                for used in details.faces where !faces.contains(used) { faces.append(used) }
                missing += details.missing.map { .init(text: $0.text, offset: $0.offset + start) }
                for warning in details.warnings where !warnings.contains(warning) { warnings.append(warning) }
            }
        }
        if !sensitiveWords.isEmpty {
            let unresolved = withNeighbours(
                utf16, words: sensitiveWords, covered: covered, context: context, cache: cache, face: face,
                locale: locale, features: features, into: &advances)
            cache.recordWindowReads(sensitive: unshapedSensitiveWords, covered: covered.count - unresolved.count)
            for word in unresolved {
                let shape = advances.withUnsafeMutableBufferPointer { all in
                    self.word(
                        UnsafeBufferPointer(rebasing: utf16[word.word]), edges: word.edges, context: context,
                        cache: cache, face: face, locale: locale, features: features,
                        into: UnsafeMutableBufferPointer(rebasing: all[word.word]))
                }
                if word.range.lowerBound < word.word.lowerBound, let kerned = shape.leadingSpaceAdvance {
                    advances[word.range.lowerBound] = kerned
                }
            }
        }
        return TextAdvances(
            advances: advances, facesUsed: faces, missingCharacters: missing,
            warnings: warnings, isWordByWord: true)
    }

    /// Whether `utf16` has more than one word and a character that `face` lacks in one of
    /// `scripts` (the context's whole-text scripts): its fallback face would substitute the
    /// space, so the text is shaped whole.
    private static func fallsBackWhole(_ utf16: UnsafeBufferPointer<UInt16>, face: FontFace, scripts: [UInt32]) -> Bool
    {
        guard (0..<utf16.count).contains(where: { isWordSeparator(utf16, at: $0) }) else { return false }
        return WordShape.containsScalar(of: utf16) { scalar in
            !face.hasGlyph(for: scalar) && scripts.contains(HarfBuzzShaper.script(of: scalar.value))
        }
    }

    /// The scripts of the characters of `word` that `face` lacks, leaving out the scripts a
    /// character takes from its neighbours (Common, Inherited) and Unknown.
    private static func missingScripts(_ word: UnsafeBufferPointer<UInt16>, face: FontFace) -> [UInt32] {
        var scripts: [UInt32] = []
        _ = WordShape.containsScalar(of: word) { scalar in
            guard !face.hasGlyph(for: scalar) else { return false }
            let script = HarfBuzzShaper.script(of: scalar.value)
            if !isNeutral(script), !scripts.contains(script) { scripts.append(script) }
            return false
        }
        return scripts
    }

    /// The advance of U+0020 alone in `face`, em, through the cache.
    private func spaceAdvance(
        context: UInt64, cache: ShapingCache, face: FontFace, locale: String?, features: [FontFeature]
    ) -> Double {
        var advance = 0.0
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 1) { space in
            space[0] = 0x20
            withUnsafeMutablePointer(to: &advance) { advance in
                _ = word(
                    UnsafeBufferPointer(space), edges: .alone, context: context, cache: cache, face: face,
                    locale: locale, features: features, into: UnsafeMutableBufferPointer(start: advance, count: 1))
            }
        }
        return advance
    }

    /// What the word loop reads of a cached word besides its advances, copied out of the cache.
    private struct WordFacts: Sendable {
        var isContextSensitive: Bool
        var facesSubstituteSpace: Bool
        /// As ``WordShape/leadingSpaceAdvance``, em.
        var leadingSpaceAdvance: Double?
        /// The word, for the rare one with fallback details or a trailing fallback face; nil for
        /// the common word, which is then not retained at all.
        var withFallback: WordShape?
    }

    /// The cached shape of one word, shaping it on a miss with the spaces `edges` call for: its
    /// advances (em, one per code unit) copied into `destination`, which has one place per unit
    /// of `units`.
    private func word(
        _ units: UnsafeBufferPointer<UInt16>, edges: WordEdges, context: UInt64, cache: ShapingCache,
        face: FontFace, locale: String?, features: [FontFeature],
        into destination: UnsafeMutableBufferPointer<Double>
    ) -> WordFacts {
        cache.word(
            units, context: context << 3 | edges.keyBits,
            shape: { shapedWord(units, edges: edges, face: face, locale: locale, features: features) },
            read: { shape in
                _ = shape.advances.withUnsafeBufferPointer { destination.update(fromContentsOf: $0) }
                return WordFacts(
                    isContextSensitive: shape.isContextSensitive, facesSubstituteSpace: shape.facesSubstituteSpace,
                    leadingSpaceAdvance: shape.leadingSpaceAdvance,
                    withFallback: shape.details == nil && shape.trailingFallback == nil ? nil : copy shape)
            })
    }

    /// `units` shaped alone with the spaces `edges` call for: the short way when the word takes
    /// it (``simpleWordShape(_:edges:face:locale:features:)``), else measured in full.
    func shapedWord(
        _ units: UnsafeBufferPointer<UInt16>, edges: WordEdges, face: FontFace, locale: String?,
        features: [FontFeature]
    ) -> WordShape {
        if let simple = simpleWordShape(units, edges: edges, face: face, locale: locale, features: features) {
            return simple
        }
        let text = String(decoding: units, as: UTF16.self)
        let padded = (edges.leadingSpace ? " " : "") + text + (edges.trailingSpace ? " " : "")
        return WordShape(
            units: Array(units), padded: measure(padded, face: face, locale: locale, features: features),
            leadingSpace: edges.leadingSpace, features: features)
    }

    /// Whether the code unit at `index` is a space between words: U+0020 not followed by a
    /// character that would join it in one grapheme cluster (a combining mark, ZWJ, a
    /// variation selector, an emoji modifier).
    @inline(__always)
    static func isWordSeparator(_ utf16: UnsafeBufferPointer<UInt16>, at index: Int) -> Bool {
        guard utf16[index] == 0x20 else { return false }
        let next = index + 1
        guard next < utf16.count else { return true }
        let unit = utf16[next]
        if unit < 0x300 { return true }
        // A code unit that stands alone in a grapheme cluster (ICU's property) is none of these
        // in the blocks of the commonest words after a space: Greek, Cyrillic, kana, Han, Hangul.
        // Elsewhere a spacing mark may stand alone (Myanmar U+102B), or a mark newer than ICU's
        // tables be Other to ICU (U+0897), so the properties are asked.
        if unit < 0x0590 || (unit >= 0x3040 && unit < 0xA000) || (unit >= 0xAC00 && unit < 0xD7A4),
            GraphemeBreaker.isStandAlone(unit)
        {
            return true
        }
        var scalarValue = UInt32(unit)
        if UTF16.isLeadSurrogate(unit), next + 1 < utf16.count, UTF16.isTrailSurrogate(utf16[next + 1]) {
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(utf16[next + 1]) - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { return true }
        let properties = scalar.properties
        return
            !(properties.isGraphemeExtend || properties.generalCategory == .spacingMark
            || scalar.value == 0x200D || properties.isEmojiModifier)
    }
}
