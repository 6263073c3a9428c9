import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitVocabulary

/// The faces a text's inline style runs are set in at one size: the one place inline Markdown's
/// styles become face runs, for the check and for the specimens drawn from it.
package enum InlineFaceRuns {
    /// One ``TypeFitLayout/FaceRun`` per inline run, each in the face its style takes in `style`
    /// (``TypeFitScale/ResolvedStyle/face(for:library:)``) with `style`'s features, and the
    /// approximation reasons those faces bring (a stand-in's reason, a missing face's note), each
    /// once. Plain text (no runs) is one run in `style`'s face over `0..<utf16Count`.
    package static func runs(
        _ inlineRuns: [StyledText.Run], utf16Count: Int, in style: ResolvedStyle, library: FontLibrary
    ) -> (runs: [FaceRun], reasons: [String]) {
        let features = style.features.compactMap(FontFeature.init)
        guard !inlineRuns.isEmpty else {
            return ([FaceRun(range: 0..<utf16Count, face: style.face, features: features)], [])
        }
        var chosen: [InlineStyle: InlineFace] = [:]
        var runs: [FaceRun] = []
        var reasons: [String] = []
        for run in inlineRuns {
            let styles = run.style.faceStyles
            let face = chosen[styles] ?? style.face(for: styles, library: library)
            if chosen[styles] == nil {
                chosen[styles] = face
                for reason in [face.standIn?.reason, face.note].compactMap({ $0 }) where !reasons.contains(reason) {
                    reasons.append(reason)
                }
            }
            runs.append(FaceRun(range: run.range, face: face.face, features: features))
        }
        return (runs, reasons)
    }
}
