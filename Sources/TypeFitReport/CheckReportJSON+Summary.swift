import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension CheckReportJSON {
    /// The summary as a check's JSON writes it (both schemas): sizes by SwiftUI name, the model
    /// and the system font's source by name, first truncations as an object by size name. Fields
    /// added after schema 1 are optional so older reports read back.
    struct SummaryFields: Codable {
        struct ApproximationCountFields: Codable {
            var reason: String
            var results: Int
            var cells: Int
        }

        var checked: Int
        var skippedByRule: Int?
        var unshownPluralVariants: Int?
        var otherDeviceVariants: Int?
        var strings: Int?
        var stringsChecked: Int?
        var stringsNotChecked: Int?
        var stringsLeftOut: Int?
        var stringProblems: Int?
        var truncating: Int
        var truncatingAtDefaultSize: Int
        var firstTruncations: [String: Int]
        var sizes: [String]
        var missingGlyphs: Int
        var approximate: Bool
        var approximateCells: Int?
        var cells: Int?
        var approximationReasons: [ApproximationCountFields]?
        var scale: String
        var model: String
        var systemFont: String

        /// The fields of `summary`.
        init(_ summary: CheckReport.Summary) {
            checked = summary.checked
            skippedByRule = summary.skippedByRule
            unshownPluralVariants = summary.unshownPluralVariants
            otherDeviceVariants = summary.otherDeviceVariants
            strings = summary.strings
            stringsChecked = summary.stringsChecked
            stringsNotChecked = summary.stringsNotChecked
            stringsLeftOut = summary.stringsLeftOut
            stringProblems = summary.stringProblems
            truncating = summary.truncating
            truncatingAtDefaultSize = summary.truncatingAtDefaultSize
            firstTruncations = Dictionary(
                uniqueKeysWithValues: summary.firstTruncations.map { ($0.size.rawValue, $0.value) })
            sizes = summary.sizes.map(\.rawValue)
            missingGlyphs = summary.missingGlyphs
            approximate = summary.approximate
            approximateCells = summary.approximateCells
            cells = summary.cells
            approximationReasons = summary.approximationReasons?.map {
                ApproximationCountFields(reason: $0.reason, results: $0.results, cells: $0.cells)
            }
            scale = summary.scale
            model = summary.model.rawValue
            systemFont = summary.systemFont.rawValue
        }

        /// The typed summary; a size, model or system font source this build does not know is a
        /// ``DecodingFailure`` naming the field.
        func summary() throws(DecodingFailure) -> CheckReport.Summary {
            var firstTruncations = SizeColumn<Int>()
            for (name, count) in self.firstTruncations {
                firstTruncations[try CheckReportJSON.size(name, field: "summary.firstTruncations")] = count
            }
            var typedSizes: [DynamicTypeSize] = []
            for name in sizes { typedSizes.append(try CheckReportJSON.size(name, field: "summary.sizes")) }
            guard let model = ScalingModel(rawValue: model) else {
                throw DecodingFailure(reason: "summary.model: unknown scaling model '\(model)'")
            }
            guard let systemFont = SystemFontProvider.Source(rawValue: systemFont) else {
                throw DecodingFailure(reason: "summary.systemFont: unknown system font source '\(systemFont)'")
            }
            var summary = CheckReport.Summary(
                checked: checked, truncating: truncating, truncatingAtDefaultSize: truncatingAtDefaultSize,
                firstTruncations: firstTruncations, sizes: typedSizes, missingGlyphs: missingGlyphs,
                approximate: approximate, scale: scale, model: model, systemFont: systemFont)
            summary.skippedByRule = skippedByRule
            summary.unshownPluralVariants = unshownPluralVariants
            summary.otherDeviceVariants = otherDeviceVariants
            summary.strings = strings
            summary.stringsChecked = stringsChecked
            summary.stringsNotChecked = stringsNotChecked
            summary.stringsLeftOut = stringsLeftOut
            summary.stringProblems = stringProblems
            summary.approximateCells = approximateCells
            summary.cells = cells
            summary.approximationReasons = approximationReasons?.map {
                CheckReport.ApproximationCount(reason: $0.reason, results: $0.results, cells: $0.cells)
            }
            return summary
        }
    }

    /// The size named `name` (a SwiftUI name, as reports write them), or a ``DecodingFailure``
    /// naming `field`.
    static func size(_ name: String, field: String) throws(DecodingFailure) -> DynamicTypeSize {
        guard let size = DynamicTypeSize(rawValue: name) else {
            throw DecodingFailure(reason: "\(field): unknown Dynamic Type size '\(name)'")
        }
        return size
    }
}
