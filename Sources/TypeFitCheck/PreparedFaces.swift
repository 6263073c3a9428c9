import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings

/// One text (a string in one locale), analysed once and measured once in each face it is
/// checked in: the cache a check keeps for a group of targets that share a text. A text with
/// inline Markdown is measured run by run, each run in its style's face. Faces are keyed by
/// identity (variable-font instances are interned, so one instance at several sizes is
/// one key) and by their OpenType features.
struct PreparedFaces {
    /// Plain text: one face.
    private struct Key: Hashable {
        var face: ObjectIdentifier
        var features: [String]
    }

    /// Text in several faces: one face per inline style run.
    private struct RunsKey: Hashable {
        var faces: [ObjectIdentifier]
        var features: [String]
    }

    /// The text measured in one set of faces, and the approximation reasons it brings: held by
    /// reference, so handing it out at every size copies no arrays.
    final class Entry {
        let text: PreparedText
        let standInReasons: [String]

        init(text: PreparedText, standInReasons: [String]) {
            self.text = text
            self.standInReasons = standInReasons
        }
    }

    /// The text's segmentation.
    let analysis: TextAnalysis
    private var prepared: [Key: Entry] = [:]
    private var preparedRuns: [RunsKey: Entry] = [:]
    init(analysis: TextAnalysis) {
        self.analysis = analysis
    }

    /// The text measured in `style`'s face and features (each of `inlineRuns` in the face its
    /// inline style takes, from `library`), with the approximation reasons of the stand-in
    /// faces it needed and the notes of inline faces iOS would not find (worked out once per set
    /// of faces, not at every size).
    mutating func prepared(
        in style: ResolvedStyle, inlineRuns: [StyledText.Run], library: FontLibrary, measurer: TextMeasurer
    ) -> Entry {
        guard !inlineRuns.isEmpty else {
            let key = Key(face: ObjectIdentifier(style.face), features: style.features)
            if let cached = prepared[key] { return cached }
            let text = PreparedText.prepare(
                analysis, face: style.face, measurer: measurer,
                features: style.features.compactMap(FontFeature.init))
            let entry = Entry(text: text, standInReasons: text.standIns.map(\.reason))
            prepared[key] = entry
            return entry
        }
        let (runs, inlineReasons) = InlineFaceRuns.runs(
            inlineRuns, utf16Count: analysis.utf16Count, in: style, library: library)
        let key = RunsKey(faces: runs.map { ObjectIdentifier($0.face) }, features: style.features)
        if let cached = preparedRuns[key] { return cached }
        let text = PreparedText.prepare(analysis, runs: runs, measurer: measurer)
        var reasons = text.standIns.map(\.reason)
        for reason in inlineReasons where !reasons.contains(reason) { reasons.append(reason) }
        let entry = Entry(text: text, standInReasons: reasons)
        preparedRuns[key] = entry
        return entry
    }
}
