import TypeFitShaping
import TypeFitVocabulary

/// What `typefit fonts` prints: every face of a font library, as iOS would index it.
package struct FontListReport {
    /// The faces listed, in the library's order.
    package let library: FontLibrary

    package init(library: FontLibrary) { self.library = library }

    /// The JSON document: one descriptor per face.
    package var json: [FontFaceDescriptor] { library.faces.map(\.descriptor) }

    /// A table for a person: PostScript name, family, weight, style, variation axes (their
    /// ranges in axis units) and file, then the face and family counts.
    package func rendered() -> String {
        var table = TextTable(
            header: ["PostScript name", "family", "weight", "style", "axes", "file"], rightAligned: [2])
        for face in library.faces {
            let d = face.descriptor
            let axes = d.axes.map {
                "\($0.tag) \($0.minimum.pointsText(decimals: 2))–\($0.maximum.pointsText(decimals: 2))"
            }
            table.append([
                d.postScriptName, d.family, String(d.weight), d.isItalic ? "italic" : "upright",
                axes.joined(separator: ", "), d.path + (d.faceIndex > 0 ? "#\(d.faceIndex)" : ""),
            ])
        }
        return table.rendered() + "\(library.faces.count) faces in \(library.families.count) families\n"
    }
}
