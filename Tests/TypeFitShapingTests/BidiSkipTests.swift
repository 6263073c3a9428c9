import Testing
import TypeFitUnicode

@testable import TypeFitShaping

/// The fallback pipeline skips the bidi algorithm for a text without a code unit that
/// `TextMeasurer.canRunRightToLeft` admits: ICU must then find no right-to-left level in it.
/// A new Unicode version that adds a right-to-left script outside the ranges fails here.
@Suite("Bidi: texts the fallback pipeline takes as left to right without asking ICU")
struct BidiSkipTests {
    @Test("every character outside the right-to-left ranges resolves left to right in ICU")
    func outsideTheRangesIsLeftToRight() throws {
        var chunk: [UInt16] = []
        var rightToLeft: [UInt32] = []
        var checked = 0
        func flush() throws {
            defer { chunk.removeAll(keepingCapacity: true) }
            guard !chunk.isEmpty else { return }
            let paragraph = try BidiAnalyzer.runs(in: chunk, baseDirection: .auto)
            for run in paragraph.runs where run.isRightToLeft {
                // Name the first character of the right-to-left run.
                let scalar = String(decoding: chunk[run.range], as: UTF16.self).unicodeScalars.first
                rightToLeft.append(scalar?.value ?? 0)
            }
        }
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let units = Array(String(scalar).utf16)
            guard !units.contains(where: TextMeasurer.canRunRightToLeft) else { continue }
            chunk += units
            checked += 1
            if chunk.count >= 512 { try flush() }
        }
        try flush()
        #expect(checked > 1_000_000)
        #expect(rightToLeft.isEmpty, "right to left in ICU, outside the ranges: \(rightToLeft.prefix(20))")
    }

    @Test("texts with Hebrew, Arabic, Adlam, an RLM or an RLO run right to left, and are not skipped")
    func rightToLeftTextsAreNotSkipped() throws {
        for text in ["abc שלום", "مرحبا ١٢٣", "𞤀𞤁", "a\u{200F}b", "\u{202E}abc"] {
            let utf16 = Array(text.utf16)
            #expect(utf16.contains(where: TextMeasurer.canRunRightToLeft), "\(text)")
            let paragraph = try BidiAnalyzer.runs(in: utf16, baseDirection: .auto)
            let hasRightToLeft = paragraph.runs.contains { $0.isRightToLeft }
            #expect(hasRightToLeft, "\(text)")
        }
    }

    @Test("measuring a left-to-right text gives left-to-right runs; an Arabic one, right-to-left runs")
    func measuredDirections() throws {
        let library = try Fixtures.bundled()
        let inter = try library.face(postScriptName: "Inter-Regular")
        let measurer = TextMeasurer(fallback: .everyFace(of: library), cache: nil)
        let latin = measurer.measureGeneral("Hello 世界 (2)", face: inter, locale: nil, features: [])
        #expect(!latin.runs.isEmpty)
        let latinDirections = latin.runs.map(\.isRightToLeft)
        #expect(!latinDirections.contains(true))
        let arabic = measurer.measureGeneral("مرحبا 3", face: inter, locale: "ar", features: [])
        let arabicDirections = arabic.runs.map(\.isRightToLeft)
        #expect(arabicDirections.contains(true))
    }
}
