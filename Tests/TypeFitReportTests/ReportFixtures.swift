import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

@testable import TypeFitReport

/// Hand-built check results with literal outcomes, for the report, SARIF and baseline tests.
enum ReportFixtures {
    /// Point size at a size: 17 pt at xSmall, +2 pt per step.
    static func pointSize(_ size: DynamicTypeSize) -> Double { 17 + Double(size.ordinal) * 2 }

    /// Height at a size when nothing is edited: 20 pt at xSmall, +2 pt per step (independent of
    /// whether the text fits, so a change of verdict alone changes nothing else).
    static func height(_ size: DynamicTypeSize) -> Double { 20 + Double(size.ordinal) * 2 }

    /// Overflow at a size that does not fit: 5 pt + the ordinal.
    static func overflow(_ size: DynamicTypeSize) -> Double { 5 + Double(size.ordinal) }

    /// A result over all 12 sizes that fits below `truncatesFrom` and not from it on (one line
    /// shown, two needed, visible text `<text prefix>…`). `edit` changes outcomes afterwards.
    static func result(
        key: String, locale: String = "en", variant: String? = nil, entry: String = "body",
        text: String = "Restore Purchases",
        truncatesFrom: DynamicTypeSize? = nil, source: String? = nil, line: Int? = nil,
        approximationReasons: [String] = [], edit: (inout SizeColumn<CheckResult.SizeOutcome>) -> Void = { _ in }
    ) -> CheckResult {
        var sizes = SizeColumn<CheckResult.SizeOutcome>()
        for size in DynamicTypeSize.allCases {
            let fits = truncatesFrom.map { size < $0 } ?? true
            sizes[size] = CheckResult.SizeOutcome(
                pointSize: pointSize(size), lines: 1, linesNeeded: fits ? 1 : 2, fits: fits, truncated: !fits,
                overflow: fits ? 0 : overflow(size), height: height(size), width: 100,
                visibleText: fits ? nil : String(text.prefix(6)) + "…", borderline: false,
                approximate: !approximationReasons.isEmpty)
        }
        edit(&sizes)
        let first = DynamicTypeSize.allCases.first { sizes[$0]?.fits == false }
        // The fixtures' reports are never matched against a resolved scale, so every entry
        // stands first.
        return CheckResult(
            key: key, locale: locale, variant: variant, entry: TypeScaleEntry.Reference(position: 0, name: entry),
            text: text,
            constraint: TextContainer(width: 200, lineLimit: 1), firstTruncatedSize: first, sizes: sizes,
            missingGlyphs: 0, faces: ["Inter-Regular"], approximationReasons: approximationReasons,
            source: source, line: line)
    }

    /// A report over all 12 sizes.
    static func report(
        _ results: [CheckResult], scale: String = "Inter", model: ScalingModel = .leadingRatio
    ) -> CheckReport {
        CheckReport(
            results: results, sizes: DynamicTypeSize.allCases, scale: scale, model: model,
            systemFont: .standIn, warnings: [])
    }

    /// Three results: `body.en continue` fits; `body.de restore [plural.one]` truncates from
    /// accessibility1, from `App/de.lproj/Localizable.strings` line 12; `headline.en title`
    /// truncates from medium, no source.
    static func mixed() -> CheckReport {
        report([
            result(key: "continue", text: "Continue", source: "App/en.lproj/Localizable.strings", line: 3),
            result(
                key: "restore", locale: "de", variant: "plural.one", text: "Käufe wiederherstellen",
                truncatesFrom: .accessibility1,
                source: "App/de.lproj/Localizable.strings", line: 12),
            result(key: "title", entry: "headline", text: "A rather long headline", truncatesFrom: .medium),
        ])
    }
}
