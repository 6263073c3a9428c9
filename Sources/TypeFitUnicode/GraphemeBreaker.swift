/// Extended grapheme cluster boundaries (Unicode UAX #29), from ICU's character break
/// iterator (`UBRK_CHARACTER`, root locale): the places where a word too wide for its line may
/// be broken without splitting a user-perceived character (an emoji ZWJ sequence, a flag, a
/// base letter with its combining marks, a Hangul syllable spelled with jamo).
///
/// Offsets are UTF-16 code units, in increasing order; offset 0 is not included and the end
/// of the text is always the last boundary. Empty text gives `[]`. Thread-safe; iterators are
/// cached per thread like ``LineBreaker``'s.
package enum GraphemeBreaker {
    /// Grapheme cluster boundaries in `text`, as UTF-16 code-unit offsets (end of text included).
    /// - Throws: ``UnicodeSegmentationError`` if the text exceeds `Int32.max` UTF-16 code units
    ///   or ICU fails.
    package static func boundaries(in text: String) throws(UnicodeSegmentationError) -> [Int] {
        try ICUFunnel.withUTF16(text) { (utf16) throws(UnicodeSegmentationError) in
            try boundaries(in: utf16)
        }
    }

    /// Grapheme cluster boundaries in UTF-16 code units, as UTF-16 offsets (end included).
    package static func boundaries(
        in utf16: UnsafeBufferPointer<UInt16>
    ) throws(UnicodeSegmentationError) -> [Int] {
        let length = utf16.count
        if length == 0 { return [] }
        let result: Result<[Int], UnicodeSegmentationError> =
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: length) { offsets in
                Result { () throws(UnicodeSegmentationError) in
                    let count = try ICUFunnel.graphemeBoundaries(utf16, offsets: offsets)
                    return [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
                        for index in 0..<count {
                            buffer.initializeElement(at: index, to: Int(offsets[index]))
                        }
                        initialized = count
                    }
                }
            }
        return try result.get()
    }

    /// Grapheme cluster boundaries in an array of UTF-16 code units (end included).
    package static func boundaries(in utf16: [UInt16]) throws(UnicodeSegmentationError) -> [Int] {
        let result = utf16.withUnsafeBufferPointer { buffer in
            Result { () throws(UnicodeSegmentationError) in try boundaries(in: buffer) }
        }
        return try result.get()
    }
}
