import TypeFitDynamicType
import TypeFitVocabulary

/// `custom-font-without-size`: `Font.custom(name, relativeTo: .style)` without `size:` does not
/// compile (SwiftUI has no such overload: the size at Large is required). The finding gives the
/// call with the style's size at Large on iOS.
struct CustomFontWithoutSizeRule {
    func findings(_ reading: SwiftScaleReading) -> [LintFinding] {
        reading.lintFacts.customFontsWithoutSize.map { call in
            let style = TextStyle(rawValue: call.style)
            let size =
                style.flatMap { Platform.iOS.typeTable.metrics(for: $0, at: .large)?.pointSize }.map(
                    NonScalingFontRule.points) ?? "<points at Large>"
            let styleWritten = style.map { ".\($0.rawValue)" } ?? call.style
            let row = FontAPICatalog.fontCustomRelativeTo
            return LintFinding(
                rule: .customFontWithoutSize, location: call.location,
                message:
                    "\(Self.written) without size: does not compile; use \(row.call([call.name, size, styleWritten]))"
            )
        }
    }

    /// The call as the rule finds it written: `Font.custom(_:relativeTo:)`.
    static var written: String {
        let row = FontAPICatalog.fontCustomRelativeTo
        return row.signature(writtenWith: [row.parameters[0].label, row.parameter(.textStyle)!.label])
    }
}
