import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitVocabulary

@testable import TypeFitReport

@Suite("Check JSON, schema 2: streamed, compact, every cell kept")
struct CheckReportJSONTests {
    /// The mixed fixture plus a result checked at four sizes only, one with a stand-in, and one
    /// whose key and text need escaping.
    static func report() -> CheckReport {
        var narrowed = ReportFixtures.result(key: "narrow", locale: "ja", text: "設定", truncatesFrom: .accessibility2)
        narrowed.sizes = SizeColumn(narrowed.sizes.filter { $0.size >= .accessibility1 }.map { ($0.size, $0.value) })
        narrowed.firstTruncatedSize = .accessibility2
        narrowed.missingGlyphs = 2
        let approximate = ReportFixtures.result(
            key: "arabic", locale: "ar", text: "مرحبا",
            approximationReasons: ["Noto Sans Arabic stands in for SF Arabic"]
        ) {
            $0[.large]?.borderline = true
        }
        let odd = ReportFixtures.result(key: "quote \" back \\ line\nbell\u{7} 👍🏽", text: "tab\there\r\n/slash") {
            $0[.xSmall]?.width = 123.456
        }
        var report = ReportFixtures.mixed()
        report.results += [narrowed, approximate, odd]
        report.warnings = ["constraints.json: rules[2] matches no string"]
        return report
    }

    @Test("reads back equal to the report: every cell, sizes not checked left out, lengths to 1/100 pt")
    func roundTrip() throws {
        let report = Self.report()
        let decoded = try CheckReportJSON.decode(try CheckReportJSON.data(report))
        var expected = report
        expected.results[5].sizes[.xSmall]?.width = 123.46
        #expect(decoded.results == expected.results)
        #expect(decoded.summary == report.summary)
        #expect(decoded.warnings == report.warnings)
        #expect(decoded.results[3].sizes.count == 5)
        // Entries read back by name are numbered in the order the file first names them.
        var positions: [String: Int] = [:]
        for result in decoded.results {
            let first = positions[result.entry.name, default: positions.count]
            positions[result.entry.name] = first
            #expect(result.entry.position == first)
        }
    }

    @Test("schema version, sizes and constraints once, one result per line, defaults left out")
    func shape() throws {
        let data = try CheckReportJSON.data(Self.report())
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 2)
        #expect(document["sizes"] as? [String] == DynamicTypeSize.allCases.map(\.rawValue))
        #expect((document["constraints"] as? [[String: Any]])?.count == 1, "six results in one container: written once")
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let resultLines = lines.filter { $0.hasPrefix("{\"key\":") }
        #expect(resultLines.count == 6)
        for line in resultLines {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.trimmingSuffix(",").utf8)) as? [String: Any])
            #expect(object["constraint"] as? Int == 0)
            #expect(object["sizes"] == nil)
        }
        let results = try #require(document["results"] as? [[String: Any]])
        let fitting = results[0]
        #expect(fitting["key"] as? String == "continue")
        #expect((fitting["lines"] as? [Int]) == Array(repeating: 1, count: 12))
        for omitted in [
            "fits", "truncated", "linesNeeded", "overflow", "visibleText", "borderline", "approximate",
            "firstTruncatedSize", "variant", "missingGlyphs", "approximationReasons",
        ] {
            #expect(fitting[omitted] == nil, "\(omitted) is left out when every value is the default")
        }
        let restore = results[1]
        #expect(restore["variant"] as? String == "plural.one")
        #expect((restore["fits"] as? [Bool])?.filter { !$0 }.count == 5)
        #expect((restore["visibleText"] as? [Any])?.last as? String == "Käufe …")
        #expect((restore["overflow"] as? [Double])?.last == 16)
        let narrow = results[3]
        #expect(
            (narrow["pointSize"] as? [Any])?.prefix(7).allSatisfy { $0 is NSNull } == true, "sizes not checked are null"
        )
        #expect(narrow["missingGlyphs"] as? Int == 2)
        #expect((results[4]["borderline"] as? [Bool])?[3] == true)
        #expect((results[4]["approximate"] as? [Bool]) == Array(repeating: true, count: 12))
        #expect(results[5]["key"] as? String == "quote \" back \\ line\nbell\u{7} 👍🏽")
        #expect(results[5]["text"] as? String == "tab\there\r\n/slash")
        #expect(String(decoding: data, as: UTF8.self).contains(#""tab\there\r\n/slash""#), "slashes are not escaped")
    }

    @Test("written in bounded chunks, whatever the number of results")
    func chunks() throws {
        let results = (0..<3000).map {
            ReportFixtures.result(key: "key.\($0)", truncatesFrom: $0 % 3 == 0 ? .large : nil)
        }
        let report = ReportFixtures.report(results)
        var chunks: [Int] = []
        var whole = Data()
        try CheckReportJSON.write(report) { chunk in
            chunks.append(chunk.count)
            whole.append(contentsOf: chunk)
        }
        #expect(chunks.count > 3)
        #expect(chunks.allSatisfy { $0 < CheckReportJSON.chunkSize + 2048 }, "\(chunks.max() ?? 0)")
        #expect(whole == (try CheckReportJSON.data(report)))
        #expect(try CheckReportJSON.decode(whole).results == results)
        #expect(whole.last == UInt8(ascii: "\n"))
    }

    @Test("a length that is not finite is null, and reads back as 0")
    func nonFinite() throws {
        let infinite = ReportFixtures.result(key: "wide") { $0[.large]?.width = .infinity }
        let data = try CheckReportJSON.data(ReportFixtures.report([infinite]))
        let results = try #require(
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["results"] as? [[String: Any]])
        #expect((results[0]["width"] as? [Any])?[3] is NSNull)
    }

    @Test("the schema-1 form earlier versions wrote still reads; another schema version is refused")
    func otherSchemas() throws {
        let schemaOne = Data(
            #"""
            {"results":[{"key":"buy","locale":"de","entry":"body","text":"Kaufen","faces":["Inter-Regular"],
            "constraint":{"lineLimit":1,"minimumScaleFactor":1,"strategy":"standard","truncation":"tail","width":100},"firstTruncatedSize":"accessibility1","missingGlyphs":0,
            "approximationReasons":[],"sizes":{
            "large":{"pointSize":17,"lines":1,"linesNeeded":1,"fits":true,"truncated":false,"overflow":0,"height":22,
            "width":60.5,"borderline":false,"approximate":false},
            "accessibility1":{"pointSize":28,"lines":1,"linesNeeded":2,"fits":false,"truncated":true,"overflow":4.5,
            "height":34,"width":100,"visibleText":"Kau…","borderline":true,"approximate":false}}}],
            "summary":{"checked":1,"truncating":1,"truncatingAtDefaultSize":0,"firstTruncations":{"accessibility1":1},
            "sizes":["large","accessibility1"],"missingGlyphs":0,"approximate":false,"scale":"Inter",
            "model":"leadingRatio","systemFont":"standIn"},"warnings":["w"]}
            """#.utf8)
        let read = try CheckReportJSON.decode(schemaOne)
        #expect(read.summary.sizes == [.large, .accessibility1])
        #expect(read.summary.firstTruncations[.accessibility1] == 1)
        #expect(read.summary.model == .leadingRatio && read.summary.systemFont == .standIn)
        #expect(read.warnings == ["w"])
        let result = try #require(read.results.first)
        #expect(result.sizes.sizes == [.large, .accessibility1])
        #expect(result.sizes[.accessibility1]?.visibleText == "Kau…")
        #expect(result.sizes[.accessibility1]?.borderline == true)
        #expect(result.sizes[.large]?.width == 60.5)
        #expect(result.firstTruncatedSize == .accessibility1)
        #expect(throws: CheckReportJSON.DecodingFailure.self) {
            try CheckReportJSON.decode(
                Data(
                    String(decoding: schemaOne, as: UTF8.self).replacingOccurrences(
                        of: "\"large\":{", with: "\"huge\":{"
                    ).utf8))
        }
        #expect(throws: CheckReportJSON.DecodingFailure.self) {
            try CheckReportJSON.decode(Data(#"{"schemaVersion":9}"#.utf8))
        }
        let error = #expect(throws: CheckReportJSON.DecodingFailure.self) {
            try CheckReportJSON.decode(
                Data(#"{"schemaVersion":2,"summary":{},"warnings":[],"sizes":[],"constraints":[],"results":[]}"#.utf8))
        }
        #expect(error?.reason.isEmpty == false)
    }
}

extension Substring {
    /// The text without one trailing `suffix`, if it ends with it.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : String(self)
    }
}
