import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitUnicode
import TypeFitVocabulary

/// What `typefit shape` prints: the width and each run with its face.
package struct ShapeReport: Encodable {
    package struct Run: Encodable {
        package var text: String
        package var utf16Range: [Int]
        package var face: String
        package var file: String
        package var script: String
        package var direction: String
        package var fallback: Bool
        /// The Apple face a fallback face stands in for (`SF Arabic` for Noto Sans Arabic), when
        /// iOS would draw the run in a face this machine lacks.
        package var standsInFor: String?
        package var glyphs: Int
        package var advanceUnits: Int
        package var unitsPerEm: Int
        package var width: Double
    }

    package var text: String
    package var pointSize: Double
    /// Single-line advance width, points.
    package var width: Double
    package var runs: [Run]
    package var missingGlyphs: Int
    package var missingCharacters: [String]
    package var warnings: [String]
    /// Why the width is approximate: each stand-in face used (`Noto Sans Arabic stands in for SF Arabic`).
    package var approximationReasons: [String]

    package init(text: String, pointSize: Double, measurement: TextMeasurement) {
        let utf16 = Array(text.utf16)
        self.text = text
        self.pointSize = pointSize
        width = measurement.width(atPointSize: pointSize)
        runs = measurement.runs.map { run in
            Run(
                text: String(decoding: utf16[run.range], as: UTF16.self),
                utf16Range: [run.range.lowerBound, run.range.upperBound],
                face: run.face.postScriptName, file: run.face.descriptor.path, script: run.script,
                direction: run.isRightToLeft ? "rtl" : "ltr", fallback: run.isFallback,
                standsInFor: run.standIn?.appleFace,
                glyphs: run.glyphs.count, advanceUnits: run.advance, unitsPerEm: run.face.unitsPerEm,
                width: run.width(atPointSize: pointSize))
        }
        missingGlyphs = measurement.missingCharacterCount
        missingCharacters = measurement.missingCharacters.map(\.codePoints)
        warnings = measurement.warnings
        approximationReasons = measurement.standIns.map(\.reason)
    }

    package func rendered() -> String {
        var table = TextTable(
            header: ["run", "face", "script", "dir", "glyphs", "units", "width pt"], rightAligned: [4, 5, 6])
        for run in runs {
            table.append([
                "\"\(run.text)\"",
                run.face
                    + (run.standsInFor.map { " (fallback, stands in for \($0))" }
                        ?? (run.fallback ? " (fallback)" : "")),
                run.script,
                run.direction, String(run.glyphs), String(run.advanceUnits), run.width.pointsText(decimals: 2),
            ])
        }
        var text = table.rendered()
        text += "width at \(pointSize.pointsText(decimals: 2)) pt: \(width.pointsText(decimals: 2)) pt\n"
        if !approximationReasons.isEmpty {
            text += "approximate: \(approximationReasons.joined(separator: "; "))\n"
        }
        if missingGlyphs > 0 {
            text += "missing glyphs: \(missingGlyphs) (\(missingCharacters.joined(separator: ", ")))\n"
        }
        return text
    }
}
