import Foundation
import Testing
import TypeFitCheck
import TypeFitDynamicType
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitReport

@Suite("Baseline files")
struct BaselineTests {

    @Test("a baseline's bytes are cut into lines as split at every line feed would cut them")
    func linesOfBytes() {
        let texts = ["", "\n", "a", "a\n", "\n\na\n\nbc", "header\n[1]\r\n[2]\n", "é\n漢字\n"]
        for text in texts {
            let bytes = Data(text.utf8)
            let split = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            #expect(Baseline.lines(of: bytes).map { Array($0) } == split.map { Array($0) }, "\(text.debugDescription)")
            // A slice that does not start at index 0.
            let padded = Data(("xx" + text).utf8).dropFirst(2)
            #expect(Baseline.lines(of: padded).map { Array($0) } == split.map { Array($0) }, "\(text.debugDescription)")
        }
    }
    /// A fresh directory under the temporary directory, removed by the caller.
    func scratchDirectory() throws -> URL {
        let url = try ScratchDirectory("typefit-baseline").url
        return url
    }

    func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("records every result and size, sorted by identity, heights to 1/100 pt")
    func fromReport() throws {
        let precise = ReportFixtures.result(key: "zeta") { $0[.large]?.height = 26.123456 }
        let report = ReportFixtures.report([precise, ReportFixtures.result(key: "alpha", truncatesFrom: .xxLarge)])
        let baseline = Baseline(report: report)
        #expect(baseline.format == Baseline.currentFormat)
        #expect(baseline.scale == "Inter")
        #expect(baseline.model == "leadingRatio")
        #expect(baseline.sizes == DynamicTypeSize.allCases)
        #expect(baseline.results.map(\.key) == ["alpha", "zeta"])
        #expect(baseline.results[0].firstTruncatedSize == .xxLarge)
        #expect(baseline.results[0].sizes[.xxLarge] == Baseline.SizeRecord(lines: 1, height: 30, fits: false))
        #expect(baseline.results[1].sizes[.large]?.height == 26.12)
        #expect(baseline.results[1].sizes.count == 12)
    }

    @Test(
        "writes JSON Lines: a header, then one sorted line per result with lines per size, the first truncated size and the text"
    )
    func linesShape() throws {
        let text = String(decoding: Baseline(report: ReportFixtures.mixed()).data(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5 && lines.last == "", "a header, three results, a final newline")
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["format"] as? Int == 3)
        #expect(header["sizes"] as? [String] == DynamicTypeSize.allCases.map(\.rawValue))
        #expect(
            (header["lineHeights"] as? [String: [Double]])?["body"]
                == DynamicTypeSize.allCases.map(ReportFixtures.height))
        #expect(
            lines[1]
                == #"["body","de","restore","plural.one","111111111111","accessibility1","Käufe wiederherstellen"]"#)
        #expect(lines[2] == #"["body","en","continue",null,"111111111111",null,"Continue"]"#)
        #expect(lines[3] == #"["headline","en","title",null,"111111111111","medium","A rather long headline"]"#)
    }

    @Test(
        "what lines, the first truncated size and the line heights do not say goes in a last element: fitting again, odd heights"
    )
    func exceptions() throws {
        let odd = ReportFixtures.result(key: "odd", truncatesFrom: .medium) { sizes in
            sizes[.large]?.fits = true
            sizes[.large]?.truncated = false
            sizes[.xLarge]?.height = 26.123456
            sizes[.accessibility5]?.lines = 12
        }
        let baseline = Baseline(
            report: ReportFixtures.report([
                odd, ReportFixtures.result(key: "plain"), ReportFixtures.result(key: "plain.too"),
            ]))
        let text = String(decoding: baseline.data(), as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.contains("\"odd\"") })
        #expect(
            line.hasPrefix(
                #"["body","en","odd",null,[1,1,1,1,1,1,1,1,1,1,1,12],"medium","Restore Purchases",{"fitsAt":["large"],"heights":[20,22,"#
            ))
        #expect(line.contains(",26.12,"))
        #expect(
            !text.contains(#""plain",null,"111111111111",null,"Restore Purchases",{"#),
            "the others' heights follow from the line heights")
        #expect(try Baseline.decode(Data(text.utf8), path: "odd.jsonl") == baseline)
    }

    @Test("a baseline of a changed run differs from the old one by one line per changed result")
    func diffsByLine() throws {
        let before = ReportFixtures.mixed()
        var after = before
        after.results[0] = ReportFixtures.result(key: "continue", text: "Continue", truncatesFrom: .accessibility4)
        let old = Set(String(decoding: Baseline(report: before).data(), as: UTF8.self).split(separator: "\n"))
        let new = Set(String(decoding: Baseline(report: after).data(), as: UTF8.self).split(separator: "\n"))
        #expect(new.subtracting(old) == [#"["body","en","continue",null,"111111111111","accessibility4","Continue"]"#])
        #expect(old.subtracting(new) == [#"["body","en","continue",null,"111111111111",null,"Continue"]"#])
    }

    @Test("a format-1 baseline (one JSON object, as earlier versions wrote) is still read")
    func readsFormatOne() throws {
        let directory = try scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let baseline = Baseline(report: ReportFixtures.mixed())
        let data = try baseline.formatOneData()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["format"] as? Int == 1)
        let path = try write(String(decoding: data, as: UTF8.self), named: "old.json", in: directory)
        var read = try Baseline.read(path: path)
        #expect(read.format == 1)
        #expect(read.results.allSatisfy { $0.text == nil }, "format 1 records no texts")
        read.format = baseline.format
        var withoutTexts = baseline
        for index in withoutTexts.results.indices { withoutTexts.results[index].text = nil }
        #expect(read == withoutTexts)
        // Compact on one line too.
        let compact = try JSONSerialization.data(withJSONObject: json)
        #expect(try Baseline.decode(compact, path: "compact.json").results == withoutTexts.results)
    }

    @Test("round-trips through a file")
    func roundTrip() throws {
        let directory = try scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let path = directory.appendingPathComponent("typefit-baseline.json").path
        let baseline = Baseline(report: ReportFixtures.mixed())
        try baseline.write(path: path)
        let read = try Baseline.read(path: path)
        #expect(read == baseline)
        #expect(
            read.results.map(\.id.description) == [
                "body.de restore [plural.one]", "body.en continue", "headline.en title",
            ])
    }

    @Test("a missing file is an error naming it")
    func missingFile() throws {
        let path = "/nonexistent-\(UUID().uuidString)/baseline.json"
        #expect(throws: BaselineError.missing(path: path)) { try Baseline.read(path: path) }
        #expect(BaselineError.missing(path: path).description.contains(path))
    }

    @Test("a directory is unreadable")
    func directory() throws {
        let directory = try scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let error = #expect(throws: BaselineError.self) { try Baseline.read(path: directory.path) }
        guard case .unreadable(let path, _) = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        #expect(path == directory.path)
    }

    @Test(
        "malformed JSON, a file without a format, another format version and missing fields are errors naming the file")
    func badFiles() throws {
        let directory = try scratchDirectory()
        defer { ScratchDirectory.remove(directory) }

        let garbage = try write("{ this is not json", named: "garbage.json", in: directory)
        let error1 = #expect(throws: BaselineError.self) { try Baseline.read(path: garbage) }
        guard case .malformed(let path1, _) = error1 else {
            Issue.record("expected malformed, got \(String(describing: error1))")
            return
        }
        #expect(path1 == garbage)
        #expect(error1?.description.contains(garbage) == true)

        let other = try write(#"{"name": "something else"}"#, named: "other.json", in: directory)
        #expect(throws: BaselineError.notABaseline(path: other)) { try Baseline.read(path: other) }

        let future = try write(#"{"format": 99, "whatever": true}"#, named: "future.json", in: directory)
        #expect(throws: BaselineError.unsupportedFormat(path: future, found: 99, supported: 3)) {
            try Baseline.read(path: future)
        }
        let futureText = BaselineError.unsupportedFormat(path: future, found: 99, supported: 3).description
        #expect(futureText.contains(future) && futureText.contains("99"))

        // Format 1, but a size record lacks "lines".
        var json = String(decoding: try Baseline(report: ReportFixtures.mixed()).formatOneData(), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"lines\" :", with: "\"lineCount\" :")
        let incomplete = try write(json, named: "incomplete.json", in: directory)
        let error2 = #expect(throws: BaselineError.self) { try Baseline.read(path: incomplete) }
        guard case .malformed(let path2, let reason) = error2 else {
            Issue.record("expected malformed, got \(String(describing: error2))")
            return
        }
        #expect(path2 == incomplete)
        #expect(reason.contains("lines"))
        #expect(reason.contains("results[0].sizes"))

        // Format 2: a result line with lines for 11 sizes, and one that is not JSON, are named by line.
        let good = String(decoding: Baseline(report: ReportFixtures.mixed()).data(), as: UTF8.self)
        let short = try write(
            good.replacingOccurrences(
                of: #""en","continue",null,"111111111111""#, with: #""en","continue",null,"11111111111""#),
            named: "short.jsonl", in: directory)
        let error3 = #expect(throws: BaselineError.self) { try Baseline.read(path: short) }
        #expect(
            error3?.description.contains("\(short) is malformed: line 3: lines for 11 sizes, the header has 12")
                == true, "\(String(describing: error3))")
        let broken = try write(
            good.replacingOccurrences(of: #"["headline""#, with: #"{"headline""#), named: "broken.jsonl", in: directory)
        let error4 = #expect(throws: BaselineError.self) { try Baseline.read(path: broken) }
        #expect(error4?.description.contains("line 4") == true, "\(String(describing: error4))")
    }

    @Test("a long baseline is decoded in parts in file order; the first broken line is the one named")
    func longBaselineInParts() throws {
        let directory = try scratchDirectory()
        defer { ScratchDirectory.remove(directory) }
        let good = String(decoding: Baseline(report: ReportFixtures.mixed()).data(), as: UTF8.self)
        var lines = good.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let header = lines.removeFirst()
        // Each result under 3,000 keys of its own: 3,000 × the fixture's results, several parts' worth.
        var long: [String] = []
        for copy in 0..<3_000 {
            for line in lines {
                var fields = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
                fields[2] = "\(fields[2])-\(copy)"
                long.append(String(decoding: try JSONSerialization.data(withJSONObject: fields), as: UTF8.self))
            }
        }
        let path = try write(([header] + long).joined(separator: "\n") + "\n", named: "long.jsonl", in: directory)
        let read = try Baseline.read(path: path)
        let small = try Baseline.read(path: try write(good, named: "small.jsonl", in: directory))
        #expect(read.results.count == small.results.count * 3_000)
        for record in small.results {
            let copy = try #require(
                read.results.first {
                    $0.key == record.key + "-1234" && $0.locale == record.locale
                        && $0.entry == record.entry && $0.variant == record.variant
                })
            #expect(copy.sizes == record.sizes && copy.firstTruncatedSize == record.firstTruncatedSize)
        }

        var broken = long
        broken[4_321] = "{" + broken[4_321]
        broken[long.count - 2] = "[" + broken[long.count - 2]
        let brokenPath = try write(
            ([header] + broken).joined(separator: "\n") + "\n", named: "broken-long.jsonl", in: directory)
        let error = #expect(throws: BaselineError.self) { try Baseline.read(path: brokenPath) }
        #expect(error?.description.contains("line \(4_321 + 2):") == true, "\(String(describing: error))")
    }

    @Test("an unwritable path is an error naming it")
    func unwritable() throws {
        let path = "/nonexistent-\(UUID().uuidString)/baseline.json"
        let error = #expect(throws: BaselineError.self) {
            try Baseline(report: ReportFixtures.mixed()).write(path: path)
        }
        #expect(error?.path == path)
        guard case .unwritable = error else {
            Issue.record("expected unwritable, got \(String(describing: error))")
            return
        }
    }
}
