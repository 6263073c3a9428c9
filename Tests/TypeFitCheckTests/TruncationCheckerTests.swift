import Testing
import TypeFitDynamicType
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

@Suite("Truncation checks across sizes")
struct TruncationCheckerTests {
    let setup: CheckSetup
    let checker: TruncationChecker

    init() throws {
        setup = try CheckSetup()
        checker = TruncationChecker(measurer: setup.measurer)
    }

    func target(_ text: String, entry: String = "body", width: Double?, lines: Int? = 1, padding: EdgeInsets? = nil)
        throws -> CheckTarget
    {
        CheckTarget(
            string: LocalizedString(key: "k", locale: "en", text: text, source: "test"),
            entry: try #require(setup.resolved.entry(named: entry)),
            constraint: TextContainer(width: width, lineLimit: lines, padding: padding))
    }

    @Test("the first truncated size is the first size whose single-line width exceeds the container")
    func firstTruncatedSize() throws {
        let text = "Restore Purchases"
        let body = try #require(setup.resolved.entry(named: "body"))
        // Natural widths at each size, measured independently of the checker.
        let face = body.style(at: .large).face
        let measured = TextMeasurer(fallback: .none).measure(text, face: face, locale: "en")
        let widths = DynamicTypeSize.allCases.map { measured.width(atPointSize: body.style(at: $0).pointSize) }
        // A container between the xxxLarge and accessibility1 widths.
        let container = (widths[DynamicTypeSize.xxxLarge.ordinal] + widths[DynamicTypeSize.accessibility1.ordinal]) / 2
        let result = try checker.check(try target(text, width: container))
        #expect(result.firstTruncatedSize == .accessibility1)
        let outcome = try #require(result.firstTruncation)
        #expect(outcome.truncated)
        #expect(abs(outcome.overflow - (widths[DynamicTypeSize.accessibility1.ordinal] - container)) < 0.01)
        #expect(outcome.visibleText?.hasSuffix("…") == true)
        #expect(result.sizes[.xxxLarge]?.fits == true)
        #expect(result.sizes.count == 12)
        #expect(result.faces == ["Inter-Regular"])
    }

    @Test("unbounded width and no line limit: fits everywhere")
    func fitsEverywhere() throws {
        let result = try checker.check(try target("Continue", width: nil, lines: nil))
        #expect(result.firstTruncatedSize == nil)
        #expect(result.sizes.values.allSatisfy { $0.fits && $0.lines == 1 })
    }

    @Test("scaled padding narrows the container at larger sizes")
    func padding() throws {
        let text = "Restore Purchases"
        let without = try checker.check(try target(text, width: 200))
        let with = try checker.check(try target(text, width: 200, padding: EdgeInsets(horizontal: 20, vertical: 8)))
        let first = try #require(with.firstTruncatedSize)
        #expect(without.firstTruncatedSize.map { first < $0 } ?? true)
        // Height includes the scaled vertical padding: 2 × 8 pt at Large.
        let large = try #require(with.sizes[.large])
        let plain = try #require(without.sizes[.large])
        #expect(abs(large.height - plain.height - 16) < 0.001)
    }

    @Test("the parallel check returns the sequential results in order")
    func parallelMatchesSequential() throws {
        let strings = SampleStrings.all
        let targets = try strings.prefix(40).map { try target($0.text, entry: "headline", width: 180, lines: 2) }
        let parallel = checker.check(targets).map { try? $0.get() }
        let sequential = targets.map { try? checker.check($0) }
        #expect(parallel == sequential)
        #expect(parallel.allSatisfy { $0 != nil })
    }

    @Test("checking all hands over the results in order, or names the first target the layout rejects")
    func checkAllHandsOverInOrder() throws {
        let targets = try SampleStrings.all.prefix(30).map {
            try target($0.text, entry: "headline", width: 180, lines: 2)
        }
        let all = try checker.checkAll(targets).get()
        #expect(all == targets.map { try? checker.check($0) })
        var broken = targets
        for index in [7, 21] { broken[index].constraint.width = .nan }
        #expect(throws: LayoutError.self) { try checker.check(broken[7]) }
        switch checker.checkAll(broken) {
        case .success: Issue.record("expected the target with a width of NaN to fail")
        case .failure(let failure): #expect(failure.index == 7)
        }
        let outcomes = checker.check(broken)
        #expect(outcomes.indices.filter { (try? outcomes[$0].get()) == nil } == [7, 21])
    }

    @Test("the system scale marks results approximate; the report counts them")
    func approximateAndSummary() throws {
        let system = try CheckSetup(scale: .defaultSystem).resolved
        let entry = try #require(system.entry(named: "body"))
        let result = try checker.check(
            CheckTarget(
                string: LocalizedString(key: "k", locale: "de", text: "Benachrichtigungseinstellungen", source: "t"),
                entry: entry, constraint: TextContainer(width: 240, lineLimit: 1)))
        #expect(!result.approximationReasons.isEmpty)
        #expect(result.sizes[.large]?.approximate == true)
        let report = CheckReport(
            results: [result], sizes: DynamicTypeSize.allCases, scale: "s", model: .leadingRatio, systemFont: .standIn,
            warnings: [])
        #expect(report.summary.checked == 1)
        #expect(report.summary.approximate)
        #expect(report.summary.truncating == (result.firstTruncatedSize == nil ? 0 : 1))
    }

    @Test("a text and its canonically equivalent form (NFC and NFD) are laid out each as it is, not as one group")
    func canonicallyEquivalentTexts() throws {
        let composed = "Caf\u{E9} cr\u{E8}me br\u{FB}l\u{E9}e"
        let decomposed = "Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e"
        #expect(composed == decomposed, "Swift's == calls them equal")
        let targets = [
            try target(composed, width: 60), try target(decomposed, width: 60), try target(composed, width: 60),
        ]
        #expect(TruncationChecker.groups(targets) == [[0, 2], [1]])
        let results = checker.check(targets).map { try? $0.get() }
        let shownComposed = try #require(results[0]?.firstTruncation?.visibleText)
        let shownDecomposed = try #require(results[1]?.firstTruncation?.visibleText)
        #expect(shownComposed.unicodeScalars.contains("\u{E9}"))
        #expect(shownDecomposed.unicodeScalars.contains("\u{301}"), "the NFD text shows its own code units")
        #expect(!shownDecomposed.unicodeScalars.contains("\u{E9}"))
        #expect(CodeUnitKey(composed, "en") != CodeUnitKey(decomposed, "en"))
        #expect(CodeUnitKey(composed, "en") == CodeUnitKey(String(decoding: Array(composed.utf8), as: UTF8.self), "en"))
        #expect(CodeUnitKey("ab", "c").hashValue != CodeUnitKey("a", "bc").hashValue)
    }
}
