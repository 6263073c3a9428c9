import Dispatch
import Synchronization
import TypeFit

/// TypeFit's side of the matrix workload: for each string, segment once and measure once per variant
/// (face + features) its jobs use, then `lineSummary(pointSize:width:tracking:strategy: .greedy)`
/// for every job (entry × Dynamic Type size) × width.
struct TypeFitMatrix: Sendable {
    var plan: MatrixPlan
    var strings: [CorpusString]
    var fallback: FallbackCascade

    /// One timed pass.
    struct Outcome: Sendable {
        /// Wall-clock seconds of the pass.
        var seconds: Double
        /// CPU seconds (user + system) this process used during the pass: ÷ ``seconds`` is how
        /// many cores it kept busy.
        var cpuSeconds: Double
        /// CPU seconds other processes used during the pass, if known.
        var otherCPUSeconds: Double?
        /// Layouts done (strings × jobs × widths).
        var layouts: Int
        /// Sum of every layout's line count.
        var lines: Int
        /// The cache's figures after the pass.
        var cache: ShapingCache.Statistics
    }

    /// Every string laid out with `cache`: on the calling thread when `threads` is 1, else
    /// over `DispatchQueue.concurrentPerform` (all cores) in chunks of strings, each chunk
    /// summing its own lines, all sharing `cache`.
    func run(threads: Int, cache: ShapingCache) throws -> Outcome {
        let measurer = TextMeasurer(fallback: fallback, cache: cache)
        let usageBefore = CPUUsage.now()
        let start = ContinuousClock.now
        var lines = 0
        if threads == 1 {
            lines = try layOut(0..<strings.count, measurer: measurer)
        } else {
            let chunkCount = min(strings.count, threads * 32)
            let sums = ChunkSums(count: chunkCount)
            let failure = Mutex<LayoutError?>(nil)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let lower = strings.count * chunk / chunkCount
                let upper = strings.count * (chunk + 1) / chunkCount
                do throws(LayoutError) {
                    sums.set(chunk, try layOut(lower..<upper, measurer: measurer))
                } catch {
                    failure.withLock { $0 = error }
                }
            }
            if let error = failure.withLock({ $0 }) { throw error }
            lines = sums.total
        }
        let seconds = (ContinuousClock.now - start).seconds
        let usageAfter = CPUUsage.now()
        let ours = usageAfter.process - usageBefore.process
        let others = usageAfter.machine.flatMap { after in usageBefore.machine.map { after - $0 - ours } }
        return Outcome(
            seconds: seconds, cpuSeconds: ours, otherCPUSeconds: others.map { max($0, 0) },
            layouts: strings.count * plan.layoutsPerString, lines: lines, cache: cache.statistics)
    }

    /// The sum of the line counts of `range`'s strings over every job and width: each string
    /// segmented once, prepared once per variant, as the check does, and each prepared text laid
    /// out at its variant's jobs where it is (a pass in job order would hold every variant's text
    /// and copy one out per job; the sum is the same).
    private func layOut(_ range: Range<Int>, measurer: TextMeasurer) throws(LayoutError) -> Int {
        var lines = 0
        for index in range {
            let string = strings[index]
            let analysis = try TextAnalysis(string.text, locale: string.locale)
            for (variant, layouts) in zip(plan.variants, plan.layoutsByVariant) {
                let text = PreparedText.prepare(
                    analysis, face: variant.face, measurer: measurer, features: variant.features)
                for layout in layouts {
                    for width in MatrixPlan.widths {
                        lines += try text.lineSummary(
                            pointSize: layout.pointSize, width: width, tracking: layout.tracking,
                            strategy: .greedy
                        ).lineCount
                    }
                }
            }
        }
        return lines
    }

    /// Every layout's line count for the strings at `indices`, in string × job × width order
    /// (the order the Pango harness writes its counts), capped at 255.
    func lineCounts(_ indices: [Int], cache: ShapingCache) throws -> [UInt8] {
        let measurer = TextMeasurer(fallback: fallback, cache: cache)
        var counts: [UInt8] = []
        counts.reserveCapacity(indices.count * plan.layoutsPerString)
        for index in indices {
            let string = strings[index]
            let analysis = try TextAnalysis(string.text, locale: string.locale)
            let texts = plan.variants.map { variant in
                PreparedText.prepare(analysis, face: variant.face, measurer: measurer, features: variant.features)
            }
            for job in plan.jobs {
                for width in MatrixPlan.widths {
                    let lines = try texts[job.variant].lineSummary(
                        pointSize: job.pointSize, width: width,
                        tracking: job.tracking, strategy: .greedy
                    ).lineCount
                    counts.append(UInt8(min(lines, 255)))
                }
            }
        }
        return counts
    }
}

/// One slot per chunk, each written by exactly one worker, read after all have finished.
final class ChunkSums: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Int>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0)
    }

    deinit { slots.deallocate() }

    /// Sets chunk `index`'s sum; each index from one thread only.
    func set(_ index: Int, _ value: Int) { slots[index] = value }

    /// The sum of every slot; call after the workers have finished.
    var total: Int { slots.reduce(0, +) }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
