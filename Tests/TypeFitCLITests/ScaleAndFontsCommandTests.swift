import Foundation
import Testing
import TypeFitTestSupport

/// `typefit scale` and `typefit fonts`, run as a user runs them.
@Suite("typefit scale and fonts")
struct ScaleAndFontsCommandTests {
    static let fixtures = TestFixtures.directory(of: "TypeFitScaleTests")

    @Test("scale: the default Inter scale as a designer's table")
    func defaultTable() throws {
        let run = try TypeFitProcess.run("scale")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Default (Inter) · ios · leading ratio") == true)
        let body = try #require(lines.first { $0.hasPrefix("body ") })
        let cells = body.split(separator: " ").map(String.init)
        #expect(cells.count == 14)
        #expect(cells[2] == "15/18.15")  // xSmall: 17 × 19/22 → 15 pt
        #expect(cells[5].hasPrefix("17/"))  // large
        #expect(cells[13].hasPrefix("48/"))  // accessibility5: 17 × 62/22 → 48 pt
        #expect(!run.stdout.contains("~"))
    }

    @Test(
        "scale marks sizes below the HIG's 11 pt minimum: the default caption at xSmall–medium, not with --model pointSize"
    )
    func belowLegibleMinimum() throws {
        let run = try TypeFitProcess.run("scale")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("† below 11 pt"))
        let caption = try #require(lines.first { $0.hasPrefix("caption ") }).split(separator: " ").map(String.init)
        #expect(Array(caption[2...4]) == ["10/12.1†", "10/12.1†", "10/12.1†"])
        #expect(!caption[5].contains("†"))
        #expect(lines.filter { $0.contains("†") }.count == 3)  // the header, the caption row, the legend
        #expect(
            lines.contains(
                "† below 11 pt, the smallest size Apple's Human Interface Guidelines recommend for legible text on iOS: caption at xSmall–medium (10 pt)"
            ))

        let json = try TypeFitProcess.run("scale", "--format", "json")
        let entries = try #require(json.jsonObject?["entries"] as? [[String: Any]])
        let captionSizes = try #require(
            entries.first { $0["name"] as? String == "caption" }?["sizes"] as? [String: [String: Any]])
        #expect(captionSizes["xSmall"]?["belowLegibleMinimum"] as? Bool == true)
        #expect(captionSizes["large"]?["belowLegibleMinimum"] as? Bool == false)

        let pointSize = try TypeFitProcess.run("scale", "--model", "pointSize")
        #expect(!pointSize.stdout.contains("†"))  // 12 × 11 ÷ 12 = 11 pt: not below
    }

    @Test("scale --format json: the system scale marks the stand-in approximate with its reason")
    func systemJSON() throws {
        let run = try TypeFitProcess.run("scale", "--scale", "builtin:system", "--format", "json")
        #expect(run.status == 0)
        let document = try #require(run.jsonObject)
        let systemFont = document["systemFont"] as? String
        let model = document["model"] as? String
        #expect(systemFont == "standIn")
        #expect(model == "leadingRatio")
        let entries = try #require(document["entries"] as? [[String: Any]])
        let body = try #require(entries.first { $0["name"] as? String == "body" })
        let sizes = try #require(body["sizes"] as? [String: [String: Any]])
        let large = try #require(sizes["large"])
        let pointSize = large["pointSize"] as? Double
        let lineHeight = large["lineHeight"] as? Double
        let tracking = large["tracking"] as? Double
        let face = large["face"] as? String
        let approximate = large["approximate"] as? Bool
        let reasons = large["reasons"] as? [String] ?? []
        #expect(pointSize == 17)
        #expect(lineHeight == 22)
        #expect(tracking == -0.43)
        #expect(face == "Inter-Regular")
        #expect(approximate == true)
        #expect(reasons.contains { $0.contains("SF Pro is not available") })
        let ax5Face = sizes["accessibility5"]?["face"] as? String
        #expect(ax5Face == "InterDisplay-Regular")
    }

    @Test("scale --model pointSize and a style dictionary")
    func modelAndDictionary() throws {
        let run = try TypeFitProcess.run(
            "scale", "--scale", Self.fixtures + "/Inter-StyleDictionary.plist", "--model", "pointSize", "--format",
            "json")
        #expect(run.status == 0)
        let entries = try #require(run.jsonObject?["entries"] as? [[String: Any]])
        let body = try #require(entries.first { $0["name"] as? String == "body" })
        let ax5 = try #require((body["sizes"] as? [String: [String: Any]])?["accessibility5"])
        let pointSize = ax5["pointSize"] as? Double
        let api = body["api"] as? String
        #expect(pointSize == 53)  // 17 × 53/17
        #expect(api == "UIFontMetrics(forTextStyle: .body).scaledFont(for:)")
    }

    @Test("scale: bad input exits 2 naming the file and key path")
    func badScale() throws {
        let scratch = try ScratchDirectory("bad-scale")
        defer { scratch.remove() }
        let path = scratch.path("bad-scale.json")
        try Data(#"{"entries": [{"name": "a", "textStyle": "bodyy"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let run = try TypeFitProcess.run("scale", "--scale", path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(path):1: entries[0].textStyle: unknown text style 'bodyy'"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let missing = try TypeFitProcess.run("scale", "--scale", "/nonexistent/scale.json")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/scale.json: no such file"))
    }

    @Test("fonts: the sixteen bundled faces")
    func bundledFaces() throws {
        let run = try TypeFitProcess.run("fonts", "--format", "json")
        #expect(run.status == 0)
        let faces = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(faces.count == 16)
        let semiboldItalic = try #require(
            faces.first { ($0["postScriptName"] as? String) == "InterDisplay-SemiBoldItalic" })
        let weight = semiboldItalic["weight"] as? Int
        #expect(weight == 600)
    }

    @Test("fonts --info-plist: unregistered files, missing files and unknown names are problems (exit 1)")
    func infoPlist() throws {
        let directory = try ScratchDirectory("plist").url
        let plist = directory.appendingPathComponent("Info.plist").path
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIAppFonts</key><array>
            <string>Inter-Regular.otf</string><string>Inter-Bold.otf</string><string>Missing.ttf</string>
            </array></dict></plist>
            """.utf8
        ).write(to: URL(fileURLWithPath: plist))
        let fontsDirectory = TestFixtures.bundledFontsFolder
        let run = try TypeFitProcess.run(
            "fonts", fontsDirectory, "--info-plist", plist, "--scale", Self.fixtures + "/app-scale.json")
        #expect(run.status == 1)
        #expect(run.stdout.contains("UIAppFonts lists Missing.ttf, which is not among the font files given"))
        #expect(
            run.stdout.contains("price: Inter-SemiBold comes from Inter-SemiBold.otf, which UIAppFonts does not list"))
        #expect(run.stdout.contains("legacy: font 'Avenir Next' is not among the fonts given"))
        #expect(!run.stdout.contains("body: Inter-Regular"))
        // Each registered file with the faces it holds, the names Font.custom can use.
        #expect(run.stdout.contains("  Inter-Bold.otf: Inter-Bold (Inter, 700)\n"))
        #expect(run.stdout.contains("  Missing.ttf: not among the fonts given\n"))
    }
}
