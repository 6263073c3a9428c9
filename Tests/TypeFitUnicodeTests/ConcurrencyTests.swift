import Testing
import TypeFitUnicode

/// ICU break iterators are not thread-safe; the funnel keeps one per thread. Many tasks on the
/// cooperative pool calling at once must get exactly the single-threaded answers.
@Suite("Concurrency")
struct ConcurrencyTests {
    static let cases: [(text: String, locale: String?)] = [
        ("Hello world, this is a test of line breaking.", nil),
        ("日本語のテキスト、ちょっと待って。", "ja"),
        ("日本語のテキスト、ちょっと待って。", "ja@lb=strict"),
        ("ภาษาไทยง่ายนิดเดียว", "th"),
        ("한국어 텍스트를 줄바꿈합니다", "ko"),
        ("https://example.com/a/very/long/path", "en"),
        ("中文文本的换行测试。", "zh"),
        ("مرحبا بالعالم 123", "ar"),
        ("well-known\nsecond line\u{2028}third", ""),
        ("👩‍💻👨‍👩‍👧‍👦 🇯🇵🇫🇷", "de"),
    ]

    @Test("8 tasks × 200 calls on different locales match the single-threaded results")
    func concurrentLineBreaking() async throws {
        let expected = try Self.cases.map { try LineBreaker.opportunities(in: $0.text, locale: $0.locale) }
        let expectedBidi = try Self.cases.map { try BidiAnalyzer.runs(in: $0.text) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for call in 0..<200 {
                        let index = (task * 7 + call) % Self.cases.count
                        let (text, locale) = Self.cases[index]
                        let result = try? LineBreaker.opportunities(in: text, locale: locale)
                        if result != expected[index] { mismatches += 1 }
                        if call % 4 == 0, (try? BidiAnalyzer.runs(in: text)) != expectedBidi[index] {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
