import Testing
import TypeFitVocabulary

@testable import TypeFitLayout

/// The allocation-free line count agrees with the full layout.
@Suite("Line summary: the hot path")
struct LineSummaryTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    @Test("line count and widest line equal the full layout's, for both strategies", arguments: [11, 12])
    func agreesWithLayout(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        for text in PropertyTests.texts(count: 400, seed: seed) {
            let prepared = try fixture.prepare(text)
            let size = [11.0, 17, 23.5, 53].randomElement(using: &rng)!
            let tracking = [0.0, 0.5, -0.2].randomElement(using: &rng)!
            let width = [40.0, 120, 200, 375].randomElement(using: &rng)!
            for strategy in LineBreakStrategy.allCases {
                let summary = try prepared.lineSummary(
                    pointSize: size, width: width, tracking: tracking, strategy: strategy)
                let layout = try prepared.layout(
                    pointSize: size,
                    options: LayoutOptions(
                        width: width, strategy: strategy, lineLimit: nil, tracking: tracking))
                #expect(summary.lineCount == layout.lineCountWithoutLimit, "\(text) at \(size) pt in \(width) pt")
                #expect(abs(summary.widestLineWidth - layout.widestLineWidth) < 1e-9, "\(text)")
                #expect((summary.widthOverflow == 0) == (layout.widthOverflow == 0), "\(text)")
            }
        }
    }

    @Test("bad sizes and widths are refused with the layout's errors")
    func badInput() throws {
        let prepared = try fixture.prepare("Settings")
        #expect(throws: LayoutError.invalidPointSize(0)) { try prepared.lineSummary(pointSize: 0, width: 100) }
        #expect(throws: LayoutError.invalidWidth(-1)) { try prepared.lineSummary(pointSize: 17, width: -1) }
        #expect(try prepared.lineSummary(pointSize: 17, width: .infinity).lineCount == 1)
        #expect(try fixture.prepare("").lineSummary(pointSize: 17, width: 10).lineCount == 0)
    }
}
