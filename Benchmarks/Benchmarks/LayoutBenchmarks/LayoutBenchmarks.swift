import Benchmark
import TypeFit

/// The layout module's costs: preparing a text with empty and with warm word caches (the cold
/// path), laying a prepared text out at one size and width (the hot path, which must not
/// allocate), deciding one cell of a check by counting (which must not allocate either), and the
/// whole matrix of TypeFit's sample strings × the default type scale × 12
/// Dynamic Type sizes × 3 widths. CI checks the allocation counts against `Thresholds/`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        maxDuration: .seconds(2),
        maxIterations: 100_000,
        thresholds: [.mallocCountTotal: .init(relative: [.p90: 5], absolute: [.p90: 2])]
    )

    let library = try! BundledFonts.library()
    let face = try! library.face(postScriptName: "Inter-Regular")
    let cache = ShapingCache(byteLimit: 64 << 20)
    let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: cache)
    let sentence = "Turn on notifications to hear about new episodes from your shows"

    Benchmark("Layout.prepare.cold.latin10words") { benchmark in
        for _ in benchmark.scaledIterations {
            cache.removeAll()
            blackHole(try PreparedText.prepare(sentence, face: face, measurer: measurer, locale: "en"))
        }
    }

    Benchmark("Layout.prepare.warm.latin10words", configuration: .init(scalingFactor: .kilo)) { benchmark in
        _ = try PreparedText.prepare(sentence, face: face, measurer: measurer, locale: "en")
        for _ in benchmark.scaledIterations {
            blackHole(try PreparedText.prepare(sentence, face: face, measurer: measurer, locale: "en"))
        }
    }

    let prepared = try! PreparedText.prepare(sentence, face: face, measurer: measurer, locale: "en")
    Benchmark(
        "Layout.lineSummary.latin10words",
        configuration: .init(
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try prepared.lineSummary(pointSize: 17, width: 200, strategy: .greedy))
        }
    }

    // The check's counting path: one cell of `typefit check` (361 pt, at most 2 lines, the
    // borderline margin), decided without building lines or strings. Must not allocate.
    let cellOptions = LayoutOptions(
        width: 361, strategy: .standard, lineLimit: 2, truncationMode: .tail,
        lineHeight: .fixed(22))
    Benchmark(
        "Layout.count.latin10words",
        configuration: .init(
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try prepared.count(pointSize: 17, options: cellOptions))
        }
    }
    // The same in a container the text must wrap in, so the line counter runs (with the
    // borderline widths either side).
    let wrappingOptions = LayoutOptions(
        width: 200, strategy: .standard, lineLimit: 2, truncationMode: .tail,
        lineHeight: .fixed(22))
    Benchmark(
        "Layout.count.wrapping.latin10words",
        configuration: .init(
            scalingFactor: .kilo,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try prepared.count(pointSize: 17, options: wrappingOptions))
        }
    }

    Benchmark("Layout.layout.latin10words", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let options = LayoutOptions(width: 200, strategy: .standard, lineLimit: 2)
        for _ in benchmark.scaledIterations {
            blackHole(try prepared.layout(pointSize: 17, options: options))
        }
    }

    let resolved = try! TypeScaleResolver(library: library, systemFont: .standIn(bundled: library))
        .resolve(.defaultInter)
    let strings = SampleStrings.all
    Benchmark("Layout.matrix.samples", configuration: .init(maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            var lines = 0
            for string in strings {
                let analysis = try TextAnalysis(string.text, locale: string.locale)
                var preparedByFace: [ObjectIdentifier: PreparedText] = [:]
                for entry in resolved.entries {
                    for style in entry.styles {
                        let key = ObjectIdentifier(style.face)
                        let text =
                            preparedByFace[key] ?? PreparedText.prepare(analysis, face: style.face, measurer: measurer)
                        preparedByFace[key] = text
                        for width in [200.0, 320, 375] {
                            lines += try text.lineSummary(
                                pointSize: style.pointSize, width: width,
                                tracking: style.tracking, strategy: .greedy
                            ).lineCount
                        }
                    }
                }
            }
            blackHole(lines)
        }
    }
}
