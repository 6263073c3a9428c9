import Foundation
import TypeFit

/// One whole comparison: builds the corpus and the plan, writes the files the other engines
/// read, runs every engine `--runs` times interleaved (so a change in the machine's load falls
/// on all of them), then the peak-memory children, and prints the report.
struct Comparison {
    var options: CompareOptions

    /// A fresh word cache as `typefit check` has (``ShapingCache/shared``'s bound, 256 MiB).
    static func freshCache() -> ShapingCache { ShapingCache(byteLimit: 256 << 20) }

    /// The bundled fonts, the default Inter scale resolved, its plan and the fallback cascade.
    static func setUp() throws -> (library: FontLibrary, resolved: ResolvedTypeScale, plan: MatrixPlan) {
        let library = try BundledFonts.library()
        let resolved = try TypeScaleResolver(library: library, systemFont: .standIn(bundled: library)).resolve(
            .defaultInter)
        return (library, resolved, MatrixPlan(resolved: resolved))
    }

    func run() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let (library, resolved, plan) = try Self.setUp()
        let fallback = FallbackCascade.sfProStandIn(library: library)
        note("building the corpus (\(grouped(options.strings)) strings)")
        let corpus = try Corpus.build(count: options.strings, catalog: options.catalog)
        guard !corpus.strings.isEmpty else { throw CompareOptions.UsageError(description: "no strings found") }
        if corpus.isShort {
            note("only \(corpus.strings.count) strings found of \(options.strings) asked for; using what exists")
        }

        // Files for the C harness and for `typefit check`.
        let work = options.work
        try? FileManager.default.removeItem(atPath: work + "/strings")
        try FileManager.default.createDirectory(atPath: work + "/fontconfig-cache", withIntermediateDirectories: true)
        let stride = Self.sampleStride(
            count: corpus.strings.count, sample: options.peerSample,
            languages: Corpus.languages.count)
        let sample = Array(Swift.stride(from: 0, to: corpus.strings.count, by: stride))
        try corpus.writeTSV(to: work + "/corpus.tsv", indices: corpus.strings.indices)
        try corpus.writeTSV(to: work + "/sample.tsv", indices: sample)
        try plan.writeJobFile(to: work + "/jobs.tsv", fallbacks: plan.fallbackFaces(for: corpus, library: library))
        let stringFiles = try corpus.writeStringsFiles(in: work + "/strings")
        let peers = PeerHarness(executable: options.peers!, jobFile: work + "/jobs.tsv", workDirectory: work)

        let matrix = TypeFitMatrix(plan: plan, strings: corpus.strings, fallback: fallback)
        let check = CheckWorkload(plan: plan, strings: corpus.strings, fallback: fallback)
        var report = ComparisonReport(
            cores: cores, loadAtStart: Self.loadAverage(), corpus: corpus, plan: plan,
            scaleName: resolved.scale.name, runs: options.runs, sampleStride: stride)

        // Untimed: load the fallback faces TypeFit opens lazily (the peers warm up likewise),
        // and prepare every text for the layout-only figure.
        note("warming up and preparing the check workload")
        _ = try TypeFitMatrix(plan: plan, strings: Array(corpus.strings.prefix(500)), fallback: fallback)
            .run(threads: 1, cache: Self.freshCache())
        let prepared = try check.prepareAll(cache: Self.freshCache())

        for run in 1...options.runs {
            note("run \(run) of \(options.runs)")
            let cache = Self.freshCache()
            let cold = try matrix.run(threads: 1, cache: cache)
            report.cold1.record(cold.seconds, layouts: cold.layouts, strings: corpus.strings.count)
            report.cacheAfterCold = cold.cache
            report.typefitLines = cold.lines
            let warm = try matrix.run(threads: 1, cache: cache)
            report.warm1.record(warm.seconds, layouts: warm.layouts, strings: corpus.strings.count)
            let sharedCache = Self.freshCache()
            let coldAll = try matrix.run(threads: cores, cache: sharedCache)
            report.coldAll.record(coldAll.seconds, layouts: coldAll.layouts, strings: corpus.strings.count)
            report.recordCores(coldAll)
            let warmAll = try matrix.run(threads: cores, cache: sharedCache)
            report.warmAll.record(warmAll.seconds, layouts: warmAll.layouts, strings: corpus.strings.count)
            report.recordCores(warmAll)
            for outcome in [warm, coldAll, warmAll] where outcome.lines != cold.lines {
                note("WARNING: TypeFit's line total changed between passes (\(cold.lines) vs \(outcome.lines))")
            }

            let pango = try peers.run(
                .pango, corpus: work + "/sample.tsv", counts: run == 1 ? work + "/pango-counts.bin" : nil)
            report.pango.record(pango.seconds, layouts: pango.layouts, strings: pango.strings)
            let harfbuzz = try peers.run(.harfbuzz, corpus: work + "/sample.tsv")
            report.harfbuzz.record(harfbuzz.seconds, layouts: harfbuzz.layouts, strings: harfbuzz.strings)
            report.harfbuzzLines = harfbuzz.checksum
            let floor = try peers.run(.floor, corpus: work + "/corpus.tsv")
            report.floor.record(floor.seconds, layouts: floor.layouts, strings: floor.strings)
            report.floorWords = floor.words ?? 0

            let checked = try ChildProcess.run(
                options.typefit!, ["check", "--markup", "none"] + stringFiles.flatMap { ["--strings", $0] },
                output: work + "/check.out", errors: work + "/check.err")
            guard checked.status == 0 || checked.status == 1 else {
                let message = (try? String(contentsOfFile: work + "/check.err", encoding: .utf8)) ?? ""
                throw CompareOptions.UsageError(
                    description: "typefit check failed (status \(checked.status)): \(message)")
            }
            report.checkWall.record(
                checked.wallSeconds, layouts: corpus.strings.count * plan.jobs.count, strings: corpus.strings.count)
            report.checkCPU.record(
                checked.cpuSeconds, layouts: corpus.strings.count * plan.jobs.count, strings: corpus.strings.count)
            report.checkResident.append(checked.maxResidentBytes)
            let layoutOnly = try check.layOut(prepared)
            report.layoutOnly.record(layoutOnly.seconds, layouts: layoutOnly.layouts, strings: corpus.strings.count)
        }

        note("breaking TypeFit's time down")
        report.breakdown = try TimeBreakdown.measure(
            plan: plan, strings: corpus.strings, fallback: fallback, prepared: prepared)

        note("checking agreement with Pango")
        let typefitCounts = try matrix.lineCounts(sample, cache: Self.freshCache())
        try Data(typefitCounts).write(to: URL(fileURLWithPath: work + "/typefit-counts.bin"))
        let pangoCounts = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: work + "/pango-counts.bin"))) ?? Data())
        if pangoCounts.count == typefitCounts.count {
            report.agreement = (
                zip(typefitCounts, pangoCounts).filter { $0 == $1 }.count, typefitCounts.count,
                typefitCounts.reduce(0) { $0 + Int($1) }, pangoCounts.reduce(0) { $0 + Int($1) }
            )
        } else {
            note(
                "WARNING: Pango wrote \(pangoCounts.count) line counts, TypeFit \(typefitCounts.count); no agreement figure"
            )
        }

        for strings in options.memorySizes {
            note("peak memory: TypeFit matrix on \(grouped(strings)) strings in a child process")
            report.memory.append(try Self.memoryRun(strings: strings, catalog: options.catalog, work: work))
        }
        report.loadAtEnd = Self.loadAverage()
        print(report.render(), terminator: "")
    }

    /// The sampling step: the smallest k ≥ count ÷ sample that shares no factor with the number
    /// of languages, so every k-th string of the round-robin corpus still mixes them all.
    static func sampleStride(count: Int, sample: Int, languages: Int) -> Int {
        guard sample > 0, sample < count else { return 1 }
        var stride = (count + sample - 1) / sample
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        while gcd(stride, languages) != 1 { stride += 1 }
        return stride
    }

    /// Runs this executable with `--matrix-only --strings N` and reports its peak RSS.
    static func memoryRun(strings: Int, catalog: String?, work: String) throws -> ComparisonReport.MemoryRun {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var arguments = ["--matrix-only", "--strings", String(strings)]
        if let catalog { arguments += ["--catalog", catalog] }
        let output = work + "/matrix-\(strings).out"
        let child = try ChildProcess.run(executable, arguments, output: output, errors: work + "/matrix-\(strings).err")
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard child.status == 0,
            let seconds = text.split(separator: "\n").compactMap({ line -> Double? in
                line.hasPrefix("seconds ") ? Double(line.dropFirst(8)) : nil
            }).first
        else {
            let message = (try? String(contentsOfFile: work + "/matrix-\(strings).err", encoding: .utf8)) ?? ""
            throw CompareOptions.UsageError(
                description: "the memory run on \(strings) strings failed (status \(child.status)): \(message)")
        }
        let found =
            text.split(separator: "\n").compactMap { line -> Int? in
                line.hasPrefix("strings ") ? Int(line.dropFirst(8)) : nil
            }.first ?? strings
        return .init(strings: found, requested: strings, maxResidentBytes: child.maxResidentBytes, seconds: seconds)
    }

    /// The 1-minute load average.
    static func loadAverage() -> Double {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? loads[0] : .nan
    }
}

extension ComparisonReport {
    /// Notes how many cores an all-cores pass kept busy, and how many other processes took.
    mutating func recordCores(_ outcome: TypeFitMatrix.Outcome) {
        coresBusy.append(outcome.cpuSeconds / outcome.seconds)
        if let others = outcome.otherCPUSeconds { otherCores.append(others / outcome.seconds) }
    }
}

extension ComparisonReport.Engine {
    mutating func record(_ seconds: Double, layouts: Int, strings: Int) {
        self.seconds.append(seconds)
        self.layouts = layouts
        self.strings = strings
    }
}

/// A progress line on standard error.
func note(_ message: String) {
    FileHandle.standardError.write(Data("[compare] \(message)\n".utf8))
}
