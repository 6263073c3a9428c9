import Foundation
import TypeFit

// TypeFitCompare: TypeFit's matrix workload beside Pango, plain HarfBuzz re-shaping and the
// shaping floor, in one run; see CompareOptions.usage and Benchmarks/compare.sh.

do {
    let options = try CompareOptions.parse(Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(CompareOptions.usage)
    } else if options.matrixOnly {
        // The memory runs' child: the corpus, then TypeFit's cold matrix on all cores, once.
        let (library, _, plan) = try Comparison.setUp()
        let corpus = try Corpus.build(count: options.strings, catalog: options.catalog)
        let matrix = TypeFitMatrix(plan: plan, strings: corpus.strings, fallback: .sfProStandIn(library: library))
        let outcome = try matrix.run(
            threads: ProcessInfo.processInfo.activeProcessorCount, cache: Comparison.freshCache())
        print(
            "strings \(corpus.strings.count)\nlayouts \(outcome.layouts)\nlines \(outcome.lines)\nseconds \(outcome.seconds)"
        )
        print("cache-bytes \(outcome.cache.bytes)\ncache-evictions \(outcome.cache.evictions)")
    } else {
        try Comparison(options: options).run()
    }
} catch {
    FileHandle.standardError.write(Data("TypeFitCompare: \(error)\n".utf8))
    exit(2)
}
