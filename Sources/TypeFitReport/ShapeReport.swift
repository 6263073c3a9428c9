import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitUnicode

/// What `typefit shape` prints: the width and each run with its face.
public struct ShapeReport: Encodable {
    public struct Run: Encodable {
        public var text: String
        public var utf16Range: [Int]
        public var face: String
        public var file: String
        public var script: String
        public var direction: String
        public var fallback: Bool
        /// The Apple face a fallback face stands in for (`SF Arabic` for Noto Sans Arabic), when
        /// iOS would draw the run in a face this machine lacks.
        public var standsInFor: String?
        public var glyphs: Int
        public var advanceUnits: Int
        public var unitsPerEm: Int
        public var width: Double
    }

    public var text: String
    public var pointSize: Double
    /// Single-line advance width, points.
    public var width: Double
    public var runs: [Run]
    public var missingGlyphs: Int
    public var missingCharacters: [String]
    public var warnings: [String]
    /// Why the width is approximate: each stand-in face used (`Noto Sans Arabic stands in for SF Arabic`).
    public var approximationReasons: [String]

    public init(text: String, pointSize: Double, measurement: TextMeasurement) {
        let utf16 = Array(text.utf16)
        self.text = text
        self.pointSize = pointSize
        width = measurement.width(atPointSize: pointSize)
        runs = measurement.runs.map { run in
            Run(text: String(decoding: utf16[run.range], as: UTF16.self),
                utf16Range: [run.range.lowerBound, run.range.upperBound],
                face: run.face.postScriptName, file: run.face.descriptor.path, script: run.script,
                direction: run.isRightToLeft ? "rtl" : "ltr", fallback: run.isFallback, standsInFor: run.standIn?.appleFace,
                glyphs: run.glyphs.count, advanceUnits: run.advance, unitsPerEm: run.face.unitsPerEm,
                width: run.width(atPointSize: pointSize))
        }
        missingGlyphs = measurement.missingCharacterCount
        missingCharacters = measurement.missingCharacters.map(\.codePoints)
        warnings = measurement.warnings
        approximationReasons = measurement.standIns.map(\.reason)
    }

    public func rendered() -> String {
        var table = TextTable(header: ["run", "face", "script", "dir", "glyphs", "units", "width pt"], rightAligned: [4, 5, 6])
        for run in runs {
            table.append(["\"\(run.text)\"", run.face + (run.standsInFor.map { " (fallback, stands in for \($0))" } ?? (run.fallback ? " (fallback)" : "")), run.script,
                          run.direction, String(run.glyphs), String(run.advanceUnits), run.width.formattedForTable])
        }
        var text = table.rendered()
        text += "width at \(pointSize.formattedForTable) pt: \(width.formattedForTable) pt\n"
        if !approximationReasons.isEmpty {
            text += "approximate: \(approximationReasons.joined(separator: "; "))\n"
        }
        if missingGlyphs > 0 {
            text += "missing glyphs: \(missingGlyphs) (\(missingCharacters.joined(separator: ", ")))\n"
        }
        return text
    }
}
