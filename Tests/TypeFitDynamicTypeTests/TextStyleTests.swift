import Foundation
import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

@Suite("Text styles")
struct TextStyleTests {
    @Test("13 styles with SwiftUI names")
    func cases() {
        #expect(
            TextStyle.allCases.map(\.rawValue) == [
                "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
                "callout", "footnote", "caption", "caption2", "extraLargeTitle", "extraLargeTitle2",
            ])
    }

    @Test(
        "names parse from SwiftUI, UIKit and constant spellings",
        arguments: [
            ("title", TextStyle.title), ("title1", .title), ("caption1", .caption), ("caption", .caption),
            ("UIFontTextStyleBody", .body), ("UICTFontTextStyleBody", .body), (".body", .body),
            ("BODY", .body), ("Large Title", .largeTitle), ("UICTFontTextStyleTitle0", .largeTitle),
            ("UIFontTextStyleLargeTitle", .largeTitle), ("UICTFontTextStyleSubhead", .subheadline),
            ("UIFontTextStyleSubheadline", .subheadline), ("subhead", .subheadline),
            ("UIFontTextStyleCaption1", .caption), ("uictfonttextstylecaption2", .caption2),
            ("UIFontTextStyleTitle1", .title), ("extraLargeTitle2", .extraLargeTitle2),
            ("UICTFontTextStyleExtraLargeTitle", .extraLargeTitle), ("footnote", .footnote),
        ])
    func parse(name: String, expected: TextStyle) {
        #expect(TextStyle(name: name) == expected)
    }

    @Test("UIKit names and raw values")
    func uiKitNames() {
        #expect(TextStyle.title.uiKitName == "title1")
        #expect(TextStyle.caption.uiKitName == "caption1")
        #expect(TextStyle.body.uiKitConstantName == "UIFontTextStyleBody")
        #expect(TextStyle.largeTitle.uiKitRawValue == "UICTFontTextStyleTitle0")
        #expect(TextStyle.subheadline.uiKitRawValue == "UICTFontTextStyleSubhead")
    }

    @Test(
        "bad names give nil, or a typed error",
        arguments: ["", "title4", "caption3", "bodyy", "footnote2", "UIFontTextStyle"])
    func badNames(name: String) {
        #expect(TextStyle(name: name) == nil)
        #expect(throws: DynamicTypeError.unknownName(kind: .textStyle, value: name, accepted: TextStyle.acceptedNames))
        {
            try TextStyle.parse(name)
        }
    }

    @Test("Codable accepts UIKit names")
    func codable() throws {
        let decoded = try JSONDecoder().decode([TextStyle].self, from: Data(#"["title1","caption2"]"#.utf8))
        #expect(decoded == [.title, .caption2])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([TextStyle].self, from: Data(#"["huge"]"#.utf8))
        }
    }
}
