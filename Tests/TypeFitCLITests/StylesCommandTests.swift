import Foundation
import Testing
import TypeFitTestSupport

/// The JSON document of `typefit styles --format json`.
private struct StylesDocument: Decodable {
    struct Style: Decodable {
        var weight: String
        var emphasizedWeight: String
        var pointSize: [Double]
        var leading: [Double]
        var confidence: String
    }

    var platform: String
    var sizes: [String]
    var defaultSize: String
    var styles: [String: Style]
}

@Suite("typefit styles")
struct StylesCommandTests {
    @Test("iOS JSON: body's point sizes and leadings at the 12 sizes (HIG values, written out)")
    func iOSBody() throws {
        let run = try TypeFitProcess.run("styles", "--format", "json")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let document = try run.decode(StylesDocument.self)
        #expect(document.platform == "ios")
        #expect(document.sizes == iOSSizeNames)
        #expect(document.defaultSize == "large")
        let body = try #require(document.styles["body"])
        #expect(body.pointSize == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        // shared/reference/ios-text-styles.json: xxLarge 26, AX2 40, AX3 48.
        #expect(body.leading == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        #expect(body.weight == "regular")
        #expect(body.emphasizedWeight == "semibold")
        #expect(body.confidence == "documented")
    }

    @Test("iOS JSON: exactly the documented keys, every array as long as sizes")
    func iOSShape() throws {
        let run = try TypeFitProcess.run("styles", "--platform", "ios", "--format", "json")
        let object = try #require(run.jsonObject)
        #expect(Set(object.keys) == ["platform", "sizes", "defaultSize", "styles"])
        let styles = try #require(object["styles"] as? [String: Any])
        #expect(
            Set(styles.keys) == [
                "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
                "footnote", "caption", "caption2", "extraLargeTitle", "extraLargeTitle2",
            ])
        for (name, value) in styles {
            let style = try #require(value as? [String: Any], "\(name)")
            #expect(Set(style.keys) == ["weight", "emphasizedWeight", "pointSize", "leading", "confidence"], "\(name)")
        }
        let document = try run.decode(StylesDocument.self)
        for (name, style) in document.styles {
            #expect(style.pointSize.count == 12, "\(name)")
            #expect(style.leading.count == 12, "\(name)")
        }
    }

    @Test("iOS JSON: other rows — title is title1, headline semibold, extraLargeTitle inferred")
    func iOSOtherRows() throws {
        let document = try TypeFitProcess.run("styles", "--format", "json").decode(StylesDocument.self)
        let title = try #require(document.styles["title"])
        #expect(title.pointSize == [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58])
        #expect(title.emphasizedWeight == "bold")
        let headline = try #require(document.styles["headline"])
        #expect(headline.weight == "semibold")
        #expect(headline.pointSize == document.styles["body"]?.pointSize)
        let caption2 = try #require(document.styles["caption2"])
        #expect(caption2.pointSize.last == 40)
        let extraLargeTitle = try #require(document.styles["extraLargeTitle"])
        #expect(extraLargeTitle.confidence == "inferred")
        #expect(extraLargeTitle.pointSize[3] == 36)
        #expect(extraLargeTitle.weight == "bold")
    }

    @Test("watchOS JSON: 9 sizes, no medium/AX4/AX5, footnote2 under its HIG name, no callout")
    func watchOS() throws {
        let run = try TypeFitProcess.run("styles", "--platform", "watchos", "--format", "json")
        #expect(run.status == 0)
        let document = try run.decode(StylesDocument.self)
        #expect(document.platform == "watchos")
        #expect(document.sizes.count == 9)
        #expect(
            document.sizes == [
                "xSmall", "small", "large", "xLarge", "xxLarge", "xxxLarge",
                "accessibility1", "accessibility2", "accessibility3",
            ])
        #expect(document.defaultSize == "large")
        for (name, style) in document.styles {
            #expect(style.pointSize.count == 9, "\(name)")
            #expect(style.leading.count == 9, "\(name)")
        }
        let body = try #require(document.styles["body"])
        #expect(body.pointSize == [14, 15, 16, 17, 18, 19, 21, 22, 23])
        #expect(body.leading == [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5])
        #expect(document.styles["footnote2"]?.pointSize.first == 10)
        #expect(document.styles["callout"] == nil)
    }

    @Test(
        "watchOS: the watch case size sets the default size; --watch-size alone implies watchOS",
        arguments: [("38", "small"), ("40mm", "large"), ("42", "large"), ("44", "xLarge"), ("49mm", "xLarge")])
    func watchCaseSize(size: String, expectedDefault: String) throws {
        let run = try TypeFitProcess.run("styles", "--watch-size", size, "--format", "json")
        #expect(run.status == 0)
        let document = try run.decode(StylesDocument.self)
        #expect(document.platform == "watchos")
        #expect(document.defaultSize == expectedDefault)
    }

    @Test("macOS and tvOS JSON: one fixed table reported as the single size \"large\"")
    func fixedTables() throws {
        let macOS = try TypeFitProcess.run("styles", "--platform", "macOS", "--format", "json")
            .decode(StylesDocument.self)
        #expect(macOS.platform == "macos")
        #expect(macOS.sizes == ["large"])
        #expect(macOS.defaultSize == "large")
        #expect(macOS.styles["body"]?.pointSize == [13])
        #expect(macOS.styles["body"]?.leading == [16])
        #expect(macOS.styles["headline"]?.weight == "bold")

        let tvOS = try TypeFitProcess.run("styles", "--platform", "tvos", "--format", "json")
            .decode(StylesDocument.self)
        #expect(tvOS.platform == "tvos")
        #expect(tvOS.sizes == ["large"])
        #expect(tvOS.styles["body"]?.pointSize == [29])
        #expect(tvOS.styles["body"]?.leading == [36])
        #expect(tvOS.styles["largeTitle"] == nil)
        #expect(tvOS.styles["subheadline"]?.pointSize == [38])
    }

    @Test("iPadOS is accepted as iOS, case-insensitively")
    func iPadOS() throws {
        let run = try TypeFitProcess.run("styles", "--platform", "IPADOS", "--format", "json")
        #expect(run.status == 0)
        #expect(try run.decode(StylesDocument.self).platform == "ios")
    }

    @Test("text: a header with every size, Large marked, size/leading cells, source and confidence footer")
    func iOSText() throws {
        let run = try TypeFitProcess.run("styles")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("style") })
        for column in ["weight", "emphasized", "xSmall", "medium", "large*", "xxxLarge", "AX1", "AX5", "confidence"] {
            #expect(header.contains(column), "header lacks \(column): \(header)")
        }
        #expect(!header.contains("medium*"))
        let body = try #require(lines.first { $0.hasPrefix("body ") })
        #expect(body.contains("14/19"))
        #expect(body.contains(" 17/22 "))
        #expect(body.contains("53/62"))
        #expect(body.contains("regular"))
        #expect(lines.contains { $0.hasPrefix("title (title1) ") })
        #expect(lines.contains { $0.hasPrefix("* default size: large") })
        #expect(lines.contains { $0.hasPrefix("Source: Apple Human Interface Guidelines") })
        let confidence = try #require(lines.first { $0.hasPrefix("Confidence:") })
        #expect(confidence.contains("extraLargeTitle (inferred)"))
        let note = try #require(lines.first { $0.contains("extraLargeTitle [inferred]:") })
        #expect(note.contains("36 pt Bold at Large"))
    }

    @Test("text: the Large column holds the Large values (column alignment)")
    func textColumns() throws {
        let run = try TypeFitProcess.run("styles")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("style") })
        let columns = header.split(separator: " ").map(String.init)
        let largeIndex = try #require(columns.firstIndex(of: "large*"))
        let body = try #require(lines.first { $0.hasPrefix("body ") })
        let cells = body.split(separator: " ").map(String.init)
        #expect(cells[largeIndex] == "17/22")
        let largeTitle = try #require(lines.first { $0.hasPrefix("largeTitle ") })
        #expect(largeTitle.split(separator: " ").map(String.init)[largeIndex] == "34/41")
    }

    @Test("text: watchOS marks the watch's default size and has 9 size columns")
    func watchOSText() throws {
        let run = try TypeFitProcess.run("styles", "--platform", "watchOS", "--watch-size", "38")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("style") })
        #expect(header.contains("small*"))
        #expect(!header.contains("large*"))
        #expect(!header.contains("medium"))
        #expect(!header.contains("AX4"))
        #expect(header.contains("AX3"))
        #expect(lines.contains { $0.hasPrefix("footnote2 (no SwiftUI style)") && $0.contains("10/12.5") })
        #expect(run.stdout.contains("* default size: small on a 38mm watch"))
    }

    @Test("text: macOS says it has no Dynamic Type")
    func macOSText() throws {
        let run = try TypeFitProcess.run("styles", "--platform", "macos")
        #expect(run.status == 0)
        #expect(run.stdout.contains("all sizes"))
        #expect(run.stdout.contains("macOS has no Dynamic Type"))
        #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix("body ") && $0.contains("13/16") })
    }

    @Test(
        "bad input exits 2 with one line naming the bad value and the accepted ones",
        arguments: [
            (["--platform", "android"], ["\"android\"", "watchOS", "tvOS"]),
            (["--watch-size", "46"], ["\"46\"", "38mm", "49mm"]),
            (["--watch-size", "large"], ["\"large\"", "44mm"]),
            (["--platform", "ios", "--watch-size", "44"], ["--watch-size 44", "watchOS"]),
            (["--platform", "macos", "--watch-size", "38"], ["--watch-size 38", "macOS"]),
        ])
    func badInput(arguments: [String], mentions: [String]) throws {
        let run = try TypeFitProcess.run(["styles"] + arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("typefit: error: "))
        for text in mentions {
            #expect(run.stderr.contains(text), "stderr lacks \(text): \(run.stderr)")
        }
    }

    @Test("an unknown --format exits 2 (ArgumentParser error)")
    func badFormat() throws {
        let run = try TypeFitProcess.run("styles", "--format", "xml")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("xml"))
    }

    @Test("--help documents every option and the fixed-table sizes")
    func help() throws {
        let run = try TypeFitProcess.run("styles", "--help")
        #expect(run.status == 0)
        for option in ["--platform <platform>", "--watch-size <mm>", "--format <format>"] {
            let line = try #require(run.stdout.split(separator: "\n").first { $0.contains(option) }, "\(option)")
            #expect(line.trimmingCharacters(in: .whitespaces).count > option.count + 10, "no help for \(option)")
        }
        let prose = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(prose.contains("so \"sizes\" is [\"large\"] and every array has one number"))
    }
}
