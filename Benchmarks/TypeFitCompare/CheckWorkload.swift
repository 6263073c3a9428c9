import TypeFit

/// The layout half of what `typefit check` does with its defaults on the corpus: every string ×
/// every entry of the default scale × 12 sizes decided by `count(pointSize:options:margin:)`, and
/// `layout(pointSize:options:)` where the text does not fit, in a 361 pt container of at most 2 lines, standard strategy, tail truncation, the entry's line
/// height: 108 layouts a string. Timed with every text already prepared, on one thread, so it
/// is the arithmetic only; the floor (shaping) plus this is what the cold `typefit check` is
/// compared against.
struct CheckWorkload: Sendable {
    /// `typefit check`'s default container width, points.
    static let width = 361.0
    /// `typefit check`'s default line limit.
    static let lineLimit = 2

    var plan: MatrixPlan
    var strings: [CorpusString]
    var fallback: FallbackCascade

    /// The result of one timed pass.
    struct Outcome: Sendable {
        /// Wall-clock seconds of the layouts (one thread).
        var seconds: Double
        /// Layouts done: strings × jobs.
        var layouts: Int
        /// Layouts that do not fit.
        var truncated: Int
        /// Verdicts within the borderline margin.
        var borderline: Int
    }

    /// Every string prepared once per variant with `cache`: `[string][variant]`.
    func prepareAll(cache: ShapingCache) throws -> [[PreparedText]] {
        let measurer = TextMeasurer(fallback: fallback, cache: cache)
        return try strings.map { string in
            let analysis = try TextAnalysis(string.text, locale: string.locale)
            return plan.variants.map { variant in
                PreparedText.prepare(analysis, face: variant.face, measurer: measurer, features: variant.features)
            }
        }
    }

    /// Times the layouts and verdicts of every string × job over `prepared`, on this thread.
    func layOut(_ prepared: [[PreparedText]]) throws -> Outcome {
        let options = plan.jobs.map { job in
            LayoutOptions(
                width: Self.width, strategy: .standard, lineLimit: Self.lineLimit, truncationMode: .tail,
                tracking: job.tracking, lineHeight: .fixed(job.lineHeight), lineSpacing: job.lineSpacing)
        }
        var truncated = 0
        var borderline = 0
        let start = ContinuousClock.now
        for texts in prepared {
            for (index, job) in plan.jobs.enumerated() {
                let count = try texts[job.variant].count(pointSize: job.pointSize, options: options[index])
                if !count.fits {
                    // As the check: the full layout only where the text does not fit, for the
                    // visible text.
                    blackHole(try texts[job.variant].layout(pointSize: job.pointSize, options: options[index]))
                    truncated += 1
                }
                if count.isBorderline { borderline += 1 }
            }
        }
        return Outcome(
            seconds: (ContinuousClock.now - start).seconds, layouts: prepared.count * plan.jobs.count,
            truncated: truncated, borderline: borderline)
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {}
