import TypeFitUnicode

/// Shapes text with a face and its fallback cascade: the step that turns a string into runs
/// with advances in font units.
///
/// The text is split into grapheme clusters (ICU's, as layout splits it); each cluster goes to the first face that has a
/// glyph for every character in it (the primary face, then the cascade; emoji-presentation
/// clusters go to an emoji face first); spaces, punctuation and digits follow
/// ``neutralCharacters``. Neighbouring clusters with the same face, script and
/// direction (from the Unicode bidi algorithm, ICU) form a run, and each run is shaped by HarfBuzz with the rest of the text as context.
public struct TextMeasurer: Sendable {
    /// Where characters the primary face lacks are looked for.
    public var fallback: FallbackCascade
    /// Which face draws spaces, punctuation and digits next to fallback text.
    package var neutralCharacters: NeutralCharacterFace
    /// Where ``advances(of:face:locale:features:)`` keeps shaped words; nil shapes every text
    /// whole, every time.
    public var cache: ShapingCache?

    /// - Parameters:
    ///   - fallback: where characters the primary face lacks are looked for.
    ///   - neutralCharacters: default ``NeutralCharacterFace/spacesFollowText``.
    ///   - cache: default ``ShapingCache/shared``.
    public init(
        fallback: FallbackCascade = FallbackCascade(), neutralCharacters: NeutralCharacterFace = .spacesFollowText,
        cache: ShapingCache? = .shared
    ) {
        self.fallback = fallback
        self.neutralCharacters = neutralCharacters
        self.cache = cache
    }

    /// Shapes `text` with `face`.
    /// - Parameters:
    ///   - locale: BCP 47 language of the text (`ja`, `zh-Hant`, `ar`): picks language-specific
    ///     forms and the CJK fallback variant. nil: none.
    ///   - features: OpenType features applied to the whole text, on top of the font's defaults
    ///     (kerning, ligatures, contextual alternates are on unless turned off here).
    /// An empty text gives a measurement with no runs and zero width.
    public func measure(
        _ text: String, face: FontFace, locale: String? = nil, features: [FontFeature] = []
    ) -> TextMeasurement {
        if let simple = measureSimple(text, face: face, locale: locale, features: features) { return simple }
        return measureGeneral(text, face: face, locale: locale, features: features)
    }

    /// ``measure(_:face:locale:features:)`` without the short way for simple text: grapheme
    /// clusters, a face for each, scripts, directions, runs.
    func measureGeneral(_ text: String, face: FontFace, locale: String?, features: [FontFeature]) -> TextMeasurement {
        let utf16 = Array(text.utf16)
        return utf16.withUnsafeBufferPointer { utf16 in
            var clusters = Self.clusters(of: utf16)
            var missing: [TextMeasurement.MissingCharacter] = []
            var warnings: [String] = []
            chooseFaces(&clusters, in: utf16, primary: face, locale: locale, missing: &missing, warnings: &warnings)
            Self.resolveNeutralScripts(&clusters, in: utf16)
            Self.resolveDirections(&clusters, utf16: utf16)
            let runs = Self.runs(of: clusters, primary: face).map { run in
                TextMeasurement.Run(
                    range: run.range, face: run.face, script: SFNTContainer.tagString(run.script),
                    isRightToLeft: run.isRightToLeft, isFallback: run.face !== face,
                    glyphs: [], advance: 0, standIn: run.face !== face ? fallback.standIn(for: run.face) : nil
                ).shaped(in: utf16, script: run.script, language: locale, features: features)
            }
            return TextMeasurement(
                primaryFace: face, utf16Count: utf16.count, runs: runs,
                missingCharacters: missing, warnings: warnings)
        }
    }

    /// Gives each of `clusters` (of `utf16`) its face, and a neutral cluster found through a
    /// script's cascade that script; a cluster no face covers keeps `face` and is added to
    /// `missing`, with one warning per script to `warnings`.
    private func chooseFaces(
        _ clusters: inout [Cluster], in utf16: UnsafeBufferPointer<UInt16>, primary face: FontFace, locale: String?,
        missing: inout [TextMeasurement.MissingCharacter], warnings: inout [String]
    ) {
        var lackingScripts: [UInt32] = []
        var lists = CandidateLists()
        // Clusters are read and given their faces in place: copying one out would retain its face.
        clusters.withUnsafeMutableBufferPointer { clusters in
            for index in clusters.indices {
                let neutral = Self.isNeutral(clusters[index].script)
                let isEmoji = clusters[index].isEmoji
                let coveredByPrimary = clusters[index].isCovered(by: face, in: utf16)
                // Spaces, punctuation and digits next to fallback text: see NeutralCharacterFace.
                // Whatever the option, one the primary face lacks stays in the face before it
                // when that face has it (so "、" stays in the CJK face). Nothing stays in an
                // emoji's face (its space is as wide as an emoji).
                if index > 0, neutral, !isEmoji, !clusters[index - 1].isEmoji,
                    let previous = clusters[index - 1].face, previous !== face,
                    clusters[index].isCovered(by: previous, in: utf16),
                    keepsPrecedingFace(clusters[index], in: utf16, coveredByPrimary: coveredByPrimary)
                {
                    clusters[index].face = previous
                    continue
                }
                if coveredByPrimary, !isEmoji {
                    clusters[index].face = face
                    continue
                }
                let neighbour =
                    neutral && !isEmoji && !coveredByPrimary
                    ? Self.neighbourScript(of: index, in: UnsafeBufferPointer(clusters)) : nil
                if let chosen = chooseFace(
                    for: clusters[index], in: utf16, coveredByPrimary: coveredByPrimary, primary: face,
                    locale: locale, neighbourScript: neighbour, lists: &lists)
                {
                    clusters[index].face = chosen.face
                    // A neutral character found through a script's cascade is shaped as that
                    // script (the Arabic comma and tatweel with Arabic shaping, in the Arabic run).
                    if let script = chosen.script { clusters[index].script = script }
                    continue
                }
                clusters[index].face = face
                let script = clusters[index].script
                let sample = String(decoding: clusters[index].units(in: utf16), as: UTF16.self)
                missing.append(.init(text: sample, offset: clusters[index].range.lowerBound))
                if !lackingScripts.contains(script) {
                    lackingScripts.append(script)
                    warnings.append(
                        missingWarning(script: SFNTContainer.tagString(script), locale: locale, sample: sample))
                }
            }
        }
    }

    /// Whether a neutral `cluster` after fallback text stays in that text's face (which has it).
    private func keepsPrecedingFace(
        _ cluster: Cluster, in utf16: UnsafeBufferPointer<UInt16>, coveredByPrimary: Bool
    ) -> Bool {
        switch neutralCharacters {
        case .preceding: true
        case .spacesFollowText: cluster.isSpace(in: utf16) || !coveredByPrimary
        case .primary: !coveredByPrimary
        }
    }

    /// The first face that renders every character of `cluster`, or nil when none does.
    ///
    /// A neutral cluster (Common or Inherited script: punctuation, digits, marks) the primary
    /// face lacks is looked for by coverage, not by its own script: first in the cascade of
    /// `neighbourScript` (the script of the text around it, so the Arabic comma in
    /// "abc، مرفق" goes to the Arabic face), then in the cascades of the scripts it is used
    /// with (Unicode Script_Extensions: U+060C is used with Arabic, Syriac, Thaana, …), then
    /// in the general cascade.
    /// `script` is the script whose cascade gave a neutral cluster its face (nil otherwise).
    /// - Parameters:
    ///   - coveredByPrimary: whether `primary` has every character of `cluster`.
    ///   - lists: the cascade's candidate lists this text has asked for so far.
    private func chooseFace(
        for cluster: Cluster, in utf16: UnsafeBufferPointer<UInt16>, coveredByPrimary: Bool, primary: FontFace,
        locale: String?, neighbourScript: UInt32?, lists: inout CandidateLists
    ) -> (face: FontFace, script: UInt32?)? {
        if !cluster.isEmoji, coveredByPrimary { return (primary, nil) }
        /// The first face of `script`'s cascade that covers the cluster.
        func covering(in script: UInt32) -> FontFace? {
            lists.candidates(script: script, emoji: cluster.isEmoji) {
                fallback.candidates(
                    primary: primary, script: SFNTContainer.tagString(script), language: locale,
                    emoji: cluster.isEmoji)
            }.first { cluster.isCovered(by: $0, in: utf16) }
        }
        guard Self.isNeutral(cluster.script), !cluster.isEmoji else {
            // The common case, without building a list of scripts: the cluster's own script.
            if let face = covering(in: cluster.script) { return (face, nil) }
            return cluster.isEmoji && coveredByPrimary ? (primary, nil) : nil
        }
        var scripts = neighbourScript.map { [$0] } ?? []
        Self.appendUsedWithScripts(of: cluster.units(in: utf16), to: &scripts)
        scripts.append(HarfBuzzShaper.commonScript)
        var tried: [UInt32] = []
        for script in scripts where !tried.contains(script) {
            tried.append(script)
            if let face = covering(in: script) { return (face, Self.isNeutral(script) ? nil : script) }
        }
        return nil
    }

    /// The candidate lists one text has asked its cascade for, by (script, emoji): a text's
    /// clusters ask for few lists, each many times, so they are kept here rather than looked up
    /// in the cascade's shared memo (a lock and a hash) for every cluster.
    struct CandidateLists {
        private var lists: [(script: UInt32, emoji: Bool, faces: FallbackCandidates)] = []

        /// The list for (`script`, a tag value, and `emoji`), from `make` the first time.
        mutating func candidates(script: UInt32, emoji: Bool, make: () -> FallbackCandidates) -> FallbackCandidates {
            if let known = lists.first(where: { $0.emoji == emoji && $0.script == script }) { return known.faces }
            let made = make()
            lists.append((script, emoji, made))
            return made
        }
    }

    /// Appends to `scripts` the scripts a neutral cluster's characters (`units`) are used with
    /// (their Script_Extensions), in order, without Common and Inherited, as tag values.
    private static func appendUsedWithScripts(of units: UnsafeBufferPointer<UInt16>, to scripts: inout [UInt32]) {
        _ = WordShape.containsScalar(of: units) { scalar in
            guard !isDefaultIgnorable(scalar) else { return false }
            for script in ScriptExtensions.scripts(of: scalar).map(SFNTContainer.tag)
            where !isNeutral(script) && !scripts.contains(script) {
                scripts.append(script)
            }
            return false
        }
    }

    private func missingWarning(script: String, locale: String?, sample: String) -> String {
        let expected = fallback.system?.expectedFiles(script: script, language: locale) ?? []
        let hint =
            expected.isEmpty
            ? "no installed font covers it"
            : "no installed font covers it (looked for \(expected.joined(separator: ", ")); on Debian: apt-get install fonts-noto-core fonts-noto-cjk)"
        return "missing glyphs for script \(script) (first: \"\(sample)\"): \(hint); measured with .notdef widths"
    }
}

extension TextMeasurement.Run {
    /// The run shaped by HarfBuzz, glyphs and total advance filled in. A lone space and a
    /// fallback face's run are shaped once per face and context (``RunShapes``).
    /// `script` is ``script`` as a tag value.
    func shaped(
        in text: UnsafeBufferPointer<UInt16>, script: UInt32, language: String?, features: [FontFeature]
    ) -> Self {
        var run = self
        if isFallback || RunShapes.isLoneSpace(range, in: text) {
            run.glyphs = face.runShapes.glyphs(
                of: range, in: text, script: script, rightToLeft: isRightToLeft, language: language, features: features
            ) { harfBuzzGlyphs(in: text, script: script, language: language, features: features) }
        } else {
            run.glyphs = harfBuzzGlyphs(in: text, script: script, language: language, features: features)
        }
        run.advance = run.glyphs.reduce(0) { $0 + Int($1.xAdvance) }
        return run
    }

    /// The run's glyphs as HarfBuzz shapes them in `text`, `script` as a tag value.
    private func harfBuzzGlyphs(
        in text: UnsafeBufferPointer<UInt16>, script: UInt32, language: String?, features: [FontFeature]
    ) -> [ShapedGlyph] {
        HarfBuzzShaper.shape(
            text, range: range, font: face.harfBuzzFont, script: script, rightToLeft: isRightToLeft,
            language: language, features: features)
    }
}
