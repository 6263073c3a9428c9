import Benchmark
import TypeFit

/// The shaping core's costs: shaping a UI string once (the cold path every layout starts from),
/// and re-deriving its width at another point size (the arithmetic every layout repeats).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )

    let library = try! BundledFonts.library()
    let face = try! library.face(postScriptName: "Inter-Regular")
    let measurer = TextMeasurer(fallback: .sfProStandIn(library: library))
    let sentence = "Turn on notifications to hear about new episodes"

    Benchmark("Shaping.measure.latin10words") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(measurer.measure(sentence, face: face, locale: "en"))
        }
    }

    Benchmark("Shaping.measure.japaneseFallback") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(measurer.measure("通知をオンにして新しいエピソードを聞く", face: face, locale: "ja"))
        }
    }

    let measured = measurer.measure(sentence, face: face, locale: "en")
    Benchmark("Shaping.widthAtPointSize") { benchmark in
        for size in benchmark.scaledIterations {
            blackHole(measured.width(atPointSize: 11 + Double(size % 50)))
        }
    }
}
