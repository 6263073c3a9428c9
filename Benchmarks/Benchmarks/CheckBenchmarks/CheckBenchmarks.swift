import Benchmark
import Foundation
import TypeFit
import TypeFitReport

/// The check's costs after the strings are read: making the plan for TypeFit's sample strings
/// (8 keys in 10 locales, 80 strings) under a constraints file with rules, places and a skip
/// (80 targets: the badge skipped, the screen title in two places); checking every target of
/// that plan at all 12 Dynamic Type sizes, one target after another on this thread
/// (`TruncationChecker.check(_:)`, so the allocation count does not depend on how work is
/// spread over cores); and writing the check's JSON (schema 2, `CheckReportJSON`, reached
/// through TypeFit's package name: see Package.swift) into memory. CI checks the allocation
/// counts against `Thresholds/`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 1_000,
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 5], absolute: [.p90: 2])]
    )

    let library = try! BundledFonts.library()
    let resolved = try! TypeScaleResolver(library: library, systemFont: .standIn(bundled: library))
        .resolve(.defaultInter)
    let strings = SampleStrings.all
    // The kind of constraints file docs/constraints.md shows: an iPhone with insets by default, narrow tab titles
    // in the CJK locales, a key shown in two places, a badge skipped.
    let constraints = try! ConstraintsFile.parse(
        data: Data(
            """
            {"defaults": {"entry": "body", "device": "iPhone 16", "insets": 16, "lines": 2},
             "rules": [
               {"keys": "tab.*", "entry": "caption", "width": 80, "insets": 4, "lines": 1},
               {"keys": "tab.*", "locales": ["ja", "zh-Hans", "ko"], "width": 64, "insets": 4, "lines": 1},
               {"keys": "button.*", "entry": "headline", "lines": 1},
               {"keys": "screen.title.*", "places": [
                 {"name": "navigation title", "entry": "headline", "lines": 1},
                 {"name": "tab bar", "entry": "caption", "width": 80, "insets": 4, "lines": 1}]},
               {"keys": "badge.*", "skip": true}]}
            """.utf8),
        source: "constraints.json")
    let base = TextContainer(width: 361, lineLimit: 2)
    func makePlan() throws -> CheckPlan {
        try CheckPlan.make(
            strings: strings, sources: "<samples>", locales: [], entries: [], file: constraints,
            resolved: resolved, base: base)
    }

    Benchmark("Check.plan.samples") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try makePlan())
        }
    }

    let plan = try! makePlan()
    // The input the thresholds were recorded on; a change to the samples or the rules would
    // otherwise move the counts silently.
    precondition(plan.targets.count == 80, "the sample plan has \(plan.targets.count) targets, not 80")
    let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: ShapingCache(byteLimit: 64 << 20))
    let checker = TruncationChecker(measurer: measurer, library: library)
    func checkPlan() throws -> [CheckResult] {
        try plan.targets.map { try checker.check($0) }
    }

    // The first pass (for the report below) warms the word cache, as a real catalog's first
    // strings do for the rest: what is measured is segmenting, counting at 12 sizes and the full
    // layout where the text does not fit.
    let results = try! checkPlan()
    Benchmark("Check.check.samples", configuration: .init(maxIterations: 200)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try checkPlan())
        }
    }

    let report = CheckReport(
        results: results, sizes: DynamicTypeSize.allCases, scale: resolved.scale.name,
        model: .default, systemFont: .standIn, warnings: plan.warnings)
    Benchmark("Check.writeJSON.samples") { benchmark in
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 20)
        for _ in benchmark.scaledIterations {
            buffer.removeAll(keepingCapacity: true)
            try CheckReportJSON.write(report) { chunk in buffer.append(contentsOf: chunk) }
            blackHole(buffer.count)
        }
    }
}
