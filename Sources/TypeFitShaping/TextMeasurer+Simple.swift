/// The short way through ``TextMeasurer/measure(_:face:locale:features:)`` for the commonest
/// text: Latin, Greek or Cyrillic that the primary face draws entirely.
extension TextMeasurer {
    private static let latin = SFNTContainer.tag("Latn")
    private static let greek = SFNTContainer.tag("Grek")
    private static let cyrillic = SFNTContainer.tag("Cyrl")

    /// The measurement of `text` as one left-to-right run in `face`, or nil when the text needs
    /// the general path: a character at U+0590 or above (right-to-left, complex and CJK
    /// scripts, emoji, variation selectors), more than one of Latin, Greek and Cyrillic, or a
    /// character `face` lacks. Gives what the general path gives for such text (one run, the
    /// script of its letters, no fallback) without splitting it into grapheme clusters.
    func measureSimple(_ text: String, face: FontFace, locale: String?, features: [FontFeature]) -> TextMeasurement? {
        var script: UInt32?
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x0590 else { return nil }
            let own = HarfBuzzShaper.script(of: scalar.value)
            if own == Self.latin || own == Self.greek || own == Self.cyrillic {
                if let script, script != own { return nil }
                script = own
            } else if own != HarfBuzzShaper.commonScript, own != HarfBuzzShaper.inheritedScript {
                return nil
            }
            if !face.hasGlyph(for: scalar), !scalar.properties.isDefaultIgnorableCodePoint { return nil }
        }
        let utf16 = Array(text.utf16)
        let scriptTag = SFNTContainer.tagString(script ?? HarfBuzzShaper.commonScript)
        let run = utf16.withUnsafeBufferPointer { buffer in
            TextMeasurement.Run(
                range: 0..<utf16.count, face: face, script: scriptTag, isRightToLeft: false,
                isFallback: false, glyphs: [], advance: 0
            ).shaped(in: buffer, language: locale, features: features)
        }
        return TextMeasurement(primaryFace: face, utf16Count: utf16.count, runs: utf16.isEmpty ? [] : [run],
                               missingCharacters: [], warnings: [])
    }
}
