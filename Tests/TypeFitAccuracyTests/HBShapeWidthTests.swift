import Foundation
import Testing
import TypeFitLayout
import TypeFitShaping
import TypeFitTestSupport

/// Single-line widths against `hb-shape`, HarfBuzz's own command-line shaper, run as a separate
/// process on the same font files: every string of the accuracy gate's corpus that TypeFit
/// shapes as one run (one face with no fallback, one script, one direction, one paragraph) is
/// laid out by TypeFit on one line, and its width must equal the sum of hb-shape's advances
/// within ``tolerance``. hb-shape gets the run's script and direction.
///
/// Strings of several runs (Latin markup inside Cyrillic, digits inside Arabic) are counted
/// and left out: hb-shape shapes a line as one run, while TypeFit, like Pango and Core Text,
/// shapes each script and direction separately, so no kerning applies across the boundary.
///
/// Each script is measured in a face that covers it: Inter Regular and Inter Display SemiBold
/// for Latin, Cyrillic and Greek; Noto Sans CJK (the JP, SC, TC or KR face by locale) for CJK
/// and Hangul; Noto Sans Arabic for Arabic. TypeFit's width goes through everything a layout
/// does (bidi runs, the word cache, grapheme sums); hb-shape shapes the whole line at once, at
/// the font's units per em, with its default (OpenType) font functions.
@Suite("Single-line widths agree with hb-shape")
struct HBShapeWidthTests {
    /// Largest allowed difference, points.
    static let tolerance = 0.01
    /// Point size the widths are compared at: the largest of the Pango grid.
    static let pointSize = 28.0

    /// The faces a script is measured in, by locale.
    static func faces(forLocale locale: String) -> [String] {
        switch AccuracyCorpus.script(ofLocale: locale) {
        case "Latin", "Cyrillic", "Greek": PangoAgreementTests.faces
        case "Hangul": ["NotoSansCJKkr-Regular"]
        case "Arabic": ["NotoSansArabic-Regular"]
        case "CJK":
            switch AccuracyCorpus.fallbackFamilies(forLocale: locale).first {
            case "Noto Sans CJK TC": ["NotoSansCJKtc-Regular"]
            case "Noto Sans CJK HK": ["NotoSansCJKhk-Regular"]
            case "Noto Sans CJK SC": ["NotoSansCJKsc-Regular"]
            default: ["NotoSansCJKjp-Regular"]
            }
        default: []
        }
    }

    /// One string in one face, as both engines measured it.
    struct Measured {
        let entry: AccuracyCorpus.Entry
        let face: FontFace
        /// TypeFit's one-line width, points.
        let typeFit: Double
        /// The run's ISO 15924 script tag and direction, as hb-shape is told.
        let script: String
        let isRightToLeft: Bool
        /// hb-shape's advance sum scaled to ``pointSize``, points.
        var hbShape = 0.0
        var difference: Double { abs(typeFit - hbShape) }
    }

    @Test("one-line widths of the gate's corpus equal hb-shape's within 0.01 pt, in every script")
    func singleLineWidths() throws {
        let entries = try AccuracyCorpus.gate.get()
        var library = try BundledFonts.library()
        for path in [
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
            "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        ] {
            guard FileManager.default.fileExists(atPath: path) else {
                Issue.record("\(path) is missing: install fonts-noto-cjk and fonts-noto-core with .ci/install")
                return
            }
            try library.add(path: path)
        }
        // Fontconfig-like, as Pango and hb-shape runs pick faces.
        let measurer = TextMeasurer(fallback: .everyFace(of: library))
        var measured: [Measured] = []
        var skipped: [String: Int] = [:]
        for entry in entries {
            for name in Self.faces(forLocale: entry.locale) {
                let face = try library.face(postScriptName: name)
                let runs = measurer.measure(entry.text, face: face, locale: entry.locale).runs
                guard !entry.text.contains(where: \.isNewline), runs.count == 1, let run = runs.first,
                    run.face.postScriptName == name
                else {
                    skipped[AccuracyCorpus.script(ofLocale: entry.locale), default: 0] += 1
                    continue
                }
                let layout = try PreparedText.prepare(entry.text, face: face, measurer: measurer, locale: entry.locale)
                    .layout(pointSize: Self.pointSize, options: LayoutOptions(width: 1e7, strategy: .greedy))
                try #require(
                    layout.lineCount == 1, "\(entry.origin) took \(layout.lineCount) lines at an unbounded width")
                measured.append(
                    Measured(
                        entry: entry, face: face, typeFit: layout.lines[0].width,
                        script: run.script, isRightToLeft: run.isRightToLeft))
            }
        }
        try HBShape.measure(&measured, pointSize: Self.pointSize)

        var report = String(
            format: "Single-line widths, TypeFit vs hb-shape at %g pt (tolerance %g pt)\n", Self.pointSize,
            Self.tolerance)
        report += "script       lines  several runs   max |Δ| pt   at\n"
        let byScript = Dictionary(grouping: measured) { AccuracyCorpus.script(ofLocale: $0.entry.locale) }
        for script in AccuracyCorpus.scripts {
            let items = byScript[script] ?? []
            let worst = items.max { $0.difference < $1.difference }
            report +=
                script.padding(toLength: 12, withPad: " ", startingAt: 0) + String(items.count).leftPad(6)
                + String(skipped[script, default: 0]).leftPad(14) + String(format: "   %10.6f", worst?.difference ?? 0)
                + "   " + (worst.map { "\($0.face.postScriptName) \($0.entry.text.prefix(30).debugDescription)" } ?? "")
                + "\n"
        }
        emit(report)
        for script in AccuracyCorpus.scripts {
            #expect(
                (byScript[script]?.count ?? 0) >= 100,
                "\(script): only \(byScript[script]?.count ?? 0) one-face strings to compare")
        }
        let over = measured.filter { $0.difference > Self.tolerance }
        let examples = over.prefix(8).map {
            "  \($0.face.postScriptName) \($0.entry.text.debugDescription): "
                + String(format: "TypeFit %.4f, hb-shape %.4f pt", $0.typeFit, $0.hbShape)
        }.joined(separator: "\n")
        #expect(
            over.isEmpty, "\(over.count) widths differ from hb-shape's by over \(Self.tolerance) pt, e.g.\n\(examples)")
    }
}

/// `hb-shape` (package libharfbuzz-bin), fed one text file per face and language.
enum HBShape {
    /// Fills each item's ``HBShapeWidthTests/Measured/hbShape`` with hb-shape's width at `pointSize`.
    static func measure(_ items: inout [HBShapeWidthTests.Measured], pointSize: Double) throws {
        let scratch = try ScratchDirectory("typefit-hb-shape")
        defer { scratch.remove() }
        let directory = scratch.url
        let groups = Dictionary(grouping: items.indices) {
            "\(items[$0].face.postScriptName)|\(items[$0].entry.locale)|\(items[$0].script)|\(items[$0].isRightToLeft)"
        }
        for (number, indices) in groups.values.enumerated() {
            let first = items[indices[0]]
            let input = directory.appendingPathComponent("\(number).txt")
            let output = directory.appendingPathComponent("\(number).json")
            try (indices.map { items[$0].entry.text }.joined(separator: "\n") + "\n").write(
                to: input, atomically: false, encoding: .utf8)
            let result = try PangoOracle.run(
                "/bin/sh",
                [
                    "-c", #"exec hb-shape "$@""#, "sh", first.face.descriptor.path,
                    "--face-index=\(first.face.descriptor.faceIndex)",
                    "--language=\(first.entry.locale)", "--script=\(first.script)",
                    "--direction=\(first.isRightToLeft ? "rtl" : "ltr")", "--text-file=\(input.path)",
                    "--output-file=\(output.path)",
                    "--output-format=json", "--no-glyph-names", "--no-clusters",
                ])
            guard result.status == 0 else {
                throw PangoOracle.Failure(
                    description:
                        "hb-shape failed (exit \(result.status)): \(result.stderr). Install libharfbuzz-bin with .ci/install."
                )
            }
            let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
            guard lines.count == indices.count else {
                throw PangoOracle.Failure(
                    description:
                        "hb-shape answered \(lines.count) of \(indices.count) lines for \(first.face.postScriptName)")
            }
            let scale = pointSize / Double(first.face.unitsPerEm)
            for (index, line) in zip(indices, lines) {
                let glyphs = try JSONDecoder().decode([Glyph].self, from: Data(line.utf8))
                items[index].hbShape = Double(glyphs.reduce(0) { $0 + $1.ax }) * scale
            }
        }
    }

    /// One glyph of hb-shape's JSON output: its horizontal advance, font units.
    struct Glyph: Decodable { let ax: Int }
}
