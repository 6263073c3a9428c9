import Foundation
import Testing
import TypeFitDynamicType
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitScale

/// `TypeScale.jsonText()`: any scale written as the JSON type scale format reads back equal and
/// resolves identically, computed entries and every optional key included.
@Suite("Type scale JSON writing")
struct TypeScaleJSONTextTests {
    /// A scale using every key: registered faces with italics and a cascade list, a computed
    /// entry, UIKit, fixed and relative entries, odd weights, ranges, caps, tracking, features,
    /// where each entry is defined, and names that need escaping.
    static var everyKey: TypeScale {
        let computed: [Double] = [20, 21, 22, 23, 25, 27, 29, 34, 38, 43, 49, 55.5]
        return TypeScale(
            name: "App \"Theme\"\\Fonts", source: "Sources/Theme", platform: .iOS,
            fonts: [
                FontRegistration(
                    family: "Brand", upright: [400: "Inter-Regular", 700: "Inter-Bold", 450: "Inter-Medium"],
                    italic: [400: "Inter-Italic"], cascade: ["InterDisplay-Regular", "Inter Display"])
            ],
            entries: [
                TypeScaleEntry(
                    name: "hero", textStyle: .body, font: "Brand", weight: 700, maximumPointSize: 50,
                    dynamicTypeRange: DynamicTypeSizeRange(.small ... .accessibility4), pointSizes: computed,
                    definedAt: "Sources/Theme/Fonts.swift:12"),
                TypeScaleEntry(
                    name: "body", textStyle: .body, font: "Brand", weight: 450, size: 16.5, scaling: .uikit,
                    leading: .loose, lineSpacing: 2.25, maximumPointSize: 30, tracking: -0.1,
                    features: ["tnum", "-liga"], definedAt: "Sources/Theme/Fonts.swift:20"),
                TypeScaleEntry(
                    name: "quote\n", textStyle: .callout, font: "Brand", italic: true, size: 15, leading: .tight),
                TypeScaleEntry(name: "price", textStyle: .title3, font: "Brand", size: 15, scaling: .fixed),
                TypeScaleEntry(name: "system-headline", textStyle: .headline),
                TypeScaleEntry(name: "system-sized", textStyle: .footnote, weight: 600, size: 13.25, scaling: .fixed),
            ])
    }

    /// Writes `scale`, reads it back from `source`, and checks the read scale equals it.
    static func roundTrip(_ scale: TypeScale) throws -> TypeScale {
        let text = scale.jsonText()
        let read = try TypeScale.parse(Data(text.utf8), source: scale.source)
        #expect(read.name == scale.name)
        #expect(read.platform == scale.platform)
        #expect(read.fonts == scale.fonts)
        #expect(read.entries == scale.entries)
        #expect(read == scale, "\(text)")
        return read
    }

    /// Every resolved style of two scales agrees: point size, line height, spacing, tracking,
    /// face, effective size; and each entry's API. The warnings too, unless the first scale's
    /// notes are ones reading works out differently (a style dictionary's).
    static func expectSameResolution(_ first: TypeScale, _ second: TypeScale, warnings: Bool = true) throws {
        let resolver = try ScaleFixtures.resolver()
        let a = try resolver.resolve(first)
        let b = try resolver.resolve(second)
        #expect(a.entries.count == b.entries.count)
        if warnings { #expect(a.warnings == b.warnings) }
        for (left, right) in zip(a.entries, b.entries) {
            #expect(left.api == right.api)
            #expect(left.styles.count == 12)
            for (x, y) in zip(left.styles, right.styles) {
                #expect(x.pointSize == y.pointSize, "\(left.entry.name) at \(x.size)")
                #expect(x.lineHeight == y.lineHeight, "\(left.entry.name) at \(x.size)")
                #expect(x.lineSpacing == y.lineSpacing)
                #expect(x.tracking == y.tracking)
                #expect(x.face.postScriptName == y.face.postScriptName, "\(left.entry.name) at \(x.size)")
                #expect(x.effectiveSize == y.effectiveSize)
                #expect(x.features == y.features)
            }
        }
    }

    @Test("a scale with a computed entry and ordinary entries reads back equal and resolves identically")
    func everyKeyRoundTrips() throws {
        let scale = Self.everyKey
        let read = try Self.roundTrip(scale)
        try Self.expectSameResolution(scale, read)
        let resolved = try ScaleFixtures.resolver().resolve(read)
        let hero = try #require(resolved.entry(named: "hero"))
        #expect(hero.entry.definedAt == "Sources/Theme/Fonts.swift:12")
        #expect(hero.api == "computed by the app's code")
        // small...accessibility4 clamps xSmall to 21 and AX5 to 49; the 50 pt cap is not reached.
        #expect(hero.styles.map(\.pointSize) == [21, 21, 22, 23, 25, 27, 29, 34, 38, 43, 49, 49])
        #expect(hero.style(at: .large).face.postScriptName == "Inter-Bold")
        let body = try #require(resolved.entry(named: "body"))
        #expect(body.style(at: .large).face.postScriptName == "Inter-Medium")
        #expect(body.style(at: .large).pointSize == 16.5)
        #expect(body.style(at: .accessibility5).pointSize == 30)
    }

    @Test("every key the writer writes is one docs/type-scales.md documents")
    func keysDocumented() throws {
        let document = try String(contentsOf: TestFixtures.doc("type-scales.md"), encoding: .utf8)
        let text = Self.everyKey.jsonText()
        // Each `"key":` written, top-level, per family or per entry.
        let keys = Set(
            text.matches(of: /"([A-Za-z]+)":/).map { String($0.output.1) }
                .filter {
                    !["Brand", "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"].contains($0)
                }
                .filter { !$0.hasPrefix("accessibility") })
        #expect(keys.count >= 15, "\(keys.sorted())")
        for key in keys.sorted() {
            let named = ["`\(key)`", "`\(key)[].", "`entries[].\(key)`", "`fonts.<family>.\(key)`", "`\(key)`)"]
            // Weight names are values of the `fonts` row's weight, shown in its example.
            let weight = FontWeight(name: key) != nil
            #expect(
                named.contains { document.contains($0) } || (weight && document.contains("\"\(key)\"")),
                "docs/type-scales.md does not name the key \(key)")
        }
        // The computed entry of the document's example reads back as that format.
        #expect(document.contains(#""scaling": "computed""#))
        #expect(document.contains(#""pointSizes": [20, 21, 22, 23, 25, 27, 29, 34, 39, 46, 53, 59]"#))
    }

    @Test("the written text: keys as docs/type-scales.md names them, a table by size name, defaults left out")
    func writtenText() throws {
        let text = Self.everyKey.jsonText()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "{")
        #expect(lines[1] == #"  "name": "App \"Theme\"\\Fonts","#)
        #expect(lines[2] == #"  "platform": "ios","#)
        #expect(
            lines[4]
                == #"    "Brand": { "regular": "Inter-Regular", "450": "Inter-Medium", "bold": "Inter-Bold", "italic": { "regular": "Inter-Italic" }, "cascade": ["InterDisplay-Regular", "Inter Display"] }"#
        )
        let hero = try #require(lines.first { $0.contains(#""name": "hero""#) })
        #expect(
            hero
                == #"    { "name": "hero", "textStyle": "body", "font": "Brand", "weight": "bold", "scaling": "computed", "pointSizes": { "xSmall": 20, "small": 21, "medium": 22, "large": 23, "xLarge": 25, "xxLarge": 27, "xxxLarge": 29, "accessibility1": 34, "accessibility2": 38, "accessibility3": 43, "accessibility4": 49, "accessibility5": 55.5 }, "maximumPointSize": 50, "dynamicTypeRange": "small...accessibility4", "definedAt": "Sources/Theme/Fonts.swift:12" },"#
        )
        let headline = try #require(lines.first { $0.contains("system-headline") })
        #expect(headline == #"    { "name": "system-headline", "textStyle": "headline" },"#)
        #expect(text.contains(#""name": "quote\n""#))
        #expect(text.hasSuffix("  ]\n}\n"))
    }

    @Test("the built-in scales, an app scale and style dictionaries round-trip", arguments: 0..<4)
    func builtInsRoundTrip(index: Int) throws {
        let scale =
            switch index {
            case 0: TypeScale.defaultInter
            case 1: TypeScale.defaultSystem
            case 2: try TypeScale.load(path: ScaleFixtures.path("app-scale.json"))
            default: try TypeScale.loadStyleDictionary(path: ScaleFixtures.path("Inter-StyleDictionary.json"))
            }
        let text = scale.jsonText()
        let read = try TypeScale.parse(Data(text.utf8), source: scale.source)
        #expect(read.entries == scale.entries)
        #expect(read.fonts == scale.fonts)
        #expect(read.name == scale.name)
        try Self.expectSameResolution(scale, read, warnings: index < 3)
        // Written again, the text is the same.
        #expect(read.jsonText() == text)
    }

    @Test("numbers are written in the shortest form that reads back exactly")
    func numbers() {
        #expect(JSONText.number(17) == "17")
        #expect(JSONText.number(-0.43) == "-0.43")
        #expect(JSONText.number(12.0 * 18 / 13) == "\(12.0 * 18 / 13)")
        #expect(Double(JSONText.number(0.1 + 0.2)) == 0.1 + 0.2)
        #expect(JSONText.string("a\u{1}\t\"/") == #""a\u0001\t\"/""#)
    }
}
