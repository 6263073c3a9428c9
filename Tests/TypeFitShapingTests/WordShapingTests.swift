import Foundation
import Synchronization
import Testing

@testable import TypeFitShaping

/// Word-by-word shaping through the shaping cache gives the advances of shaping the whole text,
/// texts whose words interact across a space are shaped whole, and the cache is bounded.
@Suite("Word cache: word-by-word shaping")
struct WordShapingTests {
    let library: FontLibrary
    let inter: FontFace

    init() throws {
        library = try Fixtures.bundled()
        inter = try library.face(postScriptName: "Inter-Regular")
    }

    private func measurer(cache: ShapingCache?, neutral: NeutralCharacterFace = .spacesFollowText) -> TextMeasurer {
        TextMeasurer(fallback: .sfProStandIn(library: library), neutralCharacters: neutral, cache: cache)
    }

    private func advances(_ text: String, _ measurer: TextMeasurer, face: FontFace? = nil, locale: String? = nil)
        -> TextAdvances
    {
        Array(text.utf16).withUnsafeBufferPointer { measurer.advances(of: $0, face: face ?? inter, locale: locale) }
    }

    static let texts: [(String, String?)] = [
        ("Turn on Wi-Fi to sync your AVA photos", nil),
        ("Téléchargements automatiques «Wi‑Fi»", "fr"),
        ("Автоматические загрузки по сотовой сети", "ru"),
        ("Εμφάνιση προεπισκοπήσεων όταν είναι ξεκλείδωτο", "el"),
        ("آخر مزامنة قبل 3 دقائق", "ar"),
        ("使用免费账户在 iPhone、iPad 和 Mac 之间同步。", "zh-Hans"),
        ("設定 を開いて 2 段階認証 をオンにします", "ja"),
        ("잠금 해제 시 미리 보기 표시", "ko"),
        ("Party 🎉 at 8 👩‍👩‍👧 ok", nil),
        ("a \u{0301}b  double  spaces ", nil),
    ]

    @Test("word by word equals shaping the whole text, code unit by code unit", arguments: texts)
    func equalsWhole(text: String, locale: String?) throws {
        // Inter Bold kerns some glyphs against its space; Regular does not.
        for name in ["Inter-Regular", "Inter-Bold", "InterDisplay-SemiBold"] {
            let face = try library.face(postScriptName: name)
            for neutral in [NeutralCharacterFace.spacesFollowText, .primary] {
                let whole = advances(text, measurer(cache: nil, neutral: neutral), face: face, locale: locale)
                let cache = ShapingCache(byteLimit: 1 << 20)
                let words = advances(text, measurer(cache: cache, neutral: neutral), face: face, locale: locale)
                // Noto Sans CJK kerns or substitutes its space: CJK text with spaces is shaped whole.
                let cjk = ["ja", "ko", "zh-Hans"].contains(locale ?? "")
                #expect(words.isWordByWord == !cjk, "\(text): word by word \(words.isWordByWord)")
                #expect(!whole.isWordByWord)
                #expect(words.advances.count == whole.advances.count)
                for (index, (a, b)) in zip(words.advances, whole.advances).enumerated() where abs(a - b) > 1e-12 {
                    Issue.record("\(name) \(neutral) \(text): code unit \(index) word by word \(a) em, whole \(b) em")
                }
                // Word by word lists the primary face first even when only spaces used it.
                #expect(
                    Set(words.facesUsed.map(\.postScriptName)).subtracting(["Inter-Regular"])
                        == Set(whole.facesUsed.map(\.postScriptName)).subtracting(["Inter-Regular"]), "\(text)")
                #expect(words.missingCharacters == whole.missingCharacters)
            }
        }
    }

    @Test("Inter's contextual alternates across a space (3 x 4 → 3 × 4, “( A”): the word is shaped with its neighbours")
    func contextSensitiveWords() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = measurer(cache: cache)
        for text in ["Scale 3 x 4 now", "( A", "Next: Box (Beta) x 2"] {
            let words = advances(text, measurer)
            let whole = advances(text, self.measurer(cache: nil))
            #expect(words.isWordByWord, "\(text)")
            #expect(words.advances == whole.advances, "\(text)")
        }
        // "Next:", "(Beta)" and "x" reach within 16 code units of each other: their windows
        // overlap, and the text is shaped once as one window, not once per word.
        let text = Array("Next: Box (Beta) x 2".utf16)
        let context = cache.context(
            face: inter, cascade: measurer.fallback.identity, neutralCharacters: .spacesFollowText, language: nil,
            features: [])
        var shapedAgain = false
        let window = text.withUnsafeBufferPointer { units in
            cache.word(units, context: context << 3 | WordEdges.windowKeyBit) {
                shapedAgain = true
                return measurer.shapedWord(units, edges: .alone, face: inter, locale: nil, features: [])
            }
        }
        #expect(!shapedAgain)
        #expect(window.units == text)
        // The × really is a different advance from the x alone, so the test can fail.
        let x = advances("x", self.measurer(cache: nil)).totalAdvance
        let inContext = advances("3 x 4", self.measurer(cache: nil)).advances[2]
        #expect(abs(x - inContext) > 0.001)
    }

    @Test(
        "a context-sensitive word is not shaped alone: its advances, and the kerned space before it, come from its window",
        arguments: ["Inter-Regular", "Inter-Bold"])
    func windowedWords(name: String) throws {
        let face = try library.face(postScriptName: name)
        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = measurer(cache: cache)
        let interaction = face.spaceInteraction(features: [])
        // Inter Bold kerns glyphs against its space, so the space before the x is the window's too.
        #expect(interaction.positionsSpace == (name == "Inter-Bold"))
        for text in ["Scale 3 x 4 now", "x", "Total: 3 x 4 (Beta)"] {
            let before = cache.statistics
            let words = advances(text, measurer, face: face)
            let whole = advances(text, self.measurer(cache: nil), face: face)
            #expect(words.isWordByWord, "\(text)")
            #expect(words.advances == whole.advances, "\(text)")
            #expect(cache.statistics.windowedWords > before.windowedWords, "\(text)")
        }
        // The word loop never looks the x up: nothing was kept for it in the cache, under any
        // of its edges.
        let context = cache.context(
            face: face, cascade: measurer.fallback.identity, neutralCharacters: .spacesFollowText, language: nil,
            features: [])
        let allEdges = [
            WordEdges.betweenSpaces, .alone, WordEdges(leadingSpace: true, trailingSpace: false),
            WordEdges(leadingSpace: false, trailingSpace: true),
        ]
        for edges in allEdges {
            var shaped = false
            _ = Array("x".utf16).withUnsafeBufferPointer { units in
                cache.word(units, context: context << 3 | edges.keyBits) {
                    shaped = true
                    return measurer.shapedWord(units, edges: edges, face: face, locale: nil, features: [])
                }
            }
            #expect(shaped, "x with edges \(edges.keyBits) was in the cache")
        }
        // The lookups above ask under the key the word loop uses: a word it did look up is found.
        _ = advances("Open Settings now", measurer, face: face)
        var settingsShaped = false
        _ = Array("Settings".utf16).withUnsafeBufferPointer { units in
            cache.word(units, context: context << 3 | WordEdges.betweenSpaces.keyBits) {
                settingsShaped = true
                return measurer.shapedWord(units, edges: .betweenSpaces, face: face, locale: nil, features: [])
            }
        }
        #expect(!settingsShaped)
    }

    @Test("a face that kerns its space sends CJK text with spaces to whole shaping, and counts it")
    func wholeTexts() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        _ = advances("設定 を開いて", measurer(cache: cache), locale: "ja")
        _ = advances("Settings", measurer(cache: cache))
        #expect(cache.statistics.wholeTexts == 1)
    }

    @Test(
        "a text shaped whole is kept in the cache: prepared again, it is not shaped again and reads as shaped",
        arguments: [("設定 を開いて 2 段階認証", "ja"), ("잠금 해제 시 미리 보기 표시", "ko")])
    func wholeTextsCached(text: String, locale: String) {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let uncached = advances(text, measurer(cache: nil), locale: locale)
        for pass in 1...2 {
            let cached = advances(text, measurer(cache: cache), locale: locale)
            #expect(cache.statistics.wholeTexts == 1, "pass \(pass)")
            #expect(!cached.isWordByWord)
            #expect(cached.advances == uncached.advances)
            #expect(cached.facesUsed.map(\.postScriptName) == uncached.facesUsed.map(\.postScriptName))
            #expect(cached.standIns == uncached.standIns)
            #expect(!cached.standIns.isEmpty, "Noto Sans CJK stands in for an Apple face")
            #expect(cached.missingCharacters == uncached.missingCharacters)
            #expect(cached.warnings == uncached.warnings)
        }
        // Another language is another text: shaped afresh.
        _ = advances(text, measurer(cache: cache), locale: "zh-Hans")
        #expect(cache.statistics.wholeTexts == 2)
    }

    @Test("once a Hangul word has fallen back to a face that substitutes the space, a Korean text goes whole at once")
    func wholeTextsKnownByScript() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = measurer(cache: cache)
        _ = advances("잠금 해제 시", measurer, locale: "ko")
        #expect(cache.statistics.wholeTexts == 1)
        // The next text's first word is not shaped on its own first: its one miss is the whole text.
        let before = cache.statistics
        let text = "미리 보기 표시"
        let next = advances(text, measurer, locale: "ko")
        #expect(cache.statistics.misses - before.misses == 1)
        #expect(cache.statistics.wholeTexts == 2)
        #expect(!next.isWordByWord)
        #expect(next.advances == advances(text, self.measurer(cache: nil), locale: "ko").advances)
        // A Latin text, and a Korean text of one word, stay word by word.
        #expect(advances("Turn on sync", measurer, locale: "ko").isWordByWord)
        #expect(advances("미리보기", measurer, locale: "ko").isWordByWord)
        // The memory is per context: another language starts without it.
        let zh = cache.statistics
        _ = advances("使用 免费", measurer, locale: "zh-Hans")
        #expect(cache.statistics.misses - zh.misses == 2, "the first word, then the whole text")
        // Forgetting every word forgets it too.
        cache.removeAll()
        _ = advances(text, measurer, locale: "ko")
        #expect(cache.statistics.misses == 2)
    }

    @Test("a space after an emoji is the primary face's space, not the emoji face's")
    func spaceAfterEmoji() {
        for cache in [nil, ShapingCache(byteLimit: 1 << 20)] {
            let measured = advances("👍 and", measurer(cache: cache))
            let space = advances(" ", measurer(cache: nil)).totalAdvance
            #expect(abs(measured.advances[2] - space) < 1e-12, "cache: \(cache != nil)")
        }
    }

    @Test("each distinct word is shaped once per face; repeats are hits")
    func hitsAndMisses() throws {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let measurer = measurer(cache: cache)
        _ = advances("Open Settings to turn on Settings sync", measurer)
        // Distinct words: Open, Settings, to, turn, on, sync; plus the space.
        #expect(cache.statistics.misses == 7)
        #expect(cache.statistics.hits == 1)
        _ = advances("Open Settings", measurer)
        #expect(cache.statistics.misses == 7)
        let bold = try library.face(postScriptName: "Inter-Bold")
        _ = advances("Open Settings", measurer, face: bold)
        #expect(cache.statistics.misses == 7 + 3)
        _ = advances("Open Settings", measurer, locale: "de")
        #expect(cache.statistics.misses == 7 + 3 + 3)
    }

    @Test("the cache stays within its memory bound and still answers correctly")
    func bounded() {
        let cache = ShapingCache(byteLimit: 64 << 10)
        let measurer = measurer(cache: cache)
        let plain = self.measurer(cache: nil)
        for index in 0..<5_000 {
            let text = "word\(index) and w\(index * 7)x"
            let words = advances(text, measurer)
            if index % 500 == 0 { #expect(words.advances == advances(text, plain).advances) }
        }
        let statistics = cache.statistics
        #expect(statistics.bytes <= cache.byteLimit)
        #expect(statistics.evictions > 0)
        #expect(statistics.entries < 5_000)
    }

    @Test("many threads sharing one cache get the answers of one thread")
    func concurrent() {
        let cache = ShapingCache(byteLimit: 256 << 10)
        let measurer = measurer(cache: cache)
        let plain = self.measurer(cache: nil)
        let texts = Self.texts.map(\.0) + (0..<200).map { "Item \($0 % 37) of \($0 % 11) items" }
        let expected = texts.map { advances($0, plain).advances }
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<3 {
                for (index, text) in texts.enumerated() where (index + worker + round) % 2 == 0 {
                    if advances(text, measurer).advances != expected[index] { failures.withLock { $0 += 1 } }
                }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }
}
