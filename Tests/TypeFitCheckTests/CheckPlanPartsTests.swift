import Testing
import TypeFitConcurrency
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

/// The plan is made in parts over all cores; these tests hold it to the plan made string by
/// string: targets in string order, skip lists in order, the first bad string named.
@Suite("Check plan made in parts")
struct CheckPlanPartsTests {
    let setup: CheckSetup

    init() throws { setup = try CheckSetup() }

    /// `count` strings, more than one part holds: `k0` … in English, every third with a count.
    func strings(_ count: Int, text: (Int) -> String = { $0 % 3 == 0 ? "%lld items in box \($0)" : "Box \($0)" })
        -> [LocalizedString]
    {
        (0..<count).map { LocalizedString(key: "k\($0)", locale: "en", text: text($0), source: "test.xcstrings") }
    }

    func plan(_ strings: [LocalizedString], entries: [String]) throws(CheckPlanError) -> CheckPlan {
        try setup.plan(strings, entries: entries, base: TextContainer(width: 200, lineLimit: 1))
    }

    @Test("targets come in string order, each string in every entry asked for, texts filled")
    func targetsInStringOrder() throws {
        let count = 3 * CheckPlan.Part.fewestStringsPerPart + 17
        let plan = try plan(strings(count), entries: ["body", "headline"])
        #expect(plan.targets.count == 2 * count)
        #expect(plan.stringCount == count)
        #expect(plan.targets.map(\.string.key) == (0..<count).flatMap { ["k\($0)", "k\($0)"] })
        #expect(
            plan.targets.map(\.entry.entry.name) == Array(repeating: ["body", "headline"], count: count).flatMap { $0 })
        #expect(plan.targets[0].measuredText != plan.targets[0].string.text)
        #expect(!plan.targets[0].measuredText.contains("%lld"))
        #expect(plan.targets[2].measuredText == "Box 1")
    }

    @Test("plural variants the locale never shows are listed in string order across parts")
    func unshownInOrder() throws {
        let count = 2 * CheckPlan.Part.fewestStringsPerPart + 5
        let strings =
            (0..<count).map {
                LocalizedString(
                    key: "k\($0)", locale: "ja", text: "%lld 件", variant: "plural.one", source: "test.xcstrings")
            } + [
                LocalizedString(
                    key: "shown", locale: "ja", text: "%lld 件", variant: "plural.other", source: "test.xcstrings")
            ]
        let plan = try plan(strings, entries: ["body"])
        #expect(plan.unshownVariants.count == count)
        #expect(plan.unshownVariants.map { String($0.prefix { $0 != " " }) } == (0..<count).map { "k\($0)" })
        #expect(plan.targets.map(\.string.key) == ["shown"])
    }

    @Test("malformed strings in different parts are each a problem, in string order, and the rest is planned")
    func problemsInStringOrder() throws {
        let part = CheckPlan.Part.fewestStringsPerPart
        let bad = [part + 40, 2 * part + 3]
        let strings = strings(3 * part) { bad.contains($0) ? "Box \($0) of %1001$@" : "Box \($0)" }
        let plan = try plan(strings, entries: ["body"])
        #expect(plan.stringProblems.map(\.key) == bad.map { "k\($0)" })
        #expect(plan.stringProblems.allSatisfy { $0.handling == .notChecked })
        #expect(plan.stringProblems[0].message.contains("formats take at most 1000 arguments"))
        #expect(plan.unreadableStringCount == 2)
        #expect(plan.stringCount == 3 * part - 2)
        #expect(plan.readStringCount == 3 * part)
        #expect(plan.targets.count == 3 * part - 2)
        #expect(!plan.targets.contains { bad.map { "k\($0)" }.contains($0.string.key) })
    }
}
