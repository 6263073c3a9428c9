import Testing
import TypeFitUnicode

/// Expected levels derived by hand from UAX #9 (rule numbers in comments). Ranges are UTF-16.
@Suite("Bidi runs (UAX #9 via ICU)")
struct BidiAnalyzerTests {
    @Test("Pure LTR text is one run at level 0")
    func pureLTR() throws {
        let paragraph = try BidiAnalyzer.runs(in: "Hello world")
        #expect(paragraph.runs == [BidiRun(range: 0..<11, level: 0)])
        #expect(paragraph.baseLevel == 0)
        #expect(!paragraph.isRightToLeft)
        #expect(paragraph.isUnidirectional)
    }

    @Test("Arabic with auto base: one RTL run at level 1, paragraph RTL (P2–P3)")
    func arabic() throws {
        // مرحبا (5) + space + بالعالم (7) = 13; the space between two R resolves to R (N1).
        let paragraph = try BidiAnalyzer.runs(in: "مرحبا بالعالم")
        #expect(paragraph.runs == [BidiRun(range: 0..<13, level: 1)])
        #expect(paragraph.runs[0].isRightToLeft)
        #expect(paragraph.isRightToLeft)
        #expect(paragraph.baseLevel == 1)
    }

    @Test("Mixed LTR paragraph: Latin 0, Arabic 1, spaces take the paragraph level (N2)")
    func mixed() throws {
        // "Hello " (0..<6) مرحبا (6..<11) " world" (11..<17).
        let paragraph = try BidiAnalyzer.runs(in: "Hello مرحبا world")
        #expect(
            paragraph.runs == [
                BidiRun(range: 0..<6, level: 0),
                BidiRun(range: 6..<11, level: 1),
                BidiRun(range: 11..<17, level: 0),
            ])
        #expect(paragraph.runs.map(\.isRightToLeft) == [false, true, false])
        #expect(!paragraph.isRightToLeft)
    }

    @Test("Explicit RTL base: Latin goes to level 2 (I2)")
    func explicitRTL() throws {
        let paragraph = try BidiAnalyzer.runs(in: "Hello world", baseDirection: .rightToLeft)
        #expect(paragraph.runs == [BidiRun(range: 0..<11, level: 2)])
        #expect(!paragraph.runs[0].isRightToLeft)
        #expect(paragraph.isRightToLeft)
    }

    @Test("Explicit LTR base: Arabic stays at level 1, the paragraph at 0")
    func explicitLTR() throws {
        let paragraph = try BidiAnalyzer.runs(in: "مرحبا", baseDirection: .leftToRight)
        #expect(paragraph.runs == [BidiRun(range: 0..<5, level: 1)])
        #expect(paragraph.baseLevel == 0)
    }

    @Test("European digits in Arabic become AN (W2) at level 2 (I2); spaces stay RTL (N1)")
    func numbersInArabic() throws {
        // العدد (5) + space (0..<6), 123 (6..<9), space + هنا (9..<13).
        let paragraph = try BidiAnalyzer.runs(in: "العدد 123 هنا")
        #expect(
            paragraph.runs == [
                BidiRun(range: 0..<6, level: 1),
                BidiRun(range: 6..<9, level: 2),
                BidiRun(range: 9..<13, level: 1),
            ])
        #expect(paragraph.isRightToLeft)
    }

    @Test("Arabic-Indic digits in Arabic (AN) are also level 2")
    func arabicIndicDigits() throws {
        // العدد (5) + space, ١٢٣ (6..<9), end.
        let paragraph = try BidiAnalyzer.runs(in: "العدد ١٢٣")
        #expect(paragraph.runs == [BidiRun(range: 0..<6, level: 1), BidiRun(range: 6..<9, level: 2)])
    }

    @Test("Hebrew with European digits: EN after R stays EN, level 2")
    func hebrewDigits() throws {
        // שלום (4) + space (0..<5), 123 (5..<8).
        let paragraph = try BidiAnalyzer.runs(in: "שלום 123")
        #expect(paragraph.runs == [BidiRun(range: 0..<5, level: 1), BidiRun(range: 5..<8, level: 2)])
    }

    @Test("Text without strong characters defaults to LTR with auto")
    func neutralOnly() throws {
        let paragraph = try BidiAnalyzer.runs(in: "123 !")
        #expect(paragraph.runs == [BidiRun(range: 0..<5, level: 0)])
        #expect(!paragraph.isRightToLeft)
    }

    @Test(
        "Empty text: no runs; base level follows the requested direction",
        arguments: [(BidiAnalyzer.BaseDirection.auto, UInt8(0)), (.leftToRight, 0), (.rightToLeft, 1)])
    func empty(direction: BidiAnalyzer.BaseDirection, level: UInt8) throws {
        let paragraph = try BidiAnalyzer.runs(in: "", baseDirection: direction)
        #expect(paragraph.runs.isEmpty)
        #expect(paragraph.baseLevel == level)
    }

    @Test(
        "Runs cover the text without gaps, with surrogate pairs counted as two units",
        arguments: BidiAnalyzer.BaseDirection.allCases)
    func coverage(direction: BidiAnalyzer.BaseDirection) throws {
        let text = "A 😀 שלום (x) مرحبا 42 𝐁 end."
        let paragraph = try BidiAnalyzer.runs(in: text, baseDirection: direction)
        #expect(paragraph.runs.first?.range.lowerBound == 0)
        #expect(paragraph.runs.last?.range.upperBound == text.utf16.count)
        #expect(
            zip(paragraph.runs, paragraph.runs.dropFirst()).allSatisfy {
                $0.range.upperBound == $1.range.lowerBound && $0.level != $1.level
            })
        let units = Array(text.utf16)
        #expect(try BidiAnalyzer.runs(in: units, baseDirection: direction) == paragraph)
    }
}
