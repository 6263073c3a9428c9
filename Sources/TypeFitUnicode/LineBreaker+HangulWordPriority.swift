// Hangul word priority: iOS's `.standard` line-break strategy (UILabel, SwiftUI `Text`)
// includes `NSParagraphStyle.LineBreakStrategy.hangulWordPriority`: "the system prevents
// breaking between Hangul characters", so Korean wraps at spaces like English. UAX #14 (and
// ICU 72, which ignores `ko@lw=keepall`) allows a break between any two Hangul syllables.

extension LineBreaker {
    /// `opportunities` without the ones that fall between two Hangul characters (syllables or
    /// jamo) with nothing in between, as iOS's `.standard` strategy does: Korean then wraps at
    /// spaces, not between syllables. Mandatory breaks and the end of the text are kept.
    ///
    /// A Korean word wider than the line then has no opportunity inside; the layout engine
    /// breaks it at grapheme boundaries (see ``GraphemeBreaker``), as iOS does.
    /// - Parameters:
    ///   - opportunities: opportunities for `text`, as returned by ``LineBreaker``.
    ///   - text: the text they were computed for (UTF-16 offsets refer to it).
    /// - Returns: the kept opportunities, in the same order.
    package static func keepingHangulWords(
        _ opportunities: [LineBreakOpportunity],
        in text: String
    ) -> [LineBreakOpportunity] {
        let utf16 = Array(text.utf16)
        return utf16.withUnsafeBufferPointer { keepingHangulWords(opportunities, in: $0) }
    }

    /// `opportunities` without the ones between two Hangul characters, for text given as
    /// UTF-16 code units. See ``keepingHangulWords(_:in:)``.
    package static func keepingHangulWords(
        _ opportunities: [LineBreakOpportunity],
        in utf16: UnsafeBufferPointer<UInt16>
    ) -> [LineBreakOpportunity] {
        opportunities.filter { opportunity in
            opportunity.isMandatory || !HangulText.isBetweenHangul(utf16, at: opportunity.offset)
        }
    }
}
