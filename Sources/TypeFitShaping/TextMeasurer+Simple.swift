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
            guard scalar.value < 0x0590 || Self.isSimpleAbove0590(scalar.value) else { return nil }
            let own = HarfBuzzShaper.script(of: scalar.value)
            if own == Self.latin || own == Self.greek || own == Self.cyrillic {
                if let script, script != own { return nil }
                script = own
            } else if own != HarfBuzzShaper.commonScript, own != HarfBuzzShaper.inheritedScript {
                return nil
            }
            if !face.hasGlyph(for: scalar), !scalar.properties.isDefaultIgnorableCodePoint { return nil }
        }
        return shapedAsOneRun(text, face: face, script: script, locale: locale, features: features)
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
        let scriptTag = SFNTContainer.tagString(script ?? HarfBuzzShaper.commonScript)
        let run = utf16.withUnsafeBufferPointer { buffer in
            TextMeasurement.Run(
                range: 0..<utf16.count, face: face, script: scriptTag, isRightToLeft: false,
                isFallback: false, glyphs: [], advance: 0
            ).shaped(in: buffer, language: locale, features: features)
        }
        return TextMeasurement(
            primaryFace: face, utf16Count: utf16.count, runs: utf16.isEmpty ? [] : [run],
            missingCharacters: [], warnings: [])
    }
}
