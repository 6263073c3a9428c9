import TypeFitShaping

/// A stretch of a text set in one face with one set of OpenType features: the unit a text in
/// several faces (Markdown's `**bold**` or `` `code` `` inside a label) is measured in.
public struct FaceRun: Sendable {
    /// UTF-16 offsets of the stretch in the text.
    public var range: Range<Int>
    /// The face it is set in (the fallback cascade still applies inside it).
    public var face: FontFace
    /// OpenType features applied to the stretch.
    public var features: [FontFeature]

    public init(range: Range<Int>, face: FontFace, features: [FontFeature] = []) {
        self.range = range
        self.face = face
        self.features = features
    }
}
