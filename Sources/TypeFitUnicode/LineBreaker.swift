/// Line-break opportunities (Unicode UAX #14 with ICU's tailorings), from ICU's line break
/// iterator (`ubrk_open(UBRK_LINE, locale, …)`).
///
/// Results are in UTF-16 code-unit offsets. Each opportunity marks where a new line may start,
/// in increasing order; offset 0 is never included and **the end of the text is always the
/// last opportunity** (so non-empty text gives at least one). Empty text gives `[]`.
///
/// ICU break iterators are opened once per thread and locale and cached (see `typefit_icu.h`);
/// a call only points the cached iterator at the new text, so calling this once per paragraph
/// is cheap. All functions are thread-safe.
///
/// Locales are ICU locale IDs and may carry the `lb` keyword, which selects how strictly
/// Japanese and Chinese text is broken:
/// - `nil` or `""`: ICU's root rules, which are *strict* for small kana and the prolonged sound
///   mark (no break before `ょ`, `っ`, `ー`).
/// - `"ja"`, `"zh"`: ICU 72 gives *normal* for `ja` (breaks before small kana allowed) but keeps
///   the strict root rules for `zh`.
/// - `"ja@lb=strict"`, `"ja@lb=normal"`, `"ja@lb=loose"`: explicit choice.
/// Thai, Lao, Khmer and Burmese are broken at word boundaries from ICU's dictionaries whatever
/// the locale. Unknown locales fall back to the root rules (ICU does not fail on them).
package enum LineBreaker {
    /// Line-break opportunities in `text`.
    ///
    /// - Parameters:
    ///   - text: one paragraph or more (mandatory breaks inside are reported as such).
    ///   - locale: ICU locale ID, keywords allowed (`"ja@lb=strict"`); `nil` = root rules.
    ///   - hangulWordPriority: drop opportunities between two Hangul characters, so Korean
    ///     wraps at spaces as with iOS's `.standard` line-break strategy
    ///     (see ``keepingHangulWords(_:in:)``).
    /// - Returns: opportunities in increasing UTF-16 offset order, ending with the text's
    ///   UTF-16 length; `[]` for empty text.
    /// - Throws: ``UnicodeSegmentationError`` if the locale contains NUL, the text exceeds
    ///   `Int32.max` UTF-16 code units, or ICU fails.
    package static func opportunities(
        in text: String,
        locale: String? = nil,
        hangulWordPriority: Bool = false
    ) throws(UnicodeSegmentationError) -> [LineBreakOpportunity] {
        try ICUFunnel.withUTF16(text) { (utf16) throws(UnicodeSegmentationError) in
            try opportunities(in: utf16, locale: locale, hangulWordPriority: hangulWordPriority)
        }
    }

    /// Line-break opportunities in UTF-16 code units (the layout engine's per-paragraph call).
    ///
    /// Allocates once on the heap (the result); scratch space lives on the stack when it fits.
    /// - Parameters:
    ///   - utf16: the text as UTF-16 code units; only read during the call.
    ///   - locale: ICU locale ID, keywords allowed; `nil` = root rules.
    ///   - hangulWordPriority: drop opportunities between two Hangul characters.
    /// - Returns: opportunities in increasing UTF-16 offset order, ending with `utf16.count`;
    ///   `[]` for empty text.
    package static func opportunities(
        in utf16: UnsafeBufferPointer<UInt16>,
        locale: String? = nil,
        hangulWordPriority: Bool = false
    ) throws(UnicodeSegmentationError) -> [LineBreakOpportunity] {
        let length = utf16.count
        if length == 0 { return [] }
        let result: Result<[LineBreakOpportunity], UnicodeSegmentationError> =
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: length) { offsets in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { flags in
                    Result { () throws(UnicodeSegmentationError) in
                        let count = try ICUFunnel.lineBreaks(
                            utf16, locale: locale, offsets: offsets, mandatory: flags)
                        return makeOpportunities(
                            count: count, offsets: offsets, flags: flags,
                            dropBetweenHangulIn: hangulWordPriority ? utf16 : nil)
                    }
                }
            }
        return try result.get()
    }

    /// Line-break opportunities in an array of UTF-16 code units. See
    /// the `UnsafeBufferPointer<UInt16>` overload.
    package static func opportunities(
        in utf16: [UInt16],
        locale: String? = nil,
        hangulWordPriority: Bool = false
    ) throws(UnicodeSegmentationError) -> [LineBreakOpportunity] {
        let result = utf16.withUnsafeBufferPointer { buffer in
            Result { () throws(UnicodeSegmentationError) in
                try opportunities(in: buffer, locale: locale, hangulWordPriority: hangulWordPriority)
            }
        }
        return try result.get()
    }

    /// Builds the result array in one allocation, optionally filtering Hangul-internal breaks.
    private static func makeOpportunities(
        count: Int,
        offsets: UnsafeMutableBufferPointer<Int32>,
        flags: UnsafeMutableBufferPointer<UInt8>,
        dropBetweenHangulIn text: UnsafeBufferPointer<UInt16>?
    ) -> [LineBreakOpportunity] {
        [LineBreakOpportunity](unsafeUninitializedCapacity: count) { buffer, initialized in
            var written = 0
            for index in 0..<count {
                let offset = Int(offsets[index])
                let isMandatory = flags[index] != 0
                if !isMandatory, let text, HangulText.isBetweenHangul(text, at: offset) { continue }
                buffer.initializeElement(
                    at: written, to: LineBreakOpportunity(offset: offset, isMandatory: isMandatory))
                written += 1
            }
            initialized = written
        }
    }
}
