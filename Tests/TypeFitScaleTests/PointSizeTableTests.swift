import Foundation
import Testing
import TypeFitDynamicType
import TypeFitInput
import TypeFitVocabulary

@testable import TypeFitScale

/// Entries whose sizes the app's code computes, one per Dynamic Type size (`pointSizes`,
/// `scaling: "computed"`): read in array and object form, resolved to exactly those sizes after
/// the range and the cap, and every malformed table refused at its key path.
@Suite("Type scale point-size tables")
struct PointSizeTableTests {
    /// A table no scaling model gives: the app steps its accessibility sizes by hand.
    static let bodyPlusSix: [Double] = [20, 21, 22, 23, 25, 27, 29, 34, 38, 43, 49, 55]

    static var arrayJSON: String {
        """
        {"fonts": {"Inter": {"regular": "Inter-Regular", "bold": "Inter-Bold"}},
         "entries": [{"name": "hero", "font": "Inter", "weight": "bold", "textStyle": "body",
                      "pointSizes": [\(bodyPlusSix.map { String(Int($0)) }.joined(separator: ", "))]}]}
        """
    }

    @Test("array form: every size takes its table value; size is the Large value; the API says computed")
    func arrayForm() throws {
        let scale = try ScaleFixtures.scale(Self.arrayJSON)
        let entry = try #require(scale.entry(named: "hero"))
        #expect(entry.scaling == .computed)
        #expect(entry.pointSizes == Self.bodyPlusSix)
        #expect(entry.size == 23)
        #expect(entry.definedAt == nil)
        let resolved = try #require(try ScaleFixtures.resolver().resolve(scale).entry(named: "hero"))
        #expect(resolved.styles.map(\.pointSize) == Self.bodyPlusSix)
        #expect(resolved.api == "computed by the app's code")
        #expect(resolved.api == TypeScaleResolver.computedDescription)
        for style in resolved.styles {
            #expect(style.face.postScriptName == "Inter-Bold")
            let metrics = style.face.descriptor.metrics
            let expected = Double(metrics.lineHeight) * style.pointSize / Double(style.face.unitsPerEm)
            #expect(abs(style.lineHeight - expected) < 1e-9)
            #expect(style.tracking == 0)
        }
    }

    @Test("object form, with SwiftUI, UIKit and AX names in any order, reads as the array form")
    func objectForm() throws {
        let names = [
            "AX5", "xSmall", "small", "medium", "large", "extraLarge", "xxLarge", "UICTContentSizeCategoryXXXL",
            "accessibility1", "accessibilityLarge", "AX3", "accessibility4",
        ]
        let values: [Double] = [55, 20, 21, 22, 23, 25, 27, 29, 34, 38, 43, 49]
        let members = zip(names, values).map { "\"\($0)\": \($1)" }.joined(separator: ", ")
        let scale = try ScaleFixtures.scale(
            #"{"entries": [{"name": "hero", "font": "Inter", "textStyle": "body", "scaling": "computed", "pointSizes": {"#
                + members + "}}]}")
        #expect(scale.entries[0].pointSizes == Self.bodyPlusSix)
        #expect(scale.entries[0].scaling == .computed)
        let resolved = try ScaleFixtures.resolver().resolve(scale)
        #expect(resolved.entries[0].styles.map(\.pointSize) == Self.bodyPlusSix)
        #expect(resolved.entries[0].style(at: .large).face.postScriptName == "Inter-Regular")
    }

    @Test("the range clamps the size first, then the cap applies; a matching size is accepted")
    func rangeAndCap() throws {
        let table = Self.bodyPlusSix.map { String(Int($0)) }.joined(separator: ", ")
        let scale = try ScaleFixtures.scale(
            """
            {"entries": [{"name": "hero", "font": "Inter", "size": 23, "textStyle": "body",
              "dynamicTypeRange": "small...accessibility3", "maximumPointSize": 40, "pointSizes": [\(table)]}]}
            """)
        let resolved = try #require(try ScaleFixtures.resolver().resolve(scale).entry(named: "hero"))
        // xSmall → small (21); accessibility2 38; accessibility3 43 → capped 40; AX4, AX5 → AX3 → 40.
        #expect(resolved.styles.map(\.pointSize) == [21, 21, 22, 23, 25, 27, 29, 34, 38, 40, 40, 40])
        #expect(resolved.style(at: .xSmall).effectiveSize == .small)
        #expect(resolved.style(at: .accessibility5).effectiveSize == .accessibility3)
    }

    @Test("a system-font entry with a table: the stand-in's faces at the table's sizes, SF tracking")
    func systemFontTable() throws {
        let table = Self.bodyPlusSix.map { String(Int($0)) }.joined(separator: ", ")
        let scale = try ScaleFixtures.scale(
            #"{"entries": [{"name": "s", "textStyle": "body", "pointSizes": [\#(table)]}]}"#)
        let resolved = try #require(try ScaleFixtures.resolver().resolve(scale).entry(named: "s"))
        #expect(resolved.styles.map(\.pointSize) == Self.bodyPlusSix)
        #expect(resolved.api == "computed by the app's code")
        // 20 pt and larger take the Display cut; tracking follows the SF table at each table size.
        #expect(resolved.style(at: .xSmall).face.postScriptName == "InterDisplay-Regular")
        #expect(resolved.style(at: .xSmall).tracking == -0.45)
        let tracking = SFTracking(source: .default, platform: .iOS)
        for style in resolved.styles {
            #expect(style.tracking == (try tracking.tracking(atPointSize: style.pointSize)))
        }
    }

    @Test("the initializer: a table makes the entry computed and gives size its Large value")
    func initializer() throws {
        let entry = TypeScaleEntry(
            name: "hero", textStyle: .body, font: "Inter", pointSizes: Self.bodyPlusSix,
            definedAt: "Sources/Theme/Fonts.swift:12")
        #expect(entry.scaling == .computed)
        #expect(entry.size == 23)
        #expect(entry.definedAt == "Sources/Theme/Fonts.swift:12")
        let plain = TypeScaleEntry(name: "body", textStyle: .body, font: "Inter", size: 17, scaling: .uikit)
        #expect(plain.scaling == .uikit)
        #expect(plain.pointSizes == nil)
        #expect(TypeScaleEntry.Scaling(rawValue: "computed") == .computed)
    }

    @Test("resolving a computed entry without a table, or with a short one, names the key path")
    func resolverRefusesBadTables() throws {
        var missing = TypeScaleEntry(name: "a", textStyle: .body, font: "Inter", size: 17)
        missing.scaling = .computed
        let short = TypeScaleEntry(name: "b", textStyle: .body, font: "Inter", pointSizes: [17, 18])
        let resolver = try ScaleFixtures.resolver()
        for (entry, keyPath, message) in [
            (missing, "entries[0].scaling", "scaling 'computed' needs 'pointSizes'"),
            (short, "entries[0].pointSizes", "needs 12 point sizes"),
        ] {
            let scale = TypeScale(name: "t", source: "t.json", entries: [entry])
            do {
                _ = try resolver.resolve(scale)
                Issue.record("resolved \(entry.name)")
            } catch {
                #expect(error.path == "t.json")
                #expect(error.keyPath == keyPath)
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }

    static let twelve = "[20, 21, 22, 23, 25, 27, 29, 34, 38, 43, 49, 55]"
    static let elevenNames =
        #""xSmall": 20, "small": 21, "medium": 22, "large": 23, "xLarge": 25, "xxLarge": 27, "xxxLarge": 29, "#
        + #""accessibility1": 34, "accessibility2": 38, "accessibility3": 43, "accessibility4": 49"#

    static let badCases: [(entry: String, keyPath: String, message: String)] = [
        (
            #""pointSizes": [20, 21, 22]"#, "entries[0].pointSizes",
            "pointSizes needs 12 point sizes, one per Dynamic Type size (xSmall … accessibility5), found 3"
        ),
        (
            #""pointSizes": {\#(elevenNames)}"#, "entries[0].pointSizes",
            "missing size accessibility5 (pointSizes gives all 12 Dynamic Type sizes"
        ),
        (
            #""pointSizes": {"xSmall": 20, "large": 23}"#, "entries[0].pointSizes",
            "missing sizes small, medium, xLarge, xxLarge, xxxLarge, accessibility1"
        ),
        (
            #""pointSizes": {\#(elevenNames), "huge": 55}"#, "entries[0].pointSizes.huge",
            #"unknown Dynamic Type size "huge"; accepted: xSmall, small"#
        ),
        (
            #""pointSizes": {\#(elevenNames), "AX5": 55, "accessibility5": 56}"#,
            "entries[0].pointSizes.accessibility5", "'accessibility5' and 'AX5' both give the size accessibility5"
        ),
        (
            #""pointSizes": [20, 21, 22, "23", 25, 27, 29, 34, 38, 43, 49, 55]"#, "entries[0].pointSizes[3]",
            "expected a number, found a string"
        ),
        (
            #""pointSizes": [20, 21, 22, 23, 25, 27, 29, 34, 38, 43, 49, 1001]"#, "entries[0].pointSizes[11]",
            "a point size must be more than 0 and at most 1000 points, found 1001.0"
        ),
        (
            #""pointSizes": [0, 21, 22, 23, 25, 27, 29, 34, 38, 43, 49, 55]"#, "entries[0].pointSizes[0]",
            "a point size must be more than 0"
        ),
        (
            #""pointSizes": {\#(elevenNames), "accessibility5": -1}"#, "entries[0].pointSizes.accessibility5",
            "a point size must be more than 0"
        ),
        (
            #""pointSizes": "big""#, "entries[0].pointSizes",
            "expected an array of 12 point sizes or an object of Dynamic Type size → point size, found a string"
        ),
        (
            #""size": 17, "pointSizes": \#(twelve)"#, "entries[0].size",
            "size 17.0 disagrees with pointSizes, whose Large size is 23.0"
        ),
        (
            #""scaling": "uikit", "pointSizes": \#(twelve)"#, "entries[0].scaling",
            "scaling 'uikit' cannot go with 'pointSizes': an entry with a per-size table is 'computed'"
        ),
        (
            #""size": 17, "scaling": "computed""#, "entries[0].scaling",
            "scaling 'computed' needs 'pointSizes': the point size at each of the 12 Dynamic Type sizes"
        ),
        (#""size": 17, "definedAt": 12"#, "entries[0].definedAt", "expected a string, found a number"),
    ]

    @Test("each malformed table names file, line and key path", arguments: badCases.indices)
    func malformed(index: Int) {
        let (members, keyPath, message) = Self.badCases[index]
        let json = #"{"entries": [{"name": "a", "font": "Inter", "textStyle": "body", "# + members + "}]}"
        do {
            _ = try TypeScale.parse(Data(json.utf8), source: "scale.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.path == "scale.json")
            #expect(error.keyPath == keyPath, "\(json)")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.description.hasPrefix("scale.json:1: \(keyPath): "), "\(error)")
        }
    }

    @Test("an unknown size name lists the accepted names")
    func unknownNameListsAccepted() {
        let json =
            #"{"entries": [{"name": "a", "textStyle": "body", "pointSizes": {"# + Self.elevenNames
            + #", "gigantic": 55}}]}"#
        do {
            _ = try TypeScale.parse(Data(json.utf8), source: "scale.json")
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("accessibility5"), "\(error.message)")
            #expect(error.message.contains("AX5"), "\(error.message)")
            #expect(error.message.contains("extraLarge"), "\(error.message)")
        }
    }
}
