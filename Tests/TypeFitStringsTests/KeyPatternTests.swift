import Testing
import TypeFitStrings

/// Glob matching of keys and locales.
@Suite("Key patterns")
struct KeyPatternTests {
    static let cases: [(pattern: String, key: String, matches: Bool)] = [
        ("onboarding.title", "onboarding.title", true),
        ("onboarding.title", "onboarding.title2", false),
        ("onboarding.*", "onboarding.title", true),
        ("onboarding.*", "onboarding.", true),
        ("onboarding.*", "onboarding", false),
        ("*.title", "settings.privacy.title", true),
        ("*.title", "settings.privacy.subtitle", false),
        ("a*b*c", "a-b-x-c", true),
        ("a*b*c", "a-c-b", false),
        ("*", "", true),
        ("settings.?", "settings.a", true),
        ("settings.?", "settings.ab", false),
        ("settings.?", "settings.🇩🇪", true),
        ("??", "日本", true),
        (#"Save \*"#, "Save *", true),
        (#"Save \*"#, "Save all", false),
        ("100% *", "100% done", true),
        ("Cart: %lld *", "Cart: %lld items", true),
        ("Hello", "hello", false),
        ("*ab", "aab", true),
        ("**x", "yyx", true),
    ]

    @Test("glob matching", arguments: cases.indices)
    func matching(index: Int) {
        let (pattern, key, expected) = Self.cases[index]
        #expect(KeyPattern(pattern).matches(key) == expected, "\(pattern) ~ \(key)")
    }

    @Test("a pattern matches its own text literally, wildcards and all")
    func literalKey() {
        #expect(KeyPattern("Are you sure?").matches("Are you sure?"))
        #expect(KeyPattern("Are you sure?").matches("Are you sure!"))
        #expect(!KeyPattern("Are you sure\\?").matches("Are you sure!"))
        #expect(KeyPattern("a*").isGlob)
        #expect(!KeyPattern("a\\*").isGlob)
    }

    @Test("locales: case, underscore, language prefix, glob")
    func localeMatching() {
        let rule = ConstraintRule(
            keys: [KeyPattern("*")], locales: ["de", "zh-Hans", "pt_*"], constraint: ResolvedConstraint())
        #expect(rule.matchesLocale("de"))
        #expect(rule.matchesLocale("DE-ch"))
        #expect(rule.matchesLocale("de_AT"))
        #expect(!rule.matchesLocale("dev"))
        #expect(rule.matchesLocale("zh-Hans-HK"))
        #expect(!rule.matchesLocale("zh-Hant"))
        #expect(rule.matchesLocale("pt-BR"))
        #expect(!rule.matchesLocale("pt"))
        #expect(ConstraintRule(keys: [KeyPattern("*")], constraint: ResolvedConstraint()).matchesLocale("anything"))
    }
}
