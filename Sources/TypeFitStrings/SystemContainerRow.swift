/// One container's facts as `Tables/SystemContainers.json` holds them, each with its confidence
/// and sources; ``SystemContainers/place(for:device:size:)`` resolves them for a device and size.
package struct SystemContainerRow: Sendable, Decodable {
    /// The row's identifier (`navigationTitle.inline`).
    package var id: String
    /// What iOS calls it, in words (`inline navigation title`).
    package var name: String
    /// The UIKit and SwiftUI APIs that show text in it.
    package var apis: [String]
    /// The font at Large.
    package var font: SourcedFact<ContainerFont>
    /// How the font follows Dynamic Type.
    package var scaling: SourcedFact<ContainerFontScaling>
    /// Whether the container offers the Large Content Viewer (at the sizes
    /// ``SystemContainers/largeContentViewerFrom`` gives) instead of growing.
    package var largeContentViewer: SourcedFact<Bool>
    /// Lines at the regular sizes (xSmall … xxxLarge), and at every size without
    /// ``accessibilityLines``.
    var lines: SourcedFact<ContainerLineCount>
    /// Lines at AX1–AX5 when they differ.
    var accessibilityLines: SourcedFact<ContainerLineCount>?
    /// What overflowing text does at the regular sizes (and at every size without
    /// ``accessibilityOverflow``).
    package var overflow: SourcedFact<ContainerOverflow>
    /// What overflowing text does at AX1–AX5 when it differs.
    package var accessibilityOverflow: SourcedFact<ContainerOverflow>?
    /// The case the text is shown in.
    package var textCase: SourcedFact<ContainerTextCase>
    /// The width left to the text, as a rule over the device's screen.
    package var width: SourcedFact<ContainerWidthRule>
    /// The width on an iPad when it differs from ``width``'s rule.
    package var ipadWidth: SourcedFact<ContainerWidthRule>?
    /// What else matters (versions, guidance).
    package var notes: [String]?

    /// Every fact of the row with its field name, for checks over the whole table.
    package var facts:
        [(field: String, confidence: String, sources: [String], note: String?, alternativeSources: [[String]])]
    {
        func entry<Value>(_ field: String, _ fact: SourcedFact<Value>?) -> [(
            String, String, [String], String?, [[String]]
        )] {
            guard let fact else { return [] }
            return [(field, fact.confidenceName, fact.sources, fact.note, fact.alternatives.map(\.sources))]
        }
        return entry("font", font) + entry("scaling", scaling) + entry("largeContentViewer", largeContentViewer)
            + entry("lines", lines) + entry("accessibilityLines", accessibilityLines) + entry("overflow", overflow)
            + entry("accessibilityOverflow", accessibilityOverflow) + entry("textCase", textCase)
            + entry("width", width) + entry("ipadWidth", ipadWidth)
    }
}
