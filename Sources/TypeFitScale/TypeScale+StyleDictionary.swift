import Foundation
import TypeFitDynamicType
import TypeFitInput
import TypeFitVocabulary

extension TypeScale {
    /// The text styles a ScaledFont style dictionary can define, in the order reports list them.
    package static let styleDictionaryStyles: [TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2,
    ]

    /// Reads a ScaledFont style dictionary (Keith Harrison's ScaledFont): a property list (XML or
    /// binary) or JSON of the same shape, text style → `{fontName, fontSize}`. Keys may be
    /// SwiftUI names (`largeTitle`, `caption`), UIKit names (`title1`) or `UIFont.TextStyle` raw
    /// values (`UICTFontTextStyleBody`).
    ///
    /// As ScaledFont does, each style is sized with `UIFontMetrics(forTextStyle:).scaledFont(for:)`,
    /// and a style the dictionary lacks uses the system font of that style; those styles are
    /// named in one line of `notes`, and do not count toward the more-than-10-entries note
    /// (they are the system's, not the app's). Throws `InputError` naming the file and key for an unknown style,
    /// a missing or mistyped `fontName`/`fontSize`, or a malformed file.
    package static func loadStyleDictionary(path: String) throws(InputError) -> TypeScale {
        try parseStyleDictionary(try readFile(path), source: path)
    }

    /// Parses a style dictionary document; `source` names it in messages.
    public static func parseStyleDictionary(_ data: Data, source: String) throws(InputError) -> TypeScale {
        let head = String(decoding: data.prefix(64), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        let isPropertyList = head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("bplist")
        let root =
            isPropertyList
            ? try DocumentReader.propertyList(data, source: source, maximumBytes: maximumFileBytes, what: "document")
            : try DocumentReader.json(data, source: source, maximumBytes: maximumFileBytes, what: "document")
        var defined: [TextStyle: (name: String, size: Double)] = [:]
        for (key, reader) in try root.object().sorted(by: { $0.key < $1.key }) {
            guard let style = TextStyle(name: key) else {
                throw reader.error(
                    "unknown text style (accepted: \(styleDictionaryStyles.map(\.rawValue).joined(separator: ", ")), or UIFont.TextStyle raw values)"
                )
            }
            let fields = try reader.object(allowing: ["fontName", "fontSize"])
            guard let nameReader = fields["fontName"] else { throw reader.error("missing key 'fontName'") }
            guard let sizeReader = fields["fontSize"] else { throw reader.error("missing key 'fontSize'") }
            let size = try sizeReader.number()
            guard size > 0, size <= 1000 else {
                throw sizeReader.error("fontSize must be more than 0 and at most 1000 points, found \(size)")
            }
            if defined[style] != nil { throw reader.error("text style \(style.rawValue) is defined twice") }
            defined[style] = (try nameReader.string(), size)
        }
        var entries: [TypeScaleEntry] = []
        var leftOut: [TextStyle] = []
        for style in styleDictionaryStyles {
            if let definition = defined[style] {
                entries.append(
                    TypeScaleEntry(
                        name: style.rawValue, textStyle: style, font: definition.name,
                        size: definition.size, scaling: .uikit))
            } else {
                entries.append(TypeScaleEntry(name: style.rawValue, textStyle: style))
                leftOut.append(style)
            }
        }
        var notes: [String] = []
        if !leftOut.isEmpty {
            let count =
                leftOut.count == 1 ? "1 text style not in it uses" : "\(leftOut.count) text styles not in it use"
            notes.append(
                "style dictionary: \(count) the system font, as ScaledFont does: \(leftOut.map(\.rawValue).joined(separator: ", "))"
            )
        }
        for style in defined.keys where !styleDictionaryStyles.contains(style) {
            let definition = defined[style]!
            entries.append(
                TypeScaleEntry(
                    name: style.rawValue, textStyle: style, font: definition.name,
                    size: definition.size, scaling: .uikit))
        }
        let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return TypeScale(name: name, source: source, entries: entries, notes: notes, definedEntryCount: defined.count)
    }
}
