import TypeFit

/// Where TypeFit's matrix time goes, from one untimed-by-the-targets pass on one thread: the
/// layout arithmetic alone (``PreparedText/lineSummary(pointSize:width:tracking:strategy:)``
/// over texts already prepared), and preparing (shaping, break opportunities) per group of
/// scripts, with an empty and with a warm word cache, and how many texts could not be taken
/// word by word (shaped whole in the cold pass, then read from the cache as one word).
struct TimeBreakdown: Sendable {
    /// One group of locales.
    struct Group: Sendable {
        var name: String
        var strings: Int
        /// Microseconds per prepare (string × variant) with a fresh cache.
        var coldMicroseconds: Double
        /// Microseconds per prepare with the cache warm from the cold pass.
        var warmMicroseconds: Double
        /// Share of prepares shaped whole rather than word by word (cold pass).
        var wholeShare: Double
    }

    /// Nanoseconds per `lineSummary` call.
    var lineSummaryNanoseconds: Double
    var lineSummaryLayouts: Int
    var groups: [Group]

    /// The locale groups reported.
    static let groupNames: [(name: String, locales: Set<String>)] = [
        ("Latin, Cyrillic, Greek (de fr es pt ru uk el)", ["de", "fr", "es", "pt", "ru", "uk", "el"]),
        ("CJK (ja zh-Hans zh-Hant ko)", ["ja", "zh-Hans", "zh-Hant", "ko"]),
        ("Arabic (ar)", ["ar"]),
    ]

    /// Measures over `strings` with `prepared` (`[string][variant]`, from ``CheckWorkload/prepareAll(cache:)``).
    static func measure(
        plan: MatrixPlan, strings: [CorpusString], fallback: FallbackCascade,
        prepared: [[PreparedText]]
    ) throws -> TimeBreakdown {
        var lines = 0
        let start = ContinuousClock.now
        for texts in prepared {
            for job in plan.jobs {
                for width in MatrixPlan.widths {
                    lines += try texts[job.variant].lineSummary(
                        pointSize: job.pointSize, width: width,
                        tracking: job.tracking, strategy: .greedy
                    ).lineCount
                }
            }
        }
        let arithmetic = (ContinuousClock.now - start).seconds
        let layouts = prepared.count * plan.layoutsPerString
        precondition(lines > 0)

        var groups: [Group] = []
        for (name, locales) in groupNames {
            let members = strings.filter { locales.contains($0.locale) }
            guard !members.isEmpty else { continue }
            let cache = ShapingCache(byteLimit: 256 << 20)
            let measurer = TextMeasurer(fallback: fallback, cache: cache)
            func pass() throws -> Double {
                let begin = ContinuousClock.now
                for string in members {
                    for variant in plan.variants {
                        _ = try PreparedText.prepare(
                            string.text, face: variant.face, measurer: measurer,
                            locale: string.locale, features: variant.features)
                    }
                }
                return (ContinuousClock.now - begin).seconds
            }
            let prepares = Double(members.count * plan.variants.count)
            let wholeBefore = cache.statistics.wholeTexts
            let cold = try pass()
            let whole = cache.statistics.wholeTexts - wholeBefore
            let warm = try pass()
            groups.append(
                Group(
                    name: name, strings: members.count, coldMicroseconds: cold / prepares * 1e6,
                    warmMicroseconds: warm / prepares * 1e6, wholeShare: Double(whole) / prepares))
        }
        return TimeBreakdown(
            lineSummaryNanoseconds: arithmetic / Double(layouts) * 1e9,
            lineSummaryLayouts: layouts, groups: groups)
    }

    func render() -> String {
        var out = "where TypeFit's matrix time goes (one pass, 1 thread):\n"
        out +=
            "  lineSummary alone, texts prepared: \(fixed(lineSummaryNanoseconds, 0)) ns per layout (\(grouped(lineSummaryLayouts)) layouts)\n"
        var rows = [["  prepare (string × variant)", "strings", "cold µs", "warm µs", "shaped whole"]]
        for group in groups {
            rows.append([
                "  " + group.name, grouped(group.strings), fixed(group.coldMicroseconds, 1),
                fixed(group.warmMicroseconds, 1), "\(fixed(group.wholeShare * 100, 0))%",
            ])
        }
        return out + ComparisonReport.renderTable(rows, rightAligned: [1, 2, 3, 4]) + "\n"
    }
}
