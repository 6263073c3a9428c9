import Foundation
import Testing
import TypeFitDynamicType
@testable import TypeFitCheck

@Suite("Baseline files")
struct BaselineTests {
    /// A fresh directory under the temporary directory, removed by the caller.
    func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("records every result and size, sorted by identity, heights to 1/100 pt")
    func fromReport() throws {
        let precise = ReportFixtures.result(key: "zeta") { $0["large"]?.height = 26.123456 }
        let report = ReportFixtures.report([precise, ReportFixtures.result(key: "alpha", truncatesFrom: .xxLarge)])
        let baseline = Baseline(report: report)
        #expect(baseline.format == 1)
        #expect(baseline.scale == "Inter")
        #expect(baseline.model == "apple")
        #expect(baseline.sizes == DynamicTypeSize.allCases.map(\.rawValue))
        #expect(baseline.results.map(\.key) == ["alpha", "zeta"])
        #expect(baseline.results[0].firstTruncatedSize == "xxLarge")
        #expect(baseline.results[0].sizes["xxLarge"] == Baseline.SizeRecord(lines: 1, height: 30, fits: false))
        #expect(baseline.results[1].sizes["large"]?.height == 26.12)
        #expect(baseline.results[1].sizes.count == 12)
    }

    @Test("writes JSON with a format field and per-size lines, height, fits")
    func jsonShape() throws {
        let data = try Baseline(report: ReportFixtures.mixed()).data()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["format"] as? Int == 1)
        #expect(Set(json.keys) == ["format", "scale", "model", "systemFont", "sizes", "results"])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let large = try #require((results.first?["sizes"] as? [String: Any])?["large"] as? [String: Any])
        #expect(Set(large.keys) == ["lines", "height", "fits"])
    }

    @Test("round-trips through a file")
    func roundTrip() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("typefit-baseline.json").path
        let baseline = Baseline(report: ReportFixtures.mixed())
        try baseline.write(path: path)
        let read = try Baseline.read(path: path)
        #expect(read == baseline)
        #expect(read.results.map(\.id.description) == ["body.de restore [plural.one]", "body.en continue", "headline.en title"])
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
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = #expect(throws: BaselineError.self) { try Baseline.read(path: directory.path) }
        guard case .unreadable(let path, _) = error else { Issue.record("expected unreadable, got \(String(describing: error))"); return }
        #expect(path == directory.path)
    }

    @Test("malformed JSON, a file without a format, another format version and missing fields are errors naming the file")
    func badFiles() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let garbage = try write("{ this is not json", named: "garbage.json", in: directory)
        let error1 = #expect(throws: BaselineError.self) { try Baseline.read(path: garbage) }
        guard case .malformed(let path1, _) = error1 else { Issue.record("expected malformed, got \(String(describing: error1))"); return }
        #expect(path1 == garbage)
        #expect(error1?.description.contains(garbage) == true)

        let other = try write(#"{"name": "something else"}"#, named: "other.json", in: directory)
        #expect(throws: BaselineError.notABaseline(path: other)) { try Baseline.read(path: other) }

        let future = try write(#"{"format": 99, "whatever": true}"#, named: "future.json", in: directory)
        #expect(throws: BaselineError.unsupportedFormat(path: future, found: 99, supported: 1)) { try Baseline.read(path: future) }
        let futureText = BaselineError.unsupportedFormat(path: future, found: 99, supported: 1).description
        #expect(futureText.contains(future) && futureText.contains("99"))

        // Format 1, but a size record lacks "lines".
        var json = String(decoding: try Baseline(report: ReportFixtures.mixed()).data(), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"lines\" :", with: "\"lineCount\" :")
        let incomplete = try write(json, named: "incomplete.json", in: directory)
        let error2 = #expect(throws: BaselineError.self) { try Baseline.read(path: incomplete) }
        guard case .malformed(let path2, let reason) = error2 else { Issue.record("expected malformed, got \(String(describing: error2))"); return }
        #expect(path2 == incomplete)
        #expect(reason.contains("lines"))
        #expect(reason.contains("results[0].sizes"))
    }

    @Test("an unwritable path is an error naming it")
    func unwritable() throws {
        let path = "/nonexistent-\(UUID().uuidString)/baseline.json"
        let error = #expect(throws: BaselineError.self) { try Baseline(report: ReportFixtures.mixed()).write(path: path) }
        #expect(error?.path == path)
        guard case .unwritable = error else { Issue.record("expected unwritable, got \(String(describing: error))"); return }
    }
}
