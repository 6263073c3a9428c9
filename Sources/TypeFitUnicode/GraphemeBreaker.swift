internal import CICU

/// Extended grapheme cluster boundaries (Unicode UAX #29), from ICU's character break
/// iterator (`UBRK_CHARACTER`, root locale): the places where a word too wide for its line may
/// be broken without splitting a user-perceived character (an emoji ZWJ sequence, a flag, a
/// base letter with its combining marks, a Hangul syllable spelled with jamo).
///
/// Offsets are UTF-16 code units, in increasing order; offset 0 is not included and the end
/// of the text is always the last boundary. Empty text gives `[]`. Thread-safe; iterators are
/// cached per thread like ``LineBreaker``'s. A text whose every code unit stands alone
/// (``isStandAlone(_:)``: most Latin, Greek, Cyrillic, CJK and Hangul text) has a boundary
/// after every unit, found without ICU.
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
        if length <= Int(Int32.max), standsAlone(utf16) { return Array(1...length) }
        return try icuBoundaries(in: utf16)
    }

    /// ``boundaries(in:)-([UInt16])`` as ICU's character break iterator finds them, for any text.
    package static func icuBoundaries(
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

    /// Whether the code unit `unit` stands alone: a code point of the Basic Multilingual Plane
    /// (not a surrogate) whose Grapheme_Cluster_Break is Other, or a Hangul syllable (LV, LVT),
    /// which only jamo extend. No rule of UAX #29 joins two such code points (the emoji and
    /// Indic conjunct rules need a ZWJ or a virama, which are Extend), so in a text made only of
    /// them every code unit is a cluster of its own.
    package static func isStandAlone(_ unit: UInt16) -> Bool {
        standAloneUnits.withUnsafeBufferPointer { isStandAlone(unit, in: $0) }
    }

    /// Whether every code unit of `utf16` stands alone (``isStandAlone(_:)``).
    private static func standsAlone(_ utf16: UnsafeBufferPointer<UInt16>) -> Bool {
        standAloneUnits.withUnsafeBufferPointer { table in utf16.allSatisfy { isStandAlone($0, in: table) } }
    }

    /// `unit`'s bit in `table`, ``standAloneUnits``.
    @inline(__always)
    private static func isStandAlone(_ unit: UInt16, in table: UnsafeBufferPointer<UInt64>) -> Bool {
        (table[Int(unit >> 6)] >> UInt64(unit & 63)) & 1 != 0
    }

    /// One bit per code point of the Basic Multilingual Plane, set when it stands alone
    /// (``isStandAlone(_:)``), from ICU's Grapheme_Cluster_Break property: built the first time
    /// a text is broken (65,536 property lookups, a few milliseconds), then shared (8 KB).
    private static let standAloneUnits: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 0x1_0000 / 64)
        // Surrogates are halves of supplementary code points (emoji, flags), never alone;
        // ICU gives the surrogate code points themselves Other.
        for value in 0..<0x1_0000 where !(0xD800...0xDFFF).contains(value) {
            let clusterBreak = typefit_icu_grapheme_cluster_break(UInt32(value))
            if clusterBreak == TYPEFIT_ICU_GCB_OTHER || clusterBreak == TYPEFIT_ICU_GCB_LV
                || clusterBreak == TYPEFIT_ICU_GCB_LVT
            {
                bits[value >> 6] |= 1 << UInt64(value & 63)
            }
        }
        return bits
    }()
}
