import Foundation
import Testing
import TypeFitInput
import TypeFitStrings
import TypeFitVocabulary

/// What a constraints file's rules mean: insets that reach only the widths they belong to, rules
/// that skip strings, and rules that target variants and entries.
@Suite("Constraint rules: insets, skip, variants, entries")
struct ConstraintTargetingTests {
    static func parse(_ json: String) throws(InputError) -> ConstraintsFile {
        try ConstraintsFile.parse(data: Data(json.utf8), source: "constraints.json")
    }

    static let insetsFile = """
        {"defaults": {"device": "iPhone 16", "insets": 16},
         "rules": [{"keys": "fixed", "width": 200},
                   {"keys": "phone", "device": "iPhone SE (1st generation)"},
                   {"keys": "own", "width": 200, "insets": {"leading": 10, "trailing": 6}},
                   {"keys": "ownDevice", "device": "iPad mini", "insets": 20},
                   {"keys": "narrower", "insets": 40}]}
        """

    @Test("a rule's own width in points keeps every point: the defaults' insets do not reach it")
    func widthRuleKeepsItsWidth() throws {
        let file = try Self.parse(Self.insetsFile)
        let fixed = file.constraints(for: "fixed", locale: "en")
        #expect(fixed.width == .points(200))
        #expect(fixed.insets == nil)
        #expect(fixed.availableWidth == 200)
    }

    @Test("a device rule loses the defaults' insets; the defaults' own width loses them too")
    func deviceRuleLosesInsets() throws {
        let file = try Self.parse(Self.insetsFile)
        #expect(file.constraints(for: "phone", locale: "en").availableWidth == 288)
        // No rule: the defaults' iPhone 16 (393 pt) minus their own insets.
        #expect(file.constraints(for: "other", locale: "en").availableWidth == 361)
    }

    @Test("a rule's own insets apply to its width, its device, or the width it takes from the defaults")
    func ownInsets() throws {
        let file = try Self.parse(Self.insetsFile)
        #expect(file.constraints(for: "own", locale: "en").availableWidth == 184)
        #expect(file.constraints(for: "ownDevice", locale: "en").availableWidth == 704)
        #expect(file.constraints(for: "narrower", locale: "en").availableWidth == 313)
    }

    @Test("the same semantics through ConstraintRule.constraint(over:)")
    func ruleOverDefaults() {
        let defaults = ResolvedConstraint(width: .points(300), insets: EdgeInsets(horizontal: 10))
        let rule = ConstraintRule(keys: [KeyPattern("a")], constraint: ResolvedConstraint(width: .points(120)))
        #expect(rule.constraint(over: defaults).availableWidth == 120)
        let inherits = ConstraintRule(keys: [KeyPattern("a")], constraint: ResolvedConstraint(lines: .lines(1)))
        #expect(inherits.constraint(over: defaults).availableWidth == 280)
    }

    @Test("skip: matching strings resolve to skip; the first match still wins, so an earlier rule shields a key")
    func skip() throws {
        let file = try Self.parse(
            """
            {"defaults": {"width": 300},
             "rules": [{"keys": "debug.keep", "lines": 1},
                       {"keys": "debug.*", "skip": true, "comment": "internal screens"},
                       {"keys": "x", "skip": false, "lines": 3}]}
            """)
        #expect(file.constraints(for: "debug.menu", locale: "de").skip)
        #expect(file.constraints(for: "debug.menu", locale: "de").matchedRule == 1)
        #expect(!file.constraints(for: "debug.keep", locale: "de").skip)
        #expect(file.constraints(for: "debug.keep", locale: "de").lines == .lines(1))
        #expect(!file.constraints(for: "x", locale: "de").skip)
        #expect(file.constraints(for: "x", locale: "de").lines == .lines(3))
        #expect(!file.constraints(for: "other", locale: "de").skip)
    }

    @Test("variants: a pattern matches the whole variant or one of its components; plain strings match no variant rule")
    func variants() throws {
        let file = try Self.parse(
            """
            {"rules": [{"keys": "items", "variants": ["plural.one"], "width": 100},
                       {"keys": "items", "variants": "device.ipad", "width": 700},
                       {"keys": "*", "variants": ["plural.*"], "width": 200}]}
            """)
        #expect(file.constraints(for: "items", locale: "en", variant: "plural.one").availableWidth == 100)
        #expect(file.constraints(for: "items", locale: "en", variant: "plural.other|device.ipad").availableWidth == 700)
        #expect(file.constraints(for: "items", locale: "en", variant: "plural.other").availableWidth == 200)
        #expect(file.constraints(for: "other", locale: "en", variant: "plural.few").availableWidth == 200)
        #expect(file.constraints(for: "items", locale: "en", variant: nil).matchedRule == nil)
        #expect(file.constraints(for: "items", locale: "en", variant: "device.iphone").matchedRule == nil)
        #expect(file.rules[1].variants?.map(\.pattern) == ["device.ipad"])
    }

    @Test("entries: a rule applies when the string is checked in a matching entry, never while the entry is chosen")
    func entries() throws {
        let file = try Self.parse(
            """
            {"defaults": {"width": 361},
             "rules": [{"keys": "*", "entries": ["body", "title*"], "width": 150},
                       {"keys": "hero", "entry": "largeTitle"},
                       {"keys": "*", "entries": "caption", "skip": true}]}
            """)
        #expect(file.hasEntryRules)
        #expect(file.constraints(for: "a", locale: "en", entry: "body").availableWidth == 150)
        #expect(file.constraints(for: "a", locale: "en", entry: "title2").availableWidth == 150)
        #expect(file.constraints(for: "a", locale: "en", entry: "headline").availableWidth == 361)
        #expect(file.constraints(for: "a", locale: "en", entry: "caption").skip)
        // Choosing the entry (no entry yet): entry rules do not apply; rule 1 chooses largeTitle.
        #expect(file.constraints(for: "hero", locale: "en").entry == "largeTitle")
        #expect(file.constraints(for: "a", locale: "en").matchedRule == nil)
        // Rule 2 is reached only in caption.
        let strings = [LocalizedString(key: "a", locale: "en", text: "A", source: "s")]
        #expect(file.unusedRules(in: strings, entries: ["body"]) == [1, 2])
        #expect(file.unusedRules(in: strings, entries: ["body", "caption"]) == [1])
    }

    @Test(
        "mistakes in the new fields name the key path",
        arguments: [
            (
                #"{"rules": [{"keys": "a", "skip": true, "width": 100}]}"#, "rules[0].skip",
                "a rule that skips its strings sets nothing else; remove 'width'"
            ),
            (#"{"rules": [{"keys": "a", "skip": "yes"}]}"#, "rules[0].skip", "expected true or false, found a string"),
            (#"{"defaults": {"skip": true}}"#, "defaults.skip", "unknown key"),
            (
                #"{"rules": [{"keys": "a", "entries": ["body"], "entry": "title"}]}"#, "rules[0].entries",
                "a rule with 'entries' applies when a string is checked in those entries and cannot also choose an 'entry'"
            ),
            (
                #"{"rules": [{"keys": "a", "variants": []}]}"#, "rules[0].variants",
                "expected at least one variant pattern"
            ),
            (
                #"{"rules": [{"keys": "a", "entries": [2]}]}"#, "rules[0].entries[0]",
                "expected an entry pattern (a string), found a number"
            ),
            (#"{"rules": [{"keys": "a", "insets": 8}]}"#, "rules[0].insets", "insets have no width to take from"),
            (
                #"{"defaults": {"insets": 8}, "rules": [{"keys": "a", "width": 100}]}"#, "defaults.insets",
                "insets have no width to take from"
            ),
            (
                #"{"defaults": {"width": 30}, "rules": [{"keys": "a", "insets": 16}]}"#, "rules[0]",
                "with the defaults, the insets (32 pt in all) leave no room in the width (30 pt)"
            ),
        ])
    func mistakes(json: String, keyPath: String, message: String) {
        do throws(InputError) {
            _ = try Self.parse(json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.keyPath == keyPath, "\(json)")
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test("defaults' insets with no width of their own are fine when a device rule takes them")
    func defaultInsetsForDevices() throws {
        let file = try Self.parse(
            #"{"defaults": {"insets": 20}, "rules": [{"keys": "a", "device": "iPhone 16"}, {"keys": "b", "width": 100}]}"#
        )
        #expect(file.constraints(for: "a", locale: "en").availableWidth == 353)
        #expect(file.constraints(for: "b", locale: "en").availableWidth == 100)
        #expect(file.constraints(for: "c", locale: "en").availableWidth == nil)
    }
}
