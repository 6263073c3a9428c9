import Foundation
import TypeFit

/// Everything one comparison measured, rendered with the targets, PASS or MISS.
struct ComparisonReport {
    /// Timings of one engine over the runs.
    struct Engine {
        var name: String
        /// Seconds of each run.
        var seconds: [Double] = []
        /// Layouts per run (the floor: shapes).
        var layouts = 0
        /// Strings per run.
        var strings = 0

        var median: Double { Self.median(seconds) }
        /// Layouts per second at the median.
        var throughput: Double { Double(layouts) / median }

        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    /// One peak-memory child run.
    struct MemoryRun {
        /// Strings laid out (fewer than ``requested`` when the machine has fewer).
        var strings: Int
        var requested: Int
        var maxResidentBytes: Int
        var seconds: Double
    }

    var cores: Int
    var loadAtStart: Double
    var loadAtEnd: Double = 0
    var corpus: Corpus
    var plan: MatrixPlan
    var scaleName: String
    var runs: Int
    var sampleStride: Int

    var cold1 = Engine(name: "TypeFit cold, 1 thread")
    var warm1 = Engine(name: "TypeFit warm, 1 thread")
    var coldAll: Engine
    var warmAll: Engine
    var pango = Engine(name: "Pango (PangoLayout), 1 thread")
    var harfbuzz = Engine(name: "plain HarfBuzz re-shaping, 1 thread")
    var floor = Engine(name: "floor: each distinct word shaped once per variant")
    var checkWall = Engine(name: "typefit check, cold process, wall")
    var checkCPU = Engine(name: "typefit check, cold process, CPU (user+sys)")
    var checkResident: [Int] = []
    var layoutOnly = Engine(name: "TypeFit layout only (check workload), 1 thread")
    var floorWords = 0
    /// Plain HarfBuzz's line total on the sample.
    var harfbuzzLines = 0
    var typefitLines = 0
    var cacheAfterCold: ShapingCache.Statistics?
    var agreement: (equal: Int, total: Int, typefitLines: Int, pangoLines: Int)?
    var memory: [MemoryRun] = []
    var breakdown: TimeBreakdown?
    /// For each all-cores TypeFit pass, the cores it kept busy (process CPU ÷ wall).
    var coresBusy: [Double] = []
    /// For each all-cores TypeFit pass, the cores other processes kept busy meanwhile.
    var otherCores: [Double] = []

    init(
        cores: Int, loadAtStart: Double, corpus: Corpus, plan: MatrixPlan, scaleName: String, runs: Int,
        sampleStride: Int
    ) {
        self.cores = cores
        self.loadAtStart = loadAtStart
        self.corpus = corpus
        self.plan = plan
        self.scaleName = scaleName
        self.runs = runs
        self.sampleStride = sampleStride
        coldAll = Engine(name: "TypeFit cold, all \(cores) cores")
        warmAll = Engine(name: "TypeFit warm, all \(cores) cores")
    }

    // The performance goals: the matrix against Pango cold and warm (layouts per second), against
    // plain HarfBuzz, and the cold check against the shaping floor plus the layouts alone.
    static let pangoColdTarget = 150.0
    static let pangoWarmTarget = 300.0
    static let harfbuzzTarget = 20.0
    static let coldTarget = 2.0
    static let speedupTarget = 1.7
    static let memoryLimit = 512_000_000

    func render() -> String {
        var out = "TypeFit side-by-side speed comparison\n"
        out +=
            "machine: \(cores) cores (activeProcessorCount); load average \(fixed(loadAtStart, 2)) at start, \(fixed(loadAtEnd, 2)) at end\n"
        let mix = corpus.localeCounts.map { "\($0.locale) \($0.count)" }.joined(separator: ", ")
        out += "corpus: \(grouped(corpus.strings.count)) strings (\(mix)); \(grouped(corpus.utf16Count)) UTF-16 units, "
        out += "mean \(fixed(Double(corpus.utf16Count) / Double(max(corpus.strings.count, 1)), 1)) per string\n"
        if corpus.fromCatalog > 0 {
            out +=
                "        the first \(grouped(corpus.fromCatalog)) from --catalog, the rest from the gettext catalogs\n"
        }
        if corpus.isShort {
            out +=
                "NOTE: only \(grouped(corpus.strings.count)) strings found, \(grouped(corpus.requested)) asked for: the figures use what exists\n"
        }
        out +=
            "type scale: \(scaleName): \(plan.entryCount) entries × 12 sizes = \(plan.jobs.count) jobs on \(plan.variants.count) face+feature variants; "
        out += "widths \(MatrixPlan.widths.map { fixed($0, 0) }.joined(separator: ", ")) pt; greedy\n"
        out +=
            "matrix: \(grouped(corpus.strings.count)) strings × \(plan.jobs.count) jobs × \(MatrixPlan.widths.count) widths = \(grouped(cold1.layouts)) layouts per run; "
        out += "\(runs) runs, medians\n"
        if pango.strings < corpus.strings.count {
            out +=
                "SAMPLED: Pango and plain HarfBuzz laid out \(grouped(pango.strings)) of the \(grouped(corpus.strings.count)) strings "
            out +=
                "(one string in \(sampleStride), \(grouped(pango.layouts)) layouts per run); their throughput is per layout and compared per layout\n"
        }
        out +=
            "peers: single-threaded C (peers.c); the same font files; plain HarfBuzz shapes with the primary face only (no fallback)\n\n"

        var table = [["engine", "layouts/run", "median s", "min–max s", "layouts/s"]]
        for engine in [cold1, coldAll, warm1, warmAll, pango, harfbuzz] {
            table.append([
                engine.name, grouped(engine.layouts), fixed(engine.median, 3),
                "\(fixed(engine.seconds.min() ?? .nan, 3))–\(fixed(engine.seconds.max() ?? .nan, 3))",
                grouped(Int(engine.throughput.rounded())),
            ])
        }
        table.append([
            floor.name, "\(grouped(floor.layouts)) shapes", fixed(floor.median, 3),
            "\(fixed(floor.seconds.min() ?? .nan, 3))–\(fixed(floor.seconds.max() ?? .nan, 3))", "-",
        ])
        out += Self.renderTable(table, rightAligned: [1, 2, 3, 4]) + "\n"
        out += "floor: \(grouped(floorWords)) distinct words × \(plan.variants.count) variants\n"
        let others = Engine.median(otherCores)
        out +=
            "TypeFit's all-cores passes kept \(fixed(Engine.median(coresBusy), 2)) of \(cores) cores busy (process CPU ÷ wall); "
        out += "other processes meanwhile \(fixed(others, 2)) cores (/proc/stat); medians\n"
        if cores > 1, others > 0.25 {
            out +=
                "NOTE: other work on this machine took CPU during the runs: the all-cores figures and the speedup understate TypeFit\n"
        }
        if let cache = cacheAfterCold {
            out +=
                "TypeFit's word cache after a cold run: \(grouped(cache.misses)) shaped and kept (\(grouped(cache.wholeTexts)) of "
            out +=
                "them whole texts), \(grouped(cache.windowedWords)) context-sensitive words and "
                + "\(grouped(cache.coveredWords)) words around them read from their windows unshaped, "
                + "\(grouped(cache.hits)) hits, \(fixed(Double(cache.bytes) / 1e6, 1)) MB held\n"
        }
        if let agreement {
            out +=
                "sanity: line counts TypeFit vs Pango agree in \(grouped(agreement.equal)) of \(grouped(agreement.total)) layouts "
            out +=
                "(\(fixed(100 * Double(agreement.equal) / Double(max(agreement.total, 1)), 2))%); total lines TypeFit \(grouped(agreement.typefitLines)), Pango \(grouped(agreement.pangoLines)), "
            out += "plain HarfBuzz \(grouped(harfbuzzLines)) (primary face only)\n"
        }
        if let breakdown { out += "\n" + breakdown.render() }
        out += "\n" + renderCold() + "\n" + renderTargets()
        return out
    }

    private func renderCold() -> String {
        var out =
            "cold end to end: `typefit check` (release binary, fresh process, empty caches) on the corpus, its defaults:\n"
        out +=
            "  every string × \(plan.entryCount) entries × 12 sizes in 361 pt, ≤ 2 lines, standard strategy, tail truncation, text report: "
        out += "\(grouped(layoutOnly.layouts)) layouts\n"
        out +=
            "  wall \(fixed(checkWall.median, 3)) s, CPU \(fixed(checkCPU.median, 3)) s (user+sys), peak RSS \(megabytes(checkResident.max() ?? 0))\n"
        out +=
            "  floor \(fixed(floor.median, 3)) s + layout only \(fixed(layoutOnly.median, 3)) s (the same \(grouped(layoutOnly.layouts)) layouts and verdicts, texts prepared, 1 thread) "
        out += "= \(fixed(floor.median + layoutOnly.median, 3)) s\n"
        return out
    }

    private func renderTargets() -> String {
        var rows: [[String]] = [["", "target", "value", "goal"]]
        func row(_ pass: Bool, _ name: String, _ value: String, _ goal: String) {
            rows.append([pass ? "PASS" : "MISS", name, value, goal])
        }
        for (label, engine, goal) in [
            ("cold, 1 thread", cold1, Self.pangoColdTarget),
            ("cold, all \(cores) cores", coldAll, Self.pangoColdTarget),
            ("warm, 1 thread", warm1, Self.pangoWarmTarget),
        ] {
            let ratio = engine.throughput / pango.throughput
            row(ratio >= goal, "matrix vs Pango (TypeFit \(label))", "\(fixed(ratio, 0))×", "≥ \(fixed(goal, 0))×")
        }
        for (label, engine) in [("1 thread", cold1), ("all \(cores) cores", coldAll)] {
            let ratio = engine.throughput / harfbuzz.throughput
            row(
                ratio >= Self.harfbuzzTarget, "matrix vs plain HarfBuzz (TypeFit cold, \(label))",
                "\(fixed(ratio, 1))×", "≥ \(fixed(Self.harfbuzzTarget, 0))×")
        }
        let reference = floor.median + layoutOnly.median
        let cpuRatio = checkCPU.median / reference
        row(
            cpuRatio <= Self.coldTarget, "cold check CPU ÷ (floor + layout)", "\(fixed(cpuRatio, 2))×",
            "≤ \(fixed(Self.coldTarget, 1))×")
        let wallRatio = checkWall.median / reference
        row(
            wallRatio <= Self.coldTarget, "cold check wall (\(cores) cores) ÷ (floor + layout)",
            "\(fixed(wallRatio, 2))×", "≤ \(fixed(Self.coldTarget, 1))×")
        let speedup = cold1.median / coldAll.median
        row(
            speedup >= Self.speedupTarget, "\(cores) cores ÷ 1 thread, matrix cold", "\(fixed(speedup, 2))×",
            "≥ \(fixed(Self.speedupTarget, 1))× (on 2 cores)")
        let warmSpeedup = warm1.median / warmAll.median
        row(
            warmSpeedup >= Self.speedupTarget, "\(cores) cores ÷ 1 thread, matrix warm", "\(fixed(warmSpeedup, 2))×",
            "≥ \(fixed(Self.speedupTarget, 1))× (on 2 cores)")
        if let largest = memory.last {
            row(
                largest.maxResidentBytes < Self.memoryLimit, "peak RSS, matrix on \(grouped(largest.strings)) strings",
                megabytes(largest.maxResidentBytes), "< \(Self.memoryLimit / 1_000_000) MB")
        }
        if let smallest = memory.first, let largest = memory.last, memory.count > 1 {
            let growth = Double(largest.maxResidentBytes) / Double(smallest.maxResidentBytes)
            let strings = Double(largest.strings) / Double(smallest.strings)
            row(
                growth < strings, "RSS growth \(grouped(smallest.strings)) → \(grouped(largest.strings)) strings",
                "\(fixed(growth, 2))×", "< \(fixed(strings, 1))× (the strings' growth)")
        }
        var out = ""
        if !memory.isEmpty {
            out += "peak memory, TypeFit cold matrix on all cores in a child process (corpus building included):\n"
            out +=
                memory.map {
                    "  \(grouped($0.strings)) strings\($0.strings < $0.requested ? " (of \(grouped($0.requested)) asked for: no more found)" : ""): "
                        + "max RSS \(megabytes($0.maxResidentBytes)), matrix \(fixed($0.seconds, 2)) s"
                }
                .joined(separator: "\n") + "\n\n"
        }
        out += "targets (\(cores) cores):\n" + Self.renderTable(rows, rightAligned: [2]) + "\n"
        return out
    }

    static func renderTable(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            var line = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            if index == 0 { line += "\n" + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") }
            return line
        }.joined(separator: "\n")
    }
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int) -> String {
    value.isFinite ? String(format: "%.\(digits)f", value) : "n/a"
}

/// `value` with thousands separators (1,620,000).
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, character) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { out += "," }
        out.append(character)
    }
    return (value < 0 ? "-" : "") + out
}

/// Bytes as megabytes (10⁶ bytes).
func megabytes(_ bytes: Int) -> String {
    "\(fixed(Double(bytes) / 1e6, 1)) MB"
}
