import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitStrings
import TypeFitVocabulary

extension CheckReportJSON {
    /// Schema 1, what earlier versions wrote (no `schemaVersion`): one object with `results`,
    /// each holding a `sizes` object from SwiftUI size name to that size's outcome, the
    /// `summary` and the `warnings`. Read only; this build writes schema 2.
    struct SchemaOneDocument: Decodable {
        struct Fields: Decodable {
            var text: String
            var measuredText: String?
            var inlineRuns: [StyledText.Run]?
            var constraint: TextContainer
            var firstTruncatedSize: DynamicTypeSize?
            var sizes: [String: CheckResult.SizeOutcome]
            var missingGlyphs: Int
            var faces: [String]
            var approximationReasons: [String]
            var source: String?
            var line: Int?
        }

        var results: [IdentifiedResult<Fields>]
        var summary: SummaryFields
        var warnings: [String]

        /// The typed report; a size name this build does not know is a ``DecodingFailure``.
        func report() throws(DecodingFailure) -> CheckReport {
            var results: [CheckResult] = []
            results.reserveCapacity(self.results.count)
            var entries = TypeScaleEntry.ReferenceTable()
            for (index, result) in self.results.enumerated() {
                let (id, result) = (result.id, result.fields)
                var outcomes = SizeColumn<CheckResult.SizeOutcome>()
                for (name, outcome) in result.sizes {
                    outcomes[try CheckReportJSON.size(name, field: "results[\(index)].sizes")] = outcome
                }
                results.append(
                    CheckResult(
                        key: id.key, locale: id.locale, variant: id.variant, entry: entries.reference(named: id.entry),
                        text: result.text, measuredText: result.measuredText, inlineRuns: result.inlineRuns,
                        constraint: result.constraint, firstTruncatedSize: result.firstTruncatedSize, sizes: outcomes,
                        missingGlyphs: result.missingGlyphs, faces: result.faces,
                        approximationReasons: result.approximationReasons, source: result.source, line: result.line,
                        place: id.place))
            }
            return CheckReport(results: results, summary: try summary.summary(), warnings: warnings)
        }
    }
}
