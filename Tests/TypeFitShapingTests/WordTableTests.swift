import Testing

@testable import TypeFitShaping

/// The word cache's table: words found by hash and code units, never by hash alone, kept
/// through growth.
@Suite("Word cache: the table of shaped words")
struct WordTableTests {
    let measurer: TextMeasurer
    let inter: FontFace

    init() throws {
        (inter, measurer) = try Fixtures.interWithStandInCascade(cache: nil)
    }

    /// `text` shaped as the cache keeps it.
    func shape(_ text: String) -> WordShape {
        WordShape(
            units: Array(text.utf16), padded: measurer.measure(text, face: inter), leadingSpace: false, features: [])
    }

    func find(_ text: String, hash: UInt64, in table: WordTable) -> WordShape? {
        Array(text.utf16).withUnsafeBufferPointer { table.word(hash: hash, units: $0) }
    }

    @Test("a word is found by its hash and its code units; the same hash with other units is another word")
    func collisions() {
        var table = WordTable()
        let settings = shape("Settings")
        let done = shape("Done")
        let storedSettings = table.insert(settings, hash: 42)
        #expect(storedSettings)
        #expect(find("Settings", hash: 42, in: table) === settings)
        #expect(find("Done", hash: 42, in: table) == nil)
        #expect(find("Settings", hash: 43, in: table) == nil)
        // A second word under the same hash (and under 0, which an empty slot would mean).
        let storedDone = table.insert(done, hash: 42)
        let storedZero = table.insert(shape("Zero"), hash: 0)
        #expect(storedDone && storedZero)
        #expect(find("Done", hash: 42, in: table) === done && find("Settings", hash: 42, in: table) === settings)
        #expect(find("Zero", hash: 0, in: table) != nil && find("One", hash: 1, in: table) == nil)
        let storedOne = table.insert(shape("One"), hash: 1)
        #expect(storedOne && find("One", hash: 1, in: table) != nil && find("Zero", hash: 0, in: table) != nil)
        // The same word again is not stored twice.
        let storedAgain = table.insert(shape("Settings"), hash: 42)
        #expect(!storedAgain)
        #expect(table.count == 4)
    }

    @Test("every word stays findable as the table grows")
    func growth() {
        var table = WordTable()
        let words = (0..<500).map { "word\($0)" }
        var stored: [WordShape] = []
        for (index, word) in words.enumerated() {
            let shaped = shape(word)
            stored.append(shaped)
            // Hashes that crowd a few slots, to exercise probing.
            let inserted = table.insert(shaped, hash: UInt64(index % 7) << 8)
            #expect(inserted)
        }
        #expect(table.count == 500 && !table.isEmpty)
        for (index, word) in words.enumerated() {
            #expect(find(word, hash: UInt64(index % 7) << 8, in: table) === stored[index])
        }
        #expect(WordTable().isEmpty)
    }
}
