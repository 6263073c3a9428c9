import Foundation
import Testing
import TypeFitInput

@testable import TypeFitScale

/// Every malformed type scale or style dictionary gives an error naming the file and key path.
@Suite("Type scale bad input")
struct TypeScaleBadInputTests {
    static let cases: [(json: String, keyPath: String, message: String)] = [
        (#"{"entries": [{"name": "a", "textStyle": "body", "colour": "red"}]}"#, "entries[0].colour", "unknown key"),
        (
            #"{"entries": [{"name": "a", "font": "Inter", "size": "17"}]}"#, "entries[0].size",
            "expected a number, found a string"
        ),
        (#"{"entries": [{"name": "a", "textStyle": "bodyy"}]}"#, "entries[0].textStyle", "unknown text style 'bodyy'"),
        (
            #"{"entries": [{"name": "a", "textStyle": "body", "weight": "heavyish"}]}"#, "entries[0].weight",
            "unknown weight 'heavyish'"
        ),
        (#"{"entries": [{"name": "a", "font": "Inter", "size": -4}]}"#, "entries[0].size", "size must be more than 0"),
        (
            #"{"entries": [{"name": "a", "textStyle": "body", "dynamicTypeRange": "accessibility1...large"}]}"#,
            "entries[0].dynamicTypeRange", "lower bound accessibility1 exceeds upper bound large"
        ),
        (#"{"entries": [{"name": "a", "font": "Inter"}]}"#, "entries[0]", "missing key 'size'"),
        (#"{"entries": [{"textStyle": "body"}]}"#, "entries[0]", "missing key 'name'"),
        (
            #"{"entries": [{"name": "a", "textStyle": "body"}, {"name": "a", "textStyle": "body"}]}"#,
            "entries[1].name", "duplicate entry name"
        ),
        (#"{"entries": []}"#, "entries", "at least one entry"),
        (#"{"name": "x"}"#, "", "missing key 'entries'"),
        (
            #"{"entries": [{"name": "a", "textStyle": "body", "italic": "yes"}]}"#, "entries[0].italic",
            "expected true or false"
        ),
        (
            #"{"entries": [{"name": "a", "textStyle": "body", "features": ["not a feature!"]}]}"#,
            "entries[0].features[0]", "not an OpenType feature"
        ),
        (
            #"{"platform": "android", "entries": [{"name": "a", "textStyle": "body"}]}"#, "platform",
            "unknown platform 'android'"
        ),
        (
            #"{"fonts": {"Inter": {"bold": 7}}, "entries": [{"name": "a", "textStyle": "body"}]}"#, "fonts.Inter.bold",
            "expected a string"
        ),
        (
            #"{"entries": [{"name": "a", "font": "Inter", "size": 17, "scaling": "sometimes"}]}"#, "entries[0].scaling",
            "unknown value 'sometimes'"
        ),
        (
            #"{"entries": [{"name": "a", "textStyle": "body", "lineSpacing": -1}]}"#, "entries[0].lineSpacing",
            "cannot be negative"
        ),
        (#"{"entries": "#, "", "malformed JSON"),
        (
            #"{"fonts": {"Inter": {"extraBold": "Inter-ExtraBold"}}, "entries": [{"name": "a", "textStyle": "body"}]}"#,
            "fonts.Inter.extraBold", "unknown weight 'extraBold'"
        ),
    ]

    @Test("a weight name used as a key is named once, with its line")
    func weightKeyPathAndLine() {
        let json = """
            {"fonts": {"Inter": {
              "regular": "Inter-Regular",
              "extraBold": "Inter-ExtraBold"
            }}, "entries": [{"name": "a", "textStyle": "body"}]}
            """
        do {
            _ = try TypeScale.parse(Data(json.utf8), source: "scale.json")
            Issue.record("accepted")
        } catch {
            #expect(error.keyPath == "fonts.Inter.extraBold")
            #expect(error.line == 3)
            #expect(error.description.hasPrefix("scale.json:3: fonts.Inter.extraBold: unknown weight"))
        }
    }

    @Test("each malformed scale names its key path", arguments: cases.indices)
    func malformed(index: Int) {
        let (json, keyPath, message) = Self.cases[index]
        do {
            _ = try TypeScale.parse(Data(json.utf8), source: "scale.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.path == "scale.json")
            #expect(error.keyPath == keyPath, "\(json)")
            #expect(error.message.contains(message), "\(error.message)")
            // One-line documents: a key path's line is 1.
            #expect(
                error.description.hasPrefix(keyPath.isEmpty ? "scale.json:" : "scale.json:1: \(keyPath): "), "\(error)")
        }
    }

    @Test("a missing file")
    func missingFile() {
        #expect(throws: InputError(path: "/nope/scale.json", kind: .notFound, message: "no such file")) {
            try TypeScale.load(path: "/nope/scale.json")
        }
    }

    @Test("style dictionaries: unknown style, missing fontSize, wrong type, malformed plist")
    func badStyleDictionaries() {
        let cases: [(String, String, String)] = [
            (#"{"bodyy": {"fontName": "Inter-Regular", "fontSize": 17}}"#, "bodyy", "unknown text style"),
            (#"{"body": {"fontName": "Inter-Regular"}}"#, "body", "missing key 'fontSize'"),
            (#"{"body": {"fontName": "Inter-Regular", "fontSize": "17"}}"#, "body.fontSize", "expected a number"),
            (#"{"body": {"fontName": "Inter-Regular", "fontSize": 17, "weight": 3}}"#, "body.weight", "unknown key"),
            ("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>body</key>", "", "malformed property list"),
        ]
        for (document, keyPath, message) in cases {
            do {
                _ = try TypeScale.parseStyleDictionary(Data(document.utf8), source: "Font.plist")
                Issue.record("accepted: \(document)")
            } catch {
                #expect(error.keyPath == keyPath, "\(document)")
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }

    @Test("the shipped default scales parse")
    func defaultsParse() throws {
        #expect(try TypeScale.parse(Data(TypeScale.defaultInterJSON.utf8), source: "inter").entries.count == 9)
        #expect(try TypeScale.parse(Data(TypeScale.defaultSystemJSON.utf8), source: "system").entries.count == 9)
    }
}
