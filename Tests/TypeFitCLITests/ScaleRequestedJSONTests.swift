import Foundation
import Testing
import TypeFitTestSupport

/// `typefit scale --format json` says what the code asked for beside the faces it measured
/// (`requested`: design, weight, italic), and `--format json-scale` keeps the design, so the scale
/// written reads back to the same request.
@Suite("typefit scale: what the code asked for")
struct ScaleRequestedJSONTests {
    static let theme = """
        import SwiftUI
        extension Font {
            static let friendly = Font.system(.title, design: .rounded)
            static let quote = Font.system(size: 20, weight: .medium, design: .serif).italic()
            static let label = Font.headline
            static let brand = Font.custom("Inter-SemiBold", size: 17, relativeTo: .body)
            static let brandBold = Font.custom("Inter", size: 17, relativeTo: .body).weight(.bold)
            static let code = Font.body.monospaced()
        }
        """

    /// The `requested` object of each entry, by entry name.
    static func requested(_ document: [String: Any]) -> [String: [String: Any]] {
        let entries = document["entries"] as? [[String: Any]] ?? []
        var byName: [String: [String: Any]] = [:]
        for entry in entries {
            if let name = entry["name"] as? String { byName[name] = entry["requested"] as? [String: Any] }
        }
        return byName
    }

    @Test("entries give the design, weight and italic asked for")
    func requestedFields() throws {
        try ScratchDirectory.with("typefit-requested") { folder in
            let swift = folder.appendingPathComponent("Theme.swift")
            try Data(Self.theme.utf8).write(to: swift)
            let run = try TypeFitProcess.run("scale", "--scale", swift.path, "--format", "json")
            #expect(run.status == 0, "\(run.stderr)")
            let requested = Self.requested(try #require(run.jsonObject))
            #expect(requested["friendly"]?["design"] as? String == "rounded")
            #expect(requested["friendly"]?["weight"] as? String == "regular")  // title's own weight
            #expect(requested["friendly"]?["italic"] as? Bool == false)
            #expect(requested["quote"]?["design"] as? String == "serif")
            #expect(requested["quote"]?["weight"] as? String == "medium")
            #expect(requested["quote"]?["italic"] as? Bool == true)
            #expect(requested["label"]?["design"] as? String == "default")
            #expect(requested["label"]?["weight"] as? String == "semibold")  // headline's own weight
            // A PostScript name asks for its face: no weight of its own.
            #expect(requested["brand"]?["weight"] is NSNull)
            #expect(requested["brandBold"]?["weight"] as? String == "bold")
            #expect(requested["code"]?["design"] as? String == "monospaced")
        }
    }

    @Test("json-scale keeps the design: read back, the scale asks for the same")
    func roundTrip() throws {
        try ScratchDirectory.with("typefit-requested") { folder in
            let swift = folder.appendingPathComponent("Theme.swift")
            try Data(Self.theme.utf8).write(to: swift)
            let written = try TypeFitProcess.run("scale", "--scale", swift.path, "--format", "json-scale")
            #expect(written.status == 0, "\(written.stderr)")
            #expect(written.stdout.contains(#""design": "rounded""#), "\(written.stdout)")
            let json = folder.appendingPathComponent("scale.json")
            try Data(written.stdout.utf8).write(to: json)
            let fromSwift = try TypeFitProcess.run("scale", "--scale", swift.path, "--format", "json")
            let fromJSON = try TypeFitProcess.run("scale", "--scale", json.path, "--format", "json")
            #expect(fromJSON.status == 0, "\(fromJSON.stderr)")
            let asked = Self.requested(try #require(fromSwift.jsonObject))
            let readBack = Self.requested(try #require(fromJSON.jsonObject))
            #expect(asked.count == 6 && readBack.count == 6)
            for (name, request) in asked {
                let back = readBack[name] ?? [:]
                #expect(request["design"] as? String == back["design"] as? String, "\(name)")
                #expect(request["weight"] as? String == back["weight"] as? String, "\(name)")
                #expect((request["weight"] is NSNull) == (back["weight"] is NSNull), "\(name)")
                #expect(request["italic"] as? Bool == back["italic"] as? Bool, "\(name)")
            }
            #expect(readBack["friendly"]?["design"] as? String == "rounded")
        }
    }
}
