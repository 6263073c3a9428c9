import Foundation
import Testing
import TypeFitTestSupport

/// `typefit scale --format json-scale`: the scale written as the JSON type scale `--scale`
/// reads, which reads back to the same resolved scale; computed entries and where entries are
/// defined, in the text and JSON reports.
@Suite("typefit scale --format json-scale")
struct ScaleJSONScaleCommandTests {
    /// A scale with a computed entry (a per-size table, capped and clamped) beside ordinary ones.
    static let computedScale = """
        {
          "name": "Computed",
          "fonts": { "Inter": { "regular": "Inter-Regular", "bold": "Inter-Bold", "italic": { "regular": "Inter-Italic" } } },
          "entries": [
            { "name": "hero", "font": "Inter", "weight": "bold", "textStyle": "body", "maximumPointSize": 50,
              "dynamicTypeRange": "...accessibility4", "definedAt": "Sources/Theme/Fonts.swift:12",
              "pointSizes": { "xSmall": 20, "small": 21, "medium": 22, "large": 23, "xLarge": 25, "xxLarge": 27,
                              "xxxLarge": 29, "AX1": 34, "AX2": 38, "AX3": 43, "AX4": 49, "AX5": 55 } },
            { "name": "body", "font": "Inter", "size": 17, "textStyle": "body", "lineSpacing": 2 },
            { "name": "badge", "font": "Inter", "size": 12, "textStyle": "caption2", "scaling": "uikit",
              "maximumPointSize": 20, "tracking": 0.5, "features": ["tnum"] },
            { "name": "system-footnote", "textStyle": "footnote" }
          ]
        }
        """

    /// The `--format json` document of `arguments`, without `source` (the path read, which
    /// differs between the original and the written scale).
    static func resolvedJSON(_ arguments: [String]) throws -> NSDictionary {
        let run = try TypeFitProcess.run(["scale", "--format", "json"] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        var document = try #require(run.jsonObject)
        #expect(document["source"] != nil)
        document["source"] = nil
        return document as NSDictionary
    }

    /// Writes `--format json-scale` of `arguments` to a file, reads it back with `--scale`, and
    /// checks both give the same `--format json` (but for `source`) and the same text table
    /// (but for the file named). Returns the written text.
    @discardableResult
    static func expectRoundTrip(_ arguments: [String], in directory: URL) throws -> String {
        let written = try TypeFitProcess.run(["scale", "--format", "json-scale"] + arguments)
        #expect(written.status == 0, "\(written.stderr)")
        let file = directory.appendingPathComponent("written.json")
        try Data(written.stdout.utf8).write(to: file)
        let original = try resolvedJSON(arguments)
        let readBack = try resolvedJSON(["--scale", file.path])
        #expect(original == readBack)
        let originalText = try TypeFitProcess.run(["scale"] + arguments)
        let readBackText = try TypeFitProcess.run("scale", "--scale", file.path)
        #expect(originalText.stdout == readBackText.stdout)
        // Writing the written scale again gives the same text.
        let again = try TypeFitProcess.run("scale", "--scale", file.path, "--format", "json-scale")
        #expect(again.stdout == written.stdout)
        return written.stdout
    }

    @Test("the default Inter scale written with json-scale reads back to the same --format json")
    func defaultRoundTrip() throws {
        try ScratchDirectory.with("typefit-json-scale") { directory in
            let text = try Self.expectRoundTrip([], in: directory)
            #expect(text.hasPrefix("{\n  \"name\": \"Default (Inter)\",\n  \"platform\": \"ios\",\n  \"fonts\": {\n"))
            #expect(
                text.contains(
                    #"    { "name": "body", "textStyle": "body", "font": "Inter", "weight": "regular", "size": 17 },"#))
            #expect(
                text.contains(
                    #"    { "name": "caption", "textStyle": "caption", "font": "Inter", "weight": "regular", "size": 12, "maximumPointSize": 24 },"#
                ))
        }
    }

    @Test("the system scale round-trips too")
    func systemRoundTrip() throws {
        try ScratchDirectory.with("typefit-json-scale") { directory in
            let text = try Self.expectRoundTrip(["--scale", "builtin:system"], in: directory)
            #expect(!text.contains("\"fonts\""))
            #expect(text.contains(#"    { "name": "display", "textStyle": "largeTitle", "weight": "bold" },"#))
        }
    }

    @Test("a scale with a computed entry round-trips; reports show the table, the API and where it is defined")
    func computedRoundTrip() throws {
        try ScratchDirectory.with("typefit-json-scale") { directory in
            let source = directory.appendingPathComponent("computed.json")
            try Data(Self.computedScale.utf8).write(to: source)
            let text = try Self.expectRoundTrip(["--scale", source.path], in: directory)
            #expect(
                text.contains(
                    #"{ "name": "hero", "textStyle": "body", "font": "Inter", "weight": "bold", "scaling": "computed", "pointSizes": { "xSmall": 20, "small": 21, "medium": 22, "large": 23, "xLarge": 25, "xxLarge": 27, "xxxLarge": 29, "accessibility1": 34, "accessibility2": 38, "accessibility3": 43, "accessibility4": 49, "accessibility5": 55 }, "maximumPointSize": 50, "dynamicTypeRange": "xSmall...accessibility4", "definedAt": "Sources/Theme/Fonts.swift:12" }"#
                ))

            let json = try TypeFitProcess.run("scale", "--scale", source.path, "--format", "json")
            let entries = try #require(json.jsonObject?["entries"] as? [[String: Any]])
            let hero = try #require(entries.first { $0["name"] as? String == "hero" })
            #expect(hero["api"] as? String == "computed by the app's code")
            #expect(hero["definedAt"] as? String == "Sources/Theme/Fonts.swift:12")
            let sizes = try #require(hero["sizes"] as? [String: [String: Any]])
            let points = ["xSmall", "large", "accessibility4", "accessibility5"].map {
                sizes[$0]?["pointSize"] as? Double
            }
            #expect(points == [20, 23, 49, 49])
            let face = sizes["large"]?["face"] as? String
            #expect(face == "Inter-Bold")
            let body = try #require(entries.first { $0["name"] as? String == "body" })
            #expect(body["definedAt"] == nil)
            #expect(body["api"] as? String == "Font.custom(_:size:relativeTo: .body)")

            let table = try TypeFitProcess.run("scale", "--scale", source.path)
            #expect(table.status == 0)
            let lines = table.stdout.split(separator: "\n").map(String.init)
            let heroRow = try #require(lines.first { $0.hasPrefix("hero ") }).split(separator: " ").map(String.init)
            #expect(heroRow[2].hasPrefix("20/"))
            #expect(heroRow[5].hasPrefix("23/"))
            #expect(heroRow[13].hasPrefix("49/"))
            #expect(lines.contains { $0.hasPrefix("entry") && $0.hasSuffix("defined at") })
            let heroFaces = try #require(lines.last { $0.hasPrefix("hero ") })
            #expect(heroFaces.contains("computed by the app's code"))
            #expect(heroFaces.hasSuffix("Sources/Theme/Fonts.swift:12"))
        }
    }

    @Test("scales that do not say where entries are defined keep their reports as they were")
    func noDefinitionColumn() throws {
        let table = try TypeFitProcess.run("scale")
        #expect(!table.stdout.contains("defined at"))
        let header = try #require(
            table.stdout.split(separator: "\n").first { $0.hasPrefix("entry") && $0.contains("API") })
        #expect(header.hasSuffix("tracking pt"))
        let json = try TypeFitProcess.run("scale", "--format", "json")
        #expect(!json.stdout.contains("definedAt"))
    }

    @Test("a bad table is refused with file, line and key path")
    func badTable() throws {
        try ScratchDirectory.with("typefit-json-scale") { directory in
            let source = directory.appendingPathComponent("bad.json")
            try Data(
                #"{"entries": [{"name": "a", "font": "Inter", "textStyle": "body", "pointSizes": [20, 21]}]}"#.utf8
            ).write(to: source)
            let run = try TypeFitProcess.run("scale", "--scale", source.path, "--format", "json-scale")
            #expect(run.status != 0)
            #expect(
                run.stderr.contains(
                    "\(source.path):1: entries[0].pointSizes: pointSizes needs 12 point sizes, one per Dynamic Type size (xSmall … accessibility5), found 2"
                ), "\(run.stderr)")
        }
    }
}
