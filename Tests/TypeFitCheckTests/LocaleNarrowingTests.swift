import Testing
import TypeFitStrings

@testable import TypeFitCheck

/// `--locale`: pseudolanguages made from a locale named stay with it, and a locale that is
/// missing is answered with the locales of its language first.
@Suite("Locale narrowing")
struct LocaleNarrowingTests {
    static func strings(_ locales: [String]) -> [LocalizedString] {
        locales.map { LocalizedString(key: "title", locale: $0, text: "Title", source: "test.xcstrings") }
    }

    @Test("--locale en keeps en's pseudolanguages")
    func pseudolanguagesStayWithTheirLocale() throws {
        let all = Self.strings(["en", "de", "en-x-pseudo-expanded", "de-x-pseudo-expanded"])
        let kept = try CheckPlan.narrow(all, toLocales: ["en"])
        #expect(kept.map(\.locale) == ["en", "en-x-pseudo-expanded"])
    }

    @Test("a missing locale suggests the locales of its language before any close name")
    func sameLanguageFirst() {
        let all = Self.strings(["fr", "sr-Latn-RS", "sr-Cyrl"])
        #expect {
            try CheckPlan.narrow(all, toLocales: ["sr"])
        } throws: { error in
            (error as? CheckPlanError)?.message.hasSuffix("did you mean sr-Cyrl or sr-Latn-RS?") == true
        }
        #expect {
            try CheckPlan.narrow(all, toLocales: ["fx"])
        } throws: { error in
            (error as? CheckPlanError)?.message.hasSuffix("did you mean fr?") == true
        }
    }
}
