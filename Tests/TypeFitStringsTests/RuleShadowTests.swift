import Foundation
import Testing

@testable import TypeFitStrings

/// `ConstraintsFile.shadowedKeys`: a rule that names a key exactly and never applies to it,
/// because an earlier rule takes it first, in the locales, variants and entries it is for.
@Suite("Shadowed rules")
struct RuleShadowTests {
    func file(_ rules: String) throws -> ConstraintsFile {
        try ConstraintsFile.parse(data: Data(#"{"rules": [\#(rules)]}"#.utf8), source: "constraints.json")
    }

    func strings(_ keys: [String], locales: [String] = ["en", "de"]) -> [LocalizedString] {
        keys.flatMap { key in locales.map { LocalizedString(key: key, locale: $0, text: key, source: "test.xcstrings") }
        }
    }

    @Test("a later rule for the same exact key is shadowed, named with the rule that takes it")
    func exactAfterExact() throws {
        let file = try file(
            #"{"keys": "settings.title", "width": 80}, {"keys": "other", "width": 10}, {"keys": "settings.title", "width": 200}"#
        )
        #expect(
            file.shadowedKeys(in: strings(["settings.title", "other"]))
                == [RuleShadow(rule: 2, key: "settings.title", takenBy: 0)])
    }

    @Test("an exact rule after a glob that takes its key is shadowed; a glob after exact rules is not")
    func globs() throws {
        let file = try file(
            #"{"keys": "settings.*", "width": 80}, {"keys": ["settings.title", "tab.home"], "width": 200}, {"keys": "*", "width": 300}"#
        )
        #expect(
            file.shadowedKeys(in: strings(["settings.title", "tab.home", "x"]))
                == [RuleShadow(rule: 1, key: "settings.title", takenBy: 0)])
    }

    @Test("a rule that wins its key in some locale, variant or entry is not shadowed")
    func winsSomewhere() throws {
        let locales = try file(#"{"keys": "a", "locales": ["de"], "width": 80}, {"keys": "a", "width": 200}"#)
        #expect(locales.shadowedKeys(in: strings(["a"])).isEmpty)
        let variants = try file(#"{"keys": "a", "variants": ["plural.one"], "width": 80}, {"keys": "a", "width": 200}"#)
        let plural = ["plural.one", "plural.other"].map {
            LocalizedString(key: "a", locale: "en", text: "%lld", variant: $0, source: "test.xcstrings")
        }
        #expect(variants.shadowedKeys(in: plural).isEmpty)
        let entries = try file(#"{"keys": "a", "entries": ["title"], "lines": 1}, {"keys": "a", "width": 200}"#)
        #expect(entries.shadowedKeys(in: strings(["a"]), entries: ["body", "title"]).isEmpty)
    }

    @Test("the later rule's own conditions count: shadowed where it applies, in every locale it is for")
    func laterRuleConditions() throws {
        let file = try file(
            #"{"keys": "a", "locales": ["ja"], "width": 80}, {"keys": "a", "locales": ["ja"], "width": 60}"#)
        #expect(
            file.shadowedKeys(in: strings(["a"], locales: ["en", "ja"])) == [RuleShadow(rule: 1, key: "a", takenBy: 0)])
        #expect(file.shadowedKeys(in: strings(["a"], locales: ["en"])).isEmpty)
    }

    @Test("a key no string has, and a rule that skips, are judged only on strings of the run")
    func keysOfTheRun() throws {
        let file = try file(#"{"keys": "a", "width": 80}, {"keys": ["a", "b"], "skip": true}"#)
        #expect(file.shadowedKeys(in: strings(["b"])).isEmpty)
        #expect(file.shadowedKeys(in: strings(["a", "b"])) == [RuleShadow(rule: 1, key: "a", takenBy: 0)])
    }

    @Test("a rule with places that takes a key shadows a later rule for it; escaped patterns name their key")
    func placesAndEscapes() throws {
        let file = try file(
            #"{"keys": "a\\*b\\?", "places": [{"name": "x", "width": 80}]}, {"keys": "a\\*b\\?", "width": 200}"#)
        let shadows = file.shadowedKeys(in: [
            LocalizedString(key: "a*b?", locale: "en", text: "x", source: "test.xcstrings")
        ])
        #expect(shadows == [RuleShadow(rule: 1, key: "a*b?", takenBy: 0)])
    }
}
