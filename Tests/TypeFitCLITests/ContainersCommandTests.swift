import Foundation
import Testing
import TypeFitTestSupport

/// The JSON document of `typefit containers --format json`, the parts the tests read.
private struct ContainersDocument: Decodable {
    struct Fact<Value: Decodable>: Decodable {
        var value: Value?
        var confidence: String
        var sources: [String]
        var note: String?
    }

    struct Font: Decodable {
        var points: Double
        var weight: String
    }

    struct Place: Decodable {
        var container: String
        var width: Fact<Double>
        var font: Fact<Font>
        var scaling: Fact<String>
        var lineLimit: Fact<Int>
        var textCase: Fact<String>
    }

    struct Source: Decodable {
        var id: String
        var url: String
    }

    struct Device: Decodable {
        var name: String
        var width: Double
    }

    var device: Device
    var size: String
    var layoutMargin: Fact<Double>
    var containers: [Place]
    var sources: [Source]
}

@Suite("typefit containers")
struct ContainersCommandTests {
    @Test("JSON on iPhone SE: inline title 343 pt, 5 tabs of 75 pt, headers uppercased, every fact sourced or unknown")
    func iPhoneSE() throws {
        let run = try TypeFitProcess.run("containers", "--device", "iPhone SE (3rd generation)", "--format", "json")
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(run.jsonObject)
        #expect(Set(object.keys) == ["scope", "device", "size", "layoutMargin", "containers", "sources"])
        let document = try run.decode(ContainersDocument.self)
        #expect(document.size == "large")
        #expect(document.device.name == "iPhone SE" && document.device.width == 375)
        #expect(document.containers.count == 25)
        #expect(document.layoutMargin.value == 16)
        let byName = Dictionary(document.containers.map { ($0.container, $0) }, uniquingKeysWith: { first, _ in first })
        let title = try #require(byName["inline navigation title"])
        #expect(title.width.value == 343)
        #expect(title.font.value?.points == 17 && title.font.value?.weight == "semibold")
        #expect(title.lineLimit.value == 1)
        #expect(title.scaling.value == "fixed")
        let tab = try #require(byName["tab bar item title (stacked under its icon), 5 tabs"])
        #expect(tab.width.value == 75)
        #expect(byName["section header (inset grouped)"]?.textCase.value == "uppercase")
        #expect(byName["list row text (plain or grouped)"]?.lineLimit.value == 0)
        let containers = try #require(object["containers"] as? [[String: Any]])
        let backObject = try #require(containers.first { $0["container"] as? String == "back button title" })
        let backWidth = try #require(backObject["width"] as? [String: Any])
        #expect(backWidth["value"] is NSNull, "an unknown width is written as null")
        let back = try #require(byName["back button title"])
        #expect(back.width.value == nil && back.width.confidence == "unknown" && back.width.note != nil)
        let sourceIDs = Set(document.sources.map(\.id))
        for place in document.containers {
            for fact in [place.width.sources, place.scaling.sources, place.lineLimit.sources, place.textCase.sources] {
                #expect(fact.allSatisfy(sourceIDs.contains), "\(place.container)")
            }
        }
    }

    @Test("text at accessibility5: the table, bars at their Large size, large title at 60 pt")
    func text() throws {
        let run = try TypeFitProcess.run("containers", "--size", "AX5")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("iOS system text containers on iPhone 16 (393 × 852 pt) at accessibility5\n"))
        let titleLine = try #require(
            run.stdout.split(separator: "\n").first { $0.hasPrefix("inline navigation title ") })
        #expect(titleLine.contains("17 pt semibold (headline)") && titleLine.contains("353"))
        let largeLine = try #require(
            run.stdout.split(separator: "\n").first { $0.hasPrefix("large navigation title ") })
        #expect(largeLine.contains("60 pt bold (largeTitle)"))
        #expect(
            run.stdout.contains("\nLayout margin: 20 pt per side (inferred). Widths are points left to the text.\n"))
        #expect(run.stdout.contains("Width unknown (no source gives it): back button title"))
    }

    @Test("an unknown device or size is an error with the names known (exit 2)")
    func unknownNames() throws {
        let device = try TypeFitProcess.run("containers", "--device", "iPhone 61")
        #expect(device.status == 2)
        #expect(
            device.stderr.hasPrefix("typefit: error: --device iPhone 61: unknown device; did you mean"),
            "\(device.stderr)")
        let size = try TypeFitProcess.run("containers", "--size", "huge")
        #expect(size.status == 2)
        #expect(size.stderr.hasPrefix("typefit: error: --size huge"), "\(size.stderr)")
    }
}
