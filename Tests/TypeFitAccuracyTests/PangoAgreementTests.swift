import Foundation
import Testing
import TypeFitLayout
import TypeFitShaping

#if canImport(Glibc)
    import Glibc
#endif

/// TypeFit's `greedy` wrapping against Pango, the independent oracle (tests only; never at run
/// time), on the same font files: every string of `Fixtures/ui-strings.tsv` at every size and
/// width of the grid, with Inter Regular and Inter Display SemiBold. Pango runs once, as a
/// separate process fed the whole batch (`PangoHarness/pango_lines.c`).
///
/// Prints an agreement table and every kind of disagreement; `ACCURACY.md` explains each kind.
/// Set `TYPEFIT_ACCURACY_VERBOSE=1` to print every disagreement rather than a few of each kind.
@Suite("Agreement with Pango", .serialized)
struct PangoAgreementTests {
    static let faces = ["Inter-Regular", "InterDisplay-SemiBold"]
    /// Point sizes: iOS footnote, body, title 2 and large title at the default Dynamic Type size.
    static let pointSizes: [Double] = [13, 17, 22, 28]
    /// Wrap widths, points: a narrow column, a table cell, an iPhone screen less margins.
    static let widths: [Double] = [120, 200, 320]

    /// The accuracy gate's floor: the share of layouts whose line counts agree with Pango's,
    /// overall and in each script of ``AccuracyCorpus/scripts``.
    static let agreementFloor = 0.995
    /// Minimum agreement for Latin, Cyrillic and Greek together. Their disagreements come from
    /// TypeFit bugs and rounding at the break point (ACCURACY.md); the floor leaves room for a
    /// few more line ends within thousandths of a point of the width, where Pango's 1/1024 pt
    /// glyph positions decide, on other Pango versions.
    static let alphabeticAgreementFloor = 0.999
    /// Real UI strings (from gettext catalogs) the gate needs, in all and in each script.
    static let minimumRealStrings = 2_000
    static let minimumStringsPerScript = 150
    /// Widths of single lines: largest allowed difference from Pango's, points.
    static let widthTolerance = 0.05

    static let shared: Result<AccuracyRun, any Error> = Result { try AccuracyRun.make() }

    @Test(
        "accuracy gate: greedy line counts agree with Pango for ≥ 99.5% of layouts, overall and in each of six scripts")
    func lineCounts() throws {
        let run = try Self.shared.get()
        emit(run.agreementTable())
        emit(run.disagreementReport(verbose: ProcessInfo.processInfo.environment["TYPEFIT_ACCURACY_VERBOSE"] == "1"))

        let real = run.stringCounts[AccuracyCorpus.gettext, default: 0]
        #expect(
            real >= Self.minimumRealStrings,
            "only \(real) UI strings found in the gettext catalogs (GTK 3, iso-codes…); the gate needs \(Self.minimumRealStrings): run .ci/install"
        )
        let overall = AccuracyRun.rate(run.comparisons)
        #expect(
            overall >= Self.agreementFloor,
            "overall agreement \(percent(overall)) is below \(percent(Self.agreementFloor))")
        for script in AccuracyCorpus.scripts {
            let items = run.comparisons.filter { $0.script == script }
            let strings = Set(items.map(\.entry.id)).count
            #expect(strings >= Self.minimumStringsPerScript, "\(script): only \(strings) strings in the corpus")
            let rate = AccuracyRun.rate(items)
            #expect(
                rate >= Self.agreementFloor,
                "\(script) agreement \(percent(rate)) is below \(percent(Self.agreementFloor))")
        }
        let alphabetic = AccuracyRun.rate(
            run.comparisons.filter { AccuracyCorpus.alphabeticScripts.contains($0.script) })
        #expect(
            alphabetic >= Self.alphabeticAgreementFloor,
            "Latin/Cyrillic/Greek agreement \(percent(alphabetic)) is below \(percent(Self.alphabeticAgreementFloor))")
        // Every disagreement must have an explanation (a kind ACCURACY.md documents); the two
        // catch-all kinds mean a new cause to investigate.
        let unexplained = (run.disagreements + run.movedBreaks).filter {
            $0.kind == .unexplained || $0.kind == .wordBreakInside
        }
        let examples = unexplained.prefix(10).map(AccuracyRun.describe).joined(separator: "\n")
        #expect(unexplained.isEmpty, "unexplained disagreements:\n\(examples)")
    }

    @Test("single-line widths agree with Pango within 0.05 pt (Latin, Cyrillic, Greek)")
    func singleLineWidths() throws {
        let run = try Self.shared.get()
        var maximum: [String: (difference: Double, comparison: Comparison?)] = [:]
        var counted: [String: Int] = [:]
        for comparison in run.comparisons where comparison.typeFit.lineCount == 1 && comparison.pango.lineCount == 1 {
            let difference = abs(comparison.typeFit.lines[0].width - comparison.pango.lineWidths[0])
            counted[comparison.script, default: 0] += 1
            if difference > maximum[comparison.script, default: (0, nil)].difference {
                maximum[comparison.script] = (difference, comparison)
            }
        }
        var report = "Single-line widths, TypeFit vs Pango (layouts where both give one line):\n"
        report += "script       lines   max |Δ| pt   at\n"
        for script in maximum.keys.sorted() {
            let (difference, comparison) = maximum[script]!
            let at =
                comparison.map {
                    "\($0.face.postScriptName) \(format($0.pointSize)) pt: \($0.entry.text.prefix(40).debugDescription)"
                } ?? ""
            report +=
                script.padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(counted[script, default: 0]).leftPad(6) + String(format: "   %9.5f", difference) + "   \(at)\n"
        }
        report += "\n" + Self.wrappedLineWidths(run)
        emit(report)
        #expect(counted["Latin", default: 0] > 1_000, "too few one-line Latin layouts to judge widths")
        for script in AccuracyCorpus.alphabeticScripts.sorted() {
            let (difference, comparison) = maximum[script, default: (0, nil)]
            #expect(
                difference <= Self.widthTolerance,
                "\(script): largest single-line width difference \(difference) pt for \(comparison?.entry.text.debugDescription ?? "")"
            )
        }
    }
}

extension PangoAgreementTests {
    /// Informational: widths of wrapped lines (all but the last of a layout) where both engines
    /// break at the same places. Differences here come from shaping context across the break
    /// and spaces at in-word breaks (TypeFit) and from fallback faces; see ACCURACY.md.
    static func wrappedLineWidths(_ run: AccuracyRun) -> String {
        var lines: [String: Int] = [:]
        var over: [String: Int] = [:]
        var largest: [String: Double] = [:]
        for comparison in run.comparisons where comparison.typeFitStarts == comparison.pango.lineStarts {
            for (index, line) in comparison.typeFit.lines.dropLast().enumerated() {
                let difference = abs(line.width - comparison.pango.lineWidths[index])
                lines[comparison.script, default: 0] += 1
                if difference > widthTolerance { over[comparison.script, default: 0] += 1 }
                largest[comparison.script] = max(largest[comparison.script, default: 0], difference)
            }
        }
        var report = "Wrapped lines, same breaks in both engines: width differences (informational)\n"
        report += "script       lines  > 0.05 pt   max |Δ| pt\n"
        for script in lines.keys.sorted() {
            report +=
                script.padding(toLength: 12, withPad: " ", startingAt: 0) + String(lines[script]!).leftPad(6)
                + String(over[script, default: 0]).leftPad(11)
                + String(format: "   %10.5f", largest[script, default: 0]) + "\n"
        }
        return report
    }
}

/// The whole grid laid out by both engines.
struct AccuracyRun: Sendable {
    /// Every corpus string × size × width × face.
    let comparisons: [Comparison]
    let disagreements: [Disagreement]
    /// Layouts with the same line count but different break positions, classified the same way.
    let movedBreaks: [Disagreement]
    let seconds: (typeFit: Double, pango: Double)
    /// The Pango version that answered.
    let pangoVersion: String
    /// Strings per corpus (``AccuracyCorpus/written``, ``AccuracyCorpus/gettext``).
    let stringCounts: [String: Int]

    static func make() throws -> AccuracyRun {
        let entries = try AccuracyCorpus.gate.get()
        let library = try BundledFonts.library()
        // Fontconfig-like, as Pango and hb-shape runs pick faces.
        let measurer = TextMeasurer(fallback: .everyFace(of: library))
        let faces = try PangoAgreementTests.faces.map { try library.face(postScriptName: $0) }

        typealias Pending = (
            entry: AccuracyCorpus.Entry, face: FontFace, prepared: PreparedText, size: Double, width: Double,
            layout: TextLayout
        )
        let clock = ContinuousClock()
        var pending: [Pending] = []
        var requests: [PangoOracle.Request] = []
        let typeFitTime = try clock.measure {
            for face in faces {
                for entry in entries {
                    let prepared = try PreparedText.prepare(
                        entry.text, face: face, measurer: measurer, locale: entry.locale)
                    for size in PangoAgreementTests.pointSizes {
                        for width in PangoAgreementTests.widths {
                            let layout = try prepared.layout(
                                pointSize: size, options: LayoutOptions(width: width, strategy: .greedy))
                            pending.append((entry, face, prepared, size, width, layout))
                            requests.append(
                                PangoOracle.Request(
                                    fontPath: face.descriptor.path, pointSize: size, width: width, text: entry.text,
                                    language: entry.locale,
                                    fallbackFamilies: AccuracyCorpus.fallbackFamilies(forLocale: entry.locale)))
                        }
                    }
                }
            }
        }
        var answers: [PangoOracle.Answer] = []
        let pangoTime = try clock.measure { answers = try PangoOracle.answer(requests) }
        let all = zip(pending, answers).map { item, answer in
            Comparison(
                entry: item.entry, face: item.face, prepared: item.prepared, pointSize: item.size,
                width: item.width, typeFit: item.layout, pango: answer)
        }
        return AccuracyRun(
            comparisons: all,
            disagreements: all.filter { !$0.agrees }.map { Disagreement($0, measurer: measurer) },
            movedBreaks: all.filter { $0.agrees && $0.typeFitStarts != $0.pango.lineStarts }.map {
                Disagreement($0, measurer: measurer)
            },
            seconds: (typeFitTime.seconds, pangoTime.seconds), pangoVersion: PangoOracle.version(),
            stringCounts: Dictionary(grouping: entries, by: \.corpus).mapValues(\.count))
    }

    /// Share of `items` whose line counts agree, 0…1 (1 for none).
    static func rate(_ items: [Comparison]) -> Double {
        items.isEmpty ? 1 : Double(items.filter(\.agrees).count) / Double(items.count)
    }

    /// Compared, agreed and rate, overall, per corpus, per script, per locale and per face.
    func agreementTable() -> String {
        func row(_ name: String, _ items: [Comparison]) -> String {
            name.padding(toLength: 28, withPad: " ", startingAt: 0) + String(items.count).leftPad(9)
                + String(items.filter(\.agrees).count).leftPad(9) + percent(Self.rate(items)).leftPad(9) + "\n"
        }
        let strings = stringCounts.values.reduce(0, +)
        var table =
            "TypeFit greedy vs Pango \(pangoVersion): line counts, \(strings) strings "
            + "(\(stringCounts[AccuracyCorpus.gettext, default: 0]) from gettext catalogs, \(stringCounts[AccuracyCorpus.written, default: 0]) written for the tests) × "
            + "\(PangoAgreementTests.pointSizes.count) sizes (\(PangoAgreementTests.pointSizes.map(format).joined(separator: ", ")) pt) × "
            + "\(PangoAgreementTests.widths.count) widths (\(PangoAgreementTests.widths.map(format).joined(separator: ", ")) pt) × \(PangoAgreementTests.faces.count) faces\n"
        table += String(format: "(TypeFit prepare + layout %.2f s, Pango %.2f s)\n", seconds.typeFit, seconds.pango)
        table +=
            "group".padding(toLength: 28, withPad: " ", startingAt: 0) + "compared".leftPad(9) + "agreed".leftPad(9)
            + "rate".leftPad(9) + "\n"
        table += row("overall", comparisons)
        for corpus in [AccuracyCorpus.gettext, AccuracyCorpus.written] {
            table += row("  corpus: " + corpus, comparisons.filter { $0.entry.corpus == corpus })
        }
        let locales = comparisons.reduce(into: [String]()) {
            if !$0.contains($1.entry.locale) { $0.append($1.entry.locale) }
        }
        for script in AccuracyCorpus.scripts {
            table += row("  " + script, comparisons.filter { $0.script == script })
            for locale in locales where AccuracyCorpus.script(ofLocale: locale) == script {
                table += row("    " + locale, comparisons.filter { $0.entry.locale == locale })
            }
        }
        for face in PangoAgreementTests.faces {
            table += row("  " + face, comparisons.filter { $0.face.postScriptName == face })
        }
        let movedByScript = Dictionary(grouping: movedBreaks, by: \.comparison.script).map {
            "\($0.key) \($0.value.count)"
        }.sorted()
        table +=
            "same line count, different break positions: \(movedBreaks.count) (\(movedByScript.joined(separator: ", ")))\n"
        return table
    }

    /// Counts by kind and script, then examples of each kind (all of them when verbose).
    func disagreementReport(verbose: Bool) -> String {
        var report = "Disagreements: \(disagreements.count)\n"
        let byKind = Dictionary(grouping: disagreements, by: \.kind)
        for kind in byKind.keys.sorted() {
            let items = byKind[kind]!
            let scripts = Dictionary(grouping: items, by: \.comparison.script)
                .map { "\($0.key) \($0.value.count)" }.sorted().joined(separator: ", ")
            report += "  \(kind.rawValue): \(items.count) (\(scripts))\n"
            let byDetail = Dictionary(grouping: items, by: { Self.detailKey($0) })
            for detail in byDetail.keys.sorted(by: { byDetail[$0]!.count > byDetail[$1]!.count }) {
                report += "      \(byDetail[detail]!.count)× \(detail)\n"
            }
        }
        for kind in byKind.keys.sorted() {
            let items = byKind[kind]!
            report += "Examples: \(kind.rawValue)\n"
            for item in verbose ? items[...] : items.prefix(4) {
                report += Self.describe(item) + "\n"
            }
        }
        report +=
            "Same line count, different break positions: \(movedBreaks.count)" + Self.kindCounts(movedBreaks) + "\n"
        if verbose {
            for item in movedBreaks { report += Self.describe(item) + "\n" }
        }
        return report
    }

    /// " (kind n, kind n, …)", or "" for none.
    static func kindCounts(_ items: [Disagreement]) -> String {
        let counts = Dictionary(grouping: items, by: \.kind).sorted { $0.key < $1.key }
            .map { "\($0.key.rawValue) \($0.value.count)" }
        return counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))"
    }

    /// The detail with positions stripped, to group by.
    static func detailKey(_ disagreement: Disagreement) -> String {
        switch disagreement.kind {
        case .nearBreakPoint, .unexplained, .wordBreakInside, .contextAcrossBreak, .spaceAtInWordBreak:
            disagreement.kind.rawValue
        case .breakRules, .fallbackFont: disagreement.detail
        }
    }

    static func describe(_ item: Disagreement) -> String {
        let c = item.comparison
        let text = c.entry.text
        func pieces(_ starts: [Int]) -> [String] {
            let bounds = starts + [text.utf16.count]
            return (0..<starts.count).map { substring(text, bounds[$0]..<bounds[$0 + 1]) }
        }
        var out =
            "  [\(c.entry.origin)] [\(c.prepared.locale ?? "root") \(c.face.postScriptName) \(format(c.pointSize)) pt, width \(format(c.width))] "
        out += "TypeFit \(c.typeFit.lineCount), Pango \(c.pango.lineCount) lines; line \(item.line + 1): \(item.detail)"
        out += String(format: " (margin %.4f pt)\n", item.margin)
        out +=
            "    TypeFit: "
            + zip(pieces(c.typeFitStarts), c.typeFit.lines).map {
                "\($0.0.debugDescription) \(String(format: "%.3f", $0.1.width))"
            }.joined(separator: " | ") + "\n"
        out +=
            "    Pango:   "
            + zip(pieces(c.pango.lineStarts), c.pango.lineWidths).map {
                "\($0.0.debugDescription) \(String(format: "%.3f", $0.1))"
            }.joined(separator: " | ")
        return out
    }
}

/// `text`'s UTF-16 range as a String.
func substring(_ text: String, _ range: Range<Int>) -> String {
    let utf16 = text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    return String(text[start..<utf16.index(start, offsetBy: range.count)])
}

/// Writes a report to standard output in whole lines of at most 2 KB, each with write(2) and a
/// short pause. `swift test` (6.3, Linux) reads the test process's output in 4 KB pieces and
/// drops a piece that is not valid UTF-8 on its own, so a read that ends inside a multi-byte
/// character (likely in a report of CJK and Arabic strings) would lose that piece; whole lines
/// written one small piece at a time are read one piece at a time.
func emit(_ report: String) {
    var chunk: [UInt8] = []
    func flush() {
        var offset = 0
        while offset < chunk.count {
            let written = chunk[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EAGAIN || errno == EINTR {
                usleep(1_000)
            } else {
                break
            }
        }
        chunk.removeAll(keepingCapacity: true)
        usleep(20_000)
    }
    for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
        var bytes = Array((line + "\n").utf8)
        if bytes.count > 2_000 {
            bytes = Array((String(line.prefix(500)) + " …\n").utf8)
        }
        if chunk.count + bytes.count > 2_000 { flush() }
        chunk += bytes
    }
    flush()
}

func percent(_ rate: Double) -> String { String(format: "%.2f%%", rate * 100) }

func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

extension String {
    func leftPad(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
