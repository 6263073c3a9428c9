import TypeFitStrings

extension SARIFReport {
    /// Rule id for a string whose text cannot be read as written.
    package static let problemRuleID = "TF003"

    /// `TF003`: a string whose text cannot be read as written.
    func problemRule() -> SARIFLog.Rule {
        rule(
            Self.problemRuleID, name: "StringCannotBeReadAsWritten", short: "A localized string is not a valid format.",
            full: "The string's text holds a malformed format specifier, arguments that do not fit it, or a "
                + "variation rule TypeFit does not know. Where iOS's behaviour is known (a specifier cut off by the "
                + "end of the text is dropped) it is measured as iOS shows it (warning); otherwise it is not checked "
                + "(error). Every other string is checked.",
            help: "Write %% for a literal percent sign, and give each specifier its conversion character "
                + "(%@, %d, %lld); check the translation against the development language's format.",
            level: .warning)
    }

    /// The `TF003` result of `problem`, at the key's line in its strings file.
    static func problem(_ problem: StringProblem) -> SARIFLog.Result {
        let variant = problem.variant.map { " [\($0)]" } ?? ""
        let handling =
            problem.handling == .measuredAsShown ? "Measured as iOS shows it." : "Not checked."
        let region = problem.line.flatMap { $0 > 0 ? SARIFLog.Region(startLine: $0) : nil }
        let location = SARIFLog.Location(
            physicalLocation: .init(artifactLocation: .init(uri: SARIFLog.uri(forPath: problem.source)), region: region)
        )
        let identity = [problem.key, problem.locale, problem.variant ?? "", problem.message].joined(separator: "\u{1F}")
        return SARIFLog.Result(
            ruleId: problemRuleID, ruleIndex: 2, level: problem.handling == .notChecked ? .error : .warning,
            message: .init(text: "\"\(problem.key)\"\(variant) (\(problem.locale)): \(problem.message). \(handling)"),
            locations: problem.source.isEmpty ? nil : [location],
            partialFingerprints: [fingerprintName: ReportFormatting.stableHash(identity)], properties: nil)
    }
}
