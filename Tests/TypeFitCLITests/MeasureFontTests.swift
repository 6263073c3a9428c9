import Foundation
import Testing
import TypeFit
import TypeFitTestSupport

/// `typefit measure` sets fonts as the phone shows them: the system font with its weights and
/// SF tracking, a variable font's optical size at the size, a font's own `trak`, and
/// `lineLimit` 0 as no limit.
@Suite("typefit measure: fonts as shown")
struct MeasureFontTests {
    static let testFonts = TestFixtures.testFonts

    static func width(_ result: [String: Any]) throws -> Double { try #require(result["width"] as? Double) }

    /// hb-shape's figures: "Settings Heavy" in the bundled variable Inter at `wght=800` is 21159
    /// units (2816 per em); SF Pro's tracking at 17 pt is −0.43 pt per character.
    @Test("the system font at weight 800: the variable Inter at wght 800, with SF tracking at the size")
    func systemHeavy() throws {
        let (status, results) = try MeasureCommandTests.run([
            #"{"text": "Settings Heavy", "font": {"family": "system", "weight": 800}, "size": 17}"#,
            #"{"text": "Settings Heavy", "font": "system", "size": 17}"#,
            #"{"text": "Settings Heavy", "font": "Inter-Regular", "size": 17}"#,
            #"{"text": "Settings", "font": {"family": "system", "weight": 700}, "size": 28}"#,
        ])
        #expect(status == 0)
        #expect(
            results.map { $0["face"] as? String } == [
                "Inter-ExtraBold", "Inter-Regular", "Inter-Regular", "InterDisplay-Bold",
            ])
        let tracking17 = try SFTracking(source: .points, platform: .iOS).tracking(atPointSize: 17)
        #expect(tracking17 == -0.43)
        #expect(abs(try Self.width(results[0]) - (21159.0 * 17 / 2816 + 14 * tracking17)) < 0.001)
        // "system" at 400 is Inter-Regular with SF tracking; the PostScript name alone has none.
        #expect(abs(try Self.width(results[1]) - (try Self.width(results[2]) + 14 * tracking17)) < 0.001)
    }

    @Test("--system-font without SF Pro in it exits 2, naming the option")
    func badSystemFont() throws {
        let run = try TypeFitProcess.run("measure", "--system-font", Self.testFonts, "--input", "/dev/null")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--system-font"))
    }

    @Test("lineLimit 0 is no limit; 1 truncates")
    func lineLimitZero() throws {
        let text = "one two three four five six"
        let (_, results) = try MeasureCommandTests.run([
            #"{"text": "\#(text)", "size": 17, "width": 60, "lineLimit": 0}"#,
            #"{"text": "\#(text)", "size": 17, "width": 60}"#,
            #"{"text": "\#(text)", "size": 17, "width": 60, "lineLimit": 1}"#,
        ])
        #expect(results[0]["lines"] as? Int == 5)
        #expect(results[0]["truncated"] as? Bool == false)
        #expect(results[0]["lineWidths"] as? [Double] == results[1]["lineWidths"] as? [Double])
        #expect(results[2]["lines"] as? Int == 1)
        #expect(results[2]["truncated"] as? Bool == true)
    }

    /// hb-shape's figures: "Settings" in DM Sans is 3811 units at `opsz=12,wght=400` and 3498 at
    /// `opsz=36,wght=400` (1000 per em); in Inter Tracked 11308 units at `--font-ptem=12` and
    /// 10828 at `--font-ptem=36` (2816 per em).
    @Test("a variable font's opsz follows the size, and a font's trak applies at the size")
    func opticalSizeAndTrak() throws {
        let (status, results) = try MeasureCommandTests.run(
            [
                #"{"text": "Settings", "font": "DMSans-9ptRegular", "size": 12}"#,
                #"{"text": "Settings", "font": "DMSans-9ptRegular", "size": 36}"#,
                #"{"text": "Settings", "font": "InterTracked-Regular", "size": 12}"#,
                #"{"text": "Settings", "font": "InterTracked-Regular", "size": 36}"#,
            ], arguments: ["--fonts", Self.testFonts])
        #expect(status == 0)
        #expect(abs(try Self.width(results[0]) - 3811.0 * 12 / 1000) < 0.001)
        #expect(abs(try Self.width(results[1]) - 3498.0 * 36 / 1000) < 0.001)
        #expect(abs(try Self.width(results[2]) - 11308.0 * 12 / 2816) < 0.001)
        #expect(abs(try Self.width(results[3]) - 10828.0 * 36 / 2816) < 0.001)
    }

    @Test("typefit fonts --format json gives a face's trak table")
    func fontsListTrak() throws {
        let run = try TypeFitProcess.run("fonts", Self.testFonts + "/InterTracked-Regular.otf", "--format", "json")
        #expect(run.status == 0)
        let faces = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let tracking = try #require(faces.first?["tracking"] as? [String: Any])
        #expect(tracking["pointSizes"] as? [Double] == [6, 12, 24, 48])
        #expect(tracking["values"] as? [Double] == [80, 40, 0, -40])
    }

    @Test("typefit scale shows the opsz an entry takes, a trak font's tracking, and the system font's heavy weight")
    func scaleReport() throws {
        try ScratchDirectory.with("scale") { directory in
            let scale = directory.appendingPathComponent("scale.json").path
            try Data(
                #"""
                {"entries": [{"name": "body", "font": "DMSans-9ptRegular", "size": 17, "textStyle": "body"},
                  {"name": "tracked", "font": "InterTracked-Regular", "size": 17, "textStyle": "body"},
                  {"name": "heavy", "textStyle": "body", "weight": "heavy"}]}
                """#.utf8
            ).write(to: URL(fileURLWithPath: scale))
            let run = try TypeFitProcess.run("scale", "--scale", scale, "--fonts", Self.testFonts)
            #expect(run.status == 0)
            let rows = run.stdout.split(separator: "\n").map {
                $0.split(separator: " ", omittingEmptySubsequences: true)
            }
            func row(_ name: String) -> [Substring]? { rows.last { $0.first.map(String.init) == name } }
            // Body runs from 15 to 48 pt; DM Sans's opsz stops at 40.
            #expect(row("body")?.suffix(4).joined(separator: " ") == "DMSans-9ptRegular (opsz 15–40) 0")
            // The trak track at 15 pt (30 units: 0.16 pt) to 48 pt (−40 units: −0.68 pt).
            #expect(row("tracked")?.last == "-0.68…0.16")
            #expect(row("heavy")?.contains("Inter-ExtraBold") == true)
        }
    }
}
