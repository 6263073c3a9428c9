import Foundation
import Testing
import TypeFitTestSupport

/// The JSON document of `typefit scaled-metric --format json`.
private struct ScaledMetricDocument: Decodable {
    var value: Double
    var relativeTo: String
    var model: String
    var api: String
    var rounding: String
    var displayScale: Double
    var platform: String
    var values: [String: Double]
}

private func scaledMetric(_ arguments: String...) throws -> ScaledMetricDocument {
    let run = try TypeFitProcess.run(["scaled-metric"] + arguments + ["--format", "json"])
    #expect(run.status == 0, "\(arguments): \(run.stderr)")
    return try run.decode(ScaledMetricDocument.self)
}

@Suite("typefit scaled-metric")
struct ScaledMetricCommandTests {
    @Test("measured: body-relative 17 pt is 49/3 at medium and 48 at accessibility5 on @3x")
    func measured() throws {
        let document = try scaledMetric("17", "--relative-to", "body")
        #expect(isClose(document.values["medium"], 49.0 / 3))
        #expect(isClose(document.values["accessibility5"], 48))
        #expect(isClose(document.values["large"], 17))
    }

    @Test("JSON: exactly the documented keys and the inputs echoed")
    func shape() throws {
        let run = try TypeFitProcess.run("scaled-metric", "17", "--relative-to", "body", "--format", "json")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let object = try #require(run.jsonObject)
        #expect(
            Set(object.keys) == [
                "value", "relativeTo", "model", "api", "rounding", "displayScale", "platform", "values",
            ])
        let document = try run.decode(ScaledMetricDocument.self)
        #expect(document.value == 17)
        #expect(document.relativeTo == "body")
        #expect(document.model == "leadingRatio")
        #expect(document.api == "scaledMetric")
        #expect(document.rounding == "pixelGrid@3x")
        #expect(document.displayScale == 3)
        #expect(document.platform == "ios")
        #expect(Set(document.values.keys) == Set(iOSSizeNames))
    }

    @Test("all 12 sizes on the 1/3 pt grid (17 × body leading / 22, rounded to thirds)")
    func allSizes() throws {
        let document = try scaledMetric("17", "--relative-to", "body")
        let thirds: [Double] = [44, 46, 49, 51, 56, 60, 67, 79, 93, 111, 130, 144]
        for (name, expected) in zip(iOSSizeNames, thirds) {
            #expect(isClose(document.values[name], expected / 3), "\(name)")
        }
    }

    @Test("--model pointSize: 16 at medium, 53 at accessibility5")
    func pointSizeModel() throws {
        let document = try scaledMetric("17", "--relative-to", "body", "--model", "pointSize")
        #expect(document.model == "pointSizeRatio")
        #expect(isClose(document.values["medium"], 16))
        #expect(isClose(document.values["accessibility5"], 53))
        #expect(isClose(document.values["xSmall"], 14))
    }

    @Test(
        "model names: leading, leadingRatio, pointSizeRatio",
        arguments: [
            ("leading", "leadingRatio"), ("leadingRatio", "leadingRatio"), ("pointSizeRatio", "pointSizeRatio"),
            ("point-size", "pointSizeRatio"),
        ])
    func modelNames(name: String, expected: String) throws {
        #expect(try scaledMetric("17", "--model", name).model == expected)
    }

    @Test("--relative-to defaults to body, like @ScaledMetric")
    func defaultStyle() throws {
        let document = try scaledMetric("17")
        #expect(document.relativeTo == "body")
        #expect(isClose(document.values["medium"], 49.0 / 3))
    }

    @Test(
        "UIKit style names are accepted and reported by their SwiftUI name",
        arguments: [
            ("title1", "title"), ("UIFontTextStyleTitle1", "title"), ("caption1", "caption"),
            ("UICTFontTextStyleBody", "body"), (".largeTitle", "largeTitle"), ("subhead", "subheadline"),
        ])
    func uiKitStyleNames(name: String, expected: String) throws {
        #expect(try scaledMetric("17", "--relative-to", name).relativeTo == expected)
    }

    @Test("relative to title: 34 pt doubles title's leading ratio (68/34 at AX5)")
    func otherStyle() throws {
        let document = try scaledMetric("34", "--relative-to", "title")
        #expect(isClose(document.values["accessibility5"], 68))
        #expect(isClose(document.values["xSmall"], 31))
        #expect(isClose(document.values["large"], 34))
    }

    @Test("--display-scale 2 rounds to half points")
    func displayScale2() throws {
        let document = try scaledMetric("17", "--display-scale", "2")
        #expect(document.displayScale == 2)
        #expect(document.rounding == "pixelGrid@2x")
        let expected: [Double] = [14.5, 15.5, 16, 17, 18.5, 20, 22.5, 26.5, 31, 37, 43.5, 48]
        #expect(iOSSizeNames.map { document.values[$0] ?? .nan } == expected)
    }

    @Test("--api fontCustom rounds to whole points; scaledValue does not round")
    func apis() throws {
        let fontCustom = try scaledMetric("17", "--api", "fontCustom")
        #expect(fontCustom.api == "fontCustom")
        #expect(fontCustom.rounding == "wholePoints")
        #expect(isClose(fontCustom.values["medium"], 16))
        #expect(isClose(fontCustom.values["xSmall"], 15))
        #expect(isClose(fontCustom.values["accessibility5"], 48))

        let scaledValue = try scaledMetric("17", "--api", "scaledValue")
        #expect(scaledValue.api == "scaledValue")
        #expect(scaledValue.rounding == "none")
        #expect(isClose(scaledValue.values["medium"], 17.0 * 21 / 22))
        #expect(isClose(scaledValue.values["accessibility5"], 17.0 * 62 / 22))
    }

    @Test("--display-scale with an API that ignores it: a warning, values unchanged")
    func displayScaleIgnored() throws {
        let run = try TypeFitProcess.run(
            "scaled-metric", "17", "--api", "scaledValue", "--display-scale", "2", "--format", "json")
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("typefit: warning: --display-scale has no effect with --api scaledValue"))
        #expect(isClose(try run.decode(ScaledMetricDocument.self).values["medium"], 17.0 * 21 / 22))
    }

    @Test("a negative value after -- scales mirrored")
    func negative() throws {
        let run = try TypeFitProcess.run("scaled-metric", "--format", "json", "--", "-8")
        #expect(run.status == 0, "\(run.stderr)")
        let document = try run.decode(ScaledMetricDocument.self)
        #expect(document.value == -8)
        #expect(isClose(document.values["xSmall"], -7))
        #expect(isClose(document.values["accessibility5"], -68.0 / 3))
    }

    @Test("watchOS: its 9 sizes, @2x by default")
    func watchOS() throws {
        let document = try scaledMetric("17", "--platform", "watchOS")
        #expect(document.platform == "watchos")
        #expect(document.displayScale == 2)
        #expect(
            Set(document.values.keys) == [
                "xSmall", "small", "large", "xLarge", "xxLarge", "xxxLarge",
                "accessibility1", "accessibility2", "accessibility3",
            ])
        #expect(isClose(document.values["large"], 17))
        // Body leadings 16.5 (xSmall), 18.5 (large), 19.5 (xLarge), 25.5 (AX3):
        // 17 × 16.5 / 18.5 = 15.16… → 15; 17 × 19.5 / 18.5 = 17.92… → 18; 17 × 25.5 / 18.5 = 23.43… → 23.5.
        #expect(isClose(document.values["xSmall"], 15))
        #expect(isClose(document.values["xLarge"], 18))
        #expect(isClose(document.values["accessibility3"], 23.5))
    }

    @Test("macOS: no Dynamic Type, one size, the value unchanged")
    func macOS() throws {
        let document = try scaledMetric("17.5", "--platform", "macos")
        #expect(document.values == ["large": 17.5])
    }

    @Test("text: a two-column table with the Large row marked and the model named")
    func text() throws {
        let run = try TypeFitProcess.run("scaled-metric", "17", "--relative-to", "body")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("size") })
        #expect(header.split(separator: " ").map(String.init) == ["size", "value", "pt"])
        let rows = lines.filter { line in iOSSizeNames.contains { line.hasPrefix($0 + " ") } }
        #expect(rows.count == 12)
        let large = try #require(rows.first { $0.hasPrefix("large ") })
        #expect(large.hasPrefix("large *"))
        #expect(large.hasSuffix(" 17"))
        #expect(rows.filter { $0.contains("*") }.count == 1)
        let medium = try #require(rows.first { $0.hasPrefix("medium ") })
        #expect(medium.hasSuffix(" 16.333"))
        #expect(rows.last?.hasSuffix(" 48") == true)
        #expect(lines.first?.contains("@ScaledMetric(relativeTo: .body) var value = 17") == true)
        #expect(lines.contains { $0.hasPrefix("model: leading ratio") })
        #expect(lines.contains { $0.hasPrefix("rounding: pixel grid") })
    }

    @Test(
        "bad input exits 2 with one line naming the bad value",
        arguments: [
            (["17", "--relative-to", "bogus"], ["\"bogus\"", "body", "title1"]),
            (["abc"], ["\"abc\"", "not a number"]),
            (["17", "--display-scale", "0"], ["display scale", "0", "greater than 0"]),
            (["17", "--display-scale", "-2"], ["display scale", "-2", "greater than 0"]),
            (["17", "--display-scale", "nan"], ["display scale", "nan"]),
            (["17", "--display-scale", "three"], ["\"three\"", "display scale"]),
            (["17", "--model", "linear"], ["\"linear\"", "leadingRatio", "pointSize"]),
            (["17", "--platform", "android"], ["\"android\"", "iOS", "watchOS"]),
            (["17", "--relative-to", "callout", "--platform", "watchos"], ["callout", "watchOS", "body"]),
            (["17", "--api", "bogus"], ["\"bogus\"", "scaledMetric", "fontCustom"]),
            (["0", "--api", "fontCustom"], ["point size", "0", "greater than 0"]),
            (["nan"], ["nan", "finite"]),
            (["inf"], ["inf", "finite"]),
            (["1e9"], ["1000000000", "1000000"]),
        ])
    func badInput(arguments: [String], mentions: [String]) throws {
        let run = try TypeFitProcess.run(["scaled-metric"] + arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("typefit: error: "))
        for text in mentions {
            #expect(run.stderr.contains(text), "stderr lacks \(text): \(run.stderr)")
        }
    }

    @Test("a missing VALUE exits 2 (ArgumentParser error)")
    func missingValue() throws {
        let run = try TypeFitProcess.run("scaled-metric", "--relative-to", "body")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("<value>"))
    }

    @Test("--help documents every option")
    func help() throws {
        let run = try TypeFitProcess.run("scaled-metric", "--help")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        for option in [
            "--relative-to <style>", "--display-scale <n>", "--model <model>",
            "--platform <platform>", "--api <api>", "--format <format>",
        ] {
            let line = try #require(
                lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option) }, "\(option)")
            #expect(line.trimmingCharacters(in: .whitespaces).count > option.count + 10, "no help for \(option)")
        }
    }
}
