internal import CHarfBuzz

/// The Unicode scalars a face's `cmap` maps to a glyph, as a two-level bitmap built the first
/// time the face is asked (`hb_face_collect_unicodes`): what face choice asks of every character
/// of every text (does the primary face have it, does this fallback face), answered with two
/// memory reads instead of a call into HarfBuzz.
///
/// Unicode is cut into pages of 256 scalars; each page with at least one covered scalar has
/// 256 bits. A Latin face covers a few dozen pages (a few KB); a CJK face about 300 (about
/// 18 KB with the page index).
final class CharacterCoverage: @unchecked Sendable {
    /// Pages in Unicode (U+0000…U+10FFFF, 256 scalars each).
    private static let pageCount = 0x11_0000 >> 8
    /// For each page, 1 + the index of its bits among the covered pages; 0 for an empty page.
    /// Immutable after `init`, freed in `deinit`.
    let pages: UnsafeMutablePointer<UInt16>
    /// Four 64-bit words per covered page.
    let bits: UnsafeMutablePointer<UInt64>
    /// Whether the bitmap answers exactly as `hb_font_get_nominal_glyph`. False for a face
    /// with characters in U+F000…U+F0FF, which may be a symbol font: HarfBuzz also looks those
    /// up for U+0000…U+00FF, so such a face is asked through HarfBuzz instead.
    let isExact: Bool

    /// The coverage of `face` (an `hb_face_t`).
    init(face: OpaquePointer) {
        let set = hb_set_create()!
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        pages = .allocate(capacity: Self.pageCount)
        pages.initialize(repeating: 0, count: Self.pageCount)
        // First pass: number the covered pages.
        var covered = 0
        var first = hb_codepoint_t.max
        var last = hb_codepoint_t.max
        var symbolRange = false
        while hb_set_next_range(set, &first, &last) != 0, first < 0x11_0000 {
            let upper = min(last, 0x10_FFFF)
            if first <= 0xF0FF, upper >= 0xF000 { symbolRange = true }
            for page in Int(first >> 8)...Int(upper >> 8) where pages[page] == 0 {
                covered += 1
                pages[page] = UInt16(covered)
            }
        }
        bits = .allocate(capacity: max(covered, 1) * 4)
        bits.initialize(repeating: 0, count: max(covered, 1) * 4)
        // Second pass: set the bits, a run of scalars at a time.
        first = .max
        last = .max
        while hb_set_next_range(set, &first, &last) != 0, first < 0x11_0000 {
            for scalar in first...min(last, 0x10_FFFF) {
                let word = (Int(pages[Int(scalar >> 8)]) - 1) * 4 + Int((scalar >> 6) & 3)
                bits[word] |= 1 << UInt64(scalar & 63)
            }
        }
        isExact = !symbolRange
    }

    deinit {
        pages.deallocate()
        bits.deallocate()
    }

    /// Whether the face maps `scalar` to a glyph (meaningful when ``isExact``).
    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        let page = Int(pages[Int(scalar >> 8)])
        guard page != 0 else { return false }
        return bits[(page - 1) * 4 + Int((scalar >> 6) & 3)] >> UInt64(scalar & 63) & 1 != 0
    }
}
