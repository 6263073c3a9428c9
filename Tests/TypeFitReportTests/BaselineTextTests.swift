import Foundation
import Testing
import TypeFitCheck
import TypeFitVocabulary

@testable import TypeFitReport

/// The texts a baseline records, and how a comparison shows a text that changed since: beside the
/// verdicts in the review (text and JSON) and in the comparison's own lines; baselines written
/// before texts were recorded (format 2) still compare, without old texts.
@Suite("Baseline texts (what a changed translation was)")
struct BaselineTextTests {
    let fixtures = ReportFixtures.self

    /// The review of `after` against the baseline `old`, as `typefit baseline compare` builds it.
    func diff(_ old: Baseline, _ after: CheckReport) -> BaselineDiff {
        let new = Baseline(report: after)
        var texts: [Baseline.ResultID: String] = [:]
        for result in after.results.reversed() { texts[result.id] = result.text }
        return BaselineDiff(
            BaselineComparison(baseline: old, current: new), old: old, new: new, baselineFile: "base.jsonl",
            candidateFile: "candidate.json", texts: texts)
    }

    /// `baseline` as an earlier TypeFit wrote it: format 2, the same lines without the text element.
    func formatTwo(_ baseline: Baseline) throws -> Data {
        let lines = String(decoding: baseline.data(), as: UTF8.self).split(separator: "\n").map(String.init)
        var header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        header["format"] = 2
        header["columns"] = ["entry", "locale", "key", "variant", "lines", "firstTruncatedSize"]
        var out = [String(decoding: try JSONSerialization.data(withJSONObject: header), as: UTF8.self)]
        for line in lines.dropFirst() {
            var fields = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            fields.remove(at: 6)
            out.append(String(decoding: try JSONSerialization.data(withJSONObject: fields), as: UTF8.self))
        }
        return Data((out.joined(separator: "\n") + "\n").utf8)
    }

    /// `restore` in German with `text`, truncating from `truncatesFrom`, and `continue` in English.
    func report(restore text: String, truncatesFrom: DynamicTypeSize? = nil, continueText: String = "Continue")
        -> CheckReport
    {
        fixtures.report([
            fixtures.result(key: "continue", text: continueText),
            fixtures.result(key: "restore", locale: "de", text: text, truncatesFrom: truncatesFrom),
        ])
    }

    @Test("a baseline records each result's text as the strings file has it, last on its line, and reads it back")
    func recordsText() throws {
        var report = fixtures.mixed()
        report.results[0].measuredText = "Continue (filled)"
        report.results[2].text = "A \"quoted\"\nheadline"
        let baseline = Baseline(report: report)
        #expect(baseline.format == 3)
        #expect(baseline.results.map(\.text) == ["Käufe wiederherstellen", "Continue", "A \"quoted\"\nheadline"])
        let lines = String(decoding: baseline.data(), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix(#"{"format":3,"#))
        #expect(
            lines[0].hasSuffix(
                #""columns":["entry","locale","key","variant","lines","firstTruncatedSize","text"]}"#))
        #expect(
            Array(lines.dropFirst()) == [
                #"["body","de","restore","plural.one","111111111111","accessibility1","Käufe wiederherstellen"]"#,
                #"["body","en","continue",null,"111111111111",null,"Continue"]"#,
                #"["headline","en","title",null,"111111111111","medium","A \"quoted\"\nheadline"]"#,
            ])
        #expect(try Baseline.decode(baseline.data(), path: "b.jsonl") == baseline)
        // The text goes before the last element, which still reads back.
        var odd = report
        odd.results[1].sizes[.accessibility2]?.fits = true
        let extra = Baseline(report: odd)
        let line = String(decoding: extra.data(), as: UTF8.self).split(separator: "\n")[1]
        #expect(line.hasSuffix(#","accessibility1","Käufe wiederherstellen",{"fitsAt":["accessibility2"]}]"#))
        #expect(try Baseline.decode(extra.data(), path: "b.jsonl") == extra)
    }

    @Test("a string's text is written once across entries, unless it differs, and every record reads it back")
    func textOncePerString() throws {
        let report = fixtures.report([
            fixtures.result(key: "restore", locale: "de", text: "Wiederherstellen"),
            fixtures.result(key: "restore", locale: "de", entry: "headline", text: "Wiederherstellen"),
            fixtures.result(key: "restore", locale: "de", entry: "title", text: "Käufe wiederherstellen"),
            fixtures.result(key: "restore", locale: "en", entry: "title", text: "Restore"),
        ])
        let baseline = Baseline(report: report)
        let lines = String(decoding: baseline.data(), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(
            Array(lines.dropFirst()) == [
                #"["body","de","restore",null,"111111111111",null,"Wiederherstellen"]"#,
                #"["headline","de","restore",null,"111111111111",null]"#,
                #"["title","de","restore",null,"111111111111",null,"Käufe wiederherstellen"]"#,
                #"["title","en","restore",null,"111111111111",null,"Restore"]"#,
            ])
        let read = try Baseline.decode(baseline.data(), path: "b.jsonl")
        #expect(read == baseline)
        #expect(
            read.results.map(\.text) == ["Wiederherstellen", "Wiederherstellen", "Käufe wiederherstellen", "Restore"])
    }

    @Test("a format-2 baseline (no texts) is read and compares; text changes are unknown, never claimed")
    func formatTwoCompares() throws {
        let old = try Baseline.decode(
            try formatTwo(Baseline(report: report(restore: "Wiederherstellen"))), path: "old.jsonl")
        #expect(old.format == 2)
        #expect(old.results.map(\.text) == [nil, nil])
        #expect(old.results.map(\.sizes) == Baseline(report: report(restore: "Wiederherstellen")).results.map(\.sizes))

        let unchanged = diff(old, report(restore: "Wiederherstellen"))
        #expect(unchanged.summary.textChanges == nil)
        #expect(
            unchanged.text().hasSuffix(
                "2 results compared: no changes.\n"
                    + "Text changes: unknown, the baseline records no texts (record it again to list them)\n"))

        let after = report(restore: "Wiederherstellen der Daten", truncatesFrom: .medium)
        let comparison = BaselineComparison(baseline: old, current: Baseline(report: after))
        #expect(comparison.changes.map(\.kind) == [.newTruncation])
        #expect(comparison.changes.allSatisfy { $0.textBefore == nil && $0.textAfter == nil })
        let review = diff(old, after)
        let text = review.text()
        #expect(text.contains("Line count changes: 0 results\nText changes: unknown, the baseline records no texts"))
        #expect(text.contains("\n  de “Wiederherstellen der Daten”: now truncates at medium…AX5 (regression)\n"))
        #expect(!text.contains("text changed"))
        let json = String(decoding: try review.data(), as: UTF8.self)
        #expect(!json.contains("textBefore") && !json.contains("textChanges"))
    }

    @Test("a text element in a format-2 line, or none in a format-3 line, is malformed input naming the line")
    func textElementMatchesFormat() throws {
        let current = Baseline(report: report(restore: "Wiederherstellen"))
        var three = String(decoding: current.data(), as: UTF8.self)
        three = three.replacingOccurrences(of: #",null,"Continue"]"#, with: #",null]"#)
        #expect(
            throws: BaselineError.malformed(
                path: "b.jsonl",
                reason: "line 3: no text, and no earlier line of en continue gives one")
        ) {
            try Baseline.decode(Data(three.utf8), path: "b.jsonl")
        }
        var two = String(decoding: try formatTwo(current), as: UTF8.self)
        two = two.replacingOccurrences(
            of: #""continue",null,"111111111111",null]"#, with: #""continue",null,"111111111111",null,"Continue"]"#)
        #expect(
            throws: BaselineError.malformed(
                path: "b.jsonl", reason: "line 3: a text element, which format 2 lines do not have")
        ) {
            try Baseline.decode(Data(two.utf8), path: "b.jsonl")
        }
    }

    @Test("a changed translation shows the old and the new text beside the verdicts, in every form")
    func changedTextBesideVerdicts() throws {
        let old = Baseline(report: report(restore: "Wiederherstellen"))
        let after = report(restore: "Wiederherstellen der Daten", truncatesFrom: .medium)
        let review = diff(old, after)
        #expect(
            review.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "Baseline:  base.jsonl (scale Inter, model leadingRatio, system font standIn, 12 sizes)",
                "Candidate: candidate.json (scale Inter, model leadingRatio, system font standIn, 12 sizes)",
                "2 results compared: 1 regression.",
                "New truncations: 1 (body: de 1)",
                "Fixed truncations: none",
                "Moved first truncations: none",
                "Line count changes: 0 results",
                "Text changes: 1 result",
                "",
                "body · restore",
                "  de: text changed “Wiederherstellen” → “Wiederherstellen der Daten”; now truncates at medium…AX5 (regression)",
                "",
            ])

        let json = try #require(try JSONSerialization.jsonObject(with: try review.data()) as? [String: Any])
        #expect((json["summary"] as? [String: Any])?["textChanges"] as? Int == 1)
        let locale = try #require(
            ((json["blocks"] as? [[String: Any]])?.first?["locales"] as? [[String: Any]])?.first)
        #expect(locale["textBefore"] as? String == "Wiederherstellen")
        #expect(locale["text"] as? String == "Wiederherstellen der Daten")
        #expect(locale["verdict"] as? String == "newTruncation")
        #expect(try JSONDecoder().decode(BaselineDiff.self, from: try review.data()) == review)

        let comparison = BaselineComparison(baseline: old, current: after)
        let sizes = DynamicTypeSize.allCases.filter { $0 >= .medium }.map(\.rawValue).joined(separator: ", ")
        #expect(
            comparison.regressions.map(BaselineComparison.line) == [
                "body.de restore: text changed “Wiederherstellen” → “Wiederherstellen der Daten”; now truncates at \(sizes)"
            ])
        let lines = comparison.text().split(separator: "\n").map(String.init)
        #expect(
            lines.suffix(4) == [
                "New truncations (1):",
                "  body.de restore: text changed “Wiederherstellen” → “Wiederherstellen der Daten”; now truncates at \(sizes) (regression)",
                "Text changes (1):",
                "  body.de restore: text changed “Wiederherstellen” → “Wiederherstellen der Daten”",
            ])
        let changes =
            try #require(
                try JSONSerialization.jsonObject(with: try comparison.data()) as? [String: Any])["changes"]
            as? [[String: Any]]
        #expect(changes?.map { $0["kind"] as? String } == ["newTruncation", "textChanged"])
        #expect(changes?.allSatisfy { $0["textBefore"] as? String == "Wiederherstellen" } == true)
        #expect(changes?.allSatisfy { $0["textAfter"] as? String == "Wiederherstellen der Daten" } == true)
    }

    @Test("a changed text whose verdicts did not change is listed in its block and counted")
    func changedTextSameVerdicts() throws {
        let old = Baseline(report: report(restore: "Wiederherstellen"))
        let after = report(restore: "Daten wiederherstellen", continueText: "Go on")
        let review = diff(old, after)
        #expect(review.blocks.map(\.key) == ["restore", "continue"], "in identity order: de before en")
        let text = review.text()
        #expect(text.contains("2 results compared: 0 regressions.\n"))
        #expect(text.contains("Line count changes: 0 results\nText changes: 2 results\n"))
        #expect(text.contains("\nbody · continue\n  en: text changed “Continue” → “Go on”\n"))
        #expect(text.contains("\nbody · restore\n  de: text changed “Wiederherstellen” → “Daten wiederherstellen”\n"))
        #expect(review.blocks.allSatisfy { $0.locales.allSatisfy { $0.verdict == nil && !$0.regression } })
        let comparison = BaselineComparison(baseline: old, current: Baseline(report: after))
        #expect(comparison.changes.map(\.kind) == [.textChanged, .textChanged])
        #expect(!comparison.hasRegressions)
        #expect(comparison.text().contains("2 results compared: 2 changes, 0 regressions.\n"))
    }

    @Test("a long text is cut with an ellipsis on the terminal, kept whole in JSON")
    func longTextCutOnlyInTerminal() throws {
        let long = "Alle Käufe dieses Kontos auf diesem Gerät wiederherstellen"
        let old = Baseline(report: report(restore: "Wiederherstellen"))
        let after = report(restore: long, truncatesFrom: .xxLarge)
        let review = diff(old, after)
        #expect(
            review.text().contains(
                "\n  de: text changed “Wiederherstellen” → “Alle Käufe dieses Kontos auf diesem Ger…”; now truncates at xxLarge…AX5 (regression)\n"
            ))
        let locale = try #require(review.blocks.first?.locales.first)
        #expect(locale.text == long)
        #expect(String(decoding: try review.data(), as: UTF8.self).contains("\"text\" : \"\(long)\""))
        let line = try #require(
            BaselineComparison(baseline: old, current: Baseline(report: after)).regressions.first.map(
                BaselineComparison.line))
        #expect(
            line.hasPrefix(
                "body.de restore: text changed “Wiederherstellen” → “Alle Käufe dieses Kontos auf diesem Ger…”; "))
    }
}
