import Foundation
import Testing
import TypeFitLayout
import TypeFitShaping

/// The counting path a check decides cells with (``PreparedText/count(pointSize:options:margin:)``)
/// against the full layout and verdict, over the whole accuracy gate's corpus (real UI strings from gettext catalogs and strings written for the tests) in
/// containers that make them fit, wrap, truncate, clip and shrink.
@Suite("Counting agrees with the full layout")
struct CountingAgreementTests {
    /// Containers: widths from a narrow column to a wide label, with and without line limits,
    /// heights, autoshrink, tracking, reserved space and both strategies.
    static let containers: [LayoutOptions] = {
        var options: [LayoutOptions] = []
        for width in [24.0, 90, 161.5, 240, 361, nil] {
            for lineLimit in [nil, 1, 2, 3] as [Int?] {
                options.append(LayoutOptions(width: width, lineLimit: lineLimit))
            }
        }
        options.append(LayoutOptions(width: 200, lineLimit: 1, minimumScaleFactor: 0.5))
        options.append(LayoutOptions(width: 120, lineLimit: 2, minimumScaleFactor: 0.8, tracking: 0.4))
        options.append(LayoutOptions(width: 300, strategy: .greedy, lineLimit: 2, reservesSpace: true))
        options.append(LayoutOptions(width: 180, containerHeight: 44, lineHeight: .fixed(22), lineSpacing: 2))
        options.append(
            LayoutOptions(width: 150, lineLimit: 4, containerHeight: 30, lineHeight: .tallestFace, leading: .tight))
        options.append(LayoutOptions(width: 361, lineLimit: 2, truncationMode: .middle, tracking: -0.3))
        return options
    }()

    @Test("outcome, point size, lines, height, widest line and borderline agree for every corpus string")
    func corpus() throws {
        let corpus = try AccuracyCorpus.gate.get()
        let library = try BundledFonts.library()
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: ShapingCache(byteLimit: 64 << 20))
        let face = try library.face(postScriptName: "Inter-Regular")
        var cells = 0
        var counted = [FitVerdict.Outcome: Int]()
        var disagreements: [String] = []
        for entry in corpus {
            let text = try PreparedText.prepare(entry.text, face: face, measurer: measurer, locale: entry.locale)
            for options in Self.containers {
                for pointSize in [11.0, 17, 28, 53] {
                    let count = try text.count(pointSize: pointSize, options: options)
                    let layout = try text.layout(pointSize: pointSize, options: options)
                    let verdict = try text.verdict(for: layout, options: options)
                    cells += 1
                    counted[count.outcome, default: 0] += 1
                    var differences: [String] = []
                    if count.outcome != layout.outcome {
                        differences.append("outcome \(count.outcome) vs \(layout.outcome)")
                    }
                    if count.pointSize != layout.pointSize {
                        differences.append("size \(count.pointSize) vs \(layout.pointSize)")
                    }
                    if count.lineCount != layout.lineCount {
                        differences.append("lines \(count.lineCount) vs \(layout.lineCount)")
                    }
                    if count.lineCountWithoutLimit != layout.lineCountWithoutLimit {
                        differences.append("needed \(count.lineCountWithoutLimit) vs \(layout.lineCountWithoutLimit)")
                    }
                    if abs(count.height - layout.height) > 1e-9 {
                        differences.append("height \(count.height) vs \(layout.height)")
                    }
                    if count.fits, abs(count.widestLineWidth - layout.widestLineWidth) > 1e-9 {
                        differences.append("widest \(count.widestLineWidth) vs \(layout.widestLineWidth)")
                    }
                    if count.isBorderline != verdict.isBorderline {
                        differences.append("borderline \(count.isBorderline) vs \(verdict.isBorderline)")
                    }
                    if !differences.isEmpty, disagreements.count < 20 {
                        disagreements.append(
                            "[\(entry.locale)] \(entry.text.prefix(40)) at \(pointSize) pt, \(options.width.map { "\($0)" } ?? "∞") pt: "
                                + differences.joined(separator: ", "))
                    }
                }
            }
        }
        print(
            "counting vs layout: \(cells) cells, outcomes \(counted.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))"
        )
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        // The corpus and containers exercise every outcome, so the agreement means something.
        for outcome in FitVerdict.Outcome.allCases {
            #expect(counted[outcome, default: 0] > 100, "\(outcome): \(counted[outcome, default: 0])")
        }
        #expect(cells > 200_000)
    }
}
