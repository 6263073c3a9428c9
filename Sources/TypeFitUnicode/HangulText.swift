/// Hangul classification on UTF-16 code units, for Hangul word priority. Every Hangul block is
/// in the BMP, so one code unit decides.
enum HangulText {
    /// Whether `unit` is a Hangul syllable or jamo: Hangul Jamo (U+1100–U+11FF), Hangul
    /// Compatibility Jamo (U+3130–U+318F), Hangul Jamo Extended-A (U+A960–U+A97F), Hangul
    /// Syllables (U+AC00–U+D7A3), Hangul Jamo Extended-B (U+D7B0–U+D7FF), halfwidth Hangul
    /// (U+FFA0–U+FFDC).
    @inline(__always)
    static func isHangul(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F,
            0xAC00...0xD7A3, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC:
            true
        default:
            false
        }
    }

    /// Whether the UTF-16 offset `offset` lies between two Hangul code units (so a break there
    /// would split a Korean word). False at the start and end of the text.
    @inline(__always)
    static func isBetweenHangul(_ utf16: UnsafeBufferPointer<UInt16>, at offset: Int) -> Bool {
        offset > 0 && offset < utf16.count && isHangul(utf16[offset - 1]) && isHangul(utf16[offset])
    }
}
