import TypeFitLayout
import TypeFitScale
import TypeFitShaping

/// One text (a string in one locale), analysed once and measured once in each face it is
/// checked in: the cache a check keeps for a group of targets that share a text. Faces are
/// keyed by identity (variable-font instances are interned, so one instance at several sizes is
/// one key) and by their OpenType features.
struct PreparedFaces {
    private struct Key: Hashable {
        var face: ObjectIdentifier
        var features: [String]
    }

    /// The text's segmentation.
    let analysis: TextAnalysis
    private var prepared: [Key: (text: PreparedText, standInReasons: [String])] = [:]

    init(analysis: TextAnalysis) {
        self.analysis = analysis
    }

    /// The text measured in `style`'s face and features, with the approximation reasons of the
    /// stand-in faces it needed (worked out once per face, not at every size).
    mutating func prepared(in style: ResolvedStyle, measurer: TextMeasurer) -> (text: PreparedText, standInReasons: [String]) {
        let key = Key(face: ObjectIdentifier(style.face), features: style.features)
        if let cached = prepared[key] { return cached }
        let text = PreparedText.prepare(analysis, face: style.face, measurer: measurer,
                                        features: style.features.compactMap(FontFeature.init))
        let entry = (text, text.standIns.map(\.reason))
        prepared[key] = entry
        return entry
    }
}
