import Testing

@testable import TypeFitLayout
@testable import TypeFitShaping

/// Shared fixtures: the bundled Inter faces with the standard fallback cascade (Noto for CJK
/// and Arabic), and widths measured independently of the layout code, with `TextMeasurer`
/// on the exact strings a test expects on a line.
struct LayoutFixture: Sendable {
    let library: FontLibrary
    let inter: FontFace
    let measurer: TextMeasurer

    static let shared: Result<LayoutFixture, any Error> = Result {
        let library = try BundledFonts.library()
        return LayoutFixture(
            library: library, inter: try library.face(postScriptName: "Inter-Regular"),
            measurer: TextMeasurer(fallback: .sfProStandIn(library: library)))
    }

    static func get() throws -> LayoutFixture { try shared.get() }

    /// `text` prepared with Inter (and fallback).
    func prepare(_ text: String, locale: String? = nil) throws -> PreparedText {
        try PreparedText.prepare(text, face: inter, measurer: measurer, locale: locale)
    }

    /// Advance width of `text` shaped on its own, points at `size` (trailing spaces included).
    func width(_ text: String, size: Double = 17, locale: String? = nil) -> Double {
        measurer.measure(text, face: inter, locale: locale).width(atPointSize: size)
    }

    /// Width of the first `offset` UTF-16 units of `text` as shaped within the whole text
    /// (glyph advances summed straight from the measurement by cluster), points at `size`.
    func contextWidth(_ text: String, upTo offset: Int, size: Double = 17) -> Double {
        measurer.measure(text, face: inter).runs.reduce(0) { total, run in
            total + run.glyphs.filter { $0.cluster < offset }.reduce(0) { $0 + Double($1.xAdvance) }
                * size / Double(run.face.unitsPerEm)
        }
    }

    /// The midpoint between the widths of `shorter` and `longer`: a width at which `shorter`
    /// fits and `longer` does not, by a margin of half their difference.
    func between(_ shorter: String, _ longer: String, size: Double = 17, locale: String? = nil) -> Double {
        (width(shorter, size: size, locale: locale) + width(longer, size: size, locale: locale)) / 2
    }
}

/// The text of each line of `layout` in `text`.
func lineTexts(_ layout: TextLayout, in text: String) -> [String] {
    layout.lines.map { substring(text, $0.range) }
}

/// `text`'s UTF-16 range as a String.
func substring(_ text: String, _ range: Range<Int>) -> String {
    let utf16 = text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    return String(text[start..<utf16.index(start, offsetBy: range.count)])
}

/// UTF-16 length.
func u16(_ text: String) -> Int { text.utf16.count }

/// SplitMix64: a small seeded generator, so property tests are deterministic.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
