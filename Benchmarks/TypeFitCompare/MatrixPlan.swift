import Foundation
import TypeFit

/// The matrix every engine runs, from the resolved default type scale: each entry at each of
/// the 12 Dynamic Type sizes (a *job*: face, features, point size, tracking) at each of three
/// widths.
struct MatrixPlan: Sendable {
    /// A face with the OpenType features an entry asks for: what a text is prepared (shaped)
    /// with. Entries that share a face and features share a variant.
    struct Variant: Sendable {
        var face: FontFace
        var features: [FontFeature]
        /// The features as written in the type scale (`tnum`), for the C harness.
        var featureNames: [String]
    }

    /// One entry at one size.
    struct Job: Sendable {
        /// Index into ``variants``.
        var variant: Int
        /// Points.
        var pointSize: Double
        /// Points added after every grapheme cluster.
        var tracking: Double
        /// Baseline-to-baseline distance, points (what `typefit check` lays out with).
        var lineHeight: Double
        /// Extra space between lines, points.
        var lineSpacing: Double
        var entry: String
        var size: DynamicTypeSize
    }

    /// The wrap widths, points.
    static let widths: [Double] = [200, 320, 375]

    var variants: [Variant]
    /// Entry-major, then size order: the order every engine walks.
    var jobs: [Job]
    /// For each variant, the point size (points) and tracking (points) of each of its jobs, in
    /// ``jobs`` order: what a pass that prepares a text once per variant lays it out at.
    var layoutsByVariant: [[(pointSize: Double, tracking: Double)]]
    var entryCount: Int

    /// Layouts per string: jobs × widths.
    var layoutsPerString: Int { jobs.count * Self.widths.count }

    init(resolved: ResolvedTypeScale) {
        var variants: [Variant] = []
        var jobs: [Job] = []
        for entry in resolved.entries {
            for style in entry.styles {
                let index =
                    variants.firstIndex { $0.face === style.face && $0.featureNames == style.features }
                    ?? {
                        variants.append(
                            Variant(
                                face: style.face, features: style.features.compactMap(FontFeature.init),
                                featureNames: style.features))
                        return variants.count - 1
                    }()
                jobs.append(
                    Job(
                        variant: index, pointSize: style.pointSize, tracking: style.tracking,
                        lineHeight: style.lineHeight, lineSpacing: style.lineSpacing,
                        entry: entry.entry.name, size: style.size))
            }
        }
        self.variants = variants
        self.jobs = jobs
        var layoutsByVariant = [[(pointSize: Double, tracking: Double)]](repeating: [], count: variants.count)
        for job in jobs { layoutsByVariant[job.variant].append((job.pointSize, job.tracking)) }
        self.layoutsByVariant = layoutsByVariant
        entryCount = resolved.entries.count
    }

    /// Writes the job file the C harness reads, tab-separated, one record a line:
    /// - `variant <path> <face index> <features, comma-separated, or -> <PostScript name>`;
    /// - `job <variant number> <point size> <tracking>`, in ``jobs`` order;
    /// - `width <points>`;
    /// - `fallback <locale> <path> <face index>`: the face the floor shapes a word with when
    ///   the primary face lacks one of its characters.
    func writeJobFile(to path: String, fallbacks: [(locale: String, face: FontFace)]) throws {
        var out = ""
        for variant in variants {
            let descriptor = variant.face.descriptor
            let features = variant.featureNames.isEmpty ? "-" : variant.featureNames.joined(separator: ",")
            out += "variant\t\(descriptor.path)\t\(descriptor.faceIndex)\t\(features)\t\(descriptor.postScriptName)\n"
        }
        for job in jobs {
            out += "job\t\(job.variant)\t\(job.pointSize)\t\(job.tracking)\n"
        }
        for width in Self.widths { out += "width\t\(width)\n" }
        for (locale, face) in fallbacks {
            out += "fallback\t\(locale)\t\(face.descriptor.path)\t\(face.descriptor.faceIndex)\n"
        }
        try Data(out.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// For each locale of `corpus`, the system face TypeFit falls back to most for its first
    /// strings (by characters shaped), if any: what the floor shapes uncovered words with.
    func fallbackFaces(for corpus: Corpus, library: FontLibrary) -> [(locale: String, face: FontFace)] {
        let measurer = TextMeasurer(fallback: .sfProStandIn(library: library), cache: nil)
        let primary = variants[0].face
        var samples: [String: [String]] = [:]
        for string in corpus.strings where samples[string.locale, default: []].count < 50 {
            samples[string.locale, default: []].append(string.text)
        }
        var result: [(locale: String, face: FontFace)] = []
        for (locale, _) in corpus.localeCounts {
            var weight: [ObjectIdentifier: (face: FontFace, units: Int)] = [:]
            for text in samples[locale] ?? [] {
                for run in measurer.measure(text, face: primary, locale: locale).runs where run.isFallback {
                    let key = ObjectIdentifier(run.face)
                    weight[key] = (run.face, (weight[key]?.units ?? 0) + run.range.count)
                }
            }
            if let best = weight.values.max(by: { $0.units < $1.units }) {
                result.append((locale, best.face))
            }
        }
        return result
    }
}
