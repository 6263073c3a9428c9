import Foundation
import Testing
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

/// The check measures the text as shown: cased, inflected, placeholders filled; warns about
/// placeholders without a value, and carries inflection's approximation to the results.
@Suite("Text as shown in the check")
struct ShownTextCheckTests {
    let setup: CheckSetup

    init() throws { setup = try CheckSetup() }

    func file(_ json: String) throws -> ConstraintsFile { try CheckSetup.constraints(json) }

    func plan(_ strings: [LocalizedString], file: ConstraintsFile?, textCase: TextCase? = nil) throws -> CheckPlan {
        try setup.plan(
            strings, entries: file == nil ? ["body"] : [], file: file, base: TextContainer(width: 1_000, lineLimit: 1),
            textCase: textCase)
    }

    @Test("uppercase German is measured as HarfBuzz shapes the uppercased text (hb-shape: STRASSE 12584 units)")
    func germanWidthMatchesHarfBuzz() throws {
        let string = LocalizedString(key: "street", locale: "de", text: "Straße", source: "test.xcstrings")
        let cased = try plan([string], file: nil, textCase: .uppercase)
        let target = try #require(cased.targets.first)
        #expect(target.measuredText == "STRASSE")
        let style = target.entry.style(at: .large)
        let face = style.face(for: [], library: setup.library).face
        #expect(face.postScriptName == "Inter-Regular")
        // `hb-shape --font-funcs=ot --language=de fonts/Inter-Regular.otf STRASSE`: advances sum to
        // 12584 units of 2816 per em; `Straße` to 8812.
        let width = setup.measurer.measure(target.measuredText, face: face, locale: "de").width(
            atPointSize: style.pointSize)
        #expect(abs(width - 12_584.0 / 2_816 * style.pointSize) < 1e-6, "\(width)")
        let plain = setup.measurer.measure(string.text, face: face, locale: "de").width(atPointSize: style.pointSize)
        #expect(abs(plain - 8_812.0 / 2_816 * style.pointSize) < 1e-6, "\(plain)")
        let result = try setup.checker.check(target)
        #expect(result.measuredText == "STRASSE")
        let large = try #require(result.sizes[.large])
        #expect(large.width > plain + 20)
    }

    @Test("Turkish uppercase dots the capital I; a rule's textCase beats the command line's")
    func turkishAndPrecedence() throws {
        let strings = [
            LocalizedString(key: "city", locale: "tr", text: "istanbul", source: "test.xcstrings"),
            LocalizedString(key: "quiet", locale: "tr", text: "Sessiz", source: "test.xcstrings"),
        ]
        let rules = try file(#"{"defaults": {"entry": "body"}, "rules": [{"keys": "quiet", "textCase": "lowercase"}]}"#)
        let planned = try plan(strings, file: rules, textCase: .uppercase)
        #expect(planned.targets.map(\.measuredText) == ["İSTANBUL", "sessiz"])
    }

    @Test("the measured text is kept per case: one string in two entries with different cases gets both")
    func cacheKeysOnCase() throws {
        let string = LocalizedString(key: "title", locale: "de", text: "Maße", source: "test.xcstrings")
        let rules = try file(
            #"{"rules": [{"keys": "title", "entries": ["headline"], "textCase": "uppercase"}, {"keys": "title", "entries": ["body"]}]}"#
        )
        let planned = try CheckPlan.make(
            strings: [string], sources: "test.xcstrings", locales: [], entries: ["body", "headline"], file: rules,
            resolved: setup.resolved, base: TextContainer(width: 1_000, lineLimit: 1))
        #expect(planned.targets.map(\.measuredText) == ["Maße", "MASSE"])
    }

    @Test("named values fill {COUNT}; a placeholder without a value is warned about once with its keys")
    func namedAndUnvalued() throws {
        let strings = (0..<40).map { index in
            LocalizedString(
                key: "k\(index)", locale: index % 2 == 0 ? "en" : "de", text: "{COUNT} nights from {CHECKIN}",
                source: "test.xcstrings")
        }
        let rules = try file(#"{"defaults": {"entry": "body", "arguments": {"COUNT": 12345}}}"#)
        let planned = try plan(strings, file: rules)
        #expect(planned.targets[0].measuredText == "12,345 nights from {CHECKIN}")
        #expect(planned.targets[1].measuredText == "12.345 nights from {CHECKIN}")
        #expect(planned.unvaluedPlaceholders.count == 1)
        #expect(planned.unvaluedPlaceholders[0].keys.count == 40)
        let warning = try #require(planned.warnings.last)
        #expect(
            warning.hasPrefix(
                #"named placeholder {CHECKIN} has no value in "arguments" (measured as written) in 40 keys: k0, k1, k2,"#
            ))
        #expect(warning.hasSuffix(", k29, …"))
        let valued = try plan(
            strings, file: try file(#"{"defaults": {"entry": "body", "arguments": {"COUNT": 2, "CHECKIN": "Mon"}}}"#))
        #expect(valued.warnings.isEmpty)
        #expect(valued.targets[0].measuredText == "2 nights from Mon")
    }

    @Test("inflection TypeFit cannot decide makes every size approximate, counted in the summary")
    func inflectionApproximate() throws {
        let strings = [
            LocalizedString(key: "photos", locale: "fr", text: "^[%lld photo](inflect: true)", source: "t"),
            LocalizedString(key: "photos", locale: "en", text: "^[%lld Photo](inflect: true)", source: "t"),
        ]
        let planned = try plan(strings, file: nil)
        #expect(planned.targets.map(\.measuredText) == ["12\u{202F}345 photo", "12,345 Photos"])
        let checker = setup.checker
        let results = try checker.check(planned.targets).map { try $0.get() }
        let reason = "inflection: Apple's morphology engine decides agreement in fr (shown uninflected)"
        #expect(results[0].approximationReasons.contains(reason))
        #expect(results[0].sizes.values.allSatisfy { $0.approximate })
        #expect(!results[1].approximationReasons.contains(reason))
        let report = CheckReport(
            results: results, sizes: checker.sizes, scale: "s", model: .leadingRatio, systemFont: .standIn, warnings: []
        )
        let count = try #require(report.summary.approximationReasons?.first { $0.reason == reason })
        #expect(count.results == 1)
        #expect(count.cells == checker.sizes.count)
    }
}
