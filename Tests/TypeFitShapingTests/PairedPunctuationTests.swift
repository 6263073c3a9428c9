import Foundation
import Testing

@testable import TypeFitShaping

/// Script itemization of brackets and quotes (UAX #24): a closing mark takes the script of the
/// text its opening mark followed, as ICU's script runs and Pango do.
@Suite("Paired punctuation takes the script of its opening mark")
struct PairedPunctuationTests {
    let measurer: TextMeasurer
    let inter: FontFace

    init() throws {
        (inter, measurer) = try Fixtures.interWithStandInCascade()
    }

    @Test("a Latin word quoted in Chinese: the closing quote is Han, so t and ” are not kerned")
    func quotedLatinInChinese() throws {
        let quoted = "默认（“default”），通过"
        let measured = measurer.measure(quoted, face: inter, locale: "zh-Hans")
        let units = Array(quoted.utf16)
        let runs = measured.runs.map {
            (substring: String(decoding: units[$0.range], as: UTF16.self), script: $0.script)
        }
        #expect(runs.map(\.substring) == ["默认（", "“", "default", "”", "），通过"])
        #expect(runs.map(\.script) == ["Hani", "Hani", "Latn", "Hani", "Hani"])
        // Inter kerns t against ” by 80 units; across a run boundary it does not apply.
        let inter = measured.runs.filter { $0.face.postScriptName == "Inter-Regular" }.map(\.advance).reduce(0, +)
        #expect(inter == 1072 + 9276 + 1072)
    }

    @Test("marks are resolved by pair: an unmatched closer, nesting, and marks before any letter")
    func resolution() {
        func scripts(_ text: String) -> [String] {
            let utf16 = Array(text.utf16)
            var clusters = TextMeasurer.clusters(of: text)
            utf16.withUnsafeBufferPointer { TextMeasurer.resolveNeutralScripts(&clusters, in: $0) }
            return clusters.map { SFNTContainer.tagString($0.script) }
        }
        // “ opens after Cyrillic; after the Latin word, ” returns to Cyrillic, and so does the space.
        #expect(scripts("я “ab” я") == ["Cyrl", "Cyrl", "Cyrl", "Latn", "Latn", "Cyrl", "Cyrl", "Cyrl"])
        // Without a pair, a closing mark keeps the script before it.
        #expect(scripts("я ab” я") == ["Cyrl", "Cyrl", "Latn", "Latn", "Latn", "Latn", "Cyrl"])
        // Marks before any letter take the first letter's script, and their closers follow them.
        #expect(scripts("(日本 ab)") == ["Hani", "Hani", "Hani", "Hani", "Latn", "Latn", "Hani"])
        // Nested pairs close in order.
        #expect(
            scripts("я [a (b) c] я") == [
                "Cyrl", "Cyrl", "Cyrl", "Latn", "Latn", "Latn", "Latn", "Latn", "Latn", "Latn", "Cyrl", "Cyrl", "Cyrl",
            ])
    }
}
