import Testing
import TypeFitUnicode

/// UAX #14 (and ICU 72) allow a break between any two Hangul syllables (H2/H3 ÷ H2/H3 by
/// LB31); iOS's `.standard` strategy keeps Korean words whole and wraps at spaces.
@Suite("Hangul word priority")
struct HangulWordPriorityTests {
    // 한 국 어 ␠ 텍 스 트: greedy breaks between syllables (1, 2, 5, 6), after the space (4), end (7).
    let korean = "한국어 텍스트"

    @Test("Greedy UAX #14 breaks between syllables")
    func greedy() throws {
        #expect(offsets(try LineBreaker.opportunities(in: korean, locale: "ko")) == [1, 2, 4, 5, 6, 7])
    }

    @Test("ICU 72 ignores the ko@lw=keepall keyword, so TypeFit has to filter")
    func keepAllKeywordIgnored() throws {
        #expect(offsets(try LineBreaker.opportunities(in: korean, locale: "ko@lw=keepall")) == [1, 2, 4, 5, 6, 7])
    }

    @Test("keepingHangulWords keeps only the space and the end")
    func keepingWords() throws {
        let greedy = try LineBreaker.opportunities(in: korean, locale: "ko")
        #expect(offsets(LineBreaker.keepingHangulWords(greedy, in: korean)) == [4, 7])
    }

    @Test("The hangulWordPriority flag filters the same way in one pass")
    func flagMatchesFilter() throws {
        let texts = [korean, "iOS앱 개발", "가나\n다라", "서울시 강남구 테헤란로 152", "Hello world"]
        for text in texts {
            let greedy = try LineBreaker.opportunities(in: text, locale: "ko")
            let filtered = LineBreaker.keepingHangulWords(greedy, in: text)
            #expect(try LineBreaker.opportunities(in: text, locale: "ko", hangulWordPriority: true) == filtered)
            #expect(
                try LineBreaker.opportunities(in: Array(text.utf16), locale: "ko", hangulWordPriority: true) == filtered
            )
        }
    }

    @Test("Latin next to Hangul still breaks; only Hangul–Hangul pairs are kept together")
    func mixedScripts() throws {
        // i O S 앱 ␠ 개 발: AL ÷ H3 (LB31) at 3, after the space 5, 개|발 6, end 7.
        let text = "iOS앱 개발"
        let greedy = try LineBreaker.opportunities(in: text, locale: "ko")
        #expect(offsets(greedy) == [3, 5, 6, 7])
        #expect(offsets(LineBreaker.keepingHangulWords(greedy, in: text)) == [3, 5, 7])
    }

    @Test("Mandatory breaks between Hangul are kept")
    func mandatoryKept() throws {
        // 가 나 LF 다 라: greedy 1, 3 (mandatory, after LF), 4, 5.
        let text = "가나\n다라"
        let greedy = try LineBreaker.opportunities(in: text)
        #expect(greedy.map(\.description) == ["1", "3!", "4", "5"])
        #expect(LineBreaker.keepingHangulWords(greedy, in: text).map(\.description) == ["3!", "5"])
    }

    @Test("Compatibility jamo (ㅋㅋㅋ) count as Hangul too")
    func compatibilityJamo() throws {
        let text = "ㅋㅋㅋ 좋아"
        let kept = try LineBreaker.opportunities(in: text, hangulWordPriority: true)
        #expect(offsets(kept) == [4, 6])
    }

    @Test("Text without Hangul is unchanged")
    func noHangul() throws {
        let text = "日本語のテキスト and more"
        let greedy = try LineBreaker.opportunities(in: text, locale: "ja")
        #expect(LineBreaker.keepingHangulWords(greedy, in: text) == greedy)
    }
}
