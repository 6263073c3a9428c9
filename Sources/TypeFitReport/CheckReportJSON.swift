import Foundation
import TypeFitCheck
import TypeFitDynamicType
import TypeFitStrings
import TypeFitVocabulary

/// The JSON form of a ``CheckReport`` (`typefit check --format json`, `typefit report --format
/// json`), schema version 2: compact, one result per line, every cell kept as arrays by size,
/// written result by result so a report of any size streams out in bounded chunks.
///
/// ```json
/// {"schemaVersion":2,"summary":{…},"warnings":[…],"stringProblems":[…],
/// "sizes":["xSmall","small",…,"accessibility5"],
/// "constraints":[{"lineLimit":2,"minimumScaleFactor":1,"strategy":"standard","truncation":"tail","width":361}],
/// "results":[
/// {"key":"restore","locale":"de","variant":"plural.one","entry":"body","text":"Käufe wiederherstellen","constraint":0,
///  "source":"App.xcstrings","line":12,"firstTruncatedSize":"accessibility1","faces":["Inter-Regular"],
///  "pointSize":[14,15,…],"lines":[1,1,…,1],"linesNeeded":[1,…,2],"height":[16.94,…],"width":[151.2,…],
///  "overflow":[0,…,12.3],"fits":[true,…,false],"truncated":[false,…,true],"visibleText":[null,…,"Käufe wied…"]}
/// ]}
/// ```
///
/// - What is the same for every result is written once: `sizes` (the order of every per-size
///   array), `constraints` (each distinct container once; a result's `constraint` is its index).
/// - What is the same for every size of a result is written once in the result: key, locale,
///   variant, entry, place, text, source, line, first truncated size, faces, approximation reasons.
/// - Each cell (result × size) is the i-th element of the result's per-size arrays, i indexing
///   `sizes`: `pointSize`, `lines`, `linesNeeded`, `height`, `width`, `overflow` (points, to
///   1/100), `fits`, `truncated`, `borderline`, `approximate`, `visibleText`. An element is
///   `null` at a size the result was not checked at.
/// - An array whose every element has the default value is left out: `linesNeeded` when it
///   equals `lines` at every size, `overflow` when 0, `fits` when true, `truncated`,
///   `borderline` and `approximate` when false, `visibleText` when null. So are `variant`,
///   `place` (the rule's place the result was checked in, `"place":"tab bar"`), `source`, `line`
///   and `firstTruncatedSize` when null, `missingGlyphs` when 0 and
///   `approximationReasons` when empty, `measuredText` (the text as measured: format arguments
///   and named placeholders filled, inline Markdown read, cased) when it is the catalog's `text`, and `hiddenLines` (lines a
///   one-line label hides after an explicit line break) when no size has any.
/// - `stringProblems` lists the strings whose text cannot be read as written (``StringProblem``:
///   `source`, `line`, `key`, `locale`, `variant`, `message`, `handling` `measuredAsShown` or
///   `notChecked`), in string order; the summary's `strings`, `stringsChecked`,
///   `stringsNotChecked` and `stringsLeftOut` count what the run covered (the last three add up
///   to the first), `stringProblems` the problems. Reports written before these fields lack them.
/// - Lengths are rounded to 1/100 pt; a length that is not finite is `null`.
///
/// ``decode(_:)`` reads it back (and the schema-1 form earlier versions wrote).
package enum CheckReportJSON {
    /// The schema version this build writes.
    package static let schemaVersion = 2

    /// Bytes handed to the sink at a time (about; a single result longer than this goes whole).
    package static let chunkSize = 64 << 10

    /// Writes `report` to `sink` in chunks of about ``chunkSize`` bytes, ending with a newline.
    /// `progress` is told (results written, results) after each chunk.
    package static func write(
        _ report: CheckReport, progress: ((Int, Int) -> Void)? = nil,
        to sink: ([UInt8]) throws -> Void
    ) throws {
        var out = JSONByteBuffer(capacity: chunkSize + 4096)
        let sizes = report.summary.sizes
        var constraints: [TextContainer] = []
        var constraintIndex: [TextContainer: Int] = [:]
        for result in report.results where constraintIndex[result.constraint] == nil {
            constraintIndex[result.constraint] = constraints.count
            constraints.append(result.constraint)
        }
        let encoder = ReportJSONEncoding.encoder(pretty: false, nonFiniteAsStrings: true)
        out.raw("{\"schemaVersion\":")
        out.integer(schemaVersion)
        out.raw(",\"summary\":")
        out.raw(bytes: try encoder.encode(SummaryFields(report.summary)))
        out.raw(",\n\"warnings\":")
        out.strings(report.warnings)
        out.raw(",\n\"stringProblems\":")
        out.array(report.stringProblems) { out, problem in writeProblem(problem, into: &out) }
        out.raw(",\n\"sizes\":")
        out.strings(sizes.map(\.rawValue))
        out.raw(",\n\"constraints\":[")
        for (index, constraint) in constraints.enumerated() {
            if index > 0 { out.byte(UInt8(ascii: ",")) }
            out.raw(bytes: try encoder.encode(constraint))
        }
        out.raw("],\n\"results\":[")
        for (index, result) in report.results.enumerated() {
            out.raw(index == 0 ? "\n" : ",\n")
            writeResult(result, constraint: constraintIndex[result.constraint] ?? 0, sizes: sizes, into: &out)
            if out.count >= chunkSize {
                try out.drain(into: sink)
                progress?(index + 1, report.results.count)
            }
        }
        out.raw("\n]}\n")
        try out.drain(into: sink)
        progress?(report.results.count, report.results.count)
    }

    /// The whole document as data (for a library caller or a test; the CLI streams).
    package static func data(_ report: CheckReport) throws -> Data {
        var data = Data()
        try write(report) { data.append(contentsOf: $0) }
        return data
    }

    /// One string problem, as ``StringProblem`` decodes it: key, locale, variant, source, line,
    /// message, handling (the variant and line left out when nil).
    static func writeProblem(_ problem: StringProblem, into out: inout JSONByteBuffer) {
        out.raw("{\"key\":")
        out.string(problem.key)
        out.member("locale", problem.locale)
        out.member("variant", problem.variant)
        out.member("source", problem.source)
        out.member("line", problem.line)
        out.member("message", problem.message)
        out.member("handling", problem.handling.rawValue)
        out.byte(UInt8(ascii: "}"))
    }

    /// One result, on one line.
    static func writeResult(
        _ result: CheckResult, constraint: Int, sizes: [DynamicTypeSize], into out: inout JSONByteBuffer
    ) {
        out.raw("{\"key\":")
        out.string(result.key)
        out.member("locale", result.locale)
        out.member("variant", result.variant)
        out.member("entry", result.entry.name)
        out.member("place", result.place)
        out.member("text", result.text)
        out.member("measuredText", result.measuredText)
        out.member("constraint", constraint)
        out.member("source", result.source)
        out.member("line", result.line)
        out.member("firstTruncatedSize", result.firstTruncatedSize?.rawValue)
        out.member("missingGlyphs", result.missingGlyphs == 0 ? nil : result.missingGlyphs)
        out.member("faces", result.faces)
        out.member("approximationReasons", result.approximationReasons.isEmpty ? nil : result.approximationReasons)
        let cells = sizes.map { result.sizes[$0] }
        func column(
            _ name: StaticString, omitWhen isDefault: (CheckResult.SizeOutcome) -> Bool = { _ in false },
            _ value: (inout JSONByteBuffer, CheckResult.SizeOutcome) -> Void
        ) {
            guard cells.contains(where: { $0.map { !isDefault($0) } ?? false }) else { return }
            out.byte(UInt8(ascii: ","))
            out.key(name)
            out.array(cells) { out, cell in
                if let cell { value(&out, cell) } else { out.raw("null") }
            }
        }
        column("pointSize") { $0.hundredths($1.pointSize) }
        column("lines") { $0.integer($1.lines) }
        column("linesNeeded", omitWhen: { $0.linesNeeded == $0.lines }) { $0.integer($1.linesNeeded) }
        column("height") { $0.hundredths($1.height) }
        column("width") { $0.hundredths($1.width) }
        column("overflow", omitWhen: { $0.overflow == 0 }) { $0.hundredths($1.overflow) }
        column("fits", omitWhen: \.fits) { $0.bool($1.fits) }
        column("truncated", omitWhen: { !$0.truncated }) { $0.bool($1.truncated) }
        column("borderline", omitWhen: { !$0.borderline }) { $0.bool($1.borderline) }
        column("approximate", omitWhen: { !$0.approximate }) { $0.bool($1.approximate) }
        column("visibleText", omitWhen: { $0.visibleText == nil }) { $0.string($1.visibleText) }
        column("hiddenLines", omitWhen: { $0.hiddenLines == nil }) { out, cell in
            if let hidden = cell.hiddenLines { out.integer(hidden) } else { out.raw("null") }
        }
        out.byte(UInt8(ascii: "}"))
    }
}
