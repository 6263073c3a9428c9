internal import CICU

/// How many columns text takes in a terminal with a monospaced font, for aligning tables of
/// text in any script: by grapheme cluster (what a terminal draws as one character), using the
/// Unicode East Asian Width property (UAX #11) from ICU.
///
/// - A cluster with a Wide (W) or Fullwidth (F) code point takes 2 columns: CJK ideographs,
///   kana, Hangul syllables, fullwidth forms, emoji with emoji presentation (👍🏽, 🔔).
/// - A cluster that asks for emoji presentation with U+FE0F (❤️) takes 2.
/// - Otherwise each code point takes 1 except combining marks (Mn, Me), format characters (Cf)
///   and controls, which take 0: e + U+0301 is 1, a lone U+0301 is 0, halfwidth ｶ + ﾞ is 2 (as
///   `wcwidth` counts them). Ambiguous (A) characters take 1 (their width depends on the
///   terminal's locale; outside East Asian locales it is 1).
package enum DisplayWidth {
    /// Columns `text` takes: the sum over its grapheme clusters.
    package static func columns(of text: String) -> Int {
        // Printable ASCII, the common case of keys, numbers and Latin text: one column a byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        if let simple = simpleColumns(of: text) { return simple }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// Columns `text` takes when each of its code points is in ``simpleWidths`` (most text in
    /// Latin, Greek, Cyrillic, kana, CJK ideographs or Hangul syllables): every code point is
    /// then a cluster of its own, of the width the table gives; nil otherwise (combining marks,
    /// emoji, joiners, controls, Hangul jamo, code points beyond the Basic Multilingual Plane).
    static func simpleColumns(of text: String) -> Int? {
        var total = 0
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x10000 else { return nil }
            let width = simpleWidths[Int(scalar.value)]
            guard width > 0 else { return nil }
            total += Int(width)
        }
        return total
    }

    /// For each code point of the Basic Multilingual Plane: 1 or 2 when it is assigned, not zero
    /// width, and stands alone (``GraphemeBreaker/isStandAlone(_:)``: no grapheme break rule
    /// joins it to a neighbour that is also in the table): the columns it takes as a cluster of
    /// its own (2 when East Asian Wide or Fullwidth). 0 for every other code point, measured
    /// cluster by cluster. Built from ICU the first time a table holds text outside printable
    /// ASCII (65,536 property lookups, a few milliseconds), then shared.
    static let simpleWidths: [UInt8] = (0..<0x10000).map { value -> UInt8 in
        guard let scalar = Unicode.Scalar(UInt32(value)), GraphemeBreaker.isStandAlone(UInt16(value)),
            scalar.properties.generalCategory != .unassigned, !isZeroWidth(scalar)
        else { return 0 }
        switch typefit_icu_east_asian_width(UInt32(value)) {
        case TYPEFIT_ICU_EA_WIDE, TYPEFIT_ICU_EA_FULLWIDTH: return 2
        default: return 1
        }
    }

    /// Columns one grapheme cluster takes: 2 when it is wide, else its code points that are not
    /// zero width.
    package static func columns(of character: Character) -> Int {
        var spacing = 0
        for scalar in character.unicodeScalars {
            if scalar.value < 0x7F, scalar.value >= 0x20 {
                spacing += 1
                continue
            }  // ASCII fast path
            switch typefit_icu_east_asian_width(scalar.value) {
            case TYPEFIT_ICU_EA_WIDE, TYPEFIT_ICU_EA_FULLWIDTH: return 2
            default: break
            }
            if scalar == "\u{FE0F}", character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
            if !isZeroWidth(scalar) { spacing += 1 }
        }
        return spacing
    }

    /// Combining marks, format characters (ZWJ, variation selectors are Mn) and controls.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: false
        }
    }
}
