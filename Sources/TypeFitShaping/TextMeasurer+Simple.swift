/// The short way through ``TextMeasurer/measure(_:face:locale:features:)`` for the commonest
/// text: Latin, Greek or Cyrillic that the primary face draws entirely.
extension TextMeasurer {
    private static let latin = SFNTContainer.tag("Latn")
    private static let greek = SFNTContainer.tag("Grek")
    private static let cyrillic = SFNTContainer.tag("Cyrl")

    /// The measurement of `text` as one left-to-right run in `face`, or nil when the text needs
    /// the general path: a character at U+0590 or above (right-to-left, complex and CJK
    /// scripts, emoji, variation selectors) other than typographic punctuation, currency
    /// signs, letterlike symbols and arrows (``isSimpleAbove0590(_:)``), more than one of Latin,
    /// Greek and Cyrillic, or a character `face` lacks. Gives what the general path gives for
    /// such text (one run, the script of its letters, no fallback) without splitting it into
    /// grapheme clusters.
    func measureSimple(_ text: String, face: FontFace, locale: String?, features: [FontFeature]) -> TextMeasurement? {
        var script: UInt32?
        for scalar in text.unicodeScalars {
            guard Self.keepsSimple(scalar, face: face, script: &script) else { return nil }
        }
        return shapedAsOneRun(text, face: face, script: script, locale: locale, features: features)
    }

    /// Whether `scalar` leaves a text on the short way in `face`: below U+0590 or one of
    /// ``isSimpleAbove0590(_:)``, of Latin, Greek or Cyrillic (the same as the text's `script`
    /// so far, which it sets) or of Common or Inherited script, and drawn by `face` unless
    /// default-ignorable.
    @inline(__always)
    static func keepsSimple(_ scalar: Unicode.Scalar, face: FontFace, script: inout UInt32?) -> Bool {
        guard scalar.value < 0x0590 || isSimpleAbove0590(scalar.value) else { return false }
        let own = HarfBuzzShaper.script(of: scalar.value)
        if own == latin || own == greek || own == cyrillic {
            if let script, script != own { return false }
            script = own
        } else if own != HarfBuzzShaper.commonScript, own != HarfBuzzShaper.inheritedScript {
            return false
        }
        return face.hasGlyph(for: scalar) || isDefaultIgnorable(scalar)
    }

    /// The shape of a word that takes the short way, as ``WordShape/init(units:padded:leadingSpace:features:)``
    /// makes it of ``measureSimple(_:face:locale:features:)``'s measurement of the word with the
    /// spaces `edges` call for, shaped straight from its code units (no strings, no
    /// measurement: the commonest miss of the word cache); nil when the word needs the general
    /// path. (The word loop never asks for a context-sensitive word on the short way: it reads
    /// such a word from its window, ``windowsOfSensitiveWords(_:face:interaction:)``.)
    func simpleWordShape(
        _ units: UnsafeBufferPointer<UInt16>, edges: WordEdges, face: FontFace, locale: String?,
        features: [FontFeature]
    ) -> WordShape? {
        var script: UInt32?
        guard Self.takesShortWay(units, edges: edges, face: face, script: &script) else { return nil }
        let interaction = face.spaceInteraction(features: features)
        let isContextSensitive = WordShape.isContextSensitive(units, interaction)
        let padding = edges.leadingSpace ? 1 : 0
        let count = padding + units.count + (edges.trailingSpace ? 1 : 0)
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: count) { padded in
            padded.initialize(repeating: 0x20)
            _ = UnsafeMutableBufferPointer(rebasing: padded[padding..<(padding + units.count)])
                .initialize(fromContentsOf: units)
            return HarfBuzzShaper.withShaped(
                UnsafeBufferPointer(padded), range: 0..<count, font: face.harfBuzzFont,
                script: script ?? HarfBuzzShaper.commonScript, rightToLeft: false, language: locale,
                features: features
            ) { infos, positions in
                WordShape(
                    units: Array(units), glyphCount: infos.count, cluster: { Int(infos[$0].cluster) },
                    advance: { positions[$0].x_advance }, face: face, leadingSpace: edges.leadingSpace,
                    interaction: interaction, isContextSensitive: isContextSensitive)
            }
        }
    }

    /// Whether the word `units`, with the spaces `edges` call for, takes the short way in
    /// `face` (every character ``keepsSimple(_:face:script:)``); `script` is set to the script
    /// of its letters (nil: Common).
    static func takesShortWay(
        _ units: UnsafeBufferPointer<UInt16>, edges: WordEdges, face: FontFace, script: inout UInt32?
    ) -> Bool {
        guard !units.isEmpty else { return false }
        if edges.leadingSpace || edges.trailingSpace {
            guard keepsSimple(" ", face: face, script: &script) else { return false }
        }
        // Every code unit of a word on the short way is a scalar of its own: surrogates (and the
        // U+FFFD an unpaired one is read as) lie above U+0590, outside the simple ranges.
        for unit in units {
            guard let scalar = Unicode.Scalar(unit), keepsSimple(scalar, face: face, script: &script) else {
                return false
            }
        }
        return true
    }

    /// Characters at U+0590 or above that leave a text simple: the General Punctuation block
    /// (dashes, typographic quotes and apostrophes, ellipsis, bullets, primes, guillemets) less
    /// its line and paragraph separators, bidi controls and invisible format characters
    /// (U+2028–U+202E, U+205F–U+206F), currency signs, letterlike symbols, number forms and
    /// arrows. None of them is right-to-left or an emoji by default, and none joins a grapheme
    /// cluster, so the general path puts each in the primary face, in its neighbours' script
    /// and run, as this path does (`measureGeneral` agrees: `SimplePathTests`).
    @inline(__always)
    static func isSimpleAbove0590(_ value: UInt32) -> Bool {
        switch value {
        case 0x2010...0x2027, 0x202F...0x205E, 0x20A0...0x20CF, 0x2100...0x21FF: true
        default: false
        }
    }

    /// `text` shaped as one left-to-right run in `face`, in `script` (nil: Common).
    private func shapedAsOneRun(
        _ text: String, face: FontFace, script: UInt32?, locale: String?, features: [FontFeature]
    ) -> TextMeasurement {
        let utf16 = Array(text.utf16)
        let script = script ?? HarfBuzzShaper.commonScript
        let run = utf16.withUnsafeBufferPointer { buffer in
            TextMeasurement.Run(
                range: 0..<utf16.count, face: face, script: SFNTContainer.tagString(script), isRightToLeft: false,
                isFallback: false, glyphs: [], advance: 0
            ).shaped(in: buffer, script: script, language: locale, features: features)
        }
        return TextMeasurement(
            primaryFace: face, utf16Count: utf16.count, runs: utf16.isEmpty ? [] : [run],
            missingCharacters: [], warnings: [])
    }
}
