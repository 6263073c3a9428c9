import Foundation
import Testing

@testable import TypeFitShaping

/// Where shaping word by word (the shaping cache) gives other advances than shaping each text
/// whole, over the whole accuracy corpus and three faces (Inter Regular, whose `calt` looks
/// across spaces; Inter Bold, which kerns glyphs against its space; Inter Display SemiBold).
@Suite("Word cache agreement with whole-text shaping")
struct WordCacheAgreementTests {
    @Test("word by word gives the advances of whole-text shaping for every corpus string")
    func corpus() throws {
        let corpus = try AccuracyCorpus.load()
        let library = try BundledFonts.library()
        let cache = ShapingCache(byteLimit: 64 << 20)
        let cached = TextMeasurer(fallback: .sfProStandIn(library: library), cache: cache)
        let whole = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        var rows: [String: (texts: Int, wordByWord: Int, differing: Int)] = [:]
        var examples: [String] = []
        for name in ["Inter-Regular", "Inter-Bold", "InterDisplay-SemiBold"] {
            let face = try library.face(postScriptName: name)
            for entry in corpus.entries {
                let units = Array(entry.text.utf16)
                let (words, reference) = units.withUnsafeBufferPointer {
                    (
                        cached.advances(of: $0, face: face, locale: entry.locale),
                        whole.advances(of: $0, face: face, locale: entry.locale)
                    )
                }
                let script = AccuracyCorpus.script(ofLocale: entry.locale)
                var row = rows[script] ?? (0, 0, 0)
                row.texts += 1
                if words.isWordByWord { row.wordByWord += 1 }
                let differs = zip(words.advances, reference.advances).contains { abs($0 - $1) > 1e-9 }
                if differs {
                    row.differing += 1
                    if examples.count < 10 { examples.append("[\(entry.locale) \(name)] \(entry.text)") }
                }
                rows[script] = row
            }
        }
        var table = "Word cache vs whole-text shaping (texts × 3 faces):\n"
        table += "script        texts  word-by-word  differing\n"
        for (script, row) in rows.sorted(by: { $0.key < $1.key }) {
            table +=
                script.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%7d  %12d  %9d\n", row.texts, row.wordByWord, row.differing)
        }
        let statistics = cache.statistics
        table +=
            "cache: \(statistics.misses) words shaped, \(statistics.hits) hits, \(statistics.wholeTexts) texts shaped whole\n"
        for example in examples { table += "  differs: \(example)\n" }
        print(table)
        let differing = rows.values.reduce(0) { $0 + $1.differing }
        #expect(differing == 0, "\(differing) texts differ")
        // Alphabetic scripts must actually go through the cache (the few shaped whole hold
        // CJK words, whose Noto faces substitute the space).
        for script in AccuracyCorpus.alphabeticScripts {
            let row = rows[script] ?? (0, 0, 0)
            #expect(
                row.texts > 0 && row.wordByWord * 100 >= row.texts * 95,
                "\(script): \(row.wordByWord) of \(row.texts) word by word")
        }
    }
}
