import Foundation
import Testing
import TypeFitStrings
import TypeFitVocabulary

/// Constraints files: rule matching, merging with defaults and outside defaults.
@Suite("Constraints file")
struct ConstraintsFileTests {
    let file: ConstraintsFile

    init() throws {
        file = try ConstraintsFile.read(path: Fixtures.path("constraints.json"))
    }

    @Test("the fixture's defaults")
    func defaults() throws {
        let iPhone16 = try #require(DeviceWidths.named("iPhone 16"))
        #expect(
            file.defaults
                == ResolvedConstraint(
                    entry: "body", width: .device(iPhone16), insets: EdgeInsets(horizontal: 16),
                    lines: .unlimited, truncation: .tail))
        #expect(file.rules.count == 3)
        #expect(file.rules[1].locales == ["de", "ja", "ar"])
        #expect(file.rules[0].keys.map(\.pattern) == ["onboarding.title", "onboarding.*.title"])
    }

    @Test("a rule's fields over the defaults, with the matched rule")
    func firstRule() throws {
        let iPhone16 = try #require(DeviceWidths.named("iPhone 16"))
        for key in ["onboarding.title", "onboarding.step1.title"] {
            let resolved = file.constraints(for: key, locale: "en")
            #expect(
                resolved
                    == ResolvedConstraint(
                        entry: "largeTitle", width: .device(iPhone16), insets: EdgeInsets(horizontal: 16),
                        lines: .lines(2), truncation: .tail, minimumScaleFactor: 0.8, matchedRule: 0))
            #expect(resolved.availableWidth == 361)
        }
        #expect(file.constraints(for: "onboarding.step1.subtitle", locale: "en").matchedRule == nil)
    }

    @Test("a locale-restricted rule: width, insets, padding, height, truncation")
    func localeRule() {
        let resolved = file.constraints(for: "tab.home", locale: "de-CH")
        #expect(
            resolved
                == ResolvedConstraint(
                    entry: "caption2", width: .points(78), insets: EdgeInsets(leading: 2, trailing: 2),
                    lines: .lines(1), truncation: .middle, padding: EdgeInsets(top: 4, bottom: 4),
                    height: 49, matchedRule: 1))
        #expect(resolved.availableWidth == 74)
        #expect(resolved.lines?.maximum == 1)
        // English is not among the rule's locales: the defaults apply.
        #expect(file.constraints(for: "tab.home", locale: "en") == file.defaults)
        #expect(file.constraints(for: "tab.home", locale: "en").availableWidth == 361)
    }

    @Test("a device rule with ? and * patterns and uniform padding")
    func deviceRule() {
        for key in ["settings.a", "settings.rowPrivacy"] {
            let resolved = file.constraints(for: key, locale: "ja")
            #expect(resolved.width?.points == 320)
            #expect(resolved.availableWidth == 288)
            #expect(resolved.padding == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            #expect(resolved.matchedRule == 2)
        }
        #expect(file.constraints(for: "settings.ab", locale: "ja").matchedRule == nil)
    }

    @Test("entry names used, defaults first, each once")
    func entryNames() {
        #expect(file.entryNames == ["body", "largeTitle", "caption2"])
    }

    @Test("the first matching rule wins, whole: later rules do not fill its gaps")
    func firstMatchWins() throws {
        let json = """
            {"defaults": {"width": 300},
             "rules": [{"keys": "a.*", "entry": "headline"},
                       {"keys": "a.b", "entry": "caption1", "lines": 1},
                       {"keys": "*", "lines": 4}]}
            """
        let file = try ConstraintsFile.parse(data: Data(json.utf8), source: "c.json")
        #expect(
            file.constraints(for: "a.b", locale: "en")
                == ResolvedConstraint(entry: "headline", width: .points(300), matchedRule: 0))
        #expect(
            file.constraints(for: "z", locale: "en")
                == ResolvedConstraint(width: .points(300), lines: .lines(4), matchedRule: 2))
        #expect(file.ruleIndex(for: "a.b", locale: "en") == 0)
        let strings = [
            LocalizedString(key: "a.b", locale: "en", text: "x", source: "s"),
            LocalizedString(key: "z", locale: "de", text: "y", source: "s"),
        ]
        #expect(file.unusedRules(in: strings) == [1])
    }

    @Test("merging over command-line defaults fills only what the file leaves unset")
    func mergeOverOutsideDefaults() {
        let commandLine = ResolvedConstraint(
            entry: "footnote", width: .points(300), lines: .lines(3), truncation: .head,
            minimumScaleFactor: 1, height: 1000)
        let resolved = file.constraints(for: "tab.home", locale: "ar").merged(over: commandLine)
        #expect(resolved.entry == "caption2")
        #expect(resolved.width == .points(78))
        #expect(resolved.lines == .lines(1))
        #expect(resolved.minimumScaleFactor == 1)
        #expect(resolved.height == 49)
        #expect(resolved.matchedRule == 1)
        // "lines": null is set (unlimited) and is not replaced by the command line's 3.
        let plain = file.constraints(for: "other.key", locale: "en").merged(over: commandLine)
        #expect(plain.lines == .unlimited)
        #expect(plain.lines?.maximum == nil)
        #expect(plain.height == 1000)
        #expect(plain.truncation == .tail)
        #expect(ResolvedConstraint().merged(over: commandLine) == commandLine)
        #expect(ResolvedConstraint().isEmpty && !commandLine.isEmpty)
        #expect(ResolvedConstraint().availableWidth == nil)
    }

    @Test("lines: 0 means unlimited as in UIKit; insets as one number apply to each side; an empty file is allowed")
    func smallForms() throws {
        let file = try ConstraintsFile.parse(
            data: Data(#"{"defaults": {"lines": 0, "width": 100, "insets": 10}}"#.utf8), source: "c.json")
        #expect(file.defaults.lines == .unlimited)
        #expect(file.defaults.availableWidth == 80)
        let empty = try ConstraintsFile.parse(data: Data("{}".utf8), source: "c.json")
        #expect(empty.rules.isEmpty && empty.defaults.isEmpty && empty.entryNames.isEmpty)
        #expect(empty.constraints(for: "k", locale: "en") == ResolvedConstraint())
    }
}
