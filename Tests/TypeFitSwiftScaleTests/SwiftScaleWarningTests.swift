import Foundation
import Testing
import TypeFitDynamicType
import TypeFitInput
import TypeFitScale
import TypeFitShaping
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// Forms that must be rejected with a warning naming file and line, never guessed; files that do
/// not parse or are not Swift; and the Swift scale resolving exactly like its JSON twin.
@Suite struct SwiftScaleWarningTests {
    @Test func unresolvableDefinitionsAreWarningsNamingFileAndLine() throws {
        let source = """
            extension Font {
                static let ok = Font.custom("Inter", size: 17)
                static let interpolated = Font.custom("Inter-\\(weight)", size: 17)
                static let helper = Font.brand(size: 15)
                static let unknownConstant = Font.custom(Missing.name, size: 15)
                static let rounded = Font.system(size: 15, design: .rounded)
                static let loop: Font = loop2
                static let loop2: Font = loop
                static let zero = Font.custom("Inter", size: 0)
                static let caps = Font.body.smallCaps()
            }
            """
        let sources = try SwiftSources(["Theme.swift": source])
        defer { sources.remove() }
        let reading = try sources.read()
        #expect(reading.definitions.map(\.entryName).contains("ok"))
        let scale = try reading.typeScale(source: "x").withoutPlaces
        // `.rounded` is read (SF Pro Rounded, measured with the system font and said so).
        #expect(scale.entries.map(\.name) == ["ok", "rounded"])
        let path = sources.path("Theme.swift")
        let byLine = Dictionary(grouping: reading.warnings, by: \.location.line)
        #expect(reading.warnings.allSatisfy { $0.location.file == path })
        #expect(byLine[3]?.first?.message.contains("'weight' is not declared in the sources read") == true)
        #expect(byLine[4]?.first?.message.contains("Font.brand") == true)
        #expect(byLine[5]?.first?.message.contains("'Missing.name' is not declared in the sources read") == true)
        #expect(byLine[6]?.first?.message.contains("design .rounded (SF Pro Rounded)") == true)
        #expect(reading.warnings.contains { $0.message.contains("refers to itself") })
        #expect(byLine[9]?.first?.message.contains("more than 0") == true)
        #expect(byLine[10]?.first?.message.contains("smallCaps") == true)
    }

    @Test func noDefinitionsIsAnErrorNamingThePath() throws {
        let sources = try SwiftSources(["View.swift": "struct V { var body: some View { Text(\"x\") } }"])
        defer { sources.remove() }
        #expect(throws: InputError.self) { try sources.read().typeScale(source: "Sources").withoutPlaces }
        #expect(throws: InputError.self) { try SwiftScaleReader.read(paths: [sources.path("missing")]) }
        try sources.write("notes.txt", Data("x".utf8))
        #expect(throws: InputError.self) { try SwiftScaleReader.read(paths: [sources.path("notes.txt")]) }
    }

    @Test func aFileThatDoesNotParseIsReportedAndTheRestIsRead() throws {
        let sources = try SwiftSources([
            "A/Broken.swift": "extension Font {\n    static let x = Font.custom(\"Inter\", size: 17\n",
            "B/Good.swift": "extension Font { static let body2 = Font.custom(\"Inter\", size: 16) }",
        ])
        defer { sources.remove() }
        let reading = try sources.read()
        let warning = try #require(reading.warnings.first { $0.location.file.hasSuffix("Broken.swift") })
        #expect(warning.message.hasPrefix("does not parse: expected"))
        #expect(warning.location.line >= 2)
        #expect(reading.definitions.map(\.entryName).contains("body2"))
    }

    @Test func binaryAndInvalidUTF8FilesAreWarningsNotCrashes() throws {
        let sources = try SwiftSources([
            "Good.swift": "extension Font { static let body2 = Font.custom(\"Inter\", size: 16) }"
        ])
        defer { sources.remove() }
        try sources.write("Binary.swift", Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0xFF, 0xFE]))
        try sources.write("Latin1.swift", Data("let name = \"Caf".utf8) + Data([0xE9, 0x22, 0x0A]))
        let reading = try sources.read()
        let binary = try #require(reading.warnings.first { $0.location.file.hasSuffix("Binary.swift") })
        #expect(binary.message.contains("binary data"))
        let latin1 = try #require(reading.warnings.first { $0.location.file.hasSuffix("Latin1.swift") })
        #expect(latin1.message.contains("invalid UTF-8") && latin1.location.line == 1)
        #expect(reading.definitions.count == 1)
    }

    @Test(.timeLimit(.minutes(1))) func aTenMegabyteFileIsRefusedWithAWarning() throws {
        let sources = try SwiftSources([:])
        defer { sources.remove() }
        let line = "let value\(String(repeating: "x", count: 20)) = \"\(String(repeating: "a", count: 60))\"\n"
        try sources.write("Huge.swift", Data(String(repeating: line, count: 10 * 1_048_576 / line.utf8.count + 1).utf8))
        try sources.write(
            "Good.swift", Data("extension Font { static let body2 = Font.custom(\"Inter\", size: 16) }".utf8))
        let reading = try sources.read()
        let warning = try #require(reading.warnings.first { $0.location.file.hasSuffix("Huge.swift") })
        #expect(warning.message.contains("larger than 4 MiB"))
        #expect(reading.definitions.count == 1)
    }

    @Test func deeplyNestedAndSelfReferentialCodeDoesNotHang() throws {
        let nested = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
        let chain =
            (0..<200).map { "static let c\($0) = c\($0 + 1)" }.joined(separator: "\n") + "\nstatic let c200 = \"Inter\""
        let source =
            "enum Deep {\n\(chain)\nstatic let n = \(nested)\n}\nextension Font { static let body = Font.custom(Deep.c0, size: 17) }"
        let reading = try SwiftSources.reading(source)
        #expect(reading.definitions.isEmpty || reading.warnings.contains { $0.message.contains("levels deep") })
    }

    @Test func swiftScaleResolvesExactlyLikeTheSameScaleInJSON() throws {
        let swift = """
            enum Brand { static let text = "Inter"; static let display = "InterDisplay-SemiBold" }
            extension Font {
                static let display = Font.custom(Brand.display, size: 34, relativeTo: .largeTitle)
                static let bodyText = Font.custom(Brand.text, size: 17)
                static let emphasis = Font.custom(Brand.text, size: 15, relativeTo: .subheadline).weight(.semibold).italic()
                static let tag = Font.custom(Brand.text, fixedSize: 11)
                static let note = Font.caption
                static let label = Font.system(size: 13, weight: .medium)
            }
            enum UIKitFonts {
                static let footnote = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont(name: "Inter-Medium", size: 13)!, maximumPointSize: 19)
            }
            """
        let json = """
            {"entries": [
              {"name": "display", "font": "InterDisplay-SemiBold", "size": 34, "textStyle": "largeTitle"},
              {"name": "bodyText", "font": "Inter", "size": 17},
              {"name": "emphasis", "font": "Inter", "size": 15, "textStyle": "subheadline", "weight": "semibold", "italic": true},
              {"name": "tag", "font": "Inter", "size": 11, "scaling": "fixed"},
              {"name": "note", "textStyle": "caption"},
              {"name": "label", "size": 13, "weight": "medium", "scaling": "fixed"},
              {"name": "footnote", "font": "Inter-Medium", "size": 13, "textStyle": "footnote", "scaling": "uikit", "maximumPointSize": 19}
            ]}
            """
        let fromSwift = try SwiftSources.reading(swift).typeScale(source: "Theme.swift").withoutPlaces
        let fromJSON = try TypeScale.parse(Data(json.utf8), source: "theme.json")
        #expect(fromSwift.entries == fromJSON.entries)
        let resolver = CheckSetup.resolver(on: try BundledFonts.library())
        let swiftResolved = try resolver.resolve(fromSwift)
        let jsonResolved = try resolver.resolve(fromJSON)
        #expect(swiftResolved.entries.count == 7)
        for (a, b) in zip(swiftResolved.entries, jsonResolved.entries) {
            #expect(a.entry.name == b.entry.name)
            #expect(a.styles.count == DynamicTypeSize.allCases.count)
            for (x, y) in zip(a.styles, b.styles) {
                #expect(x.size == y.size && x.pointSize == y.pointSize && x.lineHeight == y.lineHeight)
                #expect(
                    x.tracking == y.tracking && x.face.postScriptName == y.face.postScriptName
                        && x.features == y.features)
            }
        }
    }
}
