import Testing

@testable import TypeFitShaping

/// The word cache keeps a word per fallback cascade and neutral-character rule: a word shaped
/// by one measurer is never handed to a measurer that would have shaped it differently, while
/// measurers with the same cascade share their words.
@Suite("Word cache: keyed by the fallback cascade")
struct CascadeKeyedCacheTests {
    let library: FontLibrary
    let inter: FontFace

    init() throws {
        library = try Fixtures.bundled()
        inter = try library.face(postScriptName: "Inter-Regular")
    }

    private func advances(_ text: String, _ measurer: TextMeasurer, locale: String? = nil) -> TextAdvances {
        Array(text.utf16).withUnsafeBufferPointer { measurer.advances(of: $0, face: inter, locale: locale) }
    }

    /// Faces used, missing characters and advances: what a cross-read would change.
    private func summary(_ measured: TextAdvances) -> [String] {
        measured.facesUsed.map(\.postScriptName) + ["missing \(measured.missingCharacters.count)"]
            + measured.advances.map { String($0) }
    }

    @Test(
        "a word shaped without fallback is not read by a measurer with fallback, nor the other way round",
        arguments: [false, true])
    func noFallbackAndFallbackDoNotShare(fallbackFirst: Bool) {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let bare = TextMeasurer(fallback: .none, cache: cache)
        let cascading = TextMeasurer(fallback: .sfProStandIn(library: library), cache: cache)
        let text = "Open 設定 now"
        let order = fallbackFirst ? [cascading, bare] : [bare, cascading]
        let shared = order.map { summary(advances(text, $0, locale: "ja")) }
        let alone = order.map {
            summary(
                advances(
                    text, TextMeasurer(fallback: $0.fallback, cache: ShapingCache(byteLimit: 1 << 20)), locale: "ja"))
        }
        #expect(shared == alone)
        let withFallback = summary(advances(text, cascading, locale: "ja"))
        #expect(withFallback.contains { $0.hasPrefix("NotoSansCJK") }, "the cascade found the CJK face")
        #expect(withFallback.contains("missing 0"))
        #expect(
            summary(advances(text, bare, locale: "ja")).contains("missing 2"),
            "no fallback: both Han characters missing")
    }

    @Test("the neutral-character rule keys the words too: a no-break space in Arabic text")
    func neutralRuleDoesNotShare() {
        let cache = ShapingCache(byteLimit: 1 << 20)
        let cascade = FallbackCascade.sfProStandIn(library: library)
        let text = "مرحبا\u{00A0}بك"
        let following = TextMeasurer(fallback: cascade, neutralCharacters: .spacesFollowText, cache: cache)
        let primary = TextMeasurer(fallback: cascade, neutralCharacters: .primary, cache: cache)
        let shared = [following, primary].map { advances(text, $0, locale: "ar").advances }
        let alone = [following, primary].map {
            advances(
                text,
                TextMeasurer(
                    fallback: cascade, neutralCharacters: $0.neutralCharacters,
                    cache: ShapingCache(byteLimit: 1 << 20)), locale: "ar"
            ).advances
        }
        #expect(alone[0] != alone[1], "the two rules measure this text differently")
        #expect(shared == alone)
    }

    @Test("cascades built alike have one identity and share words; a changed cascade has another")
    func equalCascadesShare() throws {
        let first = FallbackCascade.sfProStandIn(library: library)
        let second = FallbackCascade.sfProStandIn(library: library)
        #expect(first.identity == second.identity)
        var changed = second
        changed.systemFontIsStandIn = false
        #expect(changed.identity != first.identity)
        changed.systemFontIsStandIn = true
        #expect(changed.identity == first.identity, "back to the same contents: the same identity")
        #expect(FallbackCascade.none.identity != first.identity)
        let otherSystem = FallbackCascade.sfProStandIn(
            library: library, system: SystemFontFallback(directories: SystemFontFallback.standardDirectories))
        #expect(otherSystem.identity != first.identity, "another system fallback loads its own faces")

        let cache = ShapingCache(byteLimit: 1 << 20)
        _ = advances("Settings and notifications", TextMeasurer(fallback: first, cache: cache))
        let misses = cache.statistics.misses
        _ = advances("Settings and notifications", TextMeasurer(fallback: second, cache: cache))
        #expect(cache.statistics.misses == misses, "every word found in the cache")
    }
}

/// System fallback files are read only when a cluster reaches them.
@Suite("System fallback loads only the files it needs")
struct LazyFallbackLoadingTests {
    @Test("Japanese text reads the CJK file alone: no emoji, symbol or general file")
    func japaneseReadsOnlyCJK() throws {
        let library = try Fixtures.bundled()
        let system = SystemFontFallback(directories: SystemFontFallback.standardDirectories)
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library, system: system), cache: nil)
        let measured = measurer.measure("設定を開く", face: try library.face(postScriptName: "Inter-Regular"), locale: "ja")
        #expect(measured.facesUsed.map(\.postScriptName).contains("NotoSansCJKjp-Regular"))
        #expect(system.filesLooked == ["NotoSansCJK-Regular.ttc"])
        _ = measurer.measure("Party 🎉", face: try library.face(postScriptName: "Inter-Regular"))
        #expect(
            system.filesLooked == ["NotoColorEmoji.ttf", "NotoSansCJK-Regular.ttc"],
            "the emoji file when an emoji asks for it")
    }
}
