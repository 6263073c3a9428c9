import Foundation
import Testing
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

/// A key checked in several places: one target per place, each in its place's container and
/// entry, and results that name their place.
@Suite("Check plan with places")
struct CheckPlanPlacesTests {
    let setup: CheckSetup

    init() throws { setup = try CheckSetup() }

    func strings(_ keys: [String], locales: [String] = ["en"]) -> [LocalizedString] {
        keys.flatMap { key in
            locales.map { LocalizedString(key: key, locale: $0, text: "Notifications", source: "test.xcstrings") }
        }
    }

    func plan(_ json: String, _ strings: [LocalizedString], entries: [String] = []) throws -> CheckPlan {
        try setup.plan(
            strings, entries: entries, file: try CheckSetup.constraints(json),
            base: TextContainer(width: 320, lineLimit: 1))
    }

    @Test("a key in two places gives two targets, each in its own width and entry, named by its place")
    func twoPlaces() throws {
        let plan = try plan(
            """
            {"defaults": {"entry": "body", "device": "iPhone 16", "insets": 16, "lines": 1},
             "rules": [{"keys": "settings.title", "places": [
               {"name": "tab bar", "entry": "caption", "width": 80},
               {"name": "navigation title", "entry": "headline"}]}]}
            """, strings(["settings.title", "other"]))
        #expect(plan.targets.map(\.string.key) == ["settings.title", "settings.title", "other"])
        #expect(plan.targets.map(\.place) == ["tab bar", "navigation title", nil])
        #expect(plan.targets.map(\.entry.entry.name) == ["caption", "headline", "body"])
        #expect(plan.targets.map(\.constraint.width) == [80, 361, 361])
        #expect(plan.stringCount == 2)
    }

    @Test("places without an entry are checked in every entry asked for, place by place")
    func placesTimesEntries() throws {
        let plan = try plan(
            """
            {"rules": [{"keys": "a", "width": 200, "places": [{"name": "wide"}, {"name": "narrow", "width": 90}]}]}
            """, strings(["a"]), entries: ["body", "headline"])
        #expect(plan.targets.map(\.entry.entry.name) == ["body", "body", "headline", "headline"])
        #expect(plan.targets.map(\.place) == ["wide", "narrow", "wide", "narrow"])
        #expect(plan.targets.map(\.constraint.width) == [200, 90, 200, 90])
    }

    @Test("--entry keeps the places set in that entry; an earlier entries rule wins its entry whole")
    func narrowingAndEntryRules() throws {
        let json = """
            {"rules": [
              {"keys": "*", "entries": ["headline"], "width": 50},
              {"keys": "a", "places": [{"name": "tab", "entry": "caption", "width": 80}, {"name": "title", "entry": "headline"}]}
            ]}
            """
        let narrowed = try plan(json, strings(["a"]), entries: ["caption"])
        #expect(narrowed.targets.map(\.place) == ["tab"])
        let all = try plan(json, strings(["a"]))
        #expect(all.targets.map(\.place) == ["tab", nil])
        #expect(all.targets.map(\.constraint.width) == [80, 50])
    }

    @Test("places of a rule with entries apply in each entry it matches")
    func placesOfEntryRule() throws {
        let plan = try plan(
            """
            {"rules": [{"keys": "*", "entries": ["headline"], "places": [{"name": "a", "width": 100}, {"name": "b", "width": 150}]}]}
            """, strings(["k"]), entries: ["body", "headline"])
        #expect(plan.targets.map(\.entry.entry.name) == ["body", "headline", "headline"])
        #expect(plan.targets.map(\.place) == [nil, "a", "b"])
        #expect(plan.targets.map(\.constraint.width) == [320, 100, 150])
    }

    @Test("each place's result is checked in its container and names the place")
    func resultsNamePlaces() throws {
        let plan = try plan(
            """
            {"defaults": {"entry": "body", "lines": 1},
             "rules": [{"keys": "a", "places": [{"name": "tab bar", "width": 40}, {"name": "row", "width": 300}]}]}
            """, strings(["a"]))
        let checker = TruncationChecker(measurer: setup.measurer)
        let results: [CheckResult] = try plan.targets.map { target throws -> CheckResult in try checker.check(target) }
        #expect(results.map(\.place) == ["tab bar", "row"])
        #expect(results[0].firstTruncatedSize != nil)
        #expect(results[1].firstTruncatedSize == nil)
    }
}
